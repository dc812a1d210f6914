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

/** Master data rows, kept in memory while transactions refer to them. */
export interface DemoVendor {
  VendNum: string;
  Name: string;
  City: string;
  State: string;
  Country: string;
  Contact: string | null;
  Phone: string | null;
  Email: string | null;
  Terms: string;
  Stat: string;
  /** Typical lead time in days, for PO due dates. */
  leadDays: number;
  currency: string;
}

export interface DemoCustomer {
  CustNum: string;
  Name: string;
  City: string;
  State: string;
  Country: string;
  CreditLimit: number;
  SalesRep: string | null;
  Stat: string;
  termsDays: number;
}

export interface DemoItem {
  Item: string;
  Description: string;
  ProductCode: string;
  UM: string;
  UnitCost: number;
  UnitPrice: number;
  QtyOnHand: number;
  ReorderPoint: number;
  Whse: string;
  Stat: string;
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;
export const round4 = (n: number): number => Math.round(n * 10000) / 10000;

function pickPlace(rng: Prng, places: readonly Place[]): Place {
  return rng.weighted(places.map((p) => [p, p[3]] as const));
}

function placeOf(rng: Prng): { place: Place; country: string; currency: string } {
  const country = rng.weighted([
    ['USA', 90],
    ['Canada', 6],
    ['Mexico', 4],
  ] as const);
  if (country === 'Canada')
    return { place: pickPlace(rng, CANADA_PLACES), country, currency: 'CAD' };
  if (country === 'Mexico')
    return { place: pickPlace(rng, MEXICO_PLACES), country, currency: 'MXN' };
  return { place: pickPlace(rng, US_PLACES), country, currency: 'USD' };
}

function phone(rng: Prng, area: string): string {
  return `(${area.padStart(3, '0')}) 555-${String(rng.int(100, 9999)).padStart(4, '0')}`;
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
    const where = i === 0 ? { place: US_PLACES[0], country: 'USA', currency: 'USD' } : placeOf(rng);
    const contact = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const words = name.split(' ');
    return {
      VendNum: `V${String(10001 + i)}`,
      Name: name,
      City: where.place[0],
      State: where.place[1],
      Country: where.country,
      Contact: rng.chance(0.05) ? null : contact,
      Phone: rng.chance(0.03) ? null : phone(rng, where.place[2]),
      Email: rng.chance(0.1) ? null : `orders@${slug(words.slice(0, 2).join(''))}.com`,
      Terms: rng.weighted(TERMS),
      // The first vendor stays active so the sample query always has its rows.
      Stat:
        i === 0
          ? 'A'
          : rng.weighted([
              ['A', 85],
              ['H', 8],
              ['I', 7],
            ] as const),
      leadDays: rng.int(7, 60),
      currency: where.currency,
    };
  });
}

export function makeCustomers(rng: Prng, count: number): DemoCustomer[] {
  const names = companyNames(rng, count, CUSTOMER_TRADES, CUSTOMER_SUFFIXES);
  return names.map((name, i) => {
    const where = placeOf(rng);
    const termsDays = rng.weighted([
      [30, 70],
      [45, 15],
      [60, 15],
    ] as const);
    return {
      CustNum: `C${String(10001 + i)}`,
      Name: name,
      City: where.place[0],
      State: where.place[1],
      Country: where.country,
      CreditLimit: Math.max(5000, Math.round(rng.logNormal(60000, 0.9) / 1000) * 1000),
      SalesRep: rng.chance(0.05) ? null : rng.pick(SALES_REPS),
      Stat: rng.weighted([
        ['A', 90],
        ['H', 6],
        ['I', 4],
      ] as const),
      termsDays,
    };
  });
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
    const reorder = Math.max(
      5,
      Math.round(rng.logNormal(Math.min(500, 400 / Math.sqrt(cost)), 0.6)),
    );
    const onHand = rng.chance(0.12)
      ? rng.int(0, reorder)
      : Math.round(rng.logNormal(reorder * 3, 0.7));
    items.push({
      Item: `IT-${10000 + i}`,
      Description: description,
      ProductCode: family.code,
      UM: rng.pick(family.um),
      UnitCost: cost,
      UnitPrice: round4(cost * (1.25 + rng.next() * 0.9)),
      QtyOnHand: onHand,
      ReorderPoint: reorder,
      Whse: rng.weighted(WAREHOUSES),
      Stat: rng.weighted([
        ['A', 90],
        ['S', 6],
        ['O', 4],
      ] as const),
    });
  }
  return items;
}
