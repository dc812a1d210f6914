import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '../../../common/errors/error-code';
import { SqliteReadPool } from './sqlite-read-pool';

const SLOW =
  'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 200000000) SELECT count(*) FROM c';

describe('SqliteReadPool', () => {
  let dir: string;
  let file: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-pool-spec-'));
    file = join(dir, 'p.sqlite');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec("CREATE TABLE t (a INTEGER, b TEXT); INSERT INTO t VALUES (1, 'x'), (2, NULL)");
    db.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads rows and values with bound parameters, read-only', async () => {
    const pool = new SqliteReadPool({ file, size: 2, timeoutMs: 5000 });
    await pool.start();
    try {
      await expect(pool.rows('SELECT a, b FROM t WHERE a >= ? ORDER BY a', [1])).resolves.toEqual({
        columns: ['a', 'b'],
        rows: [
          [1, 'x'],
          [2, null],
        ],
      });
      await expect(
        pool.value('SELECT count(*) FROM t WHERE b = ?', ["x' OR '1'='1"]),
      ).resolves.toBe(0);
      await expect(pool.rows('DELETE FROM t RETURNING a', [])).rejects.toThrow(
        /readonly|read-only|query_only/i,
      );
      const many = await Promise.all(
        Array.from({ length: 50 }, (_, i) => pool.value('SELECT ? + 1', [i])),
      );
      expect(many).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    } finally {
      await pool.close();
    }
  });

  it('caches counts until another connection commits a change', async () => {
    const pool = new SqliteReadPool({ file, size: 1, timeoutMs: 5000 });
    await pool.start();
    const writer = new Database(file);
    try {
      const count = () => pool.value('SELECT count(*) FROM t WHERE a > ?', [0], { cache: true });
      await expect(count()).resolves.toBe(2);
      writer.prepare('INSERT INTO t VALUES (3, ?)').run('y');
      await expect(count()).resolves.toBe(3);
      await expect(count()).resolves.toBe(3);
      writer.prepare('DELETE FROM t WHERE a = 3').run();
      await expect(count()).resolves.toBe(2);
    } finally {
      writer.close();
      await pool.close();
    }
  });

  it('caches rows answers within their byte budget until another connection commits', async () => {
    const pool = new SqliteReadPool({ file, size: 1, timeoutMs: 5000, answerBytes: 4096 });
    await pool.start();
    const writer = new Database(file);
    try {
      const sum = async (cache: boolean) =>
        (await pool.rows('SELECT sum(a) FROM t WHERE a > ?', [0], { cache })).rows;
      await expect(sum(true)).resolves.toEqual([[3]]);
      writer.prepare('INSERT INTO t VALUES (7, ?)').run('y');
      // Changed by another connection: recomputed, not the remembered [[3]].
      await expect(sum(true)).resolves.toEqual([[10]]);
      // Remembered: the same answer while nothing changes; an uncached read sees the same data.
      await expect(sum(true)).resolves.toEqual([[10]]);
      await expect(sum(false)).resolves.toEqual([[10]]);
      writer.prepare('DELETE FROM t WHERE a = 7').run();
      await expect(sum(true)).resolves.toEqual([[3]]);
      // random() tells a remembered answer from a recomputed one.
      const small = () => pool.rows('SELECT random()', [], { cache: true });
      expect(await small()).toEqual(await small());
      // An answer larger than an eighth of the budget is computed every time, never kept.
      const wide = () => pool.rows("SELECT random(), printf('%.600c', 'x')", [], { cache: true });
      expect((await wide()).rows[0][0]).not.toEqual((await wide()).rows[0][0]);
    } finally {
      writer.close();
      await pool.close();
    }
  });

  it('keeps no rows answers with a zero byte budget', async () => {
    const pool = new SqliteReadPool({ file, size: 1, timeoutMs: 5000, answerBytes: 0 });
    await pool.start();
    try {
      const draw = async () => (await pool.rows('SELECT random()', [], { cache: true })).rows[0][0];
      expect(await draw()).not.toEqual(await draw());
    } finally {
      await pool.close();
    }
  });

  it('answers ERP_TIMEOUT for a slow query and keeps serving with a fresh worker', async () => {
    const pool = new SqliteReadPool({ file, size: 1, timeoutMs: 100 });
    await pool.start();
    try {
      await expect(pool.value(SLOW, [])).rejects.toMatchObject({ code: ErrorCode.ErpTimeout });
      await expect(pool.value('SELECT count(*) FROM t', [])).resolves.toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('answers ERP_UNAVAILABLE when the database cannot be opened', async () => {
    const pool = new SqliteReadPool({
      file: join(dir, 'missing.sqlite'),
      size: 1,
      timeoutMs: 1000,
    });
    await expect(pool.start()).rejects.toMatchObject({ code: ErrorCode.ErpUnavailable });
    await pool.close();
  });
});
