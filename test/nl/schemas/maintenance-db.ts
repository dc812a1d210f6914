/**
 * A second, small schema in another business than the demo ERP: plant maintenance (sites,
 * technicians, assets, work orders, spare parts), written in snake_case with CHECK
 * enumerations, a Y/N flag, a 0/1 flag and a foreign key whose name differs from its target's
 * key (`work_orders.assigned_to` → `technicians.technician_id`). Generated deterministically into
 * a SQLite file: the same seed gives the same rows, byte for byte.
 *
 * The NL evaluation serves it through the `sql` connector with a discovered catalog and no
 * vocabulary written for it; questions and their expected answers are in maintenance-cases.ts.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

/** Bump when the schema or the generated rows change. */
export const MAINTENANCE_VERSION = 1;
export const MAINTENANCE_SEED = 7_2026;
/** The data is generated as of this day (the evaluation's "today"). */
export const MAINTENANCE_TODAY = '2026-11-21';

const SCHEMA = `
CREATE TABLE sites (
  site_id TEXT PRIMARY KEY,
  site_name TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL
);
CREATE TABLE technicians (
  technician_id INTEGER PRIMARY KEY,
  full_name TEXT NOT NULL,
  trade TEXT NOT NULL CHECK (trade IN ('electrical', 'mechanical', 'hvac', 'plumbing')),
  hourly_rate NUMERIC(8,2) NOT NULL,
  site_id TEXT NOT NULL REFERENCES sites (site_id),
  hired_on DATE NOT NULL,
  active TEXT NOT NULL
);
CREATE TABLE assets (
  asset_id INTEGER PRIMARY KEY,
  asset_tag TEXT NOT NULL UNIQUE,
  asset_name TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('pump', 'compressor', 'conveyor', 'boiler', 'forklift', 'generator')),
  manufacturer TEXT NOT NULL,
  site_id TEXT NOT NULL REFERENCES sites (site_id),
  installed_on DATE NOT NULL,
  purchase_cost NUMERIC(12,2) NOT NULL,
  critical INTEGER NOT NULL
);
CREATE TABLE parts (
  part_number TEXT PRIMARY KEY,
  part_name TEXT NOT NULL,
  unit_cost NUMERIC(10,2) NOT NULL,
  qty_on_hand INTEGER NOT NULL,
  reorder_point INTEGER NOT NULL,
  supplier_name TEXT NOT NULL
);
CREATE TABLE work_orders (
  work_order_id INTEGER PRIMARY KEY,
  asset_id INTEGER NOT NULL REFERENCES assets (asset_id),
  assigned_to INTEGER REFERENCES technicians (technician_id),
  status TEXT NOT NULL CHECK (status IN ('open', 'in_progress', 'on_hold', 'completed', 'cancelled')),
  priority TEXT NOT NULL CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
  kind TEXT NOT NULL CHECK (kind IN ('preventive', 'corrective', 'inspection')),
  opened_on DATE NOT NULL,
  due_on DATE NOT NULL,
  completed_on DATE,
  labor_hours NUMERIC(6,2) NOT NULL,
  parts_cost NUMERIC(10,2) NOT NULL,
  summary TEXT NOT NULL
);
CREATE TABLE work_order_parts (
  work_order_id INTEGER NOT NULL REFERENCES work_orders (work_order_id),
  part_number TEXT NOT NULL REFERENCES parts (part_number),
  quantity INTEGER NOT NULL,
  PRIMARY KEY (work_order_id, part_number)
);
`;

const SITES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['S01', 'Riverside Plant', 'Lyon', 'France'],
  ['S02', 'North Works', 'Hamburg', 'Germany'],
  ['S03', 'Harbour Depot', 'Rotterdam', 'Netherlands'],
  ['S04', 'Hill Street Mill', 'Leeds', 'United Kingdom'],
  ['S05', 'Lakeside Factory', 'Munich', 'Germany'],
  ['S06', 'Valley Station', 'Porto', 'Portugal'],
];
const FIRST = [
  'Anna',
  'Ben',
  'Carla',
  'David',
  'Elena',
  'Farid',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Karin',
  'Luis',
];
const LAST = [
  'Moreau',
  'Schmidt',
  'de Vries',
  'Clarke',
  'Weber',
  'Santos',
  'Jansen',
  'Dubois',
  'Fischer',
  'Walsh',
];
const TRADES = ['electrical', 'mechanical', 'hvac', 'plumbing'] as const;
const CATEGORIES = ['pump', 'compressor', 'conveyor', 'boiler', 'forklift', 'generator'] as const;
const TAG: Readonly<Record<(typeof CATEGORIES)[number], string>> = {
  pump: 'PMP',
  compressor: 'CMP',
  conveyor: 'CNV',
  boiler: 'BLR',
  forklift: 'FLT',
  generator: 'GEN',
};
const MAKERS = ['Grundfos', 'Atlas Copco', 'Siemens', 'Viessmann', 'Toyota', 'Caterpillar', 'KSB'];
const MODELS = ['Alpha', 'Titan', 'Nova', 'Orion', 'Delta', 'Vega'];
const PART_NAMES = [
  'Bearing',
  'Seal kit',
  'V-belt',
  'Filter',
  'Gasket',
  'Impeller',
  'Fuse',
  'Contactor',
  'Sensor',
  'Valve',
  'Hose',
  'Coupling',
  'Motor brush',
  'Relay',
  'Thermostat',
  'Spark plug',
];
const SUPPLIERS = [
  'Nordic Spares AB',
  'Rhein Industrial GmbH',
  'Atlantic Parts Ltd',
  'Iberia Tecnica SA',
];
const STATUSES = ['open', 'in_progress', 'on_hold', 'completed', 'cancelled'] as const;
const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
const KINDS = ['preventive', 'corrective', 'inspection'] as const;
const VERBS = ['Replace', 'Inspect', 'Repair', 'Lubricate', 'Calibrate', 'Clean'];

