/**
 * Extension bundles end to end on the real daemon: what a bundle adds is live at once (IDO
 * access, NL questions, reports, policies, agent templates), goes with disable and comes back
 * with enable and after a restart; digests and signatures are checked; hostile archives are
 * refused without a byte written outside <data>/extensions; collisions with built-ins and other
 * extensions are refused; only Admins manage extensions.
 */
import { generateKeyPairSync, KeyObject, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '../../src/auth/capabilities';
import { AgentTemplateRegistry } from '../../src/extensions/agent-templates';
import {
  digestOf,
  EXAMPLE_DIR,
  Files,
  manifestOnly,
  readBundleDir,
  signDigest,
  tarGz,
  tarGzOf,
  withManifest,
  zip,
  zipOf,
} from '../fixtures/extensions/bundles';
import { EventClient, eventually } from '../support/ws-client';
import {
  createScratchDatabase,
  ScratchDatabase,
  TEST_DATABASE_VARIABLE,
} from '../support/scratch-database';
import { HttpResult, startTestApp, TestApp } from '../support/test-app';

const GZIP = 'application/gzip';
const ZIP = 'application/zip';

function keyPair(): { privateKey: KeyObject; publicPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

describe('extensions', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'erpc-ext-e2e-'));
  /** The host directory bundles may be deployed from (extensions.deployDir). */
  const hostDir = mkdtempSync(join(tmpdir(), 'erpc-ext-host-'));
  const trusted = keyPair();
  const stranger = keyPair();
  const example = readBundleDir(EXAMPLE_DIR);
  let t: TestApp;
  let admin: string;
  let operator: string;
  let viewer: string;
  /** On the e2e-postgres run, one database for every start: the restart test needs its rows. */
  let database: ScratchDatabase | undefined;

  const start = async (config: Record<string, unknown> = {}): Promise<void> => {
    if (process.env[TEST_DATABASE_VARIABLE] === 'postgres' && !database) {
      database = await createScratchDatabase();
    }
    t = await startTestApp({
      env: { ERPC_DATA_DIR: dataDir, ...(database ? { ERPC_DATABASE_URL: database.url } : {}) },
      config: {
        extensions: {
          trustedKeys: [{ id: 'ops-2026', publicKey: trusted.publicPem }],
          allowUnsigned: true,
          deployDir: hostDir,
          ...config,
        },
      },
    });
    admin = await t.tokenFor(Role.Admin);
    operator = await t.tokenFor(Role.Operator);
    viewer = await t.tokenFor(Role.Viewer);
  };

  async function deploy(
    body: Buffer,
    options: { type?: string; digest?: string | null; signature?: string; token?: string } = {},
  ): Promise<HttpResult> {
    const headers: Record<string, string> = { 'content-type': options.type ?? GZIP };
    if (options.digest !== null)
      headers['x-extension-digest'] = options.digest ?? 'sha256:' + '0'.repeat(64);
    if (options.signature) headers['x-extension-signature'] = options.signature;
    return t.request('POST', '/api/v1/extensions/deploy', {
      token: options.token ?? admin,
      rawBody: body,
      headers,
    });
  }

  /** Deploys well-formed files with their digest, signed by the trusted key unless said. */
  async function deployFiles(
    files: Files,
    options: { signature?: string; unsigned?: boolean; type?: string } = {},
  ) {
    const body = options.type === ZIP ? zipOf(files) : await tarGzOf(files);
    const digest = digestOf(files);
    const signature = options.unsigned
      ? undefined
      : (options.signature ?? signDigest(digest, trusted.privateKey));
    return deploy(body, { type: options.type, digest, signature });
  }

  const fetchIdo = (path: string, token = viewer) =>
    t.request('GET', `/api/v1/ido/${path}`, { token });
  const ask = (query: string) =>
    t.request('POST', '/api/v1/query', { token: operator, body: { query, limit: 100 } });
  /** What lies in <data>/extensions besides deployed bundles: staging or trash leftovers. */
  const leftovers = (): string[] =>
    readdirSync(join(dataDir, 'extensions')).filter((n) => !['site-udfs', 'second'].includes(n));

  beforeAll(() => start());
  afterAll(async () => {
    await t.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(hostDir, { recursive: true, force: true });
  });

  describe('a deployed bundle is live at once', () => {
    let deployed: HttpResult;

    beforeAll(async () => {
      // Before: the words mean nothing, the property does not exist.
      const gizmos = await ask('gizmos dearer than 250');
      expect(gizmos.status).toBe(422);
      const before = await fetchIdo('SLItems?properties=Item,Uf_HazardClass');
      expect(before.status).toBe(400);
      deployed = await deployFiles(example, { type: ZIP, unsigned: true });
    });

    it('answers 201 with the extension, its digest and what it adds', () => {
      expect(deployed.status).toBe(201);
      expect(deployed.body.data).toMatchObject({
        id: 'site-udfs',
        version: '1.0.0',
        enabled: true,
        state: 'enabled',
        digest: digestOf(example),
        signer: null,
        deployedBy: 'admin',
        contents: {
          idos: [],
          properties: [
            'SLItems.Uf_HazardClass',
            'SLItems.Uf_ShelfLifeDays',
            'SLCustomers.Uf_Segment',
          ],
          reports: ['hazardous-items'],
          agentTemplates: ['hazmat-stock-watch'],
          demoRows: 85,
        },
      });
    });

    it('is listed, deployed and changed by Admins only', async () => {
      const list = await t.request('GET', '/api/v1/extensions', { token: admin });
      expect(list.body.data.map((e: { id: string }) => e.id)).toEqual(['site-udfs']);
      expect(list.body.meta.count).toBe(1);
      const next = withManifest(example, (y) => y.replace('name: site-udfs', 'name: not-admin'));
      for (const token of [viewer, operator]) {
        const denied = [
          await t.request('GET', '/api/v1/extensions', { token }),
          await deploy(await tarGzOf(next), { token, digest: digestOf(next) }),
          await t.request('PATCH', '/api/v1/extensions/site-udfs', {
            token,
            body: { enabled: false },
          }),
        ];
        for (const result of denied) {
          expect(result.status).toBe(403);
          expect(result.body.error.message).toContain('manage extensions');
        }
      }
      expect(existsSync(join(dataDir, 'extensions', 'not-admin'))).toBe(false);
      const still = await t.request('GET', '/api/v1/extensions', { token: admin });
      expect(still.body.data).toEqual(list.body.data);
    });

    it('serves the new property through /ido: values, filters, metadata', async () => {
      const one = await fetchIdo(
        "SLItems?properties=Item,Uf_HazardClass,Uf_ShelfLifeDays&filter=Item = 'IT-10001'",
      );
      expect(one.status).toBe(200);
      expect(one.body.data).toEqual([
        { Item: 'IT-10001', Uf_HazardClass: 'F', Uf_ShelfLifeDays: 127 },
      ]);
      const flammable = await fetchIdo(
        "SLItems?properties=Item&filter=Uf_HazardClass = 'F'&recordcap=0",
      );
      expect(flammable.body.meta.count).toBe(12);
      const bad = await fetchIdo("SLItems?filter=Uf_HazardClass = 'X'");
      expect(bad.status).toBe(400);
      const meta = await fetchIdo('SLItems/metadata');
      expect(meta.body.data.properties.map((p: { name: string }) => p.name)).toContain(
        'Uf_HazardClass',
      );
      const segment = await fetchIdo(
        "SLCustomers?properties=CustNum,CustSeq,Uf_Segment&filter=CustNum = '5001' AND CustSeq = 0",
      );
      // Keys are right-justified: written unpadded, answered as stored.
      expect(segment.body.data).toEqual([
        { CustNum: '   5001', CustSeq: 0, Uf_Segment: 'Aerospace' },
      ]);
    });

    it('is askable in plain English, with its synonyms, phrases and value aliases', async () => {
      const flammable = await ask('flammable items');
      expect(flammable.status).toBe(200);
      expect(flammable.body.meta.interpretation.ido).toBe('SLItems');
      expect(flammable.body.meta.interpretation.filter).toBe("Uf_HazardClass = 'F'");
      expect(flammable.body.meta.count).toBe(12);
      const gizmos = await ask('gizmos dearer than 250');
      expect(gizmos.status).toBe(200);
      expect(gizmos.body.meta.interpretation.ido).toBe('SLItems');
      expect(gizmos.body.meta.interpretation.filter).toMatch(/^Unit(Cost|Price) > 250$/);
      const aviation = await ask('aviation customers');
      expect(aviation.status).toBe(200);
      // "customers" are the customers themselves (CustSeq 0), not their ship-to addresses.
      expect(aviation.body.meta.interpretation.filter).toBe(
        "CustSeq = 0 AND Uf_Segment = 'Aerospace'",
      );
      expect(aviation.body.meta.count).toBe(10);
    });

    it('generates the report it brings', async () => {
      const list = await t.request('GET', '/api/v1/reports', { token: viewer });
      expect(list.body.data.map((r: { name: string }) => r.name)).toContain('hazardous-items');
      const started = await t.request('POST', '/api/v1/reports/generate', {
        token: operator,
        body: { report: 'hazardous-items', format: 'csv', parameters: {} },
      });
      expect(started.status).toBe(202);
      const run = await eventually(async () => {
        const r = await t.request('GET', `/api/v1/reports/runs/${started.body.data.id}`, {
          token: operator,
        });
        return ['completed', 'failed'].includes(r.body.data.status) ? r.body.data : undefined;
      });
      expect(run.status).toBe('completed');
      const csv = await t.request('GET', `/api/v1/reports/runs/${started.body.data.id}/artifact`, {
        token: operator,
      });
      const lines = csv.text.trim().split(/\r?\n/);
      expect(lines[0]).toBe(
        'item,description,product_code,uf_hazard_class,uf_shelf_life_days,der_qty_on_hand',
      );
      // 60 demo items: 12 flammable, 6 corrosive, 6 toxic; the header and a totals line aside.
      expect(lines.filter((l) => /^IT-/.test(l))).toHaveLength(24);
    });

    it('registers its agent template for the agents module', () => {
      const templates = t.app.get(AgentTemplateRegistry);
      const template = templates.get('hazmat-stock-watch');
      expect(template).toMatchObject({
        source: 'site-udfs',
        manifest: { name: 'hazmat-stock-watch' },
      });
    });

    it('deploys its agent template, which reads the new property and alerts on it', async () => {
      const events = await EventClient.connect(t.baseUrl.replace('http', 'ws') + '/api/v1/events', {
        headers: { authorization: `Bearer ${admin}` },
      });
      try {
        events.send({ op: 'subscribe', topics: ['agents'] });
        await events.waitFor((f) => f.op === 'subscribed');
        const started = await t.request('POST', '/api/v1/agents/deploy', {
          token: admin,
          body: { template: 'hazmat-stock-watch', trigger: { type: 'manual' } },
        });
        expect(started.status).toBe(202);
        const deployedEvent = await events.waitFor(
          (f) => f.type === 'agent.deployed' || f.type === 'agent.deploy_failed',
        );
        expect(deployedEvent.data.errors).toBeUndefined();
        expect(deployedEvent.type).toBe('agent.deployed');
        const invoked = await t.request('POST', '/api/v1/agents/hazmat-stock-watch/invoke', {
          token: operator,
          body: {},
        });
        expect(invoked.status).toBe(202);
        const done = await events.waitFor(
          (f) => f.type === 'agent.run.completed' && f.data.runId === invoked.body.data.id,
        );
        expect(done.data.outcome).not.toBe('failed');
        const runs = await t.request('GET', '/api/v1/agents/hazmat-stock-watch/runs', {
          token: viewer,
        });
        const step = runs.body.data[0].result.steps[0];
        expect(step.columns).toContain('Uf_HazardClass');
        for (const record of step.records) expect(['F', 'C', 'T']).toContain(record.Uf_HazardClass);
        expect(runs.body.data[0].result.values.hazardousOnHand).toBe(step.count);
        const missing = await t.request('POST', '/api/v1/agents/deploy', {
          token: admin,
          body: { template: 'no-such-template' },
        });
        expect(missing.status).toBe(404);
        expect(
          (await t.request('DELETE', '/api/v1/agents/hazmat-stock-watch', { token: admin })).status,
        ).toBe(204);
      } finally {
        events.close();
      }
    });

    it('lets policies mask the new property like any other', async () => {
      const put = await t.request('PUT', '/api/v1/policies/data.fieldMask.Viewer', {
        token: admin,
        body: { value: { SLItems: ['Uf_HazardClass'] } },
      });
      expect(put.status).toBe(200);
      try {
        const masked = await fetchIdo('SLItems?properties=Item,Uf_HazardClass');
        expect(masked.status).toBe(400);
        expect(masked.body.error.message).toContain('unknown property Uf_HazardClass');
        const all = await fetchIdo("SLItems?properties=*&filter=Item = 'IT-10001'");
        expect(Object.keys(all.body.data[0])).not.toContain('Uf_HazardClass');
        expect(Object.keys(all.body.data[0])).toContain('Uf_ShelfLifeDays');
      } finally {
        await t.request('PUT', '/api/v1/policies/data.fieldMask.Viewer', {
          token: admin,
          body: { value: {} },
        });
      }
    });
    it('lets row filters use it, and keeps it while one does', async () => {
      const put = await t.request('PUT', '/api/v1/policies/data.rowFilter.Viewer', {
        token: admin,
        body: { value: { SLItems: "Uf_HazardClass = 'T'" } },
      });
      expect(put.status).toBe(200);
      try {
        const rows = await fetchIdo('SLItems?properties=Item&recordcap=0');
        expect(rows.body.meta.count).toBe(6);
        const disable = await t.request('PATCH', '/api/v1/extensions/site-udfs', {
          token: admin,
          body: { enabled: false },
        });
        expect(disable.status).toBe(409);
        expect(disable.body.error.details.reason).toBe('policy_in_use');
        expect(disable.body.error.message).toContain('row filter of Viewer on SLItems');
      } finally {
        await t.request('PUT', '/api/v1/policies/data.rowFilter.Viewer', {
          token: admin,
          body: { value: {} },
        });
      }
    });
  });

  describe('disable, enable, restart', () => {
    it('disabling takes everything away at once; enabling brings it back', async () => {
      const off = await t.request('PATCH', '/api/v1/extensions/site-udfs', {
        token: admin,
        body: { enabled: false },
      });
      expect(off.status).toBe(200);
      expect(off.body.data).toMatchObject({ enabled: false, state: 'disabled' });
      const gone = await fetchIdo('SLItems?properties=Item,Uf_HazardClass');
      expect(gone.status).toBe(400);
      expect(gone.body.error.code).toBe('VALIDATION_FAILED');
      expect(gone.body.error.message).toContain('unknown property Uf_HazardClass');
      const nl = await ask('aviation customers');
      expect(nl.body.meta?.interpretation?.filter ?? '').not.toContain('Uf_Segment');
      const report = await t.request('POST', '/api/v1/reports/generate', {
        token: operator,
        body: { report: 'hazardous-items', format: 'csv', parameters: {} },
      });
      expect(report.status).toBe(404);
      expect(t.app.get(AgentTemplateRegistry).get('hazmat-stock-watch')).toBeUndefined();

      const on = await t.request('PATCH', '/api/v1/extensions/site-udfs', {
        token: admin,
        body: { enabled: true },
      });
      expect(on.body.data).toMatchObject({ enabled: true, state: 'enabled' });
      const back = await fetchIdo("SLItems?properties=Uf_HazardClass&filter=Item = 'IT-10003'");
      expect(back.body.data).toEqual([{ Uf_HazardClass: 'C' }]);
    });

    it('survives a restart: re-applied from the stored bundle', async () => {
      await t.close();
      await start({ allowUnsigned: false });
      const list = await t.request('GET', '/api/v1/extensions', { token: admin });
      expect(list.body.data[0]).toMatchObject({ id: 'site-udfs', state: 'enabled' });
      const back = await fetchIdo("SLItems?properties=Uf_HazardClass&filter=Item = 'IT-10001'");
      expect(back.body.data).toEqual([{ Uf_HazardClass: 'F' }]);
      const flammable = await ask('flammable items');
      expect(flammable.body.meta.interpretation.filter).toBe("Uf_HazardClass = 'F'");
    });

    it('refuses unsigned bundles when keys are configured and unsigned is not allowed', async () => {
      const next = withManifest(example, (y) => y.replace('version: 1.0.0', 'version: 1.0.1'));
      const result = await deployFiles(next, { unsigned: true });
      expect(result.status).toBe(400);
      expect(result.body.error.details.reason).toBe('signature_required');
    });
  });

  describe('digest and signature', () => {
    const v = (version: string): Files =>
      withManifest(example, (y) => y.replace('version: 1.0.0', `version: ${version}`));

    it('refuses a bundle whose digest does not match, or that comes without one', async () => {
      const files = v('1.1.0');
      const wrong = await deploy(await tarGzOf(files), {
        digest: digestOf(example),
        signature: signDigest(digestOf(example), trusted.privateKey),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe('VALIDATION_FAILED');
      expect(wrong.body.error.details).toMatchObject({
        reason: 'digest_mismatch',
        actual: digestOf(files),
      });
      const none = await deploy(await tarGzOf(files), { digest: null });
      expect(none.body.error.details.reason).toBe('digest_required');
    });

    it('refuses a signature by an unknown key, or of another digest', async () => {
      const files = v('1.1.0');
      const digest = digestOf(files);
      const unknown = await deployFiles(files, {
        signature: signDigest(digest, stranger.privateKey),
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.details.reason).toBe('signature_invalid');
      const other = await deployFiles(files, {
        signature: signDigest(digestOf(example), trusted.privateKey),
      });
      expect(other.body.error.details.reason).toBe('signature_invalid');
      const garbage = await deployFiles(files, { signature: 'bm90IGEgc2lnbmF0dXJl' });
      expect(garbage.body.error.details.reason).toBe('signature_invalid');
    });

    it('accepts a good signature, names the signer, and upgrades in place', async () => {
      const files = withManifest(v('1.1.0'), (y) =>
        y
          .replace('label: Hazard Class', 'label: Danger Class')
          .slice(0, y.indexOf('  agentTemplates:')),
      );
      const result = await deployFiles(files);
      expect(result.status).toBe(201);
      expect(result.body.data).toMatchObject({
        version: '1.1.0',
        signer: 'ops-2026',
        state: 'enabled',
      });
      expect(result.body.data.contents.agentTemplates).toEqual([]);
      const meta = await fetchIdo('SLItems/metadata');
      expect(
        meta.body.data.properties.find((p: { name: string }) => p.name === 'Uf_HazardClass').label,
      ).toBe('Danger Class');
      expect(t.app.get(AgentTemplateRegistry).get('hazmat-stock-watch')).toBeUndefined();
      const kept = await fetchIdo("SLItems?properties=Uf_HazardClass&filter=Item = 'IT-10001'");
      expect(kept.body.data).toEqual([{ Uf_HazardClass: 'F' }]);
      const again = await deployFiles(files);
      expect(again.status).toBe(409);
      expect(again.body.error.details.reason).toBe('version_deployed');
    });
  });

  describe('deploying from the host directory', () => {
    it('deploys a bundle directory under extensions.deployDir by name', async () => {
      const dir = join(hostDir, 'site-udfs-1.2.0');
      cpSync(EXAMPLE_DIR, dir, { recursive: true });
      const manifest = join(dir, 'extension.yaml');
      const text = readBundleDir(dir).get('extension.yaml')?.toString() ?? '';
      writeFileSync(manifest, text.replace('version: 1.0.0', 'version: 1.2.0'));
      const digest = digestOf(readBundleDir(dir));
      const result = await t.request('POST', '/api/v1/extensions/deploy', {
        token: admin,
        body: {
          directory: 'site-udfs-1.2.0',
          digest,
          signature: signDigest(digest, trusted.privateKey),
        },
      });
      expect(result.status).toBe(201);
      expect(result.body.data).toMatchObject({ version: '1.2.0', digest, signer: 'ops-2026' });
    });

    it('refuses links in it, names outside it, and directories that are not there', async () => {
      const dir = join(hostDir, 'linked');
      cpSync(EXAMPLE_DIR, dir, { recursive: true });
      symlinkSync('/etc/passwd', join(dir, 'passwd'));
      const body = (directory: string) => ({
        token: admin,
        body: { directory, digest: 'sha256:' + '0'.repeat(64) },
      });
      const linked = await t.request('POST', '/api/v1/extensions/deploy', body('linked'));
      expect(linked.status).toBe(400);
      expect(linked.body.error.details.reason).toBe('symlink');
      const up = await t.request('POST', '/api/v1/extensions/deploy', body('..'));
      expect(up.status).toBe(400);
      expect(up.body.error.details[0].field).toBe('directory');
      const missing = await t.request('POST', '/api/v1/extensions/deploy', body('nope'));
      expect(missing.status).toBe(404);
    });
  });

  describe('hostile archives are refused and nothing is written outside <data>/extensions', () => {
    const manifest = example.get('extension.yaml') as Buffer;
    const marker = `erpc-evil-${randomUUID()}.txt`;
    const outside = [
      join(dataDir, marker),
      join(dataDir, '..', marker),
      join(tmpdir(), marker),
      join('/tmp', marker),
    ];

    const cases: Array<[string, () => Promise<Buffer> | Buffer, string, string, RegExp]> = [
      [
        'a ../ path (tar.gz)',
        () =>
          tarGz([
            { name: 'extension.yaml', data: manifest },
            { name: `../${marker}`, data: Buffer.from('x') },
          ]),
        GZIP,
        'path_traversal',
        /climbs out of the bundle/,
      ],
      [
        'a ../ path hidden mid-way (zip)',
        () =>
          zip([
            { name: 'extension.yaml', data: manifest },
            { name: `demo/../../${marker}`, data: Buffer.from('x') },
          ]),
        ZIP,
        'path_traversal',
        /climbs out/,
      ],
      [
        'an absolute path',
        () =>
          tarGz([
            { name: 'extension.yaml', data: manifest },
            { name: join(tmpdir(), marker), data: Buffer.from('x') },
          ]),
        GZIP,
        'absolute_path',
        /absolute path/,
      ],
      [
        'a backslash path (zip)',
        () =>
          zip([
            { name: 'extension.yaml', data: manifest },
            { name: `..\\${marker}`, data: Buffer.from('x') },
          ]),
        ZIP,
        'invalid_path',
        /backslash/,
      ],
      [
        'a NUL byte in a name',
        () =>
          zip([
            { name: 'extension.yaml', data: manifest },
            { name: 'demo/a\u0000.json', data: Buffer.from('x') },
          ]),
        ZIP,
        'invalid_path',
        /NUL/,
      ],
      [
        'a symbolic link (tar.gz)',
        () => tarGz([{ name: 'extension.yaml', type: 'symlink', linkname: '/etc/passwd' }]),
        GZIP,
        'symlink',
        /symbolic link/,
      ],
      [
        'a symbolic link (zip)',
        () => zip([{ name: 'extension.yaml', data: Buffer.from('/etc/passwd'), mode: 0o120777 }]),
        ZIP,
        'symlink',
        /symbolic link/,
      ],
      [
        'a hard link',
        () =>
          tarGz([
            { name: 'extension.yaml', data: manifest },
            { name: 'demo/items.json', type: 'link', linkname: '/etc/shadow' },
          ]),
        GZIP,
        'hardlink',
        /hard link/,
      ],
      [
        'a device',
        () =>
          tarGz([
            { name: 'extension.yaml', data: manifest },
            { name: 'tty', type: 'character-device' },
          ]),
        GZIP,
        'special_file',
        /not a file/,
      ],
      [
        'a file over the size limit (200 MB of zeros, a tiny gzip)',
        () =>
          tarGz([
            { name: 'extension.yaml', data: manifest },
            { name: 'big.bin', zeros: 200 * 1024 * 1024 },
          ]),
        GZIP,
        'file_too_large',
        /big.bin is larger than 8388608 bytes/,
      ],
      [
        'a bomb: many files each under the limit, too much in all',
        () =>
          tarGz([
            { name: 'extension.yaml', data: manifest },
            ...Array.from({ length: 10 }, (_, i) => ({
              name: `z${i}.bin`,
              zeros: 7.5 * 1024 * 1024,
            })),
          ]),
        GZIP,
        'unpacked_too_large',
        /unpacks to more than 67108864 bytes/,
      ],
      [
        'a zip entry that inflates past its declared size',
        () =>
          zip([
            { name: 'extension.yaml', data: Buffer.alloc(50 * 1024 * 1024), declaredSize: 100 },
          ]),
        ZIP,
        'archive_corrupt',
        /too many bytes/,
      ],
      [
        'too many entries',
        () =>
          tarGz(
            Array.from({ length: 501 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from('x') })),
          ),
        GZIP,
        'too_many_entries',
        /more than 500 entries/,
      ],
      [
        'a body that is not the archive its type says',
        () => tarGzOf(example),
        ZIP,
        'not_an_archive',
        /not the zip archive/,
      ],
    ];

    it.each(cases)('%s', async (_, build, type, reason, message) => {
      const before = await t.request('GET', '/api/v1/extensions', { token: admin });
      const body = await build();
      const result = await deploy(body, { type });
      expect(result.status).toBe(400);
      expect(result.body.error.code).toBe('VALIDATION_FAILED');
      expect(result.body.error.details.reason).toBe(reason);
      expect(result.body.error.message).toMatch(message);
      for (const path of outside) expect(existsSync(path)).toBe(false);
      expect(leftovers()).toEqual([]);
      const after = await t.request('GET', '/api/v1/extensions', { token: admin });
      expect(after.body.data).toEqual(before.body.data);
    });

    it('refuses a body over the bundle limit with 413', async () => {
      const result = await deploy(Buffer.alloc(21 * 1024 * 1024, 1));
      expect(result.status).toBe(413);
      expect(result.body.error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(leftovers()).toEqual([]);
    });

    it('takes archives only on the deploy route', async () => {
      const result = await t.request('POST', '/api/v1/query', {
        token: operator,
        rawBody: await tarGzOf(example),
        headers: { 'content-type': GZIP },
      });
      expect(result.status).toBe(415);
    });
  });

  describe('collisions', () => {
    const bundle = (contents: object, name = 'second'): Files =>
      manifestOnly({ name, version: '1.0.0', description: 'test', contents });
    const property = { name: 'Uf_Color', type: 'string', label: 'Colour' };

    it.each<[string, object, RegExp]>([
      [
        'a built-in property',
        { catalog: { extend: { SLItems: { properties: [{ ...property, name: 'UnitCost' }] } } } },
        /property SLItems.UnitCost already exists \(built in\)/,
      ],
      [
        "another extension's property",
        {
          catalog: {
            extend: { SLItems: { properties: [{ ...property, name: 'Uf_HazardClass' }] } },
          },
        },
        /SLItems.Uf_HazardClass already exists \(from extension site-udfs\)/,
      ],
      [
        'a built-in IDO',
        {
          catalog: {
            idos: [
              {
                name: 'SLPos',
                label: 'PO',
                pluralLabel: 'POs',
                properties: [{ name: 'PoNum', type: 'string', label: 'PO', key: true }],
              },
            ],
          },
        },
        /IDO SLPos already exists \(built in\)/,
      ],
      [
        'a built-in report',
        {
          reports: [
            {
              name: 'vendor-spend',
              title: 'x',
              description: 'x',
              source: { kind: 'list', ido: 'SLItems', properties: ['Item'] },
            },
          ],
        },
        /report vendor-spend exists \(built in\)/,
      ],
      [
        'a word of the built-in vocabulary',
        { vocabulary: { synonyms: { SLItems: { ido: ['supplier'] } } } },
        /"supplier" already means IDO SLVendors/,
      ],
    ])('refuses a bundle that collides with %s (409)', async (_, contents, message) => {
      const result = await deployFiles(bundle(contents));
      expect(result.status).toBe(409);
      expect(result.body.error.code).toBe('CONFLICT');
      expect(result.body.error.details.reason).toBe('collision');
      expect(result.body.error.message).toMatch(message);
      expect(existsSync(join(dataDir, 'extensions', 'second'))).toBe(false);
      expect(leftovers()).toEqual([]);
    });

    it('takes IDO and property names in any case, as the catalog does', async () => {
      const result = await deployFiles(
        bundle({
          catalog: { extend: { slitems: { properties: [property] } } },
          vocabulary: {
            synonyms: {
              slitems: { ido: ['doohickey', 'doohickeys'], properties: { uf_color: ['tint'] } },
            },
          },
        }),
      );
      expect(result.status).toBe(201);
      const asked = await ask('doohickeys with a tint');
      expect(asked.status).toBe(200);
      expect(asked.body.meta.interpretation.ido).toBe('SLItems');
      expect(asked.body.meta.interpretation.fields).toContain('Uf_Color');
      const removed = await t.request('DELETE', '/api/v1/extensions/second', { token: admin });
      expect(removed.status).toBe(200);
    });

    it('refuses a manifest with a field it does not know (400)', async () => {
      const result = await deployFiles(
        withManifest(example, (y) =>
          y
            .replace('version: 1.0.0', 'version: 2.0.0')
            .replace('contents:', 'homepage: http://x\ncontents:'),
        ),
      );
      expect(result.status).toBe(400);
      expect(result.body.error.details).toMatchObject({
        reason: 'manifest_invalid',
        faults: [{ field: '(manifest)', message: expect.stringContaining('homepage') }],
      });
    });

    it('refuses a report over a property that does not exist (400)', async () => {
      const result = await deployFiles(
        bundle({
          reports: [
            {
              name: 'broken',
              title: 'x',
              description: 'x',
              source: { kind: 'list', ido: 'SLItems', properties: ['Item', 'Nope'] },
            },
          ],
        }),
      );
      expect(result.status).toBe(400);
      expect(result.body.error.details.reason).toBe('contents_invalid');
      expect(result.body.error.message).toContain('names no property of SLItems: Nope');
    });
  });

  describe('removal', () => {
    it('refuses others, then removes the bundle, its rows and files', async () => {
      const denied = await t.request('DELETE', '/api/v1/extensions/site-udfs', { token: operator });
      expect(denied.status).toBe(403);
      const unknown = await t.request('DELETE', '/api/v1/extensions/nope', { token: admin });
      expect(unknown.status).toBe(404);
      const removed = await t.request('DELETE', '/api/v1/extensions/site-udfs', { token: admin });
      expect(removed.status).toBe(200);
      expect(removed.body.data).toEqual({ id: 'site-udfs', deleted: true });
      expect(existsSync(join(dataDir, 'extensions', 'site-udfs'))).toBe(false);
      const list = await t.request('GET', '/api/v1/extensions', { token: admin });
      expect(list.body.data).toEqual([]);
      const gone = await fetchIdo('SLItems?properties=Uf_HazardClass');
      expect(gone.status).toBe(400);
    });
  });
});
