import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SYTELINE_CATALOG } from '../../catalog/syteline-catalog';
import { isIsoDate } from '../../filter/filter-checker';
import { addDays, daysBetween } from '../../iso-date';
import { DemoErpGenerator } from './demo-erp-generator';
import { EXCHANGE_RATES, TERMS_DAYS, WAREHOUSE_NAMES } from './demo-master-data';
import { DEMO_SCHEMA_VERSION, demoIndexes } from './demo-schema';
import { ensureDemoDatabase } from './ensure-demo-database';
import { CatalogService } from '../../catalog/catalog.service';
import { SqlFilterCompiler } from '../../filter/sql-filter-compiler';
import { DEMO_STORAGE } from './demo-sql-builder';
import {
  isMaterializedColumn,
  MATERIALIZED_INDEXES,
  readMaterialized,
} from './materialized-derived';

type Row = Record<string, unknown>;

/** The catalog itself rather than CatalogService: this spec checks data, not catalog validation. */
const catalog = { list: () => SYTELINE_CATALOG };
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'erpc-gen-spec-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function dump(file: string): Record<string, Row[]> {
  const db = new Database(file, { readonly: true });
  try {
    const out: Record<string, Row[]> = {};
    for (const ido of catalog.list()) {
      out[ido.name] = db.prepare(`SELECT * FROM "${ido.name}"`).all() as Row[];
    }
    return out;
  } finally {
    db.close();
  }
}

const str = (v: unknown): string => String(v);
const num = (v: unknown): number => Number(v);
const cents = (n: number): number => Math.round(n * 100) / 100;

