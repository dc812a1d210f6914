/** The schemas `npm run eval:nl` reports beside the demo set, each served by discovery alone. */
import { MAINTENANCE_CASES, MAINTENANCE_KEYS } from './maintenance-cases';
import { maintenanceDatabase, MAINTENANCE_TODAY } from './maintenance-db';
import type { EvalSchema } from './schema-eval-types';

export const MAINTENANCE_SCHEMA: EvalSchema = {
  name: 'maintenance (plant maintenance work orders, SQLite)',
  database: maintenanceDatabase,
  today: MAINTENANCE_TODAY,
  keys: MAINTENANCE_KEYS,
  cases: MAINTENANCE_CASES,
};

export const EVAL_SCHEMAS: readonly EvalSchema[] = [MAINTENANCE_SCHEMA];
