/**
 * The executor over the real demo connector (worker threads, SQLite) on a small generated ERP:
 * filters against plain TypeScript predicates, keyset paging, aggregates, policies, limits.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '../../auth/capabilities';
import { FixedClock } from '../../common/clock';
import { DomainError } from '../../common/errors/domain-error';
import { ErrorCode } from '../../common/errors/error-code';
import type { CatalogIdo } from '../catalog/catalog-ido';
import { CatalogService } from '../catalog/catalog.service';
import { DemoErpGenerator } from '../connectors/demo/demo-erp-generator';
import { DemoSqliteConnector } from '../connectors/demo/demo-sqlite.connector';
import { parseFilter } from '../filter/filter-parser';
import { daysBetween } from '../iso-date';
import type { ErpRecord, LoadRequest, OrderTerm } from '../load-request';
import { AccessRules, DataAccessPolicy } from '../policy/data-access-policy';
import { IdoExecutorService } from './ido-executor.service';

type Row = Record<string, string | number | null>;

const AS_OF = '2026-06-15';
const TODAY = '2026-06-20';

/** Policy for tests: configurable per role. */
class TestPolicy extends DataAccessPolicy {
  rules: Partial<Record<Role, Partial<AccessRules>>> = {};
  rulesFor(role: Role | undefined, _ido: CatalogIdo): Promise<AccessRules> {
    return Promise.resolve({
      visible: true,
      hiddenProperties: [],
      defaultRecordcap: 200,
      maxRecordcap: 10000,
      ...(role ? this.rules[role] : {}),
    });
  }
}

let dir: string;
let file: string;
let connector: DemoSqliteConnector;
let executor: IdoExecutorService;
let policy: TestPolicy;
let raw: Database.Database;
/** The rows of each table as stored, plus the derived properties computed below. */
const all: Record<string, Row[]> = {};
/** The rows as stored, untouched (to copy from when inserting). */
const stored: Record<string, Row[]> = {};

const IDOS = [
  'SLPos',
  'SLPoItems',
  'SLVendors',
  'SLItems',
  'SLItemwhses',
  'SLCustomers',
  'SLCos',
  'SLCoitems',
  'SLArtrans',
  'SLJobs',
];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'erpc-erp-spec-'));
  file = join(dir, 'demo.sqlite');
  new DemoErpGenerator().generate({ file, scale: 0.05, asOf: AS_OF, seed: 42 });
  connector = new DemoSqliteConnector({ file, readWorkers: 2, timeoutMs: 10000 });
  await connector.open();
  policy = new TestPolicy();
  executor = new IdoExecutorService(
    new CatalogService(),
    connector,
    policy,
    new FixedClock(new Date(`${TODAY}T15:00:00Z`)),
  );
  raw = new Database(file);
  for (const ido of IDOS) {
    stored[ido] = raw.prepare(`SELECT * FROM "${ido}"`).all() as Row[];
    all[ido] = stored[ido].map((r) => ({ ...r }));
  }
  deriveAll();
});

afterAll(async () => {
  await connector?.close();
  raw?.close();
  rmSync(dir, { recursive: true, force: true });
});

// ----- plain TypeScript versions of the derived properties and of SQLite's text semantics -----
// Written from SPEC §8's definitions, independently of the catalog's declarative form and of
// the compilers that turn it into SQL.

const str = (v: unknown): string => String(v);
const num = (v: unknown): number => Number(v);
const ieq = (a: unknown, b: string): boolean =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase();
/** Whole days from a past date to today while open; otherwise 0 (never null). */
function daysPast(due: unknown, open: boolean): number {
  if (!open || due === null || due === undefined) return 0;
  return str(due) < TODAY ? daysBetween(str(due), TODAY) : 0;
}
const round2 = (x: number): number => Math.round(x * 100) / 100;
const isIn = (value: unknown, values: string[]): boolean => values.includes(str(value));
/** The earliest due date of the open lines (Stat P or O) per header key; absent when none. */
function earliestOpenDue(lines: Row[], key: string): Map<string, string> {
  const earliest = new Map<string, string>();
  for (const line of lines) {
    if (!isIn(line.Stat, ['P', 'O']) || line.DueDate === null) continue;
    const k = str(line[key]);
    const due = str(line.DueDate);
    const current = earliest.get(k);
    if (current === undefined || due < current) earliest.set(k, due);
  }
  return earliest;
}

/**
 * The derived properties of SPEC §8, added to the stored rows:
 * - SLPos.DueDate: earliest due date of the PO's open lines; DaysOverdue: days past it while
 *   the PO is P or O.
 * - SLPoItems.LineAmount and SLCoitems.LineAmount: quantity ordered × unit cost / price.
 * - SLCos.CustomerName: the name of the customer (CustSeq 0); DueDate and DaysLate like a PO's.
 * - SLCoitems.DaysLate: days past the line's due date while it is P or O.
 * - SLArtrans.AmountApplied: payments and credit memos applied to the invoice (same customer,
 *   ApplyToInvNum = InvNum); Balance: Amount less that, for charges (I, D, F), else 0;
 *   DaysPastDue: days past DueDate while a charge has a balance.
 */
