import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isIsoDate } from '../../filter/filter-checker';
import { SYTELINE_CATALOG } from '../../catalog/syteline-catalog';
import { addDays, fromEpochDay, toEpochDay } from '../../iso-date';
import { BulkInserter } from './bulk-inserter';
import {
  DemoCustomer,
  DemoItem,
  DemoVendor,
  makeCustomers,
  makeItems,
  makeVendors,
  MAX_COMPANIES,
  round2,
  round4,
} from './demo-master-data';
import { createIndexes, createTables, DEMO_SCHEMA_VERSION, storedColumns } from './demo-schema';
import { BUYERS, SALES_REPS, WAREHOUSES } from './demo-vocabulary';
import { Prng } from './prng';
import { ZipfPicker } from './zipf-picker';

export interface DemoGenerateOptions {
  /** Where the database goes; written to a temporary file first, then renamed into place. */
  file: string;
  /** 1 ≈ 20,000 purchase orders; 50 ≈ 1,000,000. */
  scale: number;
  /** The "as of" date (YYYY-MM-DD) that the data's dates are relative to. */
  asOf: string;
  seed: number;
  /** Called with a line of progress now and then (the CLI prints it). */
  progress?: (message: string) => void;
}

export interface DemoGenerateSummary {
  file: string;
  scale: number;
  asOf: string;
  seed: number;
  counts: Record<string, number>;
  elapsedMs: number;
}

/** Days of history the demo holds before the "as of" date. */
const HISTORY_DAYS = 1095;

const columnsOf = (ido: string): string[] => {
  const def = SYTELINE_CATALOG.find((d) => d.name === ido);
  if (!def) throw new Error(`demo catalog lacks ${ido}`);
  return storedColumns(def);
};

