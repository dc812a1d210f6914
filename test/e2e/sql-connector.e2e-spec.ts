/**
 * The `sql` connector against real databases: SQLite always, PostgreSQL and MariaDB on loopback
 * (always in CI, skipped loudly elsewhere). The demo ERP's rows are loaded into each database;
 * the same load requests then go through the executor once over the demo connector and once
 * over the sql connector (serving the built-in catalog from those tables) and must answer record
 * for record alike: pages followed by bookmarks, filters of every kind, the derived "days past"
 * properties, distinct, counts and grouped aggregates. Read-only holds: a filter carrying SQL
 * binds it as a value, and the connector's own connection refuses writes and schema changes.
 */
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { FixedClock } from '../../src/common/clock';
import { DomainError } from '../../src/common/errors/domain-error';
import { ErrorCode } from '../../src/common/errors/error-code';
import { loadConfig } from '../../src/config/load-config';
import { parseSqlUrl } from '../../src/config/sql-url';
import { CatalogService } from '../../src/erp/catalog/catalog.service';
import type { IdoDefinition, PropertyDefinition } from '../../src/erp/catalog/catalog.types';
import { SYTELINE_CATALOG } from '../../src/erp/catalog/syteline-catalog';
import { DemoErpGenerator } from '../../src/erp/connectors/demo/demo-erp-generator';
import { DemoSqliteConnector } from '../../src/erp/connectors/demo/demo-sqlite.connector';
import { openSqlSession } from '../../src/erp/connectors/sql/open-sql-session';
import { SqlConnector } from '../../src/erp/connectors/sql/sql.connector';
import { SqlTableMap } from '../../src/erp/connectors/sql/sql-table-map';
import { discoverCatalog } from '../../src/erp/discovery/discover-catalog';
import { buildSqlCatalog } from '../../src/erp/discovery/sql-catalog';
import { IdoExecutorService } from '../../src/erp/executor/ido-executor.service';
import { parseFilter } from '../../src/erp/filter/filter-parser';
import type { ErpRecord, LoadRequest, LoadResult } from '../../src/erp/load-request';
import { DefaultDataAccessPolicy } from '../../src/erp/policy/default-data-access-policy';
import { createScratchMariaDb, mariadbSuitesEnabled, ScratchMariaDb } from '../support/mariadb';
import {
  createScratchDatabase,
  postgresSuitesEnabled,
  ScratchDatabase,
} from '../support/scratch-database';

const TODAY = '2026-11-21';
const SCALE = 0.01;
const PAGE = 97;

type Row = Record<string, string | number | null>;

