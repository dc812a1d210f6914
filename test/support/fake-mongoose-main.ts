import { Logger } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_ERP_FILE } from '../../src/erp/connectors/demo/demo-erp-file';
import { ensureDemoDatabase } from '../../src/erp/connectors/demo/ensure-demo-database';
import { startFakeMongooseServer } from './fake-mongoose-server';

/**
 * `npm run fake:mongoose`: the FAKE Mongoose server of the tests, for trying the mongoose
 * connector without a SyteLine. It generates a demo ERP (once) in FAKE_MONGOOSE_DIR, serves it
 * on 127.0.0.1:FAKE_MONGOOSE_PORT as configuration DEMO for user erpc, writes that user's
 * password to a file, and prints the variables that point the daemon at it. Not an ERP: it
 * follows the documented protocol closely enough to test against, no more.
 *
 * FAKE_MONGOOSE_ION=1 serves it behind a fake ION API gateway instead (and writes the `.ionapi`
 * file); FAKE_MONGOOSE_VARIATION=1 serves a site's variation for `erp-connector discover`: a
 * user field SLPos.Uf_Priority, no SLVendors.Phone, SLItems replaced by CMP_SLItems.
 */
async function main(): Promise<void> {
  const dir = resolve(process.env.FAKE_MONGOOSE_DIR ?? 'data-fake-mongoose');
  const port = Number(process.env.FAKE_MONGOOSE_PORT ?? 8090);
  const scale = Number(process.env.FAKE_MONGOOSE_SCALE ?? 0.2);
  const today = new Date().toISOString().slice(0, 10);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, DEMO_ERP_FILE);
  ensureDemoDatabase({ file, scale, asOf: today, seed: 20261121 }, new Logger('FakeMongoose'));
  const passwordFile = join(dir, 'mongoose-password');
  writeFileSync(passwordFile, 'erpc-password\n', { mode: 0o600 });
  const ion = process.env.FAKE_MONGOOSE_ION === '1';
  // Writable: RecordDate on every row, so that the daemon's replica mode can sync incrementally.
  const fake = await startFakeMongooseServer({
    file,
    port,
    today,
    writable: true,
    ...(ion ? { ion: {} } : {}),
  });
  fake.switches.latencyMs = Number(process.env.FAKE_MONGOOSE_LATENCY_MS ?? 0);
  if (process.env.FAKE_MONGOOSE_VARIATION === '1') {
    fake.switches.userFields = { SLPos: ['Uf_Priority'] };
    fake.switches.hidden = { SLVendors: ['Phone'] };
    fake.switches.replaced = { SLItems: 'CMP_SLItems' };
  }
  const ionapiFile = join(dir, 'fake.ionapi');
  if (fake.ion) {
    writeFileSync(ionapiFile, JSON.stringify(fake.ion.ionapi(fake.origin), null, 2), {
      mode: 0o600,
    });
  }
  process.stdout.write(
    [
      `fake Mongoose IDO request service (NOT a SyteLine) at ${fake.url}`,
      `  serving ${file}, configuration ${fake.config}, ${fake.ion ? `ION tenant ${fake.ion.tenant}` : 'user erpc'}`,
      '',
      'start the daemon against it in another terminal:',
      ...(fake.ion
        ? [`  ERPC_MONGOOSE_IONAPI=${ionapiFile} ERPC_MONGOOSE_CONFIG=${fake.config} npm start`]
        : [
            `  ERPC_MONGOOSE_URL=${fake.url} ERPC_MONGOOSE_CONFIG=${fake.config} \\`,
            `  ERPC_MONGOOSE_USER=erpc ERPC_MONGOOSE_PASSWORD_FILE=${passwordFile} npm start`,
          ]),
      '  (add ERPC_ERP_MODE=replica for a local copy synced from it)',
      '',
    ].join('\n'),
  );
  const stop = (): void => {
    void fake.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
