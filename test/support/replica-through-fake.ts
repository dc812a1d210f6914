import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CatalogIdo } from '../../src/erp/catalog/catalog-ido';
import { SYTELINE_CATALOG } from '../../src/erp/catalog/syteline-catalog';
import { ReplicaStore } from '../../src/erp/connectors/mongoose/replica/replica-store';
import { ReplicaSynchronizer } from '../../src/erp/connectors/mongoose/replica/replica-sync';
import { fakeMongooseClient } from './fake-mongoose-client';
import { FakeMongooseServer, startFakeMongooseServer } from './fake-mongoose-server';

export interface ReplicaThroughFake {
  /** The replica file (the demo schema: the demo connector reads it as it is). */
  replicaFile: string;
  fake: FakeMongooseServer;
  /** The first (full) sync: rows loaded and seconds taken. */
  rows: number;
  seconds: number;
  close(): Promise<void>;
}

/**
 * A demo ERP file served by the fake Mongoose server (from a copy, which the fake stamps with
 * RecordDate) and synced once, in full, into a replica in `workDir` by the replica's own
 * synchronizer over HTTP: what a daemon in replica mode holds after its first sync, without the
 * daemon (for the NL evaluation and the bench).
 */
export async function replicaThroughFake(
  sourceFile: string,
  workDir: string,
  options: { pageSize?: number; today?: string } = {},
): Promise<ReplicaThroughFake> {
  const served = join(workDir, 'fake-erp.sqlite');
  copyFileSync(sourceFile, served);
  const fake = await startFakeMongooseServer({
    file: served,
    writable: true,
    ...(options.today ? { today: options.today } : {}),
  });
  const client = fakeMongooseClient(fake, workDir, { timeoutMs: 60_000, maxInFlight: 4 });
  const replicaFile = join(workDir, 'mongoose-replica.db');
  const store = ReplicaStore.open(replicaFile, SYTELINE_CATALOG);
  try {
    const synchronizer = new ReplicaSynchronizer(
      client,
      store,
      SYTELINE_CATALOG.map((d) => new CatalogIdo(d)),
      {
        pageSize: options.pageSize ?? 1000,
        overlapSeconds: 0,
        sweepIntervalSeconds: 3600,
        serverTimeZone: 'UTC',
      },
    );
    const started = performance.now();
    const summary = await synchronizer.run(() => Promise.resolve());
    const seconds = (performance.now() - started) / 1000;
    return {
      replicaFile,
      fake,
      rows: summary.rows,
      seconds,
      close: () => fake.close(),
    };
  } catch (error) {
    await fake.close();
    throw error;
  } finally {
    store.close();
  }
}
