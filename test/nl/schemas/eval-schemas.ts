/** The schemas `npm run eval:nl` reports beside the demo set, each served by discovery alone. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildNorthwind, northwindSource } from '../../support/northwind';
import { MAINTENANCE_CASES, MAINTENANCE_KEYS } from './maintenance-cases';
import { maintenanceDatabase, MAINTENANCE_TODAY } from './maintenance-db';
import { NORTHWIND_CASES, NORTHWIND_KEYS } from './northwind-cases';
import type { EvalSchema } from './schema-eval-types';

export const MAINTENANCE_SCHEMA: EvalSchema = {
  name: 'maintenance (plant maintenance work orders, SQLite)',
  database: maintenanceDatabase,
  today: MAINTENANCE_TODAY,
  keys: MAINTENANCE_KEYS,
  cases: MAINTENANCE_CASES,
};

/** Northwind from the shared reference folder (left out where there is none). */
export function northwindSchema(): EvalSchema | null {
  const source = northwindSource();
  if (!source) return null;
  return {
    name: 'Northwind (SQLite, shared/reference)',
    database: (cacheDir) => {
      const file = join(cacheDir, 'northwind.sqlite');
      if (!existsSync(file)) buildNorthwind(file, source);
      return file;
    },
    today: '2018-05-06',
    keys: NORTHWIND_KEYS,
    cases: NORTHWIND_CASES,
  };
}

export function evalSchemas(): EvalSchema[] {
  const northwind = northwindSchema();
  return northwind ? [MAINTENANCE_SCHEMA, northwind] : [MAINTENANCE_SCHEMA];
}
