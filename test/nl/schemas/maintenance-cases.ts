/**
 * HELD-OUT questions over the maintenance schema (maintenance-db.ts), written before anyone
 * looked at how the engine answers them and never to be tuned against: they measure how the NL
 * engine does on a catalog built by discovery alone, with no vocabulary written for it.
 *
 * Meanings (as a maintenance planner would mean them): "open" work orders have status `open`;
 * "over" is >, "at least" >=, "between" inclusive; "this month" = 2026-11-01..today,
 * "last month" = October 2026, "next week" = Mon 2026-11-23..Sun 2026-11-29, "last 30 days" =
 * today−30..today. Today is 2026-11-21 (a Saturday). Expected IDOs are the names discovery
 * gives the tables (`work_orders` → WorkOrders); columns are the tables' own.
 */
import type {
  Pred,
  Row,
  SchemaAggregateExpectation,
  SchemaCase,
  SchemaCategory,
  SchemaData,
  SchemaExpectation,
  SchemaRowsExpectation,
} from './schema-eval-types';

const IDO: Readonly<Record<string, string>> = {
  sites: 'Sites',
  technicians: 'Technicians',
  assets: 'Assets',
  parts: 'Parts',
  work_orders: 'WorkOrders',
  work_order_parts: 'WorkOrderParts',
};

const rows = (
  table: string,
  where: Pred,
  extra: Partial<SchemaRowsExpectation> = {},
): SchemaRowsExpectation => ({ kind: 'rows', ido: IDO[table], table, where, ...extra });
const agg = (
  table: string,
  where: Pred,
  fn: SchemaAggregateExpectation['fn'],
  extra: Partial<SchemaAggregateExpectation> = {},
): SchemaAggregateExpectation => ({
  kind: 'aggregate',
  ido: IDO[table],
  table,
  where,
  fn,
  ...extra,
});
const REFUSE: SchemaExpectation = { kind: 'refuse' };
const all: Pred = () => true;
const n = (v: unknown): number => Number(v);
const s = (v: unknown): string => String(v);
const within = (v: unknown, a: string, b: string): boolean => v !== null && s(v) >= a && s(v) <= b;

const c = (category: SchemaCategory, question: string, expect: SchemaExpectation): SchemaCase => ({
  category,
  question,
  expect,
});
/** A question made from the data (a real manufacturer, a real technician's name). */
const dyn = (
  category: SchemaCategory,
  make: (d: SchemaData) => { q: string; e: SchemaExpectation },
): SchemaCase => ({ category, question: (d) => make(d).q, expect: (d) => make(d).e });

const asset = (d: SchemaData, id: unknown): Row | undefined =>
  d.tables.assets.find((a) => a.asset_id === id);
const site = (d: SchemaData, id: unknown): Row | undefined =>
  d.tables.sites.find((x) => x.site_id === id);
const tech = (d: SchemaData, id: unknown): Row | undefined =>
  d.tables.technicians.find((t) => t.technician_id === id);