/** mulberry32: small, fast and the same on every platform. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

/** Writes the maintenance database to `file` (replacing it) and returns row counts per table. */
export function generateMaintenanceDb(
  file: string,
  seed = MAINTENANCE_SEED,
): Record<string, number> {
  const r = rng(seed);
  const int = (lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)];
  const money = (lo: number, hi: number): number => Math.round((lo + r() * (hi - lo)) * 100) / 100;
  const weighted = <T>(list: readonly T[], weights: readonly number[]): T => {
    const total = weights.reduce((a, b) => a + b, 0);
    let x = r() * total;
    for (let i = 0; i < list.length; i += 1) {
      x -= weights[i];
      if (x < 0) return list[i];
    }
    return list[list.length - 1];
  };

  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.tmp`;
  rmSync(temp, { force: true });
  const db = new Database(temp);
  const counts: Record<string, number> = {};
  try {
    db.exec(SCHEMA);
    const insert = (table: string, rows: unknown[][]): void => {
      if (rows.length === 0) return;
      const stmt = db.prepare(`INSERT INTO ${table} VALUES (${rows[0].map(() => '?').join(', ')})`);
      db.transaction(() => {
        for (const row of rows) stmt.run(...row);
      })();
      counts[table] = rows.length;
    };
    insert(
      'sites',
      SITES.map((s) => [...s]),
    );

    const technicians: unknown[][] = [];
    for (let id = 1; id <= 24; id += 1) {
      technicians.push([
        id,
        `${FIRST[(id - 1) % FIRST.length]} ${LAST[(id * 7) % LAST.length]}`,
        TRADES[(id - 1) % TRADES.length],
        money(38, 85),
        SITES[(id - 1) % SITES.length][0],
        addDays('2015-01-05', int(0, 4000)),
        id % 7 === 0 ? 'N' : 'Y',
      ]);
    }
    insert('technicians', technicians);

    const assets: unknown[][] = [];
    const perCategory = new Map<string, number>();
    for (let id = 1; id <= 120; id += 1) {
      const category = CATEGORIES[(id * 5) % CATEGORIES.length];
      const n = (perCategory.get(category) ?? 0) + 1;
      perCategory.set(category, n);
      const tag = `${TAG[category]}-${String(n).padStart(4, '0')}`;
      assets.push([
        id,
        tag,
        `${pick(MODELS)} ${category} ${n}`,
        category,
        pick(MAKERS),
        SITES[int(0, SITES.length - 1)][0],
        addDays('2012-03-01', int(0, 5000)),
        money(2500, 95000),
        r() < 0.3 ? 1 : 0,
      ]);
    }
    insert('assets', assets);

    const parts: unknown[][] = [];
    for (let i = 1; i <= 80; i += 1) {
      const reorder = int(5, 40);
      parts.push([
        `P-${1000 + i}`,
        `${PART_NAMES[(i - 1) % PART_NAMES.length]} ${String.fromCharCode(65 + (i % 6))}${int(10, 99)}`,
        money(1.5, 420),
        r() < 0.25 ? int(0, reorder - 1) : int(reorder, 200),
        reorder,
        SUPPLIERS[i % SUPPLIERS.length],
      ]);
    }
    insert('parts', parts);

    const orders: unknown[][] = [];
    const used: unknown[][] = [];
    for (let id = 1; id <= 1500; id += 1) {
      const opened = addDays(MAINTENANCE_TODAY, -int(0, 540));
      const status = weighted(STATUSES, [14, 10, 6, 62, 8]);
      const due = addDays(opened, int(3, 45));
      const done =
        status === 'completed'
          ? (() => {
              const d = addDays(opened, int(1, 50));
              return d > MAINTENANCE_TODAY ? MAINTENANCE_TODAY : d;
            })()
          : null;
      const asset = int(1, 120);
      const verb = pick(VERBS);
      const partCount = weighted([0, 1, 2, 3], [30, 35, 25, 10]);
      let partsCost = 0;
      const chosen = new Set<string>();
      for (let k = 0; k < partCount; k += 1) {
        const part = parts[int(0, parts.length - 1)];
        const number = String(part[0]);
        if (chosen.has(number)) continue;
        chosen.add(number);
        const quantity = int(1, 6);
        partsCost += quantity * Number(part[2]);
        used.push([id, number, quantity]);
      }
      orders.push([
        id,
        asset,
        r() < 0.06 ? null : int(1, 24),
        status,
        weighted(PRIORITIES, [30, 40, 20, 10]),
        weighted(KINDS, [45, 40, 15]),
        opened,
        due,
        done,
        Math.round(r() * 24 * 4) / 4,
        Math.round(partsCost * 100) / 100,
        `${verb} ${String(assets[asset - 1][2]).toLowerCase()}`,
      ]);
    }
    insert('work_orders', orders);
    insert('work_order_parts', used);
  } finally {
    db.close();
  }
  renameSync(temp, file);
  return counts;
}

/** The generated file for this version and seed, made once into `cacheDir`. */
export function maintenanceDatabase(cacheDir: string): string {
  const file = `${cacheDir}/maintenance-v${MAINTENANCE_VERSION}-${MAINTENANCE_SEED}.sqlite`;
  if (!existsSync(file)) generateMaintenanceDb(file);
  return file;
}