/** A database holding the demo ERP's tables, with what the suite needs to check it directly. */
interface Target {
  url: string;
  /** Rows of a table, read as the admin (not through the connector). */
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

function stored(def: IdoDefinition): PropertyDefinition[] {
  return def.properties.filter((p) => !p.derived);
}

function readDemo(file: string): Map<string, Row[]> {
  const db = new Database(file, { readonly: true });
  try {
    return new Map(
      SYTELINE_CATALOG.map((def) => [
        def.name,
        db.prepare(`SELECT * FROM "${def.name}"`).all() as Row[],
      ]),
    );
  } finally {
    db.close();
  }
}

async function loadInto(
  run: (sql: string, values: unknown[]) => Promise<unknown>,
  quote: (id: string) => string,
  types: Record<PropertyDefinition['type'], string>,
  placeholder: (i: number) => string,
  rows: Map<string, Row[]>,
): Promise<void> {
  for (const def of SYTELINE_CATALOG) {
    const columns = stored(def);
    const keys = columns.filter((p) => p.key).map((p) => quote(p.name));
    await run(
      `CREATE TABLE ${quote(def.name)} (${columns
        .map((p) => `${quote(p.name)} ${types[p.type]}${p.nullable ? '' : ' NOT NULL'}`)
        .join(', ')}, PRIMARY KEY (${keys.join(', ')}))`,
      [],
    );
    const all = rows.get(def.name) ?? [];
    for (let at = 0; at < all.length; at += 200) {
      const batch = all.slice(at, at + 200);
      const values: unknown[] = [];
      const tuples = batch.map((row) => {
        const start = values.length;
        for (const p of columns) values.push(row[p.name]);
        return `(${columns.map((_, i) => placeholder(start + i + 1)).join(', ')})`;
      });
      await run(
        `INSERT INTO ${quote(def.name)} (${columns.map((p) => quote(p.name)).join(', ')}) VALUES ${tuples.join(', ')}`,
        values,
      );
    }
  }
}

async function postgresTarget(rows: Map<string, Row[]>): Promise<Target> {
  const scratch: ScratchDatabase = await createScratchDatabase();
  const client = new Client({ connectionString: scratch.url });
  await client.connect();
  await loadInto(
    (sql, values) => client.query(sql, values),
    (id) => `"${id}"`,
    { string: 'text', enum: 'text', integer: 'bigint', decimal: 'double precision', date: 'date' },
    (i) => `$${i}`,
    rows,
  );
  return {
    url: scratch.url,
    count: async (table) =>
      Number((await client.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n),
    close: async () => {
      await client.end();
      await scratch.drop();
    },
  };
}

async function mariadbTarget(rows: Map<string, Row[]>): Promise<Target> {
  const scratch: ScratchMariaDb = await createScratchMariaDb();
  await loadInto(
    (sql, values) => scratch.exec(sql, values),
    (id) => `\`${id}\``,
    {
      string: 'varchar(200)',
      enum: 'varchar(20)',
      integer: 'bigint',
      decimal: 'double',
      date: 'date',
    },
    () => '?',
    rows,
  );
  return {
    url: scratch.url,
    count: async (table) =>
      Number(((await scratch.exec(`SELECT count(*) AS n FROM \`${table}\``)) as Row[])[0].n),
    close: () => scratch.drop(),
  };
}

function sqliteTarget(demoFile: string, dir: string): Target {
  const file = join(dir, 'copy of the demo.sqlite');
  copyFileSync(demoFile, file);
  return {
    url: `sqlite://${file}`,
    count: (table) => {
      const db = new Database(file, { readonly: true });
      try {
        return Promise.resolve(
          Number((db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as Row).n),
        );
      } finally {
        db.close();
      }
    },
    close: () => Promise.resolve(),
  };
}

/** Every page of a request, following bookmarks. */
async function allPages(executor: IdoExecutorService, request: LoadRequest): Promise<LoadResult[]> {
  const pages: LoadResult[] = [];
  let bookmark: string | undefined;
  do {
    const page = await executor.load({ ...request, ...(bookmark ? { bookmark } : {}) });
    pages.push(page);
    bookmark = page.nextBookmark ?? undefined;
  } while (bookmark && pages.length < 200);
  return pages;
}

/** Records compared with numbers equal to rounding (sums of doubles may add up in any order). */
function same(a: readonly ErpRecord[], b: readonly ErpRecord[]): string | null {
  if (a.length !== b.length) return `${a.length} records, expected ${b.length}`;
  for (let i = 0; i < a.length; i += 1) {
    const keys = Object.keys(b[i]);
    if (Object.keys(a[i]).join(',') !== keys.join(',')) return `record ${i}: keys differ`;
    for (const k of keys) {
      const x = a[i][k];
      const y = b[i][k];
      const equal =
        typeof x === 'number' && typeof y === 'number'
          ? Math.abs(x - y) <= 1e-3 + 1e-9 * Math.abs(y)
          : x === y;
      if (!equal) return `record ${i}, ${k}: ${String(x)}, expected ${String(y)}`;
    }
  }
  return null;
}

/** Requests built from the catalog and the data, so they follow the catalog as it changes. */
function requestsFor(
  def: IdoDefinition,
  rows: readonly Row[],
): Array<{ what: string; request: LoadRequest }> {
  const out: Array<{ what: string; request: LoadRequest }> = [];
  const add = (what: string, request: Omit<LoadRequest, 'ido'>): void => {
    out.push({ what: `${def.name}: ${what}`, request: { ido: def.name, ...request } });
  };
  const props = def.properties;
  const values = (p: PropertyDefinition): Array<string | number> =>
    [...new Set(rows.map((r) => r[p.name]).filter((v): v is string | number => v !== null))].sort(
      (x, y) => (x < y ? -1 : x > y ? 1 : 0),
    );
  const quote = (v: string | number): string =>
    typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`;
  add('every record, paged', { properties: '*', limit: PAGE });
  for (const p of props.filter((q) => q.type === 'enum' && !q.derived)) {
    const v = values(p);
    if (v.length === 0) continue;
    add(`${p.name} IN`, {
      properties: '*',
      filter: parseFilter(`${p.name} IN (${v.slice(0, 2).map(quote).join(', ')})`),
      limit: PAGE,
    });
    add(`NOT ${p.name} =`, {
      properties: '*',
      filter: parseFilter(`NOT (${p.name} = ${quote(v[0])})`),
      limit: PAGE,
    });
    add(`distinct ${p.name}`, { properties: [p.name], distinct: true, limit: 5 });
  }
  for (const p of props.filter((q) => q.type === 'date' && !q.derived)) {
    const v = values(p);
    if (v.length < 4) continue;
    add(`${p.name} BETWEEN, newest first`, {
      properties: '*',
      filter: parseFilter(
        `${p.name} BETWEEN ${quote(v[Math.floor(v.length / 4)])} AND ${quote(v[Math.floor(v.length / 2)])}`,
      ),
      orderBy: [{ property: p.name, direction: 'desc' }],
      limit: 23,
    });
  }
  for (const p of props.filter(
    (q) => (q.type === 'integer' || q.type === 'decimal') && !q.derived,
  )) {
    const v = values(p);
    if (v.length < 2) continue;
    add(`${p.name} > median, largest first`, {
      properties: '*',
      filter: parseFilter(`${p.name} > ${quote(v[Math.floor(v.length / 2)])}`),
      orderBy: [{ property: p.name, direction: 'desc' }],
      limit: 19,
    });
  }
  for (const p of props.filter((q) => q.nullable)) {
    add(`${p.name} IS NULL`, {
      properties: '*',
      filter: parseFilter(`${p.name} IS NULL`),
      limit: PAGE,
    });
  }
  const text = props.find((q) => q.type === 'string' && !q.key);
  if (text) {
    add(`${text.name} LIKE`, {
      properties: '*',
      filter: parseFilter(`${text.name} LIKE '%a%' OR ${text.name} NOT LIKE '%e%'`),
      limit: PAGE,
    });
  }
  for (const p of props.filter((q) => q.derived?.kind === 'daysPast')) {
    for (const f of [
      `${p.name} > 0`,
      `${p.name} >= 30`,
      `${p.name} = 0`,
      `${p.name} BETWEEN 1 AND 60`,
      `${p.name} <> 0`,
    ]) {
      add(f, { properties: '*', filter: parseFilter(f), limit: PAGE });
    }
    add(`order by ${p.name}`, {
      properties: '*',
      orderBy: [{ property: p.name, direction: 'desc' }],
      limit: 31,
    });
  }
  // Other derived properties (roll-ups across IDOs, arithmetic): filtered, ordered, summed.
  for (const p of props.filter((q) => q.derived && q.derived.kind !== 'daysPast')) {
    const filters =
      p.type === 'date'
        ? [`${p.name} IS NULL`, `${p.name} < '${TODAY}'`]
        : p.type === 'string'
          ? [`${p.name} LIKE '%a%'`]
          : [`${p.name} > 0`, `${p.name} = 0`];
    for (const f of filters) add(f, { properties: '*', filter: parseFilter(f), limit: PAGE });
    add(`order by ${p.name}`, {
      properties: '*',
      orderBy: [{ property: p.name, direction: p.type === 'string' ? 'asc' : 'desc' }],
      limit: 29,
    });
  }
  // Right-justified keys: filtered with the value as a caller writes it, without the padding.
  for (const p of props.filter((q) => q.format?.justify === 'right')) {
    const v = values(p).filter((x): x is string => typeof x === 'string');
    if (v.length === 0) continue;
    const unpadded = v[Math.floor(v.length / 2)].trim();
    add(`${p.name} unpadded`, {
      properties: '*',
      filter: parseFilter(`${p.name} = ${quote(unpadded)}`),
      limit: PAGE,
    });
  }
  const group = props.find((q) => q.type === 'enum' && !q.derived);
  const numbers = props.filter((q) => q.type === 'integer' || q.type === 'decimal').slice(0, 3);
  const measures = [
    { fn: 'count' as const, as: 'n' },
    ...numbers.flatMap((p) =>
      (['sum', 'avg', 'min', 'max'] as const).map((fn) => ({
        fn,
        property: p.name,
        as: `${fn}_${p.alias}`,
      })),
    ),
  ];
  add('aggregate over everything', { aggregate: { groupBy: [], measures } });
  if (group) {
    add(`aggregate by ${group.name}`, {
      aggregate: { groupBy: [group.name], measures },
      orderBy: [{ property: 'n', direction: 'desc' }],
      limit: 5,
    });
  }
  return out;
}

const DIALECTS: Array<{ name: string; enabled: () => boolean }> = [
  { name: 'sqlite', enabled: () => true },
  { name: 'postgres', enabled: postgresSuitesEnabled },
  { name: 'mariadb', enabled: mariadbSuitesEnabled },
];

describe('sql connector', () => {
  let dir: string;
  let demoFile: string;
  let rows: Map<string, Row[]>;
  let demo: DemoSqliteConnector;
  let demoExecutor: IdoExecutorService;
  const config = loadConfig({ ERPC_LOG_LEVEL: 'silent' });
  const clock = new FixedClock(new Date(`${TODAY}T12:00:00Z`));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-sql-'));
    demoFile = join(dir, 'demo.sqlite');
    new DemoErpGenerator().generate({ file: demoFile, scale: SCALE, asOf: TODAY, seed: 42 });
    rows = readDemo(demoFile);
    demo = new DemoSqliteConnector({ file: demoFile, readWorkers: 1, timeoutMs: 30_000 });
    await demo.open();
    demoExecutor = new IdoExecutorService(
      new CatalogService(),
      demo,
      new DefaultDataAccessPolicy(config),
      clock,
    );
  }, 60_000);

  afterAll(async () => {
    await demo?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  for (const dialect of DIALECTS) {
    const run = dialect.enabled() ? describe : describe.skip;
    run(`on ${dialect.name}`, () => {
      let target: Target;
      let connector: SqlConnector;
      let executor: IdoExecutorService;

      beforeAll(async () => {
        target =
          dialect.name === 'postgres'
            ? await postgresTarget(rows)
            : dialect.name === 'mariadb'
              ? await mariadbTarget(rows)
              : sqliteTarget(demoFile, dir);
        const session = await openSqlSession(parseSqlUrl(target.url), {
          timeoutMs: 1500,
          poolSize: 2,
        });
        connector = new SqlConnector(session, SqlTableMap.empty());
        const catalog = await buildSqlCatalog(connector, 'syteline');
        executor = new IdoExecutorService(
          new CatalogService(catalog.definitions),
          connector,
          new DefaultDataAccessPolicy(config),
          clock,
        );
      }, 60_000);

      afterAll(async () => {
        await connector?.close();
        await target?.close();
      });

      it('answers every request like the demo connector, record for record', async () => {
        let checked = 0;
        for (const def of SYTELINE_CATALOG) {
          for (const { what, request } of requestsFor(def, rows.get(def.name) ?? [])) {
            const [got, want] = await Promise.all([
              allPages(executor, request),
              allPages(demoExecutor, request),
            ]);
            const fault =
              got.length !== want.length
                ? `${got.length} pages, expected ${want.length}`
                : (got
                    .map((g, i) =>
                      g.count !== want[i].count
                        ? `count ${g.count}, expected ${want[i].count}`
                        : null,
                    )
                    .find(Boolean) ??
                  same(
                    got.flatMap((g) => g.records),
                    want.flatMap((w) => w.records),
                  ));
            if (fault) throw new Error(`${what}: ${fault}`);
            checked += 1;
          }
        }
        expect(checked).toBeGreaterThan(100);
      }, 120_000);

      it('discovers the same tables: IDO names, keys, types and relations by column name', async () => {
        const found = await discoverCatalog(connector.session, connector.dialect);
        const kinds: Record<string, string[]> = {
          string: ['string'],
          enum: ['string', 'enum'],
          integer: ['integer'],
          decimal: ['decimal'],
          date: ['date'],
        };
        for (const def of SYTELINE_CATALOG) {
          const ido = found.definitions.find((d) => d.name === def.name);
          if (!ido) throw new Error(`${def.name} not discovered`);
          expect(ido.properties.filter((p) => p.key).map((p) => p.name)).toEqual(
            def.properties.filter((p) => p.key).map((p) => p.name),
          );
          for (const p of stored(def)) {
            const q = ido.properties.find((x) => x.name === p.name);
            if (!q || !kinds[p.type].includes(q.type)) {
              throw new Error(`${def.name}.${p.name}: discovered ${q?.type}, expected ${p.type}`);
            }
          }
        }
        const pos = found.definitions.find((d) => d.name === 'SLPos');
        expect(pos?.relations).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ property: 'VendNum', targetIdo: 'SLVendors' }),
          ]),
        );
      });

      it('binds a filter that carries SQL as a value: nothing runs, nothing changes', async () => {
        const before = await target.count('SLVendors');
        const result = await executor.load({
          ido: 'SLVendors',
          filter: parseFilter(`Name = 'x''; DELETE FROM SLVendors; --'`),
        });
        expect(result.count).toBe(0);
        await expect(target.count('SLVendors')).resolves.toBe(before);
        expect(before).toBeGreaterThan(0);
      });

      it("refuses writes and schema changes on the connector's own connection", async () => {
        const before = await target.count('SLVendors');
        const q = (id: string): string => (dialect.name === 'mariadb' ? `\`${id}\`` : `"${id}"`);
        // SQLite's workers run only statements that return rows, so its writes say RETURNING:
        // they reach the database, which refuses them (the file is open read-only, query_only).
        const returning = dialect.name === 'sqlite' ? ' RETURNING *' : '';
        const attempts = [
          `DELETE FROM ${q('SLVendors')}${returning}`,
          `UPDATE ${q('SLVendors')} SET ${q('Name')} = 'changed'${returning}`,
          `INSERT INTO ${q('SLJobs')} SELECT * FROM ${q('SLJobs')}${returning}`,
          ...(dialect.name === 'sqlite'
            ? []
            : ['CREATE TABLE intruder (a integer)', `DROP TABLE ${q('SLJobs')}`]),
        ];
        for (const sql of attempts) {
          await expect(connector.session.query({ sql, parameters: [] })).rejects.toThrow(
            /read[- ]?only|readonly|READ ONLY|query_only/i,
          );
        }
        await expect(target.count('SLVendors')).resolves.toBe(before);
        await expect(target.count('SLJobs')).resolves.toBeGreaterThan(0);
      });

      if (dialect.name === 'postgres') {
        it('cancels a statement over the timeout with ERP_TIMEOUT', async () => {
          const error = (await connector.session
            .query({ sql: 'SELECT pg_sleep(5)', parameters: [] })
            .catch((e: unknown) => e)) as DomainError;
          expect(error).toBeInstanceOf(DomainError);
          expect(error.code).toBe(ErrorCode.ErpTimeout);
        });
      }
    });
  }
});