/** Order counts per day over the history: weekdays busy, weekends quiet, slow growth. */
function dailyCounts(rng: Prng, total: number, days: number): number[] {
  const weights: number[] = [];
  const firstDay = -days;
  for (let d = 0; d <= days; d += 1) {
    const weekday = new Date((firstDay + d) * 86_400_000).getUTCDay();
    const base = weekday === 0 ? 0.05 : weekday === 6 ? 0.15 : 1;
    weights.push(base * (0.8 + (0.4 * d) / days) * (0.85 + 0.3 * rng.next()));
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts: number[] = [];
  let carried = 0;
  let given = 0;
  for (const w of weights) {
    carried += (total * w) / sum;
    const n = Math.round(carried) - given;
    counts.push(n);
    given += n;
  }
  return counts;
}

/** Whether a document due `daysPast` days ago is still open: most close on time, a few linger for months. */
function stillOpen(rng: Prng, daysPast: number): boolean {
  const p = 0.45 * Math.exp(-daysPast / 25) + 0.06 * Math.exp(-daysPast / 200) + 0.01;
  return rng.chance(p);
}

/** Document numbers like PO-2024-1847: a sequence per year, zero-padded to a fixed width. */
class DocumentNumbers {
  private readonly seq = new Map<number, number>();

  constructor(
    private readonly prefix: string,
    private readonly width: number,
  ) {}

  next(isoDate: string): string {
    const year = Number(isoDate.slice(0, 4));
    const n = (this.seq.get(year) ?? 0) + 1;
    this.seq.set(year, n);
    return `${this.prefix}-${year}-${String(n).padStart(this.width, '0')}`;
  }
}

function widthFor(counts: number[], asOfDay: number): number {
  const perYear = new Map<number, number>();
  counts.forEach((n, d) => {
    const year = Number(fromEpochDay(asOfDay - (counts.length - 1) + d).slice(0, 4));
    perYear.set(year, (perYear.get(year) ?? 0) + n);
  });
  const most = Math.max(1, ...perYear.values());
  return Math.max(4, String(most).length);
}

/**
 * Writes the demo ERP: a SQLite database shaped like SyteLine (SPEC §8), deterministic for a
 * seed, scale and "as of" date. Loads with big transactions and multi-row inserts, creates
 * indexes after loading, then renames the finished file into place so that no reader ever sees
 * half a database.
 */
export class DemoErpGenerator {
  generate(options: DemoGenerateOptions): DemoGenerateSummary {
    const started = performance.now();
    if (!(options.scale > 0) || options.scale > 100)
      throw new RangeError('scale must be in (0, 100]');
    if (!isIsoDate(options.asOf)) throw new RangeError('asOf must be a date YYYY-MM-DD');
    const say = options.progress ?? (() => undefined);
    mkdirSync(dirname(options.file), { recursive: true });
    const temp = `${options.file}.tmp-${process.pid}-${Date.now()}`;
    const db = new Database(temp);
    const counts: Record<string, number> = {};
    try {
      db.pragma('journal_mode = OFF');
      db.pragma('synchronous = OFF');
      db.pragma('cache_size = -262144');
      db.pragma('temp_store = MEMORY');
      createTables(db, SYTELINE_CATALOG);
      const scale = options.scale;
      const seed = options.seed;
      const grow = Math.sqrt(scale);
      const vendors = makeVendors(
        new Prng(seed, 1),
        Math.min(MAX_COMPANIES, Math.max(25, Math.round(300 * grow))),
      );
      const customers = makeCustomers(
        new Prng(seed, 2),
        Math.min(MAX_COMPANIES, Math.max(25, Math.round(400 * grow))),
      );
      const items = makeItems(new Prng(seed, 3), Math.max(60, Math.round(1500 * grow)));
      db.transaction(() => {
        counts.SLVendors = this.writeRows(db, 'SLVendors', vendors);
        counts.SLCustomers = this.writeRows(db, 'SLCustomers', customers);
        counts.SLItems = this.writeRows(db, 'SLItems', items);
      })();
      say(
        `master data: ${vendors.length} vendors, ${customers.length} customers, ${items.length} items`,
      );
      const context = { db, asOf: options.asOf, seed, vendors, customers, items };
      db.transaction(() =>
        Object.assign(counts, this.purchaseOrders(context, Math.round(20000 * scale))),
      )();
      say(`purchase orders: ${counts.SLPos} with ${counts.SLPoitems} lines`);
      db.transaction(() =>
        Object.assign(counts, this.customerOrders(context, Math.round(8000 * scale))),
      )();
      say(`customer orders: ${counts.SLCos} with ${counts.SLCoitems} lines`);
      db.transaction(() => {
        counts.SLArinvs = this.invoices(context, Math.round(10000 * scale));
        counts.SLJobs = this.jobs(context, Math.max(10, Math.round(1500 * scale)));
      })();
      say(`invoices: ${counts.SLArinvs}, jobs: ${counts.SLJobs}; creating indexes`);
      createIndexes(db);
      db.exec('ANALYZE');
      const meta = db.prepare('INSERT INTO "_demo_meta" ("key", "value") VALUES (?, ?)');
      for (const [key, value] of Object.entries({
        schemaVersion: DEMO_SCHEMA_VERSION,
        scale,
        seed,
        asOf: options.asOf,
        generatedAt: new Date().toISOString(),
        counts: JSON.stringify(counts),
      })) {
        meta.run(key, String(value));
      }
      // WAL lets readers run while a writer (tests, a future sync) appends; the mode persists.
      db.pragma('journal_mode = WAL');
      db.close();
    } catch (error) {
      if (db.open) db.close();
      rmSync(temp, { force: true });
      throw error;
    }
    // A WAL or shared-memory file left by an older database must never be applied to the new one.
    for (const suffix of ['-wal', '-shm']) rmSync(`${options.file}${suffix}`, { force: true });
    for (const suffix of ['-wal', '-shm']) {
      if (existsSync(`${temp}${suffix}`)) rmSync(`${temp}${suffix}`, { force: true });
    }
    renameSync(temp, options.file);
    return {
      file: options.file,
      scale: options.scale,
      asOf: options.asOf,
      seed: options.seed,
      counts,
      elapsedMs: performance.now() - started,
    };
  }

  private writeRows(db: Database.Database, table: string, rows: ReadonlyArray<object>): number {
    const columns = columnsOf(table);
    const insert = new BulkInserter(db, table, columns);
    for (const row of rows) {
      const record = row as Record<string, unknown>;
      insert.add(columns.map((c) => record[c] ?? null));
    }
    return insert.flush();
  }

  private purchaseOrders(c: GeneratorContext, total: number): Record<string, number> {
    const rng = new Prng(c.seed, 10);
    const asOfDay = toEpochDay(c.asOf);
    const perDay = dailyCounts(rng, total, HISTORY_DAYS);
    const numbers = new DocumentNumbers('PO', widthFor(perDay, asOfDay));
    const vendorPick = new ZipfPicker(c.vendors.length, 0.9);
    const itemPick = new ZipfPicker(c.items.length, 0.7);
    const heads = new BulkInserter(c.db, 'SLPos', columnsOf('SLPos'));
    const lines = new BulkInserter(c.db, 'SLPoitems', columnsOf('SLPoitems'));
    const line: Array<
      [string, number, string, string, number, number, number, number, string, string]
    > = [];
    for (let d = 0; d < perDay.length; d += 1) {
      const orderDay = asOfDay - HISTORY_DAYS + d;
      const orderDate = fromEpochDay(orderDay);
      for (let k = 0; k < perDay[d]; k += 1) {
        const vendor = c.vendors[vendorPick.pick(rng)];
        const dueDay =
          orderDay + Math.max(3, Math.round(vendor.leadDays * (0.6 + rng.next() * 0.9)));
        const dueDate = fromEpochDay(dueDay);
        const stat = this.orderStatus(rng, asOfDay, orderDay, dueDay);
        const poNum = numbers.next(orderDate);
        const count = Math.min(12, rng.geometric(2.5));
        line.length = 0;
        let total = 0;
        for (let n = 1; n <= count; n += 1) {
          const item = c.items[itemPick.pick(rng)];
          const unitCost = round4(item.UnitCost * (0.9 + rng.next() * 0.2));
          const qty = Math.max(1, Math.round(rng.logNormal(Math.min(5000, 1800 / unitCost), 0.9)));
          const amount = round2(qty * unitCost);
          total += amount;
          const lineStat = stat === 'O' && rng.chance(0.3) ? 'F' : stat;
          const received =
            lineStat === 'C' || lineStat === 'F'
              ? qty
              : lineStat === 'O' && rng.chance(0.4)
                ? rng.int(0, qty - 1)
                : 0;
          const lineDue = rng.chance(0.8) ? dueDate : addDays(dueDate, rng.int(1, 14));
          line.push([
            poNum,
            n,
            item.Item,
            item.Description,
            qty,
            received,
            unitCost,
            amount,
            lineDue,
            lineStat,
          ]);
        }
        heads.add([
          poNum,
          vendor.VendNum,
          vendor.Name,
          orderDate,
          dueDate,
          stat,
          rng.pick(BUYERS),
          rng.weighted(WAREHOUSES),
          round2(total),
          vendor.currency,
        ]);
        for (const l of line) lines.add(l);
      }
    }
    return { SLPos: heads.flush(), SLPoitems: lines.flush() };
  }

  /** P planned, O ordered, F filled, C complete — open ones mostly recent, a few long overdue. */
  private orderStatus(rng: Prng, asOfDay: number, orderDay: number, dueDay: number): string {
    if (dueDay > asOfDay) {
      if (asOfDay - orderDay < 3) return rng.chance(0.5) ? 'P' : 'O';
      return rng.weighted([
        ['O', 80],
        ['P', 15],
        ['F', 5],
      ] as const);
    }
    if (stillOpen(rng, asOfDay - dueDay)) return rng.chance(0.85) ? 'O' : 'P';
    return rng.chance(0.85) ? 'C' : 'F';
  }

  private customerOrders(c: GeneratorContext, total: number): Record<string, number> {
    const rng = new Prng(c.seed, 20);
    const asOfDay = toEpochDay(c.asOf);
    const perDay = dailyCounts(rng, total, HISTORY_DAYS);
    const numbers = new DocumentNumbers('CO', widthFor(perDay, asOfDay));
    const customerPick = new ZipfPicker(c.customers.length, 0.9);
    const itemPick = new ZipfPicker(c.items.length, 0.8);
    const heads = new BulkInserter(c.db, 'SLCos', columnsOf('SLCos'));
    const lines = new BulkInserter(c.db, 'SLCoitems', columnsOf('SLCoitems'));
    const pending: unknown[][] = [];
    for (let d = 0; d < perDay.length; d += 1) {
      const orderDay = asOfDay - HISTORY_DAYS + d;
      const orderDate = fromEpochDay(orderDay);
      for (let k = 0; k < perDay[d]; k += 1) {
        const customer = c.customers[customerPick.pick(rng)];
        const dueDay = orderDay + rng.int(5, 45);
        const dueDate = fromEpochDay(dueDay);
        const stat = rng.chance(0.02) ? 'S' : this.orderStatus(rng, asOfDay, orderDay, dueDay);
        const coNum = numbers.next(orderDate);
        const count = Math.min(10, rng.geometric(2.5));
        pending.length = 0;
        let total = 0;
        for (let n = 1; n <= count; n += 1) {
          const item = c.items[itemPick.pick(rng)];
          const qty = Math.max(
            1,
            Math.round(rng.logNormal(Math.min(2000, 2500 / item.UnitPrice), 0.9)),
          );
          const amount = round2(qty * item.UnitPrice);
          total += amount;
          const lineStat = stat === 'S' ? 'O' : stat === 'O' && rng.chance(0.3) ? 'F' : stat;
          const shipped =
            lineStat === 'C' || lineStat === 'F'
              ? qty
              : lineStat === 'O' && rng.chance(0.3)
                ? rng.int(0, qty - 1)
                : 0;
          pending.push([
            coNum,
            n,
            item.Item,
            qty,
            shipped,
            item.UnitPrice,
            amount,
            dueDate,
            lineStat,
          ]);
        }
        heads.add([
          coNum,
          customer.CustNum,
          customer.Name,
          orderDate,
          dueDate,
          stat,
          round2(total),
          rng.weighted(WAREHOUSES),
          customer.SalesRep ?? rng.pick(SALES_REPS),
        ]);
        for (const l of pending) lines.add(l);
      }
    }
    return { SLCos: heads.flush(), SLCoitems: lines.flush() };
  }

  private invoices(c: GeneratorContext, total: number): number {
    const rng = new Prng(c.seed, 30);
    const asOfDay = toEpochDay(c.asOf);
    const perDay = dailyCounts(rng, total, HISTORY_DAYS);
    const numbers = new DocumentNumbers('INV', widthFor(perDay, asOfDay));
    const customerPick = new ZipfPicker(c.customers.length, 0.9);
    const rows = new BulkInserter(c.db, 'SLArinvs', columnsOf('SLArinvs'));
    for (let d = 0; d < perDay.length; d += 1) {
      const invDay = asOfDay - HISTORY_DAYS + d;
      const invDate = fromEpochDay(invDay);
      for (let k = 0; k < perDay[d]; k += 1) {
        const customer = c.customers[customerPick.pick(rng)];
        const dueDay = invDay + customer.termsDays;
        const amount = round2(Math.max(25, rng.logNormal(4000, 1.1)));
        let open: boolean;
        if (dueDay > asOfDay) open = rng.chance(0.85);
        else open = stillOpen(rng, asOfDay - dueDay);
        const balance = !open
          ? 0
          : rng.chance(0.2)
            ? round2(amount * (0.1 + rng.next() * 0.8))
            : amount;
        rows.add([
          numbers.next(invDate),
          customer.CustNum,
          customer.Name,
          invDate,
          fromEpochDay(dueDay),
          amount,
          balance,
          open ? 'O' : 'P',
        ]);
      }
    }
    return rows.flush();
  }

  private jobs(c: GeneratorContext, total: number): number {
    const rng = new Prng(c.seed, 40);
    const asOfDay = toEpochDay(c.asOf);
    const made = c.items.filter((i) => i.ProductCode === 'FG');
    const candidates = made.length > 0 ? made : c.items;
    const rows = new BulkInserter(c.db, 'SLJobs', columnsOf('SLJobs'));
    const width = Math.max(6, String(total).length);
    // Start dates run from the start of the history to 60 days ahead (firm, planned jobs).
    const span = HISTORY_DAYS + 60;
    const starts = Array.from(
      { length: total },
      () => asOfDay - HISTORY_DAYS + rng.int(0, span),
    ).sort((a, b) => a - b);
    starts.forEach((startDay, i) => {
      const item = rng.pick(candidates);
      const endDay = startDay + rng.int(3, 30);
      let stat: string;
      if (startDay > asOfDay) stat = 'F';
      else if (endDay < asOfDay - 14) stat = rng.chance(0.95) ? 'C' : 'R';
      else
        stat = rng.weighted([
          ['R', 70],
          ['F', 20],
          ['C', 10],
        ] as const);
      const released = Math.max(1, Math.round(rng.logNormal(60, 0.9)));
      const complete = stat === 'C' ? released : stat === 'R' ? rng.int(0, released - 1) : 0;
      rows.add([
        `JOB-${String(i + 1).padStart(width, '0')}`,
        item.Item,
        released,
        complete,
        fromEpochDay(startDay),
        fromEpochDay(endDay),
        stat,
        rng.weighted(WAREHOUSES),
      ]);
    });
    return rows.flush();
  }
}

interface GeneratorContext {
  db: Database.Database;
  asOf: string;
  seed: number;
  vendors: DemoVendor[];
  customers: DemoCustomer[];
  items: DemoItem[];
}
