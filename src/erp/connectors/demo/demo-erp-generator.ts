import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isIsoDate } from '../../filter/filter-checker';
import { SYTELINE_CATALOG } from '../../catalog/syteline-catalog';
import { fromEpochDay, toEpochDay } from '../../iso-date';
import { CatalogService } from '../../catalog/catalog.service';
import { BulkInserter } from './bulk-inserter';
import {
  customerRows,
  DemoCustomer,
  DemoItem,
  DemoVendor,
  exchangeRate,
  makeCustomers,
  makeItems,
  makeVendors,
  MAX_COMPANIES,
  MIN_VENDORS,
  padKey,
  round2,
  round4,
  WAREHOUSE_NAMES,
} from './demo-master-data';
import { createIndexes, createTables, DEMO_SCHEMA_VERSION, storedColumns } from './demo-schema';
import { materializeDerived } from './materialized-derived';
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
/** Closed documents whose last activity is older than this are moved to history (Stat H). */
const HISTORY_AFTER_DAYS = 365;
/** Inactive vendors and obsolete items appear only on documents older than this. */
const RECENT_DAYS = 365;
/** Received PO lines older than this are vouchered and closed (F → C). */
const VOUCHERED_AFTER_DAYS = 60;

/**
 * Document numbers. PoNum is full width, 'PO' and eight digits (10 characters, SyteLine's
 * po_num length), so it needs no padding; CoNum and Job are numeric and right-justified to 10
 * like SyteLine stores them; AR documents are a three-letter prefix and nine digits (12
 * characters, the inv_num length): INV invoices, CHK payments (check numbers), CRM credit
 * memos, DBM debit memos, FIN finance charges.
 */
export const poNumber = (n: number): string => `PO${String(n).padStart(8, '0')}`;
export const FIRST_CO_NUM = 100001;
export const FIRST_JOB_NUM = 90001;
const arNumber = (prefix: string, n: number): string => `${prefix}${String(n).padStart(9, '0')}`;

const columnsOf = (ido: string): string[] => {
  const def = SYTELINE_CATALOG.find((d) => d.name === ido);
  if (!def) throw new Error(`syteline catalog lacks ${ido}`);
  return storedColumns(def);
};

const inserter = (db: Database.Database, ido: string): BulkInserter =>
  new BulkInserter(db, ido, columnsOf(ido));

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
  if (daysPast < 0) return true;
  // Weeks late is common, months late happens, a year or more is rare (stale orders nobody closed).
  const p =
    0.45 * Math.exp(-daysPast / 25) +
    0.08 * Math.exp(-daysPast / 90) +
    0.01 * Math.exp(-daysPast / 400);
  return rng.chance(p);
}

/** Sums in every order, plainly and compensated (SQLite's sum()), as a database might. */
function settlesExactly(amount: number, parts: readonly number[]): boolean {
  const orders: number[][] = [];
  const permute = (rest: number[], acc: number[]): void => {
    if (rest.length === 0) orders.push(acc);
    rest.forEach((x, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, x]));
  };
  permute([...parts], []);
  return orders.every((xs) => {
    let plain = 0;
    let sum = 0;
    let compensation = 0;
    for (const x of xs) {
      plain += x;
      const t = sum + x;
      compensation += Math.abs(sum) >= Math.abs(x) ? sum - t + x : x - t + sum;
      sum = t;
    }
    return amount - plain === 0 && amount - (sum + compensation) === 0;
  });
}

/** ISO date strings by epoch day, cached: millions of lines share about 1,500 distinct days. */
class Days {
  private readonly cache = new Map<number, string>();

  iso(day: number): string {
    let s = this.cache.get(day);
    if (s === undefined) {
      s = fromEpochDay(day);
      this.cache.set(day, s);
    }
    return s;
  }
}

/** Open quantities per item and warehouse: on order from PO lines, allocated to CO lines. */
class StockBook {
  readonly onOrder = new Map<string, number>();
  readonly allocated = new Map<string, number>();
  /** Quantity bought and sold per item over the history: sets reorder points by usage. */
  readonly demand = new Map<string, number>();

  add(map: Map<string, number>, item: string, whse: string, qty: number): void {
    const key = `${item}|${whse}`;
    map.set(key, (map.get(key) ?? 0) + qty);
  }
}

