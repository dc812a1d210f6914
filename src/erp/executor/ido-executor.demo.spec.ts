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
const all: Record<string, Row[]> = {};

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
  for (const ido of [
    'SLPos',
    'SLPoitems',
    'SLVendors',
    'SLItems',
    'SLCustomers',
    'SLCos',
    'SLCoitems',
    'SLArinvs',
    'SLJobs',
  ]) {
    all[ido] = raw.prepare(`SELECT * FROM "${ido}"`).all() as Row[];
  }
});

afterAll(async () => {
  await connector?.close();
  raw?.close();
  rmSync(dir, { recursive: true, force: true });
});

// ----- plain TypeScript versions of the derived properties and of SQLite's text semantics -----

const str = (v: unknown): string => String(v);
const num = (v: unknown): number => Number(v);
const ieq = (a: unknown, b: string): boolean =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase();
function daysPast(row: Row, open: string[]): number {
  const due = str(row.DueDate);
  return open.includes(str(row.Stat)) && due < TODAY ? daysBetween(due, TODAY) : 0;
}
const overdue = (r: Row): number => daysPast(r, ['P', 'O']);
const pastDue = (r: Row): number => daysPast(r, ['O']);
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
  SLPoitems: ['PoNum', 'PoLine'],
  SLVendors: ['VendNum'],
  SLItems: ['Item'],
  SLCustomers: ['CustNum'],
  SLCos: ['CoNum'],
  SLCoitems: ['CoNum', 'CoLine'],
  SLArinvs: ['InvNum'],
  SLJobs: ['Job'],
};
const keyOf = (ido: string, r: Row | ErpRecord): string =>
  KEYS[ido].map((k) => str(r[k])).join('|');