/** Groups rows by a key built from them. */
function groupBy(rows: Row[], key: (r: Row) => string): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** Line status against quantities: P nothing done, O partly, F all, C closed (all or short). */
function expectLineConsistent(stat: string, ordered: number, done: number, day: unknown): void {
  expect(done).toBeGreaterThanOrEqual(0);
  expect(done).toBeLessThanOrEqual(ordered);
  expect(day === null).toBe(done === 0);
  if (stat === 'P') expect(done).toBe(0);
  if (stat === 'O') expect(done).toBeLessThan(ordered);
  if (stat === 'F') expect(done).toBe(ordered);
  if (stat === 'C') expect(done).toBeGreaterThan(0);
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
    expect(dump(a).SLArtrans).not.toEqual(dump(c).SLArtrans);
  });

  describe('one generated ERP', () => {
    const asOf = '2026-11-21';
    let file: string;
    let data: Record<string, Row[]>;
    let counts: Record<string, number>;
    let db: Database.Database;
    const count = (sql: string): number => Number(db.prepare(sql).pluck().get() ?? 0);

    beforeAll(() => {
      file = join(dir, 'one.sqlite');
      counts = generator.generate({ file, scale: 0.25, asOf, seed: 1 }).counts;
      data = dump(file);
      db = new Database(file, { readonly: true });
    });
    afterAll(() => db.close());

    it('has a column per stored property, none for derived ones, and the indexes it declares', () => {
      for (const ido of catalog.list()) {
        const columns = (db.prepare(`PRAGMA table_info("${ido.name}")`).all() as Row[]).map((c) =>
          str(c.name),
        );
        expect(columns.filter((c) => !isMaterializedColumn(c))).toEqual(
          ido.properties.filter((p) => !p.derived).map((p) => p.name),
        );
        // Besides them, the kept roll-ups (materialized-derived.ts), and nothing else.
        expect(columns.filter(isMaterializedColumn)).toEqual(
          [...readMaterialized(db).keys()]
            .filter((k) => k.startsWith(`${ido.name}.`))
            .map((k) => `_d_${k.slice(ido.name.length + 1)}`),
        );
      }
      const indexes = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'ix_%'")
        .pluck()
        .all();
      const declared = [demoIndexes(SYTELINE_CATALOG), MATERIALIZED_INDEXES]
        .flatMap((set) => Object.values(set))
        .reduce((n, list) => n + list.length, 0);
      expect(indexes).toHaveLength(declared);
    });

    it('indexes every property the NL vocabulary reads the distinct values of', () => {
      // Without one, each vocabulary refresh scans whole tables (tens of seconds at 1M POs).
      const unindexed: string[] = [];
      for (const ido of catalog.list()) {
        const leading = new Set(
          (db.prepare(`PRAGMA index_list("${ido.name}")`).all() as Row[]).map((index) =>
            str(
              (db.prepare(`PRAGMA index_info("${str(index.name)}")`).get() as Row | undefined)
                ?.name,
            ),
          ),
        );
        for (const p of ido.properties) {
          if (p.knownValues && !p.derived && !leading.has(p.name)) {
            unindexed.push(`${ido.name}.${p.name}`);
          }
        }
      }
      expect(unindexed).toEqual([]);
    });

    it('keeps roll-ups equal to their definition computed over the generated rows', () => {
      const full = new CatalogService(SYTELINE_CATALOG);
      const kept = [...readMaterialized(db).keys()];
      expect(kept).toEqual(
        expect.arrayContaining(['SLPos.DueDate', 'SLArtrans.Balance', 'SLArtrans.AmountApplied']),
      );
      for (const name of kept) {
        const [idoName, propName] = name.split('.');
        const ido = full.get(idoName);
        const prop = ido.property(propName);
        if (!prop) throw new Error(name);
        const value = new SqlFilterCompiler(ido, '2026-01-01', DEMO_STORAGE).expression(prop);
        const differing = db
          .prepare(`SELECT count(*) FROM "${idoName}" WHERE "_d_${propName}" IS NOT (${value.sql})`)
          .pluck()
          .get(...value.params);
        const set = db
          .prepare(`SELECT count(*) FROM "${idoName}" WHERE "_d_${propName}" IS NOT NULL`)
          .pluck()
          .get();
        expect({ name, differing }).toEqual({ name, differing: 0 });
        expect(set).toBeGreaterThan(0);
      }
    });

    it('writes values that fit the catalog: enum codes, ISO dates, numbers, non-null columns', () => {
      // Faults are collected and compared once: an expect per value would take seconds.
      const faults: string[] = [];
      for (const ido of catalog.list()) {
        const rows = data[ido.name];
        expect(rows.length).toBe(counts[ido.name]);
        expect(rows.length).toBeGreaterThan(0);
        for (const p of ido.properties.filter((q) => !q.derived)) {
          const codes = new Set(p.enumValues?.map((e) => e.value));
          const fits = (value: unknown): boolean => {
            switch (p.type) {
              case 'enum':
                return codes.has(str(value));
              case 'date':
                return typeof value === 'string' && isIsoDate(value);
              case 'integer':
                return Number.isInteger(value);
              case 'decimal':
                return typeof value === 'number' && Number.isFinite(value);
              case 'string':
                return typeof value === 'string' && value.length > 0;
              default:
                return true;
            }
          };
          for (const row of rows) {
            const value = row[p.name];
            const ok = value === null ? p.nullable === true : fits(value);
            if (!ok && faults.length < 20)
              faults.push(`${ido.name}.${p.name} = ${JSON.stringify(value)}`);
          }
        }
      }
      expect(faults).toEqual([]);
    });

    it('stores right-justified keys padded exactly as SyteLine does, other numbers full width', () => {
      let checked = 0;
      const faults: string[] = [];
      for (const ido of catalog.list()) {
        for (const p of ido.properties.filter((q) => q.format && !q.derived)) {
          const length = p.format?.length ?? 0;
          for (const row of data[ido.name]) {
            const value = row[p.name];
            if (value === null) continue;
            const text = str(value);
            if (!/^ *[1-9]\d*$/.test(text) || text !== text.trim().padStart(length, ' '))
              faults.push(`${ido.name}.${p.name} = ${JSON.stringify(value)}`);
            checked += 1;
          }
        }
      }
      expect(faults.slice(0, 10)).toEqual([]);
      expect(checked).toBeGreaterThan(1000);
      expect(data.SLVendors.find((v) => v.VendNum === '   1042')).toBeDefined();
      expect(data.SLCos[0].CoNum).toMatch(/^ {4}\d{6}$/);
      expect(data.SLJobs[0].Job).toMatch(/^ {5}\d{5}$/);
      expect(data.SLPos.filter((po) => !/^PO\d{8}$/.test(str(po.PoNum)))).toEqual([]);
      expect(
        data.SLArtrans.filter((t) => !/^(INV|CHK|CRM|DBM|FIN)\d{9}$/.test(str(t.InvNum))),
      ).toEqual([]);
      expect(data.SLVendors[0]).toMatchObject({
        VendNum: '   1001',
        Name: 'Acme Steel Corp',
        VadCity: 'Cleveland',
        VadState: 'OH',
        CurrCode: 'USD',
        Stat: 'A',
      });
      expect(data.SLItems.some((i) => i.Item === 'IT-10045')).toBe(true);
      expect(new Set(data.SLVendors.map((v) => v.Stat))).toEqual(new Set(['A', 'I']));
    });

    it('keeps POs consistent: vendor copies, currencies, totals, line and header statuses', () => {
      const vendors = new Map(data.SLVendors.map((v) => [v.VendNum, v]));
      const items = new Map(data.SLItems.map((i) => [i.Item, i]));
      const lines = groupBy(data.SLPoItems, (l) => str(l.PoNum));
      for (const po of data.SLPos) {
        const vendor = vendors.get(po.VendNum);
        expect(vendor?.Name).toBe(po.VendorName);
        expect(po.VenCurrCode).toBe(vendor?.CurrCode);
        const level = EXCHANGE_RATES[str(po.VenCurrCode)];
        if (po.VenCurrCode === 'USD') expect(po.ExchRate).toBe(1);
        else expect(Math.abs(num(po.ExchRate) / level - 1)).toBeLessThan(0.06);
        const own = lines.get(str(po.PoNum)) ?? [];
        expect(own.length).toBeGreaterThan(0);
        const total = own.reduce((s, l) => s + num(l.QtyOrdered) * num(l.ItemCost), 0);
        expect(Math.abs(num(po.PoCost) - cents(total))).toBeLessThanOrEqual(0.011);
        const stats = own.map((l) => str(l.Stat));
        if (stats.every((s) => s === 'F' || s === 'C')) expect(['C', 'H']).toContain(po.Stat);
        else expect(['P', 'O']).toContain(po.Stat);
        if (po.Stat === 'P') expect(stats.every((s) => s === 'P')).toBe(true);
        if (po.Stat === 'H') expect(stats.every((s) => s === 'C')).toBe(true);
        for (const l of own) {
          expect(l.PoVendNum).toBe(po.VendNum);
          expect(l.VenadrName).toBe(po.VendorName);
          expect(l.Description).toBe(items.get(l.Item)?.Description);
          expect(l.UM).toBe(items.get(l.Item)?.UM);
          expect(l.Whse).toBe(po.Whse);
          expect(num(l.PoRelease) > 0).toBe(po.Type === 'B');
          expectLineConsistent(str(l.Stat), num(l.QtyOrdered), num(l.QtyReceived), l.RcvdDate);
          if (l.RcvdDate !== null) expect(str(l.RcvdDate) <= asOf).toBe(true);
        }
      }
      // Inactive vendors and obsolete items are only on POs older than a year.
      const yearAgo = addDays(asOf, -365);
      const recent = data.SLPos.filter((p) => str(p.OrderDate) > yearAgo);
      expect(recent.filter((p) => vendors.get(p.VendNum)?.Stat !== 'A')).toEqual([]);
      const recentNums = new Set(recent.map((p) => p.PoNum));
      expect(
        data.SLPoItems.filter((l) => recentNums.has(l.PoNum) && items.get(l.Item)?.Stat === 'O'),
      ).toEqual([]);
      expect(data.SLPos.some((p) => vendors.get(p.VendNum)?.Stat === 'I')).toBe(true);
      const byType = groupBy(data.SLPos, (p) => str(p.Type));
      expect(byType.get('B')?.length).toBeGreaterThan(5);
      expect(byType.get('R')?.length).toBeGreaterThan(data.SLPos.length * 0.9);
      const currencies = groupBy(data.SLPos, (p) => str(p.VenCurrCode));
      for (const code of ['CAD', 'MXN', 'EUR'])
        expect(currencies.get(code)?.length).toBeGreaterThan(5);
      expect(currencies.get('USD')?.length).toBeGreaterThan(data.SLPos.length * 0.8);
      for (const s of ['P', 'O', 'C', 'H'])
        expect(data.SLPos.filter((p) => p.Stat === s).length).toBeGreaterThan(5);
      for (const s of ['P', 'O', 'F', 'C'])
        expect(data.SLPoItems.filter((l) => l.Stat === s).length).toBeGreaterThan(5);
      expect(
        data.SLPoItems.filter((l) => l.Stat === 'O' && num(l.QtyReceived) > 0).length,
      ).toBeGreaterThan(5);
      expect(data.SLPoItems.length / data.SLPos.length).toBeGreaterThan(1.8);
    });

    it('keeps stock per warehouse: descriptions, names, totals, some below reorder point', () => {
      const items = new Map(data.SLItems.map((i) => [i.Item, i]));
      const onHand = new Map<unknown, number>();
      for (const s of data.SLItemwhses) {
        expect(s.ItemDescription).toBe(items.get(s.Item)?.Description);
        expect(s.WhseName).toBe(WAREHOUSE_NAMES[str(s.Whse)]);
        onHand.set(s.Item, (onHand.get(s.Item) ?? 0) + num(s.QtyOnHand));
      }
      for (const i of data.SLItems) expect(num(i.DerQtyOnHand)).toBe(onHand.get(i.Item) ?? 0);
      const below = data.SLItemwhses.filter((s) => num(s.QtyOnHand) < num(s.QtyReorder));
      expect(below.length).toBeGreaterThan(data.SLItemwhses.length * 0.05);
      expect(below.length).toBeLessThan(data.SLItemwhses.length * 0.3);
      const whses = Object.keys(WAREHOUSE_NAMES).length;
      expect(data.SLItemwhses.length).toBeLessThan(data.SLItems.length * whses);
      expect(new Set(data.SLItemwhses.map((s) => s.Whse)).size).toBe(whses);
      expect(data.SLItems.some((i) => i.Stat === 'O' && num(i.DerQtyOnHand) > 0)).toBe(true);
      for (const code of ['P', 'M', 'T'])
        expect(data.SLItems.some((i) => i.PMTCode === code)).toBe(true);
      // On order is what the open PO lines still expect in that warehouse.
      const open = new Map<string, number>();
      for (const l of data.SLPoItems.filter((q) => q.Stat === 'P' || q.Stat === 'O')) {
        const key = `${str(l.Item)}|${str(l.Whse)}`;
        open.set(key, (open.get(key) ?? 0) + num(l.QtyOrdered) - num(l.QtyReceived));
      }
      for (const s of data.SLItemwhses)
        expect(num(s.QtyOrdered)).toBe(open.get(`${str(s.Item)}|${str(s.Whse)}`) ?? 0);
    });

    it('keeps customers and customer orders consistent: ship-tos, totals, currencies, statuses', () => {
      const customers = new Map(
        data.SLCustomers.map((c) => [`${str(c.CustNum)}|${str(c.CustSeq)}`, c]),
      );
      const billTo = data.SLCustomers.filter((c) => c.CustSeq === 0);
      const shipTo = data.SLCustomers.filter((c) => num(c.CustSeq) > 0);
      expect(shipTo.length).toBeGreaterThan(10);
      for (const s of shipTo) expect(customers.get(`${str(s.CustNum)}|0`)?.Name).toBe(s.Name);
      expect(billTo.filter((c) => c.CreditHold === '1').length).toBeGreaterThan(0);
      expect(billTo.filter((c) => c.CreditHold === '1').length).toBeLessThan(billTo.length * 0.1);
      const items = new Map(data.SLItems.map((i) => [i.Item, i]));
      const lines = groupBy(data.SLCoitems, (l) => str(l.CoNum));
      for (const co of data.SLCos) {
        const customer = customers.get(`${str(co.CustNum)}|0`);
        expect(customers.get(`${str(co.CustNum)}|${str(co.CustSeq)}`)).toBeDefined();
        expect(co.CurrCode).toBe(customer?.CurrCode);
        if (co.CurrCode === 'USD') expect(co.ExchRate).toBe(1);
        const own = lines.get(str(co.CoNum)) ?? [];
        expect(own.length).toBeGreaterThan(0);
        const total = own.reduce((s, l) => s + num(l.QtyOrdered) * num(l.PriceConv), 0);
        expect(Math.abs(num(co.Price) - cents(total))).toBeLessThanOrEqual(0.011);
        const stats = own.map((l) => str(l.Stat));
        if (stats.every((s) => s === 'F' || s === 'C')) expect(['C', 'H']).toContain(co.Stat);
        else expect(['P', 'O', 'S']).toContain(co.Stat);
        if (co.Type === 'E') expect(co.Stat).toBe('P');
        if (co.CreditHold === '1') expect(customer?.CreditHold).toBe('1');
        for (const l of own) {
          expect(l.Description).toBe(items.get(l.Item)?.Description);
          expectLineConsistent(str(l.Stat), num(l.QtyOrdered), num(l.QtyShipped), l.ShipDate);
        }
      }
      expect(data.SLCos.some((c) => num(c.CustSeq) > 0)).toBe(true);
      expect(data.SLCos.filter((c) => c.Type === 'E').length).toBeGreaterThan(0);
      expect(data.SLCos.filter((c) => c.Type === 'R').length).toBeGreaterThan(
        data.SLCos.length * 0.9,
      );
      for (const s of ['O', 'P', 'S', 'C', 'H'])
        expect(data.SLCos.filter((c) => c.Stat === s).length).toBeGreaterThan(0);
    });

    it('bills shipped orders and applies payments and memos to their invoices', () => {
      const customers = new Map(billToRows(data).map((c) => [c.CustNum, c]));
      const cos = new Map(data.SLCos.map((c) => [c.CoNum, c]));
      const shipped = groupBy(data.SLCoitems, (l) => str(l.CoNum));
      const charges = new Map<string, Row>();
      for (const t of data.SLArtrans) {
        expect(num(t.Amount)).toBeGreaterThan(0);
        expect(t.DerCustName).toBe(customers.get(t.CustNum)?.Name);
        expect(str(t.InvDate) <= asOf).toBe(true);
        if (t.Type === 'I' || t.Type === 'D' || t.Type === 'F') {
          expect(t.ApplyToInvNum).toBe(t.InvNum);
          expect(t.InvSeq).toBe(0);
          charges.set(`${str(t.CustNum)}|${str(t.InvNum)}`, t);
        }
        if (t.Type === 'I') {
          const co = cos.get(t.CoNum);
          expect(co?.CustNum).toBe(t.CustNum);
          const billed = (shipped.get(str(t.CoNum)) ?? []).reduce(
            (s, l) => s + num(l.QtyShipped) * num(l.PriceConv),
            0,
          );
          expect(Math.abs(num(t.Amount) - cents(billed))).toBeLessThanOrEqual(0.011);
          const terms = TERMS_DAYS[str(customers.get(t.CustNum)?.TermsCode)];
          expect(t.DueDate).toBe(addDays(str(t.InvDate), terms));
        }
      }
      const applied = new Map<string, number>();
      for (const t of data.SLArtrans.filter((q) => q.Type === 'P' || q.Type === 'C')) {
        const key = `${str(t.CustNum)}|${str(t.ApplyToInvNum)}`;
        const charge = charges.get(key);
        expect(charge).toBeDefined();
        expect(t.InvNum).not.toBe(t.ApplyToInvNum);
        expect(num(t.InvSeq)).toBeGreaterThan(0);
        expect(str(t.InvDate) >= str(charge?.InvDate)).toBe(true);
        applied.set(key, (applied.get(key) ?? 0) + num(t.Amount));
      }
      const balances = [...charges.entries()].map(([key, c]) => ({
        charge: c,
        balance: cents(num(c.Amount) - (applied.get(key) ?? 0)),
      }));
      for (const b of balances) expect(b.balance).toBeGreaterThanOrEqual(0);
      const open = balances.filter((b) => b.balance > 0);
      const overdue = open.filter((b) => str(b.charge.DueDate) < asOf);
      const old = balances.filter((b) => daysBetween(str(b.charge.DueDate), asOf) > 180);
      expect(open.length).toBeGreaterThan(20);
      expect(overdue.length).toBeGreaterThan(10);
      expect(open.some((b) => b.balance < num(b.charge.Amount))).toBe(true);
      expect(old.filter((b) => b.balance === 0).length).toBeGreaterThan(old.length * 0.9);
      for (const type of ['I', 'P', 'C', 'D', 'F'])
        expect(data.SLArtrans.filter((t) => t.Type === type).length).toBeGreaterThan(0);
      // Settled charges come to exactly 0 as a database sums them, not to 1e-13.
      expect(
        count(
          `SELECT count(*) FROM (SELECT i.Amount - coalesce((SELECT sum(s.Amount) FROM SLArtrans s WHERE s.CustNum = i.CustNum AND s.ApplyToInvNum = i.InvNum AND s.Type IN ('P', 'C')), 0) AS b FROM SLArtrans i WHERE i.Type IN ('I', 'D', 'F')) WHERE b <> 0 AND abs(b) < 0.005`,
        ),
      ).toBe(0);
      expect(data.SLArtrans.filter((t) => num(t.InvSeq) > 1).length).toBeGreaterThan(0);
    });

    it('keeps jobs consistent with their status, item and schedule', () => {
      const items = new Map(data.SLItems.map((i) => [i.Item, i]));
      for (const j of data.SLJobs) {
        expect(j.ItemDescription).toBe(items.get(j.Item)?.Description);
        const released = num(j.QtyReleased);
        const complete = num(j.QtyComplete);
        expect(released).toBeGreaterThan(0);
        expect(str(j.JobDate) <= str(j.JschStartDate)).toBe(true);
        expect(str(j.JschStartDate) <= str(j.JschEndDate)).toBe(true);
        if (j.Stat === 'F') expect(complete).toBe(0);
        if (j.Stat === 'R' || j.Stat === 'S') expect(complete).toBeLessThan(released);
        if (j.Stat === 'C' || j.Stat === 'H') {
          expect(complete).toBeGreaterThan(0);
          expect(complete).toBeLessThanOrEqual(released);
        }
      }
      expect(data.SLJobs.filter((j) => j.Suffix === 0).length).toBeGreaterThan(
        data.SLJobs.length * 0.9,
      );
      expect(data.SLJobs.filter((j) => j.Type === 'J').length).toBeGreaterThan(
        data.SLJobs.length * 0.9,
      );
      expect(data.SLJobs.some((j) => str(j.JschStartDate) > asOf)).toBe(true);
      for (const s of ['F', 'R', 'C', 'H'])
        expect(data.SLJobs.filter((j) => j.Stat === s).length).toBeGreaterThan(0);
    });

    it('answers the README examples with real rows', () => {
      const openLineDue = `(SELECT min(l.DueDate) FROM SLPoItems l WHERE l.PoNum = p.PoNum AND l.Stat IN ('P', 'O'))`;
      // "Show overdue purchase orders over $10K": open, an open line past due, over 10,000 USD.
      expect(
        count(
          `SELECT count(*) FROM SLPos p WHERE Stat IN ('P', 'O') AND VenCurrCode = 'USD' AND PoCost > 10000 AND ${openLineDue} < '${asOf}'`,
        ),
      ).toBeGreaterThan(5);
      // Overdue by days and by months.
      expect(
        count(
          `SELECT count(*) FROM SLPos p WHERE Stat IN ('P', 'O') AND ${openLineDue} BETWEEN '2026-11-07' AND '2026-11-20'`,
        ),
      ).toBeGreaterThan(5);
      expect(
        count(
          `SELECT count(*) FROM SLPos p WHERE Stat IN ('P', 'O') AND ${openLineDue} < '2026-08-21'`,
        ),
      ).toBeGreaterThan(5);
      expect(count('SELECT max(PoCost) / avg(PoCost) FROM SLPos')).toBeGreaterThan(8);
      expect(
        count('SELECT count(*) FROM SLItemwhses WHERE QtyOnHand < QtyReorder'),
      ).toBeGreaterThan(5);
      expect(
        count(
          "SELECT count(*) FROM SLCos c JOIN SLCustomers u ON u.CustNum = c.CustNum AND u.CustSeq = 0 WHERE u.State = 'TX'",
        ),
      ).toBeGreaterThan(5);
      expect(
        count(
          `SELECT count(*) FROM SLJobs WHERE Stat IN ('F', 'R', 'S') AND JschEndDate BETWEEN '2026-11-01' AND '2026-11-30'`,
        ),
      ).toBeGreaterThan(0);
      expect(
        count(
          `SELECT count(*) FROM SLCos c WHERE Stat IN ('O', 'P') AND (SELECT min(l.DueDate) FROM SLCoitems l WHERE l.CoNum = c.CoNum AND l.Stat IN ('P', 'O')) < '${asOf}'`,
        ),
      ).toBeGreaterThan(5);
      // Filtering unpadded needs the daemon's formatting; the stored value is padded.
      expect(count("SELECT count(*) FROM SLPos WHERE VendNum = '   1042'")).toBeGreaterThan(0);
    });
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

function billToRows(data: Record<string, Row[]>): Row[] {
  return data.SLCustomers.filter((c) => c.CustSeq === 0);
}

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
