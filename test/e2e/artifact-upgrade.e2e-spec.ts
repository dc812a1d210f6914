/**
 * Upgrading a daemon whose report artifacts are files (before ReportArtifacts1795454717069): the
 * migration records every completed run's artifact, so it still downloads; on PostgreSQL the
 * daemon holding the file moves it into the database at start, so every daemon serves it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Role } from '../../src/auth/capabilities';
import { MIGRATIONS } from '../../src/database/migrations';
import { ReportArtifacts1795454717069 } from '../../src/database/migrations/1795454717069-report-artifacts';
import {
  createScratchDatabase,
  ScratchDatabase,
  TEST_DATABASE_VARIABLE,
} from '../support/scratch-database';
import { startTestApp, TestApp } from '../support/test-app';

describe('report artifacts written before the upgrade', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'erpc-upgrade-'));
  const runId = randomUUID();
  const csv = Buffer.from('po_number,vendor\r\nPO-1,"Acme, Inc."\r\n');
  let database: ScratchDatabase | undefined;
  let t: TestApp;

  beforeAll(async () => {
    const postgres = process.env[TEST_DATABASE_VARIABLE] === 'postgres';
    if (postgres) database = await createScratchDatabase();
    const before = MIGRATIONS.slice(
      0,
      MIGRATIONS.findIndex((m) => m === ReportArtifacts1795454717069),
    );
    const old = await new DataSource(
      database
        ? { type: 'postgres', url: database.url, migrations: before }
        : { type: 'better-sqlite3', database: join(dataDir, 'state.sqlite'), migrations: before },
    ).initialize();
    try {
      await old.runMigrations({ transaction: 'each' });
      const at = postgres ? new Date() : new Date().toISOString().replace('T', ' ').slice(0, 23);
      const values = [
        runId,
        'report.generate',
        'reports',
        'completed',
        100,
        1,
        JSON.stringify({ report: 'vendor-spend', parameters: {}, format: 'csv', role: 'Operator' }),
        JSON.stringify({
          rows: 1,
          artifact: `${runId}.csv`,
          contentType: 'text/csv; charset=utf-8',
          bytes: csv.length,
        }),
        at,
        at,
        at,
        at,
      ];
      const marks = values.map((_, i) => (postgres ? `$${i + 1}` : '?')).join(', ');
      await old.query(
        'INSERT INTO jobs (id, name, queue, status, progress, attempts, payload, result, ' +
          `created_at, updated_at, started_at, finished_at) VALUES (${marks})`,
        values,
      );
    } finally {
      await old.destroy();
    }
    mkdirSync(join(dataDir, 'reports'));
    writeFileSync(join(dataDir, 'reports', `${runId}.csv`), csv);
    t = await startTestApp({
      env: {
        ERPC_DATA_DIR: dataDir,
        ...(database ? { ERPC_DATABASE_URL: database.url } : {}),
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('still download, and on PostgreSQL have moved into the database', async () => {
    const admin = await t.tokenFor(Role.Admin);
    const response = await fetch(`${t.baseUrl}/api/v1/reports/runs/${runId}/artifact`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(csv.length));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(csv);
    const file = join(dataDir, 'reports', `${runId}.csv`);
    if (database) {
      // Moved: checksummed on the way, and the file is gone.
      expect(response.headers.get('etag')).toBe(
        `"${createHash('sha256').update(csv).digest('hex')}"`,
      );
      expect(existsSync(file)).toBe(false);
    } else {
      // A file it stays; written before checksums were kept, it has no entity tag.
      expect(response.headers.get('etag')).toBeNull();
      expect(existsSync(file)).toBe(true);
    }
  });
});