const FILTERS: Array<[string, string, (r: Row) => boolean]> = [
  [
    'SLPos',
    'DaysOverdue > 0 AND TotalAmount > 10000',
    (r) => overdue(r) > 0 && num(r.TotalAmount) > 10000,
  ],
  ['SLPos', 'DaysOverdue > 30', (r) => overdue(r) > 30],
  ['SLPos', 'DaysOverdue = 0', (r) => overdue(r) === 0],
  ['SLPos', 'DaysOverdue BETWEEN 1 AND 14', (r) => overdue(r) >= 1 && overdue(r) <= 14],
  ['SLPos', 'DaysOverdue IN (5, 6, 7, 100)', (r) => [5, 6, 7, 100].includes(overdue(r))],
  [
    'SLPos',
    "NOT DaysOverdue > 0 AND Stat IN ('P','O')",
    (r) => overdue(r) === 0 && ['P', 'O'].includes(str(r.Stat)),
  ],
  [
    'SLPos',
    'DaysOverdue > 100 AND TotalAmount < 50000',
    (r) => overdue(r) > 100 && num(r.TotalAmount) < 50000,
  ],
  [
    'SLPos',
    "Stat IN ('p','O') AND VendName = 'acme steel corp'",
    (r) => ['P', 'O'].includes(str(r.Stat)) && ieq(r.VendName, 'Acme Steel Corp'),
  ],
  [
    'SLPos',
    "VendName LIKE 'a%' AND OrderDate >= '2026-01-01'",
    (r) => like(r.VendName, 'a%') && str(r.OrderDate) >= '2026-01-01',
  ],
  [
    'SLPos',
    "TotalAmount BETWEEN 1000 AND 5000 OR Whse = 'EAST'",
    (r) => (num(r.TotalAmount) >= 1000 && num(r.TotalAmount) <= 5000) || r.Whse === 'EAST',
  ],
  ['SLPos', "NOT (Stat = 'C' OR Stat = 'F')", (r) => !(r.Stat === 'C' || r.Stat === 'F')],
  [
    'SLPos',
    "DueDate > '2026-06-20' AND Stat <> 'P'",
    (r) => str(r.DueDate) > TODAY && r.Stat !== 'P',
  ],
  [
    'SLPos',
    "Currency <> 'USD' OR DaysOverdue >= 60",
    (r) => r.Currency !== 'USD' || overdue(r) >= 60,
  ],
  ['SLPoitems', 'QtyReceived < QtyOrdered', (r) => num(r.QtyReceived) < num(r.QtyOrdered)],
  [
    'SLPoitems',
    "Item = 'IT-10045' OR Item = 'it-10001'",
    (r) => ieq(r.Item, 'IT-10045') || ieq(r.Item, 'IT-10001'),
  ],
  [
    'SLPoitems',
    "LineAmount > 5000 AND Stat NOT IN ('C')",
    (r) => num(r.LineAmount) > 5000 && r.Stat !== 'C',
  ],
  ['SLPoitems', "ItemDescription NOT LIKE '%bolt%'", (r) => !like(r.ItemDescription, '%bolt%')],
  ['SLVendors', 'Email IS NULL OR Contact IS NULL', (r) => r.Email === null || r.Contact === null],
  ['SLVendors', "State = 'OH' AND Stat <> 'I'", (r) => ieq(r.State, 'OH') && r.Stat !== 'I'],
  ['SLVendors', "Country NOT IN ('usa')", (r) => !ieq(r.Country, 'USA')],
  [
    'SLVendors',
    "Phone IS NOT NULL AND Name LIKE '%Steel%'",
    (r) => r.Phone !== null && like(r.Name, '%steel%'),
  ],
  ['SLItems', 'QtyOnHand < ReorderPoint', (r) => num(r.QtyOnHand) < num(r.ReorderPoint)],
  ['SLItems', 'UnitCost > 250', (r) => num(r.UnitCost) > 250],
  [
    'SLItems',
    "Whse <> 'MAIN' AND ProductCode IN ('FG', 'HYD')",
    (r) => !ieq(r.Whse, 'MAIN') && ['FG', 'HYD'].includes(str(r.ProductCode)),
  ],
  [
    'SLItems',
    "UnitPrice >= 100 AND NOT Stat = 'A'",
    (r) => num(r.UnitPrice) >= 100 && r.Stat !== 'A',
  ],
  [
    'SLCustomers',
    "City = 'dallas' OR State = 'GA'",
    (r) => ieq(r.City, 'Dallas') || ieq(r.State, 'GA'),
  ],
  [
    'SLCustomers',
    'SalesRep IS NULL OR CreditLimit >= 100000',
    (r) => r.SalesRep === null || num(r.CreditLimit) >= 100000,
  ],
  ['SLCos', 'DaysLate > 14', (r) => overdue(r) > 14],
  [
    'SLCos',
    "Stat = 'S' OR (DaysLate BETWEEN 1 AND 7 AND TotalAmount > 1000)",
    (r) => r.Stat === 'S' || (overdue(r) >= 1 && overdue(r) <= 7 && num(r.TotalAmount) > 1000),
  ],
  [
    'SLArinvs',
    'DaysPastDue > 0 AND Balance < Amount',
    (r) => pastDue(r) > 0 && num(r.Balance) < num(r.Amount),
  ],
  ['SLArinvs', "Stat = 'O' AND DaysPastDue = 0", (r) => r.Stat === 'O' && pastDue(r) === 0],
  [
    'SLJobs',
    "QtyComplete < QtyReleased AND Stat IN ('F', 'R')",
    (r) => num(r.QtyComplete) < num(r.QtyReleased) && ['F', 'R'].includes(str(r.Stat)),
  ],
  [
    'SLJobs',
    "StartDate BETWEEN '2026-01-01' AND '2026-03-31'",
    (r) => str(r.StartDate) >= '2026-01-01' && str(r.StartDate) <= '2026-03-31',
  ],
  ['SLCoitems', "QtyShipped = 0 AND Stat = 'O'", (r) => num(r.QtyShipped) === 0 && r.Stat === 'O'],
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
    expect(informative.length).toBeGreaterThanOrEqual(30);
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
      TotalAmount: po.TotalAmount,
      DaysOverdue: overdue(po),
    });
    const line = all.SLPoitems[5];
    const composite = await executor.load({
      ido: 'SLPoitems',
      filter: parseFilter(`PoNum = '${str(line.PoNum)}' AND PoLine = ${num(line.PoLine)}`),
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
      properties: ['PoNum', 'DaysOverdue'],
      filter: parseFilter('DaysOverdue > 0'),
      limit: 0,
    });
    const byKey = new Map(all.SLPos.map((r) => [str(r.PoNum), r]));
    for (const record of result.records) {
      expect(record.DaysOverdue).toBe(overdue(byKey.get(str(record.PoNum)) as Row));
    }
  });

  it("has real rows for the user's sample at this small scale", async () => {
    const result = await executor.load(
      {
        ido: 'SLPos',
        filter: parseFilter('DaysOverdue > 0 AND TotalAmount > 10000'),
        properties: ['PoNum', 'VendName', 'TotalAmount', 'DaysOverdue'],
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
      'SLPos by Stat asc, TotalAmount desc (mixed)',
      {
        ido: 'SLPos',
        orderBy: [
          { property: 'Stat', direction: 'asc' },
          { property: 'TotalAmount', direction: 'desc' },
        ],
        limit: 60,
      },
    ],
    [
      'SLPoitems (composite key) by Item',
      { ido: 'SLPoitems', orderBy: [{ property: 'Item', direction: 'asc' }], limit: 113 },
    ],
    [
      'SLVendors by nullable Email asc',
      { ido: 'SLVendors', orderBy: [{ property: 'Email', direction: 'asc' }], limit: 4 },
    ],
    [
      'SLVendors by nullable Contact desc',
      { ido: 'SLVendors', orderBy: [{ property: 'Contact', direction: 'desc' }], limit: 3 },
    ],
    [
      'SLArinvs filtered',
      {
        ido: 'SLArinvs',
        filter: parseFilter("Stat = 'P'"),
        orderBy: [{ property: 'Amount', direction: 'desc' }],
        limit: 77,
      },
    ],
  ])('%s returns every record exactly once, in order', async (_, request) => {
    const { records, count } = await walk(request);
    const ido = request.ido;
    const expected = request.filter
      ? all[ido].filter((r) => r.Stat === 'P').map((r) => keyOf(ido, r))
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
      properties: ['State', 'Email'],
      distinct: true,
      orderBy: [{ property: 'Email', direction: 'desc' }],
      limit: 6,
    };
    const { records, count } = await walk(request);
    const expected = new Set(all.SLVendors.map((r) => JSON.stringify([r.State, r.Email])));
    const seen = records.map((r) => JSON.stringify([r.State, r.Email]));
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(expected);
    expect(count).toBe(expected.size);
  });

  it('neither skips nor repeats a record while rows are inserted mid-walk', async () => {
    const writer = new Database(file);
    writer.pragma('busy_timeout = 5000');
    const insert = writer.prepare(
      'INSERT INTO "SLPos" ("PoNum","VendNum","VendName","OrderDate","DueDate","Stat","Buyer","Whse","TotalAmount","Currency") VALUES (?,?,?,?,?,?,?,?,?,?)',
    );
    const original = new Set(all.SLPos.map((r) => str(r.PoNum)));
    const inserted: string[] = [];
    try {
      for (const order of [
        [{ property: 'PoNum', direction: 'asc' }],
        [{ property: 'TotalAmount', direction: 'desc' }],
      ] as OrderTerm[][]) {
        const seen: string[] = [];
        let bookmark: string | undefined;
        let page = 0;
        do {
          const result = await executor.load({
            ido: 'SLPos',
            properties: ['PoNum', 'TotalAmount'],
            orderBy: order,
            limit: 50,
            bookmark,
          });
          seen.push(...result.records.map((r) => str(r.PoNum)));
          bookmark = result.nextBookmark ?? undefined;
          page += 1;
          // Every other page, new orders land before, inside and after the walked range.
          if (page % 2 === 0) {
            for (const prefix of ['PO-0000', 'PO-2025-5', 'PO-9999']) {
              const poNum = `${prefix}-X${inserted.length}`;
              insert.run(
                poNum,
                'V10001',
                'Acme Steel Corp',
                AS_OF,
                AS_OF,
                'O',
                'JSMITH',
                'MAIN',
                100 * (inserted.length + 1),
                'USD',
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
    const result = await executor.load({ ido: 'SLPoitems', properties: ['PoNum'], limit });
    expect(result.limit).toBe(expected);
    expect(result.returned).toBe(Math.min(expected, all.SLPoitems.length));
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
          groupBy: ['VendName'],
          measures: [
            { fn: 'sum', property: 'TotalAmount', as: 'total' },
            { fn: 'count', as: 'orders' },
            { fn: 'avg', property: 'TotalAmount', as: 'average' },
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
    for (const r of open) groups.set(str(r.VendName), [...(groups.get(str(r.VendName)) ?? []), r]);
    const expected = [...groups.entries()]
      .map(([vendor, rows]) => ({
        vendor,
        total: Math.round(rows.reduce((s, r) => s + num(r.TotalAmount), 0) * 100) / 100,
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
    const late = all.SLPos.filter((r) => overdue(r) > 0);
    expect(result.records).toEqual([
      {
        n: late.length,
        avg_days:
          Math.round((late.reduce((s, r) => s + overdue(r), 0) / late.length) * 10000) / 10000,
      },
    ]);
  });

  it.each<[string, LoadRequest['aggregate']]>([
    ['sum of text', { groupBy: [], measures: [{ fn: 'sum', property: 'VendName', as: 'x' }] }],
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
      hiddenProperties: ['UnitCost'],
      rowFilter: parseFilter("Whse = 'MAIN'"),
    };
    const viewer = { role: Role.Viewer };
    const items = await executor.load({ ido: 'SLItems', properties: '*', limit: 0 }, viewer);
    expect(items.count).toBe(all.SLItems.filter((r) => r.Whse === 'MAIN').length);
    expect(items.records.every((r) => r.Whse === 'MAIN' && !('UnitCost' in r))).toBe(true);
    await expect(
      executor.load({ ido: 'SLItems', properties: ['UnitCost'] }, viewer),
    ).rejects.toMatchObject({ code: ErrorCode.ValidationFailed });
    await expect(
      executor.load({ ido: 'SLItems', filter: parseFilter('UnitCost > 1') }, viewer),
    ).rejects.toMatchObject({ code: ErrorCode.FilterInvalid });
    await expect(
      executor.load(
        {
          ido: 'SLItems',
          aggregate: { groupBy: [], measures: [{ fn: 'sum', property: 'UnitCost', as: 's' }] },
        },
        viewer,
      ),
    ).rejects.toMatchObject({ code: ErrorCode.ValidationFailed });
    const meta = await executor.metadata('SLItems', Role.Viewer);
    expect(meta.properties.map((p) => p.name)).not.toContain('UnitCost');
    const admin = await executor.load(
      { ido: 'SLItems', properties: '*', limit: 0 },
      { role: Role.Admin },
    );
    expect(admin.count).toBe(all.SLItems.length);
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
      'VendName',
      'OrderDate',
      'DueDate',
      'Stat',
      'TotalAmount',
      'DaysOverdue',
    ]);
  });

  it('describes metadata with keys, enum labels and relations', async () => {
    const meta = await executor.metadata('SLPoitems', undefined);
    expect(meta.keys).toEqual(['PoNum', 'PoLine']);
    expect(meta.relations).toEqual([
      { property: 'PoNum', ido: 'SLPos', targetProperty: 'PoNum', name: 'purchase order' },
      { property: 'Item', ido: 'SLItems', targetProperty: 'Item', name: 'item' },
    ]);
    expect(meta.properties.find((p) => p.name === 'Stat')?.enumValues?.map((e) => e.value)).toEqual(
      ['P', 'O', 'F', 'C'],
    );
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
