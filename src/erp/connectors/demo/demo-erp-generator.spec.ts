import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogService } from '../../catalog/catalog.service';
import { isIsoDate } from '../../filter/filter-checker';
import { DemoErpGenerator } from './demo-erp-generator';
import { DEMO_SCHEMA_VERSION } from './demo-schema';
import { ensureDemoDatabase } from './ensure-demo-database';

type Row = Record<string, unknown>;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'erpc-gen-spec-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function dump(file: string): Record<string, Row[]> {
  const db = new Database(file, { readonly: true });
  try {
    const out: Record<string, Row[]> = {};
    for (const ido of new CatalogService().list()) {
      out[ido.name] = db.prepare(`SELECT * FROM "${ido.name}"`).all() as Row[];
    }
    return out;
  } finally {
    db.close();
  }
}

describe('DemoErpGenerator', () => {
  const generator = new DemoErpGenerator();

  it('is deterministic for a seed, scale and as-of date, and differs for another seed', () => {
    const a = join(dir, 'a.sqlite');
    const b = join(dir, 'b.sqlite');
    const c = join(dir, 'c.sqlite');
    generator.generate({ file: a, scale: 0.02, asOf: '2026-03-01', seed: 7 });
    generator.generate({ file: b, scale: 0.02, asOf: '2026-03-01', seed: 7 });
    generator.generate({ file: c, scale: 0.02, asOf: '2026-03-01', seed: 8 });
    expect(dump(a)).toEqual(dump(b));
    expect(dump(a).SLPos).not.toEqual(dump(c).SLPos);
  });

  it('writes values that fit the catalog: enum codes, ISO dates, keys, non-null columns', () => {
    const file = join(dir, 'fit.sqlite');
    const summary = generator.generate({ file, scale: 0.05, asOf: '2026-11-21', seed: 1 });
    const data = dump(file);
    for (const ido of new CatalogService().list()) {
      const rows = data[ido.name];
      expect(rows.length).toBe(summary.counts[ido.name]);
      expect(rows.length).toBeGreaterThan(0);
      for (const p of ido.properties.filter((q) => !q.derived)) {
        for (const row of rows) {
          const value = row[p.name];
          if (value === null) {
            expect(p.nullable).toBe(true);
            continue;
          }
          switch (p.type) {
            case 'enum':
              expect(p.enumValues?.map((e) => e.value)).toContain(value);
              break;
            case 'date':
              expect(typeof value === 'string' && isIsoDate(value)).toBe(true);
              break;
            case 'integer':
              expect(Number.isInteger(value)).toBe(true);
              break;
            case 'decimal':
              expect(typeof value).toBe('number');
              break;
            case 'string':
              expect(typeof value).toBe('string');
              break;
          }
        }
      }
    }
    // Relations hold: every PO's vendor exists and its name is copied faithfully.
    const vendors = new Map(data.SLVendors.map((v) => [v.VendNum, v.Name]));
    for (const po of data.SLPos) expect(vendors.get(po.VendNum)).toBe(po.VendName);
    // Header totals are the sum of their lines.
    const lineTotals = new Map<unknown, number>();
    for (const l of data.SLPoitems)
      lineTotals.set(l.PoNum, (lineTotals.get(l.PoNum) ?? 0) + Number(l.LineAmount));
    for (const po of data.SLPos)
      expect(Number(po.TotalAmount)).toBeCloseTo(lineTotals.get(po.PoNum) ?? -1, 1);
    expect(data.SLVendors[0]).toMatchObject({
      Name: 'Acme Steel Corp',
      City: 'Cleveland',
      State: 'OH',
    });
    expect(data.SLPos.every((p) => /^PO-\d{4}-\d{4,}$/.test(String(p.PoNum)))).toBe(true);
    expect(data.SLItems.some((i) => i.Item === 'IT-10045')).toBe(true);
    expect(data.SLVendors.some((v) => v.Stat === 'H')).toBe(true);
  });

  it('spreads open orders so some are overdue by days and some by months', () => {
    const file = join(dir, 'spread.sqlite');
    generator.generate({ file, scale: 0.2, asOf: '2026-11-21', seed: 3 });
    const db = new Database(file, { readonly: true });
    const count = (sql: string): number => (db.prepare(sql).pluck().get() as number) ?? 0;
    try {
      const open = "Stat IN ('P','O')";
      expect(
        count(
          `SELECT count(*) FROM SLPos WHERE ${open} AND DueDate BETWEEN '2026-11-07' AND '2026-11-20'`,
        ),
      ).toBeGreaterThan(5);
      expect(
        count(`SELECT count(*) FROM SLPos WHERE ${open} AND DueDate < '2026-08-21'`),
      ).toBeGreaterThan(5);
      expect(
        count(
          `SELECT count(*) FROM SLPos WHERE ${open} AND DueDate < '2026-11-21' AND TotalAmount > 10000`,
        ),
      ).toBeGreaterThan(5);
      expect(
        count("SELECT count(*) FROM SLArinvs WHERE Stat = 'O' AND DueDate < '2026-11-21'"),
      ).toBeGreaterThan(5);
      expect(
        count("SELECT count(*) FROM SLCos WHERE Stat IN ('P','O') AND DueDate < '2026-11-21'"),
      ).toBeGreaterThan(5);
      expect(count('SELECT max(TotalAmount) / avg(TotalAmount) FROM SLPos')).toBeGreaterThan(8);
    } finally {
      db.close();
    }
  });

  it('leaves no temporary file behind and refuses bad options', () => {
    const sub = join(dir, 'clean');
    generator.generate({ file: join(sub, 'x.sqlite'), scale: 0.01, asOf: '2026-01-01', seed: 1 });
    expect(readdirSync(sub)).toEqual(['x.sqlite']);
    expect(() =>
      generator.generate({ file: join(sub, 'y.sqlite'), scale: 0, asOf: '2026-01-01', seed: 1 }),
    ).toThrow(/scale/);
    expect(() =>
      generator.generate({ file: join(sub, 'y.sqlite'), scale: 1, asOf: '2026-02-30', seed: 1 }),
    ).toThrow(/asOf/);
    expect(existsSync(join(sub, 'y.sqlite'))).toBe(false);
  });
});

describe('ensureDemoDatabase', () => {
  const quiet = { log: jest.fn(), warn: jest.fn() } as never;

  it('generates once, keeps a current file, and replaces a foreign or outdated one', () => {
    const file = join(dir, 'ensure.sqlite');
    const options = { file, scale: 0.01, asOf: '2026-01-01', seed: 1 };
    expect(ensureDemoDatabase(options, quiet)).toBe(true);
    expect(ensureDemoDatabase(options, quiet)).toBe(false);
    const db = new Database(file);
    db.prepare(`UPDATE "_demo_meta" SET "value" = ? WHERE "key" = 'schemaVersion'`).run(
      String(DEMO_SCHEMA_VERSION - 1),
    );
    db.close();
    expect(ensureDemoDatabase(options, quiet)).toBe(true);
    writeFileSync(file, 'not a database');
    expect(ensureDemoDatabase(options, quiet)).toBe(true);
    expect(ensureDemoDatabase(options, quiet)).toBe(false);
  });
});
