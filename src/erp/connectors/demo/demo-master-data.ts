import { Prng } from './prng';
import {
  CANADA_PLACES,
  COMPANY_PREFIXES,
  CUSTOMER_SUFFIXES,
  CUSTOMER_TRADES,
  FIRST_NAMES,
  ITEM_FAMILIES,
  LAST_NAMES,
  MEXICO_PLACES,
  Place,
  SALES_REPS,
  TERMS,
  US_PLACES,
  VENDOR_SUFFIXES,
  VENDOR_TRADES,
  WAREHOUSES,
} from './demo-vocabulary';

/**
 * Master data rows, kept in memory while transactions refer to them. Fields named as catalog
 * properties are written as columns; lower-case fields are the generator's own bookkeeping and
 * never reach the database.
 */
export interface DemoVendor {
  VendNum: string;
  Name: string;
  VadCity: string;
  VadState: string;
  VadZip: string;
  VadCountry: string;
  Contact: string | null;
  Phone: string | null;
  ExternalEmailAddr: string | null;
  TermsCode: string;
  CurrCode: string;
  Stat: string;
  /** Typical lead time in days, for PO due dates. */
  leadDays: number;
}

/** One SLCustomers row: the customer itself (CustSeq 0) or one of its ship-to addresses. */
export interface DemoCustomerRow {
  CustNum: string;
  CustSeq: number;
  Name: string;
  City: string;
  State: string;
  Zip: string;
  Country: string;
  CreditLimit: number;
  CreditHold: string;
  Slsman: string | null;
  TermsCode: string;
  CurrCode: string;
}

export interface DemoCustomer extends DemoCustomerRow {
  /** Its ship-to addresses (CustSeq 1..n); empty for most customers. */
  shipTos: DemoCustomerRow[];
  termsDays: number;
}

export interface DemoItem {
  Item: string;
  Description: string;
  ProductCode: string;
  UM: string;
  UnitCost: number;
  Stat: string;
  PMTCode: string;
  LeadTime: number;
  /** Filled in once the warehouse stock is known: the sum of QtyOnHand over SLItemwhses. */
  DerQtyOnHand: number;
  /** List selling price in the domestic currency (customer order lines convert it). */
  price: number;
  /** The warehouse that always stocks it; others may too. */
  homeWhse: string;
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;
export const round4 = (n: number): number => Math.round(n * 10000) / 10000;
export const round6 = (n: number): number => Math.round(n * 1_000_000) / 1_000_000;

/** Right-justifies a number in a key of `length` characters, as SyteLine stores NumSortedString keys. */
export const padKey = (n: number, length: number): string => String(n).padStart(length, ' ');

/** Vendor numbers count up from here: '   1001' is the sample vendor, '   1042' always exists. */
export const FIRST_VEND_NUM = 1001;
/** The fewest vendors any scale generates, so that VendNum '   1042' (the example) exists. */
export const MIN_VENDORS = 50;
export const FIRST_CUST_NUM = 5001;

/** Warehouse codes with the names SyteLine shows for them (whse.name). */
export const WAREHOUSE_NAMES: Readonly<Record<string, string>> = {
  MAIN: 'Main Plant - Cleveland',
  EAST: 'East Distribution Center',
  WEST: 'West Distribution Center',
  SOUTH: 'South Distribution Center',
};

/** Domestic (USD) value of one unit of each currency around the demo's dates. */
export const EXCHANGE_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  CAD: 0.73,
  MXN: 0.055,
  EUR: 1.08,
};

/** The exchange rate of a currency on a day: a slow drift of a few percent around its level. */
export function exchangeRate(currency: string, epochDay: number): number {
  const level = EXCHANGE_RATES[currency] ?? 1;
  if (currency === 'USD') return 1;
  const phase = currency.charCodeAt(0) + currency.charCodeAt(2);
  return round6(
    level * (1 + 0.03 * Math.sin(epochDay / 97 + phase) + 0.015 * Math.sin(epochDay / 23)),
  );
}

/** Days to pay for each terms code. */
export const TERMS_DAYS: Readonly<Record<string, number>> = {
  NET30: 30,
  NET45: 45,
  NET60: 60,
  '2/10 NET30': 30,
  COD: 0,
};

/** First three digits of US ZIP codes by state, for plausible postal codes. */
const ZIP_PREFIX: Readonly<Record<string, number>> = {
  OH: 441,
  MI: 482,
  TX: 752,
  CA: 900,
  NY: 100,
  PA: 191,
  FL: 331,
  WI: 532,
  TN: 372,
  NC: 282,
  IL: 606,
  GA: 303,
  WA: 981,
  VA: 232,
  SC: 292,
  OK: 731,
  NJ: 71,
  MO: 631,
  MN: 554,
  MA: 21,
  LA: 701,
  KY: 402,
  IN: 462,
  IA: 503,
  CO: 802,
  AZ: 850,
  AL: 352,
  UT: 841,
  RI: 29,
  OR: 972,
  NV: 891,
  NM: 871,
  ID: 837,
  NE: 681,
  KS: 672,
  AR: 722,
  MS: 392,
  CT: 61,
  MD: 212,
  WV: 253,
};