export const MAINTENANCE_CASES: readonly SchemaCase[] = [
  // --- entities: the table words alone ----------------------------------------------------------
  c('entities', 'show all sites', rows('sites', all)),
  c('entities', 'list the technicians', rows('technicians', all)),
  c('entities', 'show me all assets', rows('assets', all)),
  c('entities', 'list parts', rows('parts', all)),
  c('entities', 'show work orders', rows('work_orders', all)),

  // --- everyday synonyms -------------------------------------------------------------------------
  c('synonyms', 'show all equipment', rows('assets', all)),
  c('synonyms', 'list the spare parts', rows('parts', all)),
  c('synonyms', 'show all plants', rows('sites', all)),

  // --- statuses and enumerated values -----------------------------------------------------------
  c(
    'statuses',
    'show open work orders',
    rows('work_orders', (r) => r.status === 'open'),
  ),
  c(
    'statuses',
    'work orders on hold',
    rows('work_orders', (r) => r.status === 'on_hold'),
  ),
  c(
    'statuses',
    'completed work orders',
    rows('work_orders', (r) => r.status === 'completed'),
  ),
  c(
    'statuses',
    'work orders in progress',
    rows('work_orders', (r) => r.status === 'in_progress'),
  ),
  c(
    'statuses',
    'urgent work orders',
    rows('work_orders', (r) => r.priority === 'urgent'),
  ),
  c(
    'statuses',
    'open high priority work orders',
    rows('work_orders', (r) => r.status === 'open' && r.priority === 'high'),
  ),
  c(
    'statuses',
    'preventive work orders',
    rows('work_orders', (r) => r.kind === 'preventive'),
  ),
  c(
    'statuses',
    'show pumps',
    rows('assets', (r) => r.category === 'pump'),
  ),
  c(
    'statuses',
    'assets in the boiler category',
    rows('assets', (r) => r.category === 'boiler'),
  ),
  c(
    'statuses',
    'critical assets',
    rows('assets', (r) => r.critical === 1),
  ),
  c(
    'statuses',
    'electrical technicians',
    rows('technicians', (r) => r.trade === 'electrical'),
  ),
  c(
    'statuses',
    'active technicians',
    rows('technicians', (r) => r.active === 'Y'),
  ),

  // --- names and identifiers from the data -------------------------------------------------------
  c(
    'names',
    'sites in Germany',
    rows('sites', (r) => r.country === 'Germany'),
  ),
  c(
    'names',
    'which site is in Lyon',
    rows('sites', (r) => r.city === 'Lyon'),
  ),
  c(
    'names',
    'assets made by Siemens',
    rows('assets', (r) => r.manufacturer === 'Siemens'),
  ),
  c(
    'names',
    'parts from Nordic Spares AB',
    rows('parts', (r) => r.supplier_name === 'Nordic Spares AB'),
  ),
  c(
    'names',
    'asset PMP-0007',
    rows('assets', (r) => r.asset_tag === 'PMP-0007'),
  ),
  c(
    'names',
    'part P-1042',
    rows('parts', (r) => r.part_number === 'P-1042'),
  ),
  c(
    'names',
    'show work order 42',
    rows('work_orders', (r) => r.work_order_id === 42),
  ),
  dyn('names', (d) => {
    const t = d.tables.technicians[4];
    return {
      q: `technician ${s(t.full_name)}`,
      e: rows('technicians', (r) => r.technician_id === t.technician_id),
    };
  }),

  // --- numbers and money ------------------------------------------------------------------------
  c(
    'numbers',
    'technicians with an hourly rate over 60',
    rows('technicians', (r) => n(r.hourly_rate) > 60),
  ),
  c(
    'numbers',
    'parts with a unit cost over $100',
    rows('parts', (r) => n(r.unit_cost) > 100),
  ),
  c(
    'numbers',
    'assets that cost more than $50K',
    rows('assets', (r) => n(r.purchase_cost) > 50000),
  ),
  c(
    'numbers',
    'assets with a purchase cost between 10,000 and 20,000',
    rows('assets', (r) => n(r.purchase_cost) >= 10000 && n(r.purchase_cost) <= 20000),
  ),
  c(
    'numbers',
    'work orders with more than 8 labor hours',
    rows('work_orders', (r) => n(r.labor_hours) > 8),
  ),
  c(
    'numbers',
    'work orders with parts cost of at least 1000',
    rows('work_orders', (r) => n(r.parts_cost) >= 1000),
  ),
  c(
    'numbers',
    'parts with fewer than 10 on hand',
    rows('parts', (r) => n(r.qty_on_hand) < 10),
  ),

  // --- dates ------------------------------------------------------------------------------------
  c(
    'dates',
    'work orders due before 2026-11-01',
    rows('work_orders', (r) => s(r.due_on) < '2026-11-01'),
  ),
  c(
    'dates',
    'work orders opened in October 2026',
    rows('work_orders', (r) => within(r.opened_on, '2026-10-01', '2026-10-31')),
  ),
  c(
    'dates',
    'work orders opened this month',
    rows('work_orders', (r) => within(r.opened_on, '2026-11-01', '2026-11-21')),
  ),
  c(
    'dates',
    'work orders completed last month',
    rows('work_orders', (r) => within(r.completed_on, '2026-10-01', '2026-10-31')),
  ),
  c(
    'dates',
    'work orders due next week',
    rows('work_orders', (r) => within(r.due_on, '2026-11-23', '2026-11-29')),
  ),
  c(
    'dates',
    'work orders opened in the last 30 days',
    rows('work_orders', (r) => within(r.opened_on, '2026-10-22', '2026-11-21')),
  ),
  c(
    'dates',
    'assets installed before 2015',
    rows('assets', (r) => s(r.installed_on) < '2015-01-01'),
  ),
  c(
    'dates',
    'technicians hired in 2024',
    rows('technicians', (r) => within(r.hired_on, '2024-01-01', '2024-12-31')),
  ),

  // --- negation ---------------------------------------------------------------------------------
  c(
    'negation',
    'work orders that are not completed',
    rows('work_orders', (r) => r.status !== 'completed'),
  ),
  c(
    'negation',
    'assets that are not critical',
    rows('assets', (r) => r.critical === 0),
  ),
  c(
    'negation',
    'technicians who are not electricians',
    rows('technicians', (r) => r.trade !== 'electrical'),
  ),
  c(
    'negation',
    'sites outside Germany',
    rows('sites', (r) => r.country !== 'Germany'),
  ),

  // --- property compared with property ------------------------------------------------------------
  c(
    'property-compare',
    'parts below their reorder point',
    rows('parts', (r) => n(r.qty_on_hand) < n(r.reorder_point)),
  ),
  c(
    'property-compare',
    'work orders completed after their due date',
    rows('work_orders', (r) => r.completed_on !== null && s(r.completed_on) > s(r.due_on)),
  ),

  // --- ranking ----------------------------------------------------------------------------------
  c(
    'ranking',
    'top 5 most expensive assets',
    rows('assets', all, { order: { by: 'purchase_cost', dir: 'desc' }, top: 5 }),
  ),
  c(
    'ranking',
    '10 cheapest parts',
    rows('parts', all, { order: { by: 'unit_cost', dir: 'asc' }, top: 10 }),
  ),
  c(
    'ranking',
    'technicians by hourly rate, highest first',
    rows('technicians', all, { order: { by: 'hourly_rate', dir: 'desc' } }),
  ),
  c(
    'ranking',
    'the 3 oldest assets',
    rows('assets', all, { order: { by: 'installed_on', dir: 'asc' }, top: 3 }),
  ),
  c(
    'ranking',
    'the 5 work orders with the most labor hours',
    rows('work_orders', all, { order: { by: 'labor_hours', dir: 'desc' }, top: 5 }),
  ),

  // --- counts, sums, averages, groups --------------------------------------------------------------
  c(
    'aggregates',
    'how many work orders are open',
    agg('work_orders', (r) => r.status === 'open', 'count'),
  ),
  c('aggregates', 'how many assets are there', agg('assets', all, 'count')),
  c(
    'aggregates',
    'number of technicians per trade',
    agg('technicians', all, 'count', { groupBy: 'trade' }),
  ),
  c(
    'aggregates',
    'count of work orders by status',
    agg('work_orders', all, 'count', { groupBy: 'status' }),
  ),
  c(
    'aggregates',
    'total parts cost of completed work orders',
    agg('work_orders', (r) => r.status === 'completed', 'sum', { measure: 'parts_cost' }),
  ),
  c(
    'aggregates',
    'average hourly rate of technicians',
    agg('technicians', all, 'avg', { measure: 'hourly_rate' }),
  ),
  c(
    'aggregates',
    'average purchase cost of assets by category',
    agg('assets', all, 'avg', { measure: 'purchase_cost', groupBy: 'category' }),
  ),
  c(
    'aggregates',
    'total labor hours by priority',
    agg('work_orders', all, 'sum', { measure: 'labor_hours', groupBy: 'priority' }),
  ),
  c(
    'aggregates',
    'highest unit cost of any part',
    agg('parts', all, 'max', { measure: 'unit_cost' }),
  ),
  c('aggregates', 'number of assets per site', agg('assets', all, 'count', { groupBy: 'site_id' })),
  c(
    'aggregates',
    'which category has the most assets',
    agg('assets', all, 'count', { groupBy: 'category', top: { n: 1, dir: 'desc' } }),
  ),
  c(
    'aggregates',
    'total purchase cost of critical assets',
    agg('assets', (r) => r.critical === 1, 'sum', { measure: 'purchase_cost' }),
  ),

  // --- one hop through a relation -------------------------------------------------------------------
  c(
    'relations',
    'work orders for pumps',
    rows('work_orders', (r, d) => asset(d, r.asset_id)?.category === 'pump'),
  ),
  c(
    'relations',
    'open work orders for critical assets',
    rows('work_orders', (r, d) => r.status === 'open' && asset(d, r.asset_id)?.critical === 1),
  ),
  c(
    'relations',
    'assets at sites in Germany',
    rows('assets', (r, d) => site(d, r.site_id)?.country === 'Germany'),
  ),
  c(
    'relations',
    'technicians at Harbour Depot',
    rows('technicians', (r, d) => site(d, r.site_id)?.site_name === 'Harbour Depot'),
  ),
  c(
    'relations',
    'work orders assigned to plumbing technicians',
    rows('work_orders', (r, d) => tech(d, r.assigned_to)?.trade === 'plumbing'),
  ),
  dyn('relations', (d) => {
    const t = d.tables.technicians[2];
    return {
      q: `work orders assigned to ${s(t.full_name)}`,
      e: rows('work_orders', (r) => r.assigned_to === t.technician_id),
    };
  }),

  // --- field selection ---------------------------------------------------------------------------
  c(
    'fields',
    'show asset names and purchase costs',
    rows('assets', all, { fields: ['asset_name', 'purchase_cost'] }),
  ),
  c(
    'fields',
    'list part numbers and unit costs of parts',
    rows('parts', all, { fields: ['part_number', 'unit_cost'] }),
  ),

  // --- refusals: out of domain, gibberish, changes to data ---------------------------------------------
  c('refusals', 'what is the weather in Lyon tomorrow', REFUSE),
  c('refusals', 'delete all cancelled work orders', REFUSE),
  c('refusals', 'drop table work_orders', REFUSE),
  c('refusals', 'set the unit cost of every part to zero', REFUSE),
  c('refusals', 'asdf qwerty', REFUSE),
];

export const MAINTENANCE_KEYS: Readonly<Record<string, readonly string[]>> = {
  sites: ['site_id'],
  technicians: ['technician_id'],
  assets: ['asset_id'],
  parts: ['part_number'],
  work_orders: ['work_order_id'],
  work_order_parts: ['work_order_id', 'part_number'],
};