function deriveAll(): void {
  const poDue = earliestOpenDue(all.SLPoItems, 'PoNum');
  for (const po of all.SLPos) {
    po.DueDate = poDue.get(str(po.PoNum)) ?? null;
    po.DaysOverdue = daysPast(po.DueDate, isIn(po.Stat, ['P', 'O']));
  }
  for (const line of all.SLPoItems) line.LineAmount = num(line.QtyOrdered) * num(line.ItemCost);

  const customerName = new Map(
    all.SLCustomers.filter((c) => num(c.CustSeq) === 0).map((c) => [str(c.CustNum), c.Name]),
  );
  const coDue = earliestOpenDue(all.SLCoitems, 'CoNum');
  for (const co of all.SLCos) {
    co.CustomerName = customerName.get(str(co.CustNum)) ?? null;
    co.DueDate = coDue.get(str(co.CoNum)) ?? null;
    co.DaysLate = daysPast(co.DueDate, isIn(co.Stat, ['O', 'P']));
  }
  for (const line of all.SLCoitems) {
    line.LineAmount = num(line.QtyOrdered) * num(line.PriceConv);
    line.DaysLate = daysPast(line.DueDate, isIn(line.Stat, ['P', 'O']));
  }

  const applied = new Map<string, number>();
  for (const t of all.SLArtrans.filter((r) => isIn(r.Type, ['P', 'C']))) {
    const k = `${str(t.CustNum)}|${str(t.ApplyToInvNum)}`;
    applied.set(k, (applied.get(k) ?? 0) + num(t.Amount));
  }
  for (const t of all.SLArtrans) {
    const charge = isIn(t.Type, ['I', 'D', 'F']);
    t.AmountApplied = round2(applied.get(`${str(t.CustNum)}|${str(t.InvNum)}`) ?? 0);
    t.Balance = charge ? round2(num(t.Amount) - num(t.AmountApplied)) : 0;
    t.DaysPastDue = daysPast(t.DueDate, charge && num(t.Balance) > 0);
  }
}
/** SQLite LIKE: % and _ wildcards, ASCII case-insensitive. */
function like(value: unknown, pattern: string): boolean {
  if (typeof value !== 'string') return false;
  const source = pattern
    .split('')
    .map((c) => (c === '%' ? '.*' : c === '_' ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 'is').test(value);
}

const KEYS: Record<string, string[]> = {
  SLPos: ['PoNum'],
  SLPoItems: ['PoNum', 'PoLine', 'PoRelease'],
  SLVendors: ['VendNum'],
  SLItems: ['Item'],
  SLItemwhses: ['Item', 'Whse'],
  SLCustomers: ['CustNum', 'CustSeq'],
  SLCos: ['CoNum'],
  SLCoitems: ['CoNum', 'CoLine', 'CoRelease'],
  SLArtrans: ['CustNum', 'InvNum', 'InvSeq'],
  SLJobs: ['Job', 'Suffix'],
};
const keyOf = (ido: string, r: Row | ErpRecord): string =>
  KEYS[ido].map((k) => str(r[k])).join('|');
/** A vendor number as written by a caller: the stored value without its padding. */
const unpadded = (v: unknown): string => str(v).trim();

const FILTERS: Array<[string, string, (r: Row) => boolean]> = [
  [
    'SLPos',
    'DaysOverdue > 0 AND PoCost > 10000',
    (r) => num(r.DaysOverdue) > 0 && num(r.PoCost) > 10000,
  ],
  ['SLPos', 'DaysOverdue > 30', (r) => num(r.DaysOverdue) > 30],
  ['SLPos', 'DaysOverdue = 0', (r) => num(r.DaysOverdue) === 0],
  [
    'SLPos',
    'DaysOverdue BETWEEN 1 AND 14',
    (r) => num(r.DaysOverdue) >= 1 && num(r.DaysOverdue) <= 14,
  ],
  ['SLPos', 'DaysOverdue IN (5, 6, 7, 100)', (r) => [5, 6, 7, 100].includes(num(r.DaysOverdue))],
  [
    'SLPos',
    "NOT DaysOverdue > 0 AND Stat IN ('P','O')",
    (r) => num(r.DaysOverdue) === 0 && isIn(r.Stat, ['P', 'O']),
  ],
  [
    'SLPos',
    'DaysOverdue > 100 AND PoCost < 50000',
    (r) => num(r.DaysOverdue) > 100 && num(r.PoCost) < 50000,
  ],
  [
    'SLPos',
    "Stat IN ('p','O') AND VendorName = 'acme steel corp'",
    (r) => isIn(r.Stat, ['P', 'O']) && ieq(r.VendorName, 'Acme Steel Corp'),
  ],
  [
    'SLPos',
    "VendorName LIKE 'a%' AND OrderDate >= '2026-01-01'",
    (r) => like(r.VendorName, 'a%') && str(r.OrderDate) >= '2026-01-01',
  ],
  [
    'SLPos',
    "PoCost BETWEEN 1000 AND 5000 OR Whse = 'EAST'",
    (r) => (num(r.PoCost) >= 1000 && num(r.PoCost) <= 5000) || r.Whse === 'EAST',
  ],
  ['SLPos', "NOT (Stat = 'C' OR Stat = 'H')", (r) => !(r.Stat === 'C' || r.Stat === 'H')],
  // The derived due date: NULL (no open line) never satisfies a comparison.
  [
    'SLPos',
    "DueDate > '2026-06-20' AND Stat <> 'P'",
    (r) => r.DueDate !== null && str(r.DueDate) > TODAY && r.Stat !== 'P',
  ],
  ['SLPos', 'DueDate IS NULL', (r) => r.DueDate === null],
  [
    'SLPos',
    "VenCurrCode <> 'USD' OR DaysOverdue >= 60",
    (r) => r.VenCurrCode !== 'USD' || num(r.DaysOverdue) >= 60,
  ],
  ['SLPos', "Type = 'B'", (r) => r.Type === 'B'],
  ['SLPoItems', 'QtyReceived < QtyOrdered', (r) => num(r.QtyReceived) < num(r.QtyOrdered)],
  [
    'SLPoItems',
    "Item = 'IT-10045' OR Item = 'it-10001'",
    (r) => ieq(r.Item, 'IT-10045') || ieq(r.Item, 'IT-10001'),
  ],
  [
    'SLPoItems',
    "LineAmount > 5000 AND Stat NOT IN ('C')",
    (r) => num(r.LineAmount) > 5000 && r.Stat !== 'C',
  ],
  ['SLPoItems', "Description NOT LIKE '%bolt%'", (r) => !like(r.Description, '%bolt%')],
  ['SLPoItems', 'RcvdDate IS NULL', (r) => r.RcvdDate === null],
  [
    'SLVendors',
    'ExternalEmailAddr IS NULL OR Contact IS NULL',
    (r) => r.ExternalEmailAddr === null || r.Contact === null,
  ],
  ['SLVendors', "VadState = 'OH' AND Stat <> 'I'", (r) => ieq(r.VadState, 'OH') && r.Stat !== 'I'],
  ['SLVendors', "VadCountry NOT IN ('usa')", (r) => !ieq(r.VadCountry, 'USA')],
  [
    'SLVendors',
    "Phone IS NOT NULL AND Name LIKE '%Steel%'",
    (r) => r.Phone !== null && like(r.Name, '%steel%'),
  ],
  ['SLItemwhses', 'QtyOnHand < QtyReorder', (r) => num(r.QtyOnHand) < num(r.QtyReorder)],
  [
    'SLItemwhses',
    "Whse <> 'MAIN' AND QtyAllocCo > 0",
    (r) => !ieq(r.Whse, 'MAIN') && num(r.QtyAllocCo) > 0,
  ],
  ['SLItems', 'UnitCost > 250', (r) => num(r.UnitCost) > 250],
  [
    'SLItems',
    "PMTCode = 'M' AND ProductCode IN ('FG', 'HYD')",
    (r) => r.PMTCode === 'M' && isIn(r.ProductCode, ['FG', 'HYD']),
  ],
  [
    'SLItems',
    "DerQtyOnHand >= 100 AND NOT Stat = 'A'",
    (r) => num(r.DerQtyOnHand) >= 100 && r.Stat !== 'A',
  ],
  [
    'SLCustomers',
    "City = 'dallas' OR State = 'GA'",
    (r) => ieq(r.City, 'Dallas') || ieq(r.State, 'GA'),
  ],
  [
    'SLCustomers',
    'Slsman IS NULL OR CreditLimit >= 100000',
    (r) => r.Slsman === null || num(r.CreditLimit) >= 100000,
  ],
  [
    'SLCustomers',
    "CreditHold = '1' AND CustSeq = 0",
    (r) => str(r.CreditHold) === '1' && num(r.CustSeq) === 0,
  ],
  ['SLCustomers', 'CustSeq > 0', (r) => num(r.CustSeq) > 0],
  ['SLCos', 'DaysLate > 14', (r) => num(r.DaysLate) > 14],
  [
    'SLCos',
    "Stat = 'S' OR (DaysLate BETWEEN 1 AND 7 AND Price > 1000)",
    (r) => r.Stat === 'S' || (num(r.DaysLate) >= 1 && num(r.DaysLate) <= 7 && num(r.Price) > 1000),
  ],
  ['SLCos', "CustomerName LIKE '%Inc%'", (r) => like(r.CustomerName, '%Inc%')],
  [
    'SLArtrans',
    'DaysPastDue > 0 AND Balance < Amount',
    (r) => num(r.DaysPastDue) > 0 && num(r.Balance) < num(r.Amount),
  ],
  [
    'SLArtrans',
    "Type = 'I' AND Balance > 0 AND DaysPastDue = 0",
    (r) => r.Type === 'I' && num(r.Balance) > 0 && num(r.DaysPastDue) === 0,
  ],
  ['SLArtrans', "Type IN ('P', 'C')", (r) => isIn(r.Type, ['P', 'C'])],
  [
    'SLJobs',
    "QtyComplete < QtyReleased AND Stat IN ('F', 'R')",
    (r) => num(r.QtyComplete) < num(r.QtyReleased) && isIn(r.Stat, ['F', 'R']),
  ],
  [
    'SLJobs',
    "JschStartDate BETWEEN '2026-01-01' AND '2026-03-31'",
    (r) => str(r.JschStartDate) >= '2026-01-01' && str(r.JschStartDate) <= '2026-03-31',
  ],
  ['SLCoitems', "QtyShipped = 0 AND Stat = 'O'", (r) => num(r.QtyShipped) === 0 && r.Stat === 'O'],
  ['SLCoitems', 'DaysLate > 0', (r) => num(r.DaysLate) > 0],
];

describe('filters through the demo connector agree with TypeScript predicates', () => {
  it.each(FILTERS)('%s: %s', async (ido, text, predicate) => {
    const expected = all[ido]
      .filter(predicate)
      .map((r) => keyOf(ido, r))
      .sort();
    const result = await executor.load({
      ido,
      filter: parseFilter(text),
      properties: '*',
      limit: 0,
    });
    expect(result.count).toBe(expected.length);
    expect(result.records.map((r) => keyOf(ido, r)).sort()).toEqual(expected);
  });

  it('exercises real data: most filters match some but not all records', () => {
    const informative = FILTERS.filter(([ido, , p]) => {
      const n = all[ido].filter(p).length;
      return n > 0 && n < all[ido].length;
    });
    expect(informative.length).toBeGreaterThanOrEqual(35);
  });

  it('answers key lookups (inline, no worker hop) like any other load', async () => {
    const po = all.SLPos[17];
    const one = await executor.load({
      ido: 'SLPos',
      filter: parseFilter(`PoNum = '${str(po.PoNum)}'`),
      properties: '*',
    });
    expect(one.count).toBe(1);
    expect(one.records[0]).toMatchObject({
      PoNum: po.PoNum,
      PoCost: po.PoCost,
      DueDate: po.DueDate,
      DaysOverdue: po.DaysOverdue,
    });
    const line = all.SLPoItems[5];
    const composite = await executor.load({
      ido: 'SLPoItems',
      filter: parseFilter(
        `PoNum = '${str(line.PoNum)}' AND PoLine = ${num(line.PoLine)} AND PoRelease = ${num(line.PoRelease)}`,
      ),
    });
    expect(composite.records).toHaveLength(1);
    const none = await executor.load({ ido: 'SLPos', filter: parseFilter("PoNum = 'nope'") });
    expect({ count: none.count, returned: none.returned, next: none.nextBookmark }).toEqual({
      count: 0,
      returned: 0,
      next: null,
    });
  });

  it('computes derived properties at query time from the clock', async () => {
    const result = await executor.load({
      ido: 'SLPos',
      properties: ['PoNum', 'DueDate', 'DaysOverdue'],
      filter: parseFilter('DaysOverdue > 0'),
      limit: 0,
    });
    expect(result.count).toBeGreaterThan(0);
    const byKey = new Map(all.SLPos.map((r) => [str(r.PoNum), r]));
    for (const record of result.records) {
      const expected = byKey.get(str(record.PoNum)) as Row;
      expect(record.DueDate).toBe(expected.DueDate);
      expect(record.DaysOverdue).toBe(expected.DaysOverdue);
    }
  });

  it.each<[string, string[]]>([
    ['SLPos', ['DueDate', 'DaysOverdue']],
    ['SLPoItems', ['LineAmount']],
    ['SLCos', ['CustomerName', 'DueDate', 'DaysLate']],
    ['SLCoitems', ['LineAmount', 'DaysLate']],
    ['SLArtrans', ['AmountApplied', 'Balance', 'DaysPastDue']],
  ])('answers every derived property of %s as the reference computes it', async (ido, names) => {
    const result = await executor.load({
      ido,
      properties: [...KEYS[ido], ...names],
      limit: 0,
    });
    expect(result.count).toBe(all[ido].length);
    const byKey = new Map(all[ido].map((r) => [keyOf(ido, r), r]));
    for (const record of result.records) {
      const expected = byKey.get(keyOf(ido, record)) as Row;
      for (const name of names) {
        const want = expected[name];
        // The daemon rounds money to the property's scale (cents); the reference does not.
        if (typeof want === 'number' && !Number.isInteger(want)) {
          expect(Math.abs(Number(record[name]) - want)).toBeLessThanOrEqual(0.005 + 1e-9);
          expect(Number(Number(record[name]).toFixed(2))).toBe(record[name]);
        } else expect(record[name]).toBe(want);
      }
    }
    // The data exercises them: some records have a non-zero, non-null value of each.
    for (const name of names)
      expect(all[ido].some((r) => r[name] !== null && r[name] !== 0)).toBe(true);
  });

  it('has AR invoices partly settled by payments and credit memos applied to them', () => {
    const invoices = all.SLArtrans.filter((r) => r.Type === 'I');
    expect(invoices.some((r) => num(r.AmountApplied) > 0 && num(r.Balance) > 0)).toBe(true);
    expect(invoices.some((r) => num(r.Balance) === 0)).toBe(true);
    expect(invoices.some((r) => num(r.DaysPastDue) > 0)).toBe(true);
  });

  it('matches right-justified keys written unpadded or padded, answering the stored value', async () => {
    const vendor = all.SLVendors[3];
    const storedNum = str(vendor.VendNum);
    expect(storedNum).toHaveLength(7);
    expect(storedNum.startsWith(' ')).toBe(true);
    for (const literal of [unpadded(storedNum), storedNum]) {
      const found = await executor.load({
        ido: 'SLVendors',
        filter: parseFilter(`VendNum = '${literal}'`),
        properties: ['VendNum', 'Name'],
      });
      expect(found.records).toEqual([{ VendNum: storedNum, Name: vendor.Name }]);
    }
    const pos = await executor.load({
      ido: 'SLPos',
      filter: parseFilter(`VendNum = '${unpadded(storedNum)}'`),
      properties: ['PoNum'],
      limit: 0,
    });
    expect(pos.count).toBe(all.SLPos.filter((r) => r.VendNum === storedNum).length);
    // LIKE compares with the stored, padded value.
    const padded = await executor.load({
      ido: 'SLVendors',
      filter: parseFilter(`VendNum LIKE '% ${unpadded(storedNum)}'`),
      properties: ['VendNum'],
    });
    expect(padded.records).toEqual([{ VendNum: storedNum }]);
  });

  it("has real rows for the user's sample at this small scale", async () => {
    const result = await executor.load(
      {
        ido: 'SLPos',
        filter: parseFilter('DaysOverdue > 0 AND PoCost > 10000'),
        properties: ['PoNum', 'VendorName', 'PoCost', 'DaysOverdue'],
      },
      { keys: 'alias' },
    );
    expect(result.count).toBeGreaterThan(0);
    expect(Object.keys(result.records[0])).toEqual([
      'po_number',
      'vendor',
      'amount',
      'days_overdue',
    ]);
  });
});

async function walk(
  request: LoadRequest,
): Promise<{ records: ErpRecord[]; pages: number; count: number | null }> {
  const records: ErpRecord[] = [];
  let bookmark: string | undefined;
  let pages = 0;
  let count: number | null = null;
  for (;;) {
    const page = await executor.load({ ...request, bookmark });
    pages += 1;
    count = page.count;
    records.push(...page.records);
    expect(page.returned).toBe(page.records.length);
    if (!page.nextBookmark) break;
    bookmark = page.nextBookmark;
    if (pages > 10000) throw new Error('paging does not end');
  }
  return { records, pages, count };
}

function expectSortedBy(records: ErpRecord[], order: OrderTerm[]): void {
  for (let i = 1; i < records.length; i += 1) {
    for (const term of order) {
      const a = records[i - 1][term.property];
      const b = records[i][term.property];
      if (a === b) continue;
      // SQLite puts NULL first ascending; text compares case-insensitively (NOCASE).
      const norm = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
      const less =
        a === null || (b !== null && (norm(a) as string | number) < (norm(b) as string | number));
      expect(term.direction === 'asc' ? less : !less).toBe(true);
      break;
    }
  }
}

describe('keyset paging', () => {
  it.each<[string, LoadRequest]>([
    ['SLPos by key', { ido: 'SLPos', properties: ['PoNum'], limit: 97 }],
    [
      'SLPos by OrderDate desc',
      { ido: 'SLPos', orderBy: [{ property: 'OrderDate', direction: 'desc' }], limit: 41 },
    ],
    [
      'SLPos by derived DaysOverdue desc',
      { ido: 'SLPos', orderBy: [{ property: 'DaysOverdue', direction: 'desc' }], limit: 53 },
    ],
    [
      'SLPos by Stat asc, PoCost desc (mixed)',
      {
        ido: 'SLPos',
        orderBy: [
          { property: 'Stat', direction: 'asc' },
          { property: 'PoCost', direction: 'desc' },
        ],
        limit: 60,
      },
    ],
    [
      'SLPos by derived, nullable DueDate asc',
      { ido: 'SLPos', orderBy: [{ property: 'DueDate', direction: 'asc' }], limit: 47 },
    ],
    [
      'SLPoItems (composite key) by Item',
      { ido: 'SLPoItems', orderBy: [{ property: 'Item', direction: 'asc' }], limit: 113 },
    ],
    [
      'SLArtrans by derived Balance desc',
      { ido: 'SLArtrans', orderBy: [{ property: 'Balance', direction: 'desc' }], limit: 89 },
    ],
    [
      'SLVendors by nullable ExternalEmailAddr asc',
      {
        ido: 'SLVendors',
        orderBy: [{ property: 'ExternalEmailAddr', direction: 'asc' }],
        limit: 4,
      },
    ],
    [
      'SLVendors by nullable Contact desc',
      { ido: 'SLVendors', orderBy: [{ property: 'Contact', direction: 'desc' }], limit: 3 },
    ],
    [
      'SLArtrans filtered',
      {
        ido: 'SLArtrans',
        filter: parseFilter("Type = 'P'"),
        orderBy: [{ property: 'Amount', direction: 'desc' }],
        limit: 77,
      },
    ],
  ])('%s returns every record exactly once, in order', async (_, request) => {
    const { records, count } = await walk(request);
    const ido = request.ido;
    const expected = request.filter
      ? all[ido].filter((r) => r.Type === 'P').map((r) => keyOf(ido, r))
      : all[ido].map((r) => keyOf(ido, r));
    const seen = records.map((r) => keyOf(ido, r));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(expected.sort());
    expect(count).toBe(expected.length);
    expectSortedBy(records, request.orderBy ? [...request.orderBy] : []);
  });

  it('walks distinct combinations, nullable ones included, exactly once', async () => {
    const request: LoadRequest = {
      ido: 'SLVendors',
      properties: ['VadState', 'ExternalEmailAddr'],
      distinct: true,
      orderBy: [{ property: 'ExternalEmailAddr', direction: 'desc' }],
      limit: 6,
    };
    const { records, count } = await walk(request);
    const expected = new Set(
      all.SLVendors.map((r) => JSON.stringify([r.VadState, r.ExternalEmailAddr])),
    );
    const seen = records.map((r) => JSON.stringify([r.VadState, r.ExternalEmailAddr]));
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(expected);
    expect(count).toBe(expected.size);
  });

  it('neither skips nor repeats a record while rows are inserted mid-walk', async () => {
    const writer = new Database(file);
    writer.pragma('busy_timeout = 5000');
    // A copy of a stored PO with a new number and amount: whatever columns the table has.
    const template = stored.SLPos[0];
    const columns = Object.keys(template);
    const insert = writer.prepare(
      `INSERT INTO "SLPos" (${columns.map((c) => `"${c}"`).join(',')}) VALUES (${columns.map(() => '?').join(',')})`,
    );
    const original = new Set(all.SLPos.map((r) => str(r.PoNum)));
    const inserted: string[] = [];
    try {
      for (const order of [
        [{ property: 'PoNum', direction: 'asc' }],
        [{ property: 'PoCost', direction: 'desc' }],
      ] as OrderTerm[][]) {
        const seen: string[] = [];
        let bookmark: string | undefined;
        let page = 0;
        do {
          const result = await executor.load({
            ido: 'SLPos',
            properties: ['PoNum', 'PoCost'],
            orderBy: order,
            limit: 50,
            bookmark,
          });
          seen.push(...result.records.map((r) => str(r.PoNum)));
          bookmark = result.nextBookmark ?? undefined;
          page += 1;
          // Every other page, new orders land before, inside and after the walked range.
          if (page % 2 === 0) {
            for (const prefix of ['PO00000000', 'PO00000500', 'PO99999999']) {
              const poNum = `${prefix}-X${inserted.length}`;
              insert.run(
                ...columns.map((c) =>
                  c === 'PoNum'
                    ? poNum
                    : c === 'PoCost'
                      ? 100 * (inserted.length + 1)
                      : template[c],
                ),
              );
              inserted.push(poNum);
            }
          }
        } while (bookmark);
        expect(new Set(seen).size).toBe(seen.length);
        const seenOriginal = seen.filter((p) => original.has(p));
        expect(new Set(seenOriginal)).toEqual(original);
      }
    } finally {
      writer.prepare(`DELETE FROM "SLPos" WHERE "PoNum" LIKE '%-X%'`).run();
      writer.close();
    }
    expect(inserted.length).toBeGreaterThan(0);
  });

  it('refuses a bookmark used with another filter, order or IDO', async () => {
    const first = await executor.load({
      ido: 'SLPos',
      filter: parseFilter("Stat = 'C'"),
      limit: 5,
    });
    const bookmark = first.nextBookmark ?? '';
    expect(bookmark).toMatch(/^[A-Za-z0-9_-]+$/);
    const misuse: LoadRequest[] = [
      { ido: 'SLPos', filter: parseFilter("Stat = 'O'"), limit: 5, bookmark },
      {
        ido: 'SLPos',
        filter: parseFilter("Stat = 'C'"),
        orderBy: [{ property: 'OrderDate', direction: 'asc' }],
        limit: 5,
        bookmark,
      },
      { ido: 'SLCos', filter: parseFilter("Stat = 'C'"), limit: 5, bookmark },
      { ido: 'SLPos', filter: parseFilter("Stat = 'C'"), limit: 5, bookmark: 'not-a-bookmark' },
      { ido: 'SLPos', filter: parseFilter("Stat = 'C'"), limit: 5, bookmark: `${bookmark}!` },
    ];
    for (const request of misuse) {
      await expect(executor.load(request)).rejects.toMatchObject({
        code: ErrorCode.ValidationFailed,
      });
    }
    // The same shape with other properties or limit is fine.
    const next = await executor.load({
      ido: 'SLPos',
      filter: parseFilter("stat = 'C'"),
      properties: ['PoNum'],
      limit: 9,
      bookmark,
    });
    expect(String(next.records[0].PoNum) > String(first.records[4].PoNum)).toBe(true);
  });
});

describe('record caps', () => {
  it.each<[number | undefined, number]>([
    [undefined, 200],
    [-1, 200],
    [0, 10000],
    [5, 5],
    [20000, 10000],
  ])('recordcap %p returns %p at most', async (limit, expected) => {
    const result = await executor.load({ ido: 'SLPoItems', properties: ['PoNum'], limit });
    expect(result.limit).toBe(expected);
    expect(result.returned).toBe(Math.min(expected, all.SLPoItems.length));
  });

  it.each([-2, 1.5, Number.NaN])('refuses recordcap %p', async (limit) => {
    await expect(executor.load({ ido: 'SLPos', limit })).rejects.toMatchObject({
      code: ErrorCode.ValidationFailed,
    });
  });
});

describe('aggregates', () => {
  it('sums, counts, averages and extremes per group, ordered by a measure', async () => {
    const result = await executor.load(
      {
        ido: 'SLPos',
        filter: parseFilter("Stat IN ('P','O')"),
        aggregate: {
          groupBy: ['VendorName'],
          measures: [
            { fn: 'sum', property: 'PoCost', as: 'total' },
            { fn: 'count', as: 'orders' },
            { fn: 'avg', property: 'PoCost', as: 'average' },
            { fn: 'max', property: 'OrderDate', as: 'latest' },
          ],
        },
        orderBy: [{ property: 'total', direction: 'desc' }],
        limit: 5,
      },
      { keys: 'alias' },
    );
    const open = all.SLPos.filter((r) => r.Stat === 'P' || r.Stat === 'O');
    const groups = new Map<string, Row[]>();
    for (const r of open)
      groups.set(str(r.VendorName), [...(groups.get(str(r.VendorName)) ?? []), r]);
    const expected = [...groups.entries()]
      .map(([vendor, rows]) => ({
        vendor,
        total: round2(rows.reduce((s, r) => s + num(r.PoCost), 0)),
        orders: rows.length,
        latest: rows
          .map((r) => str(r.OrderDate))
          .sort()
          .at(-1),
      }))
      .sort((a, b) => b.total - a.total)
      .slice(0, 5);
    expect(result.count).toBe(groups.size);
    expect(
      result.records.map((r) => ({
        vendor: r.vendor,
        total: r.total,
        orders: r.orders,
        latest: r.latest,
      })),
    ).toEqual(expected);
    expect(result.columns.map((c) => c.key)).toEqual([
      'vendor',
      'total',
      'orders',
      'average',
      'latest',
    ]);
  });

  it('counts all matches without groups', async () => {
    const result = await executor.load({
      ido: 'SLPos',
      filter: parseFilter('DaysOverdue > 0'),
      aggregate: {
        groupBy: [],
        measures: [
          { fn: 'count', as: 'n' },
          { fn: 'avg', property: 'DaysOverdue', as: 'avg_days' },
        ],
      },
    });
    const late = all.SLPos.filter((r) => num(r.DaysOverdue) > 0);
    expect(result.records).toEqual([
      {
        n: late.length,
        avg_days:
          Math.round((late.reduce((s, r) => s + num(r.DaysOverdue), 0) / late.length) * 10000) /
          10000,
      },
    ]);
  });

  it('groups and sums over derived properties (AR balances per customer)', async () => {
    const result = await executor.load({
      ido: 'SLArtrans',
      filter: parseFilter("Type = 'I' AND Balance > 0"),
      aggregate: {
        groupBy: ['CustNum'],
        measures: [
          { fn: 'sum', property: 'Balance', as: 'open' },
          { fn: 'max', property: 'DaysPastDue', as: 'worst' },
        ],
      },
      limit: 0,
    });
    const expected = new Map<string, { open: number; worst: number }>();
    for (const r of all.SLArtrans.filter((t) => t.Type === 'I' && num(t.Balance) > 0)) {
      const e = expected.get(str(r.CustNum)) ?? { open: 0, worst: 0 };
      e.open += num(r.Balance);
      e.worst = Math.max(e.worst, num(r.DaysPastDue));
      expected.set(str(r.CustNum), e);
    }
    expect(result.count).toBe(expected.size);
    expect(expected.size).toBeGreaterThan(0);
    for (const record of result.records) {
      const e = expected.get(str(record.CustNum));
      expect(e).toBeDefined();
      expect(record.open).toBeCloseTo(e?.open ?? NaN, 1);
      expect(record.worst).toBe(e?.worst);
    }
  });

  it.each<[string, LoadRequest['aggregate']]>([
    ['sum of text', { groupBy: [], measures: [{ fn: 'sum', property: 'VendorName', as: 'x' }] }],
    ['unknown group', { groupBy: ['Nope'], measures: [{ fn: 'count', as: 'n' }] }],
    ['bad name', { groupBy: [], measures: [{ fn: 'count', as: 'n; DROP' }] }],
    ['no measures', { groupBy: ['Stat'], measures: [] }],
    ['clashing names', { groupBy: ['Stat'], measures: [{ fn: 'count', as: 'Stat' }] }],
  ])('refuses %s', async (_, aggregate) => {
    await expect(executor.load({ ido: 'SLPos', aggregate })).rejects.toMatchObject({
      code: ErrorCode.ValidationFailed,
    });
  });
});

describe('policies and validation', () => {
  afterEach(() => {
    policy.rules = {};
  });

  it('applies field masks and row filters on every load', async () => {
    policy.rules[Role.Viewer] = {
      hiddenProperties: ['QtyReorder'],
      rowFilter: parseFilter("Whse = 'MAIN'"),
    };
    const viewer = { role: Role.Viewer };
    const stock = await executor.load({ ido: 'SLItemwhses', properties: '*', limit: 0 }, viewer);
    expect(stock.count).toBe(all.SLItemwhses.filter((r) => r.Whse === 'MAIN').length);
    expect(stock.count).toBeGreaterThan(0);
    expect(stock.records.every((r) => r.Whse === 'MAIN' && !('QtyReorder' in r))).toBe(true);
    await expect(
      executor.load({ ido: 'SLItemwhses', properties: ['QtyReorder'] }, viewer),
    ).rejects.toMatchObject({ code: ErrorCode.ValidationFailed });
    await expect(
      executor.load({ ido: 'SLItemwhses', filter: parseFilter('QtyOnHand < QtyReorder') }, viewer),
    ).rejects.toMatchObject({ code: ErrorCode.FilterInvalid });
    await expect(
      executor.load(
        {
          ido: 'SLItemwhses',
          aggregate: { groupBy: [], measures: [{ fn: 'sum', property: 'QtyReorder', as: 's' }] },
        },
        viewer,
      ),
    ).rejects.toMatchObject({ code: ErrorCode.ValidationFailed });
    const meta = await executor.metadata('SLItemwhses', Role.Viewer);
    expect(meta.properties.map((p) => p.name)).not.toContain('QtyReorder');
    const admin = await executor.load(
      { ido: 'SLItemwhses', properties: '*', limit: 0 },
      { role: Role.Admin },
    );
    expect(admin.count).toBe(all.SLItemwhses.length);
  });

  it('hides an IDO the role may not see', async () => {
    policy.rules[Role.Viewer] = { visible: false };
    await expect(executor.load({ ido: 'SLPos' }, { role: Role.Viewer })).rejects.toMatchObject({
      code: ErrorCode.IdoNotFound,
    });
    expect(await executor.visibleIdos(Role.Viewer)).toEqual([]);
  });

  it('answers IDO_NOT_FOUND for unknown IDOs and finds known ones in any case', async () => {
    await expect(executor.load({ ido: 'SLNope' })).rejects.toBeInstanceOf(DomainError);
    await expect(executor.load({ ido: 'SLNope' })).rejects.toMatchObject({
      code: ErrorCode.IdoNotFound,
    });
    const result = await executor.load({
      ido: 'slvendors',
      properties: ['vendnum', 'NAME'],
      limit: 1,
    });
    expect(result.ido).toBe('SLVendors');
    expect(Object.keys(result.records[0])).toEqual(['VendNum', 'Name']);
  });

  it('names an unknown property in properties or orderby', async () => {
    await expect(executor.load({ ido: 'SLPos', properties: ['PoNum', 'Bogus'] })).rejects.toThrow(
      /unknown property Bogus of SLPos in properties/,
    );
    await expect(
      executor.load({ ido: 'SLPos', orderBy: [{ property: 'Bogus', direction: 'asc' }] }),
    ).rejects.toThrow(/unknown property Bogus of SLPos in orderby/);
    await expect(
      executor.load({
        ido: 'SLPos',
        properties: ['Stat'],
        distinct: true,
        orderBy: [{ property: 'PoNum', direction: 'asc' }],
      }),
    ).rejects.toThrow(/with distinct, orderby may only name selected properties/);
  });

  it('returns the default properties when none are named', async () => {
    const result = await executor.load({ ido: 'SLPos', limit: 1 });
    expect(result.columns.map((c) => c.key)).toEqual([
      'PoNum',
      'VendorName',
      'OrderDate',
      'DueDate',
      'Stat',
      'PoCost',
      'DaysOverdue',
    ]);
  });

  it('describes metadata with keys, enum labels and relations', async () => {
    const meta = await executor.metadata('SLPoItems', undefined);
    expect(meta.keys).toEqual(['PoNum', 'PoLine', 'PoRelease']);
    expect(meta.relations).toEqual([
      { property: 'PoNum', ido: 'SLPos', targetProperty: 'PoNum', name: 'purchase order' },
      { property: 'Item', ido: 'SLItems', targetProperty: 'Item', name: 'item' },
      { property: 'PoVendNum', ido: 'SLVendors', targetProperty: 'VendNum', name: 'vendor' },
    ]);
    expect(meta.properties.find((p) => p.name === 'Stat')?.enumValues?.map((e) => e.value)).toEqual(
      ['P', 'O', 'F', 'C'],
    );
    expect(meta.properties.filter((p) => p.derived).map((p) => p.name)).toEqual(['LineAmount']);
  });

  it('marks the derived properties of SLPos in its metadata', async () => {
    const meta = await executor.metadata('SLPos', undefined);
    expect(meta.properties.filter((p) => p.derived).map((p) => p.name)).toEqual([
      'DueDate',
      'DaysOverdue',
    ]);
    expect(meta.properties.find((p) => p.name === 'PoCost')?.derived).toBe(false);
  });
});

describe('connector', () => {
  it('describes the tables behind the catalog and reports health', async () => {
    const catalog = new CatalogService();
    for (const ido of catalog.list()) {
      const info = await connector.describe(ido);
      expect(info?.properties).toEqual(ido.properties.filter((p) => !p.derived).map((p) => p.name));
    }
    await expect(connector.health()).resolves.toMatchObject({ ok: true, connector: 'demo' });
  });
});