/** European suppliers (EUR) the demo buys special parts from. */
const EUROPE_PLACES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Stuttgart', 'BW', 'Germany', '+49 711'],
  ['Munich', 'BY', 'Germany', '+49 89'],
  ['Milan', 'MI', 'Italy', '+39 02'],
  ['Lyon', 'ARA', 'France', '+33 4'],
];

function pickPlace(rng: Prng, places: readonly Place[]): Place {
  return rng.weighted(places.map((p) => [p, p[3]] as const));
}

interface Address {
  city: string;
  state: string;
  zip: string;
  country: string;
  currency: string;
  phone: string;
}

function phone(rng: Prng, area: string): string {
  return `(${area.padStart(3, '0')}) 555-${String(rng.int(100, 9999)).padStart(4, '0')}`;
}

function usAddress(rng: Prng, place: Place): Address {
  const prefix = ZIP_PREFIX[place[1]] ?? 100;
  return {
    city: place[0],
    state: place[1],
    zip: `${String(prefix).padStart(3, '0')}${String(rng.int(1, 99)).padStart(2, '0')}`,
    country: 'USA',
    currency: 'USD',
    phone: phone(rng, place[2]),
  };
}

function addressOf(rng: Prng, europe: number): Address {
  const country = rng.weighted([
    ['USA', 90 - europe],
    ['Canada', 6],
    ['Mexico', 4],
    ['Europe', europe],
  ] as const);
  if (country === 'Canada') {
    const place = pickPlace(rng, CANADA_PLACES);
    const letter = { ON: 'M', QC: 'H', BC: 'V', AB: 'T' }[place[1]] ?? 'K';
    const d = (): number => rng.int(0, 9);
    const l = (): string => String.fromCharCode(65 + rng.int(0, 25));
    return {
      city: place[0],
      state: place[1],
      zip: `${letter}${d()}${l()} ${d()}${l()}${d()}`,
      country: 'Canada',
      currency: 'CAD',
      phone: phone(rng, place[2]),
    };
  }
  if (country === 'Mexico') {
    const place = pickPlace(rng, MEXICO_PLACES);
    return {
      city: place[0],
      state: place[1],
      zip: String(rng.int(20000, 79999)),
      country: 'Mexico',
      currency: 'MXN',
      phone: `+52 ${place[2]} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`,
    };
  }
  if (country === 'Europe') {
    const [city, state, nation, area] = rng.pick(EUROPE_PLACES);
    return {
      city,
      state,
      zip: String(rng.int(10000, 99999)),
      country: nation,
      currency: 'EUR',
      phone: `${area} ${rng.int(100000, 9999999)}`,
    };
  }
  return usAddress(rng, pickPlace(rng, US_PLACES));
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/**
 * Distinct company names from prefix × trade pairs, shuffled by the seed; `first` is always
 * first (the user's sample vendor "Acme Steel Corp"). Unique prefix+trade pairs keep names
 * unambiguous for the NL engine: no "Acme Steel Corp" beside an "Acme Steel Inc".
 */
function companyNames(
  rng: Prng,
  count: number,
  trades: readonly string[],
  suffixes: readonly string[],
  first?: string,
): string[] {
  const pairs: string[][] = [];
  for (const prefix of COMPANY_PREFIXES) for (const trade of trades) pairs.push([prefix, trade]);
  for (let i = pairs.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [pairs[i], pairs[j]] = [pairs[j], pairs[i]];
  }
  const names = pairs.slice(0, count).map(([p, t]) => `${p} ${t} ${rng.pick(suffixes)}`);
  if (first) {
    const [p, t] = first.split(' ');
    const clash = names.findIndex((n) => n.startsWith(`${p} ${t} `));
    if (clash >= 0) names.splice(clash, 1);
    names.unshift(first);
    names.length = Math.min(names.length, count);
  }
  return names;
}

/** Most vendor and customer names a seed can produce without repeating a prefix+trade pair. */
export const MAX_COMPANIES =
  COMPANY_PREFIXES.length * Math.min(VENDOR_TRADES.length, CUSTOMER_TRADES.length);

export function makeVendors(rng: Prng, count: number): DemoVendor[] {
  const names = companyNames(rng, count, VENDOR_TRADES, VENDOR_SUFFIXES, 'Acme Steel Corp');
  return names.map((name, i) => {
    // The sample vendor is domestic and in Cleveland, OH (the first US place).
    const where = i === 0 ? usAddress(rng, US_PLACES[0]) : addressOf(rng, 3);
    const contact = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const words = name.split(' ');
    return {
      VendNum: padKey(FIRST_VEND_NUM + i, 7),
      Name: name,
      VadCity: where.city,
      VadState: where.state,
      VadZip: where.zip,
      VadCountry: where.country,
      Contact: rng.chance(0.05) ? null : contact,
      Phone: rng.chance(0.03) ? null : where.phone,
      ExternalEmailAddr: rng.chance(0.1) ? null : `orders@${slug(words.slice(0, 2).join(''))}.com`,
      TermsCode: rng.weighted(TERMS),
      CurrCode: where.currency,
      // The first vendor stays active so the sample query always has its rows.
      Stat: i === 0 || rng.chance(0.92) ? 'A' : 'I',
      leadDays: rng.int(7, 60) + (where.currency === 'EUR' ? 30 : 0),
    };
  });
}

export function makeCustomers(rng: Prng, count: number): DemoCustomer[] {
  const names = companyNames(rng, count, CUSTOMER_TRADES, CUSTOMER_SUFFIXES);
  return names.map((name, i) => {
    const where = addressOf(rng, 0);
    const terms = rng.weighted(TERMS.filter(([t]) => t !== 'COD'));
    const custNum = padKey(FIRST_CUST_NUM + i, 7);
    const own: DemoCustomerRow = {
      CustNum: custNum,
      CustSeq: 0,
      Name: name,
      City: where.city,
      State: where.state,
      Zip: where.zip,
      Country: where.country,
      CreditLimit: Math.max(5000, Math.round(rng.logNormal(60000, 0.9) / 1000) * 1000),
      CreditHold: rng.chance(0.04) ? '1' : '0',
      Slsman: rng.chance(0.05) ? null : rng.pick(SALES_REPS),
      TermsCode: terms,
      CurrCode: where.currency,
    };
    const customer: DemoCustomer = { ...own, shipTos: [], termsDays: TERMS_DAYS[terms] ?? 30 };
    // About a quarter ship to other plants of theirs, mostly in their own country.
    const shipTos = rng.chance(0.25) ? rng.int(1, 4) : 0;
    for (let seq = 1; seq <= shipTos; seq += 1) {
      const at =
        where.country === 'USA' ? usAddress(rng, pickPlace(rng, US_PLACES)) : addressOf(rng, 0);
      customer.shipTos.push({
        ...own,
        CustSeq: seq,
        City: at.city,
        State: at.state,
        Zip: at.zip,
        Country: at.country,
      });
    }
    return customer;
  });
}

/** Every SLCustomers row: each customer followed by its ship-to addresses. */
export function customerRows(customers: readonly DemoCustomer[]): DemoCustomerRow[] {
  const rows: DemoCustomerRow[] = [];
  // The extra bookkeeping fields of a DemoCustomer are not columns; the writer ignores them.
  for (const c of customers) rows.push(c, ...c.shipTos);
  return rows;
}

export function makeItems(rng: Prng, count: number): DemoItem[] {
  const families = ITEM_FAMILIES.map((f) => [f, f.weight] as const);
  const seen = new Set<string>();
  const items: DemoItem[] = [];
  for (let i = 0; i < count; i += 1) {
    const family = rng.weighted(families);
    let description = `${rng.pick(family.nouns)} ${rng.pick(family.specs)}`;
    if (seen.has(description))
      description = `${description} ${String.fromCharCode(65 + (i % 26))}${i % 97}`;
    seen.add(description);
    const cost = round4(Math.max(0.05, rng.logNormal(family.medianCost, 0.8)));
    // Finished goods are made here; a few parts come from a sister site (transferred).
    const pmt =
      family.code === 'FG'
        ? rng.chance(0.9)
          ? 'M'
          : 'T'
        : rng.weighted([
            ['P', 88],
            ['M', 7],
            ['T', 5],
          ] as const);
    items.push({
      Item: `IT-${10000 + i}`,
      Description: description,
      ProductCode: family.code,
      UM: rng.pick(family.um),
      UnitCost: cost,
      Stat: rng.weighted([
        ['A', 88],
        ['S', 7],
        ['O', 5],
      ] as const),
      PMTCode: pmt,
      LeadTime: pmt === 'M' ? rng.int(5, 30) : pmt === 'T' ? rng.int(2, 10) : rng.int(7, 60),
      DerQtyOnHand: 0,
      price: round4(cost * (1.25 + rng.next() * 0.9)),
      homeWhse: rng.weighted(WAREHOUSES),
    });
  }
  return items;
}