/** What a shipped customer order bills: one invoice per order for what has shipped. */
interface InvoiceSpec {
  customer: DemoCustomer;
  coNum: string;
  day: number;
  amount: number;
}

/** An AR document before it is numbered (numbers follow the date order, per prefix). */
interface ArDoc {
  customer: DemoCustomer;
  type: 'I' | 'P' | 'C' | 'D' | 'F';
  day: number;
  dueDay: number;
  amount: number;
  coNum: string | null;
  /** The charge a payment or credit memo settles; null for charges (they name themselves). */
  applyTo: ArDoc | null;
  invSeq: number;
  invNum: string;
  /** Order of creation, the tie-breaker that keeps numbering deterministic. */
  order: number;
}

const AR_PREFIX: Readonly<Record<ArDoc['type'], string>> = {
  I: 'INV',
  P: 'CHK',
  C: 'CRM',
  D: 'DBM',
  F: 'FIN',
};

interface GeneratorContext {
  db: Database.Database;
  asOfDay: number;
  seed: number;
  days: Days;
  vendors: DemoVendor[];
  customers: DemoCustomer[];
  items: DemoItem[];
  stock: StockBook;
}

/** A line under construction (PO or CO), before the header's status is known. */
interface LineDraft {
  item: DemoItem;
  line: number;
  release: number;
  qty: number;
  unit: number;
  dueDay: number;
  done: number;
  doneDay: number | null;
  stat: string;
}

/**
 * Writes the demo ERP: a SQLite database shaped like SyteLine (SPEC §8) with the `syteline`
 * catalog's stored properties as columns, deterministic for a seed, scale and "as of" date.
 * Loads with big transactions and multi-row inserts, creates indexes after loading, then renames
 * the finished file into place so that no reader ever sees half a database.
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
        Math.min(MAX_COMPANIES, Math.max(MIN_VENDORS, Math.round(300 * grow))),
      );
      const customers = makeCustomers(
        new Prng(seed, 2),
        Math.min(MAX_COMPANIES, Math.max(25, Math.round(400 * grow))),
      );
      const items = makeItems(new Prng(seed, 3), Math.max(60, Math.round(1500 * grow)));
      db.transaction(() => {
        counts.SLVendors = this.writeRows(db, 'SLVendors', vendors);
        counts.SLCustomers = this.writeRows(db, 'SLCustomers', customerRows(customers));
      })();
      say(
        `master data: ${vendors.length} vendors, ${customers.length} customers (${counts.SLCustomers} with ship-tos), ${items.length} items`,
      );
      const context: GeneratorContext = {
        db,
        asOfDay: toEpochDay(options.asOf),
        seed,
        days: new Days(),
        vendors,
        customers,
        items,
        stock: new StockBook(),
      };
      db.transaction(() =>
        Object.assign(counts, this.purchaseOrders(context, Math.round(20000 * scale))),
      )();
      say(`purchase orders: ${counts.SLPos} with ${counts.SLPoItems} lines`);
      let invoices: InvoiceSpec[] = [];
      db.transaction(() => {
        const made = this.customerOrders(context, Math.round(8000 * scale));
        counts.SLCos = made.SLCos;
        counts.SLCoitems = made.SLCoitems;
        invoices = made.invoices;
      })();
      say(`customer orders: ${counts.SLCos} with ${counts.SLCoitems} lines`);
      db.transaction(() => {
        counts.SLArtrans = this.receivables(context, invoices);
        counts.SLJobs = this.jobs(context, Math.max(10, Math.round(1500 * scale)));
        counts.SLItemwhses = this.stock(context);
        counts.SLItems = this.writeRows(db, 'SLItems', items);
      })();
      say(
        `AR transactions: ${counts.SLArtrans}, jobs: ${counts.SLJobs}, item stock: ${counts.SLItemwhses}; creating indexes`,
      );
      // Index builds sort in helper threads where the machine has the cores.
      db.pragma('threads = 4');
      createIndexes(db, SYTELINE_CATALOG);
      // After the indexes, which the roll-ups' subqueries read.
      const kept = materializeDerived(db, new CatalogService(SYTELINE_CATALOG).list());
      say(`kept derived values: ${kept.join(', ')}`);
      // Whole statistics, not sampled (analysis_limit): a sample of 1,000 rows put ~1,000 rows
      // behind SLArtrans.Type = 'I' (there are 400,000 at 1M POs), so the planner walked every
      // invoice for "invoiced last month" (0.5 s) instead of the month's range (1 ms). About
      // 6 s at 1M POs.
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
    const insert = inserter(db, table);
    for (const row of rows) insert.addRecord(row as Record<string, unknown>);
    return insert.flush();
  }

  /**
   * Receipts or shipments of one line: most arrive around their due date; a document that is
   * "late" keeps its past-due lines open (some partly received), as buyers see in real life.
   */
  private fulfil(rng: Prng, asOfDay: number, line: LineDraft, late: boolean, early: number): void {
    const arrival = line.dueDay + Math.round(rng.normal() * 3 + early);
    const pastDue = line.dueDay <= asOfDay;
    if (pastDue && !(late && rng.chance(0.75)) && arrival <= asOfDay) {
      const day = Math.min(asOfDay, arrival);
      if (rng.chance(0.03) && line.qty > 3) {
        // Closed short: the rest was cancelled.
        line.done = Math.max(1, Math.floor(line.qty * (0.6 + rng.next() * 0.35)));
        line.stat = 'C';
      } else {
        line.done = line.qty;
        line.stat = asOfDay - day > VOUCHERED_AFTER_DAYS && rng.chance(0.85) ? 'C' : 'F';
      }
      line.doneDay = day;
      return;
    }
    line.stat = 'O';
    // Some open lines are partly received (split deliveries), a few of them early.
    const partial = line.qty > 1 && (pastDue ? rng.chance(0.35) : rng.chance(0.06));
    if (partial) {
      line.done = rng.int(1, line.qty - 1);
      line.doneDay = Math.min(asOfDay, Math.max(line.dueDay - rng.int(0, 10), asOfDay - 60));
    }
  }

  /** The header's status from its lines: open while any line is; history once long closed. */
  private headerStatus(lines: readonly LineDraft[], asOfDay: number): string {
    let lastDone = -Infinity;
    for (const l of lines) {
      if (l.stat === 'P') return 'P';
      if (l.stat === 'O') return 'O';
      if (l.doneDay !== null && l.doneDay > lastDone) lastDone = l.doneDay;
    }
    return asOfDay - lastDone > HISTORY_AFTER_DAYS ? 'H' : 'C';
  }

  private purchaseOrders(c: GeneratorContext, total: number): Record<string, number> {
    const rng = new Prng(c.seed, 10);
    const { asOfDay, days } = c;
    const perDay = dailyCounts(rng, total, HISTORY_DAYS);
    const vendorPick = new ZipfPicker(c.vendors.length, 0.9);
    const bought = c.items.filter((i) => i.PMTCode !== 'M');
    const itemPick = new ZipfPicker(bought.length, 0.7);
    const boughtActive = bought.some((i) => i.Stat !== 'O');
    const heads = inserter(c.db, 'SLPos');
    const rows = inserter(c.db, 'SLPoItems');
    const lines: LineDraft[] = [];
    let seq = 0;
    for (let d = 0; d < perDay.length; d += 1) {
      const orderDay = asOfDay - HISTORY_DAYS + d;
      for (let k = 0; k < perDay[d]; k += 1) {
        seq += 1;
        const recent = asOfDay - orderDay < RECENT_DAYS;
        // Inactive vendors and obsolete items were last ordered more than a year ago.
        let vendor = c.vendors[vendorPick.pick(rng)];
        while (recent && vendor.Stat !== 'A') vendor = c.vendors[vendorPick.pick(rng)];
        const rate = exchangeRate(vendor.CurrCode, orderDay);
        const blanket = rng.chance(0.03);
        const whse = rng.weighted(WAREHOUSES);
        const lead = Math.max(3, Math.round(vendor.leadDays * (0.6 + rng.next() * 0.9)));
        // Planned POs are mostly the last few days' requisitions; a few old ones were forgotten.
        const planned =
          (asOfDay - orderDay < 4 && rng.chance(0.4)) ||
          (asOfDay - orderDay < 60 && rng.chance(0.012));
        lines.length = 0;
        const itemCount = blanket ? rng.int(1, 2) : Math.min(12, rng.geometric(2.5));
        for (let n = 0; n < itemCount; n += 1) {
          let item = bought[itemPick.pick(rng)];
          while (recent && item.Stat === 'O' && boughtActive) item = bought[itemPick.pick(rng)];
          const unit = round4((item.UnitCost / rate) * (0.9 + rng.next() * 0.2));
          const baseQty = Math.min(5000, 1800 / item.UnitCost);
          if (blanket) {
            const releases = rng.int(2, 6);
            const every = rng.int(14, 30);
            for (let r = 1; r <= releases; r += 1) {
              const due = orderDay + lead + (r - 1) * every;
              lines.push(this.draft(item, n + 1, r, rng, baseQty, unit, due));
            }
          } else {
            const extra = n > 0 && rng.chance(0.2) ? rng.int(1, 14) : 0;
            lines.push(this.draft(item, n + 1, 0, rng, baseQty, unit, orderDay + lead + extra));
          }
        }
        if (planned) {
          for (const l of lines) l.stat = 'P';
        } else {
          const firstDue = Math.min(...lines.map((l) => l.dueDay));
          const late = stillOpen(rng, asOfDay - firstDue);
          for (const l of lines) this.fulfil(rng, asOfDay, l, late, 1.5);
        }
        const stat = this.headerStatus(lines, asOfDay);
        const poNum = poNumber(seq);
        let cost = 0;
        for (const l of lines) {
          cost += l.qty * l.unit;
          c.stock.demand.set(l.item.Item, (c.stock.demand.get(l.item.Item) ?? 0) + l.qty);
          // History POs keep their lines closed too.
          const lineStat = stat === 'H' && l.stat === 'F' ? 'C' : l.stat;
          if (lineStat === 'P' || lineStat === 'O')
            c.stock.add(c.stock.onOrder, l.item.Item, whse, l.qty - l.done);
          rows.addRecord({
            PoNum: poNum,
            PoLine: l.line,
            PoRelease: l.release,
            Item: l.item.Item,
            Description: l.item.Description,
            QtyOrdered: l.qty,
            QtyReceived: l.done,
            ItemCost: l.unit,
            UM: l.item.UM,
            DueDate: days.iso(l.dueDay),
            RcvdDate: l.doneDay === null ? null : days.iso(l.doneDay),
            Stat: lineStat,
            Whse: whse,
            PoVendNum: vendor.VendNum,
            VenadrName: vendor.Name,
          });
        }
        heads.addRecord({
          PoNum: poNum,
          VendNum: vendor.VendNum,
          VendorName: vendor.Name,
          OrderDate: days.iso(orderDay),
          Stat: stat,
          Type: blanket ? 'B' : 'R',
          Buyer: rng.pick(BUYERS),
          Whse: whse,
          TermsCode: vendor.TermsCode,
          VenCurrCode: vendor.CurrCode,
          ExchRate: rate,
          PoCost: round2(cost),
        });
      }
    }
    return { SLPos: heads.flush(), SLPoItems: rows.flush() };
  }

  private draft(
    item: DemoItem,
    line: number,
    release: number,
    rng: Prng,
    baseQty: number,
    unit: number,
    dueDay: number,
  ): LineDraft {
    return {
      item,
      line,
      release,
      qty: Math.max(1, Math.round(rng.logNormal(baseQty, 0.9))),
      unit,
      dueDay,
      done: 0,
      doneDay: null,
      stat: 'O',
    };
  }

  private customerOrders(
    c: GeneratorContext,
    total: number,
  ): { SLCos: number; SLCoitems: number; invoices: InvoiceSpec[] } {
    const rng = new Prng(c.seed, 20);
    const { asOfDay, days } = c;
    const perDay = dailyCounts(rng, total, HISTORY_DAYS);
    const customerPick = new ZipfPicker(c.customers.length, 0.9);
    const sold = c.items;
    const soldActive = sold.some((i) => i.Stat !== 'O');
    const itemPick = new ZipfPicker(sold.length, 0.8);
    const heads = inserter(c.db, 'SLCos');
    const rows = inserter(c.db, 'SLCoitems');
    const invoices: InvoiceSpec[] = [];
    const lines: LineDraft[] = [];
    let seq = 0;
    for (let d = 0; d < perDay.length; d += 1) {
      const orderDay = asOfDay - HISTORY_DAYS + d;
      for (let k = 0; k < perDay[d]; k += 1) {
        const customer = c.customers[customerPick.pick(rng)];
        const coNum = padKey(FIRST_CO_NUM + seq, 10);
        seq += 1;
        const custSeq =
          customer.shipTos.length > 0 && rng.chance(0.6) ? rng.int(1, customer.shipTos.length) : 0;
        // Estimates (quotes) are recent: old ones were converted or purged. They stay planned.
        const estimate = asOfDay - orderDay < 90 && rng.chance(0.1);
        const rate = exchangeRate(customer.CurrCode, orderDay);
        const whse = rng.weighted(WAREHOUSES);
        const quoted = orderDay + rng.int(5, 45);
        // A quote promises a date from when it would be accepted, not from when it was written.
        const dueBase = estimate ? Math.max(quoted, asOfDay + rng.int(7, 45)) : quoted;
        lines.length = 0;
        const count = Math.min(10, rng.geometric(2.5));
        for (let n = 0; n < count; n += 1) {
          let item = sold[itemPick.pick(rng)];
          while (asOfDay - orderDay < RECENT_DAYS && item.Stat === 'O' && soldActive)
            item = sold[itemPick.pick(rng)];
          const unit = round4((item.price / rate) * (0.95 + rng.next() * 0.1));
          const baseQty = Math.min(2000, 2500 / item.price);
          const later = n > 0 && rng.chance(0.15) ? rng.int(3, 21) : 0;
          lines.push(this.draft(item, n + 1, 0, rng, baseQty, unit, dueBase + later));
        }
        const planned = estimate || (asOfDay - orderDay < 5 && rng.chance(0.2));
        if (planned) {
          for (const l of lines) l.stat = 'P';
        } else {
          const late = stillOpen(rng, asOfDay - Math.min(...lines.map((l) => l.dueDay)));
          // Shipments leave a day or two before the promised date.
          for (const l of lines) this.fulfil(rng, asOfDay, l, late, -1);
        }
        let stat = this.headerStatus(lines, asOfDay);
        const open = stat === 'O' || stat === 'P';
        // A few open orders are stopped (a dispute, a hold on the customer's account).
        if (stat === 'O' && (rng.chance(0.03) || (customer.CreditHold === '1' && rng.chance(0.5))))
          stat = 'S';
        let price = 0;
        let billed = 0;
        let lastShip = -Infinity;
        for (const l of lines) {
          price += l.qty * l.unit;
          billed += l.done * l.unit;
          c.stock.demand.set(l.item.Item, (c.stock.demand.get(l.item.Item) ?? 0) + l.qty);
          if (l.doneDay !== null && l.doneDay > lastShip) lastShip = l.doneDay;
          const lineStat = stat === 'H' && l.stat === 'F' ? 'C' : l.stat;
          if (lineStat === 'P' || lineStat === 'O')
            c.stock.add(c.stock.allocated, l.item.Item, whse, l.qty - l.done);
          rows.addRecord({
            CoNum: coNum,
            CoLine: l.line,
            CoRelease: 0,
            Item: l.item.Item,
            Description: l.item.Description,
            QtyOrdered: l.qty,
            QtyShipped: l.done,
            PriceConv: l.unit,
            DueDate: days.iso(l.dueDay),
            ShipDate: l.doneDay === null ? null : days.iso(l.doneDay),
            Stat: lineStat,
            Whse: whse,
          });
        }
        if (billed > 0) invoices.push({ customer, coNum, day: lastShip, amount: round2(billed) });
        heads.addRecord({
          CoNum: coNum,
          CustNum: customer.CustNum,
          CustSeq: custSeq,
          OrderDate: days.iso(orderDay),
          Stat: stat,
          Type: estimate ? 'E' : 'R',
          CustPo: rng.chance(0.1) ? null : this.customerPo(rng, customer, orderDay),
          Whse: whse,
          Slsman: customer.Slsman ?? rng.pick(SALES_REPS),
          TermsCode: customer.TermsCode,
          CurrCode: customer.CurrCode,
          ExchRate: rate,
          Price: round2(price),
          CreditHold: open && customer.CreditHold === '1' ? '1' : '0',
        });
      }
    }
    return { SLCos: heads.flush(), SLCoitems: rows.flush(), invoices };
  }

  /** The customer's own PO number: each customer has its own habit. */
  private customerPo(rng: Prng, customer: DemoCustomer, day: number): string {
    const style = Number(customer.CustNum) % 3;
    if (style === 0) return `PO${rng.int(10000, 99999)}`;
    if (style === 1) return `${fromEpochDay(day).slice(2, 4)}-${rng.int(1000, 9999)}`;
    return String(rng.int(4500000000, 4599999999));
  }

  /**
   * SLArtrans: an invoice per customer order that shipped, then what happened to it — payments
   * (sometimes split), credit memos, debit memos and finance charges — each applied to its
   * invoice through ApplyToInvNum. Older invoices are mostly paid, recent ones open, a tail
   * overdue for months.
   */
  private receivables(c: GeneratorContext, specs: InvoiceSpec[]): number {
    const rng = new Prng(c.seed, 30);
    const { asOfDay, days } = c;
    const docs: ArDoc[] = [];
    const add = (doc: Omit<ArDoc, 'invNum' | 'order' | 'invSeq'>, invSeq = 0): ArDoc => {
      const full: ArDoc = { ...doc, invSeq, invNum: '', order: docs.length };
      docs.push(full);
      return full;
    };
    // Settles one charge: credits, then payments around (mostly after) its due date.
    const settle = (charge: ArDoc, allowExtras: boolean): void => {
      let seq = 0;
      let remaining = charge.amount;
      const apply = (type: 'P' | 'C', day: number, amount: number): void => {
        seq += 1;
        remaining = round2(remaining - amount);
        add(
          {
            customer: charge.customer,
            type,
            day,
            dueDay: day,
            amount,
            coNum: type === 'C' ? charge.coNum : null,
            applyTo: charge,
          },
          seq,
        );
      };
      // The day of the last settlement so far: a later payment never predates a credit memo.
      let lastDay = charge.day;
      if (rng.chance(0.04)) {
        const day = charge.day + rng.int(3, 40);
        if (day <= asOfDay) {
          const draw = (): number => round2(charge.amount * (0.05 + rng.next() * 0.25));
          let credit = draw();
          // Chosen so that the payment of the rest settles the charge exactly (see below).
          for (let tries = 0; tries < 100; tries += 1) {
            if (settlesExactly(charge.amount, [credit, round2(charge.amount - credit)])) break;
            credit = draw();
          }
          apply('C', day, credit);
          lastDay = day;
        }
      }
      const daysPast = asOfDay - charge.dueDay;
      const paid = daysPast < 0 ? rng.chance(0.2) : !stillOpen(rng, daysPast);
      if (paid) {
        const lateness = Math.round(rng.logNormal(6, 0.8)) - 8;
        const day = Math.max(lastDay + 1, Math.min(asOfDay, charge.dueDay + lateness));
        if (day <= asOfDay && remaining > 0) {
          let split = rng.chance(0.12) && remaining > 100;
          let first = split ? round2(remaining * (0.3 + rng.next() * 0.4)) : 0;
          const firstDay = Math.max(lastDay + 1, day - rng.int(5, 30));
          // A paid charge must come to a balance of exactly 0 in floating point too, whatever
          // order a database sums its settlements in. Exact splits cluster by magnitude, so
          // other splits are drawn; failing that the charge is paid in one (the credit memo
          // was already chosen so that credit + one payment is exact).
          const credited = round2(charge.amount - remaining);
          const parts = (): number[] =>
            [credited, first, round2(remaining - first)].filter((a) => a > 0);
          for (let tries = 0; split && !settlesExactly(charge.amount, parts()); tries += 1) {
            if (tries === 100) split = false;
            else first = round2(remaining * (0.3 + rng.next() * 0.4));
          }
          if (split) apply('P', firstDay, first);
          apply('P', day, remaining);
        }
        // Paid well after the due date: a finance charge was billed meanwhile.
        if (allowExtras && day - charge.dueDay > 30 && rng.chance(0.2))
          this.financeCharge(charge, add, settle, asOfDay);
      } else {
        if (remaining > 1 && daysPast > -20 && rng.chance(0.2)) {
          const day = Math.min(asOfDay, Math.max(lastDay + 1, asOfDay - rng.int(0, 40)));
          apply('P', day, round2(remaining * (0.1 + rng.next() * 0.8)));
        }
        if (allowExtras && daysPast > 45 && rng.chance(0.3))
          this.financeCharge(charge, add, settle, asOfDay);
      }
    };
    for (const spec of specs) {
      const invoice = add({
        customer: spec.customer,
        type: 'I',
        day: spec.day,
        dueDay: spec.day + spec.customer.termsDays,
        amount: spec.amount,
        coNum: spec.coNum,
        applyTo: null,
      });
      settle(invoice, true);
      // Extra freight or a price correction, billed on its own.
      if (rng.chance(0.01)) {
        const day = spec.day + rng.int(2, 20);
        if (day <= asOfDay) {
          const memo = add({
            customer: spec.customer,
            type: 'D',
            day,
            dueDay: day + spec.customer.termsDays,
            amount: round2(Math.max(15, spec.amount * (0.02 + rng.next() * 0.13))),
            coNum: spec.coNum,
            applyTo: null,
          });
          settle(memo, false);
        }
      }
    }
    // Numbers follow the date order within each kind of document.
    docs.sort((a, b) => a.day - b.day || a.order - b.order);
    const next: Record<string, number> = {};
    for (const doc of docs) {
      const prefix = AR_PREFIX[doc.type];
      next[prefix] = (next[prefix] ?? 0) + 1;
      doc.invNum = arNumber(prefix, next[prefix]);
    }
    const rows = inserter(c.db, 'SLArtrans');
    for (const doc of docs) {
      rows.addRecord({
        CustNum: doc.customer.CustNum,
        InvNum: doc.invNum,
        InvSeq: doc.invSeq,
        Type: doc.type,
        DerCustName: doc.customer.Name,
        InvDate: days.iso(doc.day),
        DueDate: days.iso(doc.dueDay),
        Amount: doc.amount,
        ApplyToInvNum: doc.applyTo ? doc.applyTo.invNum : doc.invNum,
        CoNum: doc.coNum,
      });
    }
    return rows.flush();
  }

  /** A finance charge on an invoice 30 days past due, itself paid or left open. */
  private financeCharge(
    invoice: ArDoc,
    add: (doc: Omit<ArDoc, 'invNum' | 'order' | 'invSeq'>) => ArDoc,
    settle: (charge: ArDoc, allowExtras: boolean) => void,
    asOfDay: number,
  ): void {
    const day = invoice.dueDay + 30;
    if (day > asOfDay) return;
    const charge = add({
      customer: invoice.customer,
      type: 'F',
      day,
      dueDay: day + 30,
      amount: round2(Math.max(5, invoice.amount * 0.015)),
      coNum: null,
      applyTo: null,
    });
    settle(charge, false);
  }

  private jobs(c: GeneratorContext, total: number): number {
    const rng = new Prng(c.seed, 40);
    const { asOfDay, days } = c;
    const made = c.items.filter((i) => i.PMTCode === 'M');
    const candidates = made.length > 0 ? made : c.items;
    const rows = inserter(c.db, 'SLJobs');
    // Start dates run from the start of the history to 60 days ahead (firm, planned jobs).
    const span = HISTORY_DAYS + 60;
    const starts = Array.from(
      { length: total },
      () => asOfDay - HISTORY_DAYS + rng.int(0, span),
    ).sort((a, b) => a - b);
    starts.forEach((startDay, i) => {
      const item = rng.pick(candidates);
      const endDay = startDay + rng.int(3, 30);
      const type = rng.weighted([
        ['J', 96],
        ['E', 3],
        ['S', 1],
      ] as const);
      let stat: string;
      if (type !== 'J') stat = 'F';
      else if (startDay > asOfDay) stat = 'F';
      else if (endDay < asOfDay - 14)
        stat = rng.chance(0.97)
          ? asOfDay - endDay > HISTORY_AFTER_DAYS
            ? 'H'
            : 'C'
          : rng.chance(0.5)
            ? 'R'
            : 'S';
      else
        stat = rng.weighted([
          ['R', 75],
          ['F', 12],
          ['S', 3],
          ['C', 10],
        ] as const);
      const released = Math.max(1, Math.round(rng.logNormal(60, 0.9)));
      let complete = 0;
      if (stat === 'C' || stat === 'H')
        complete = rng.chance(0.9) ? released : rng.int(Math.ceil(released * 0.8), released);
      else if (stat === 'R' || stat === 'S') {
        const progress = Math.min(
          1,
          Math.max(0, (asOfDay - startDay) / Math.max(1, endDay - startDay)),
        );
        complete = Math.min(
          released - 1,
          Math.floor(released * progress * (0.5 + rng.next() * 0.5)),
        );
      }
      const job = padKey(FIRST_JOB_NUM + i, 10);
      const base = {
        Job: job,
        Suffix: 0,
        Item: item.Item,
        ItemDescription: item.Description,
        JobDate: days.iso(startDay - rng.int(1, 21)),
        JschStartDate: days.iso(startDay),
        JschEndDate: days.iso(endDay),
        QtyReleased: released,
        QtyComplete: Math.max(0, complete),
        Stat: stat,
        Type: type,
        Whse: item.homeWhse,
      };
      rows.addRecord(base);
      // A few jobs were split: the rest runs under suffix 1, starting when the first part ends.
      if (type === 'J' && rng.chance(0.03)) {
        const splitEnd = endDay + rng.int(3, 20);
        const splitStat = endDay > asOfDay ? 'F' : stat === 'H' || stat === 'C' ? stat : 'R';
        const splitQty = Math.max(1, Math.round(released * 0.3));
        rows.addRecord({
          ...base,
          Suffix: 1,
          JschStartDate: days.iso(endDay),
          JschEndDate: days.iso(splitEnd),
          QtyReleased: splitQty,
          QtyComplete: splitStat === 'C' || splitStat === 'H' ? splitQty : 0,
          Stat: splitStat,
        });
      }
    });
    return rows.flush();
  }

  /**
   * SLItemwhses: each item in its home warehouse and some others, plus wherever open orders
   * put it; QtyOrdered and QtyAllocCo are the open PO and CO quantities. About one stocked row
   * in seven sits below its reorder point; obsolete items are not reordered, some still have
   * stock. Fills each item's DerQtyOnHand with its total on hand.
   */
  private stock(c: GeneratorContext): number {
    const rng = new Prng(c.seed, 50);
    const rows = inserter(c.db, 'SLItemwhses');
    const codes = WAREHOUSES.map(([w]) => w);
    for (const item of c.items) {
      item.DerQtyOnHand = 0;
      for (const whse of codes) {
        const key = `${item.Item}|${whse}`;
        const onOrder = c.stock.onOrder.get(key) ?? 0;
        const allocated = c.stock.allocated.get(key) ?? 0;
        const home = whse === item.homeWhse;
        if (!home && onOrder === 0 && allocated === 0 && !rng.chance(0.3)) continue;
        // Reorder point: usage over the lead time plus safety stock, the home warehouse carrying most.
        const daily = (c.stock.demand.get(item.Item) ?? 0) / HISTORY_DAYS;
        const share = home ? 0.6 : 0.2;
        const reorder =
          item.Stat === 'O'
            ? 0
            : Math.max(5, Math.round(daily * share * item.LeadTime * (1.2 + rng.next() * 0.6)));
        let onHand: number;
        if (item.Stat === 'O') onHand = rng.chance(0.5) ? 0 : rng.int(1, 200);
        else if (rng.chance(0.14)) onHand = rng.int(0, reorder - 1);
        else onHand = Math.max(reorder, Math.round(reorder * rng.logNormal(2.2, 0.5)));
        item.DerQtyOnHand += onHand;
        rows.addRecord({
          Item: item.Item,
          Whse: whse,
          ItemDescription: item.Description,
          WhseName: WAREHOUSE_NAMES[whse] ?? whse,
          QtyOnHand: onHand,
          QtyReorder: reorder,
          QtyAllocCo: allocated,
          QtyOrdered: onOrder,
        });
      }
    }
    return rows.flush();
  }
}
