import type { CatalogIdo } from '../erp/catalog/catalog-ido';
import type { PropertyDefinition } from '../erp/catalog/catalog.types';
import type { ExtensionDataSet } from '../erp/connectors/erp-connector.port';
import { FilterChecker } from '../erp/filter/filter-checker';
import type { ErpValue } from '../erp/load-request';
import { conditionsFilter } from '../reports/report-data';
import type { ReportDefinition } from '../reports/report-definition';
import type { DemoRows } from './manifest/manifest-loader';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Faults listed per file before the rest is summarized. */
const MAX_ROW_FAULTS = 20;
const MAX_TEXT = 4000;

/**
 * Everything wrong with a report definition against the catalog it will run on: the IDO and
 * every property it names, parameters its conditions use, order keys, totals, chart columns,
 * and the types and enumeration codes of its fixed conditions (checked as the IDO filter they
 * become). A definition that passes generates without a catalog error.
 */
export function reportFaults(def: ReportDefinition, idos: readonly CatalogIdo[]): string[] {
  const faults: string[] = [];
  const at = (what: string): void => {
    faults.push(`report ${def.name}: ${what}`);
  };
  const source = def.source;
  const ido = idos.find((i) => i.name.toLowerCase() === source.ido.toLowerCase());
  if (!ido) {
    at(`no IDO ${source.ido}`);
    return faults;
  }
  const has = (name: string | undefined, where: string): void => {
    if (name === undefined) return;
    const found = ido.property(name);
    if (!found) at(`${where} names no property of ${ido.name}: ${name}`);
    // Reports match columns by exact name (a field mask drops a column by its name).
    else if (found.name !== name) at(`${where} names ${name}; spell it ${found.name}`);
  };
  const params = new Set<string>();
  for (const p of def.parameters) {
    if (params.has(p.name)) at(`parameter ${p.name} is declared twice`);
    params.add(p.name);
    if (p.type === 'enum' && !p.values) at(`enum parameter ${p.name} needs values`);
  }
  for (const c of source.conditions ?? []) {
    has(c.property, 'a condition');
    has(c.otherProperty, 'a condition');
    if (c.param !== undefined && !params.has(c.param))
      at(`a condition uses unknown parameter ${c.param}`);
  }
  const columns = new Set<string>();
  switch (source.kind) {
    case 'list':
      for (const p of source.properties) has(p, 'properties');
      for (const o of source.orderBy ?? []) has(o.key, 'orderBy');
      for (const t of source.totals ?? []) {
        if (!source.properties.includes(t)) at(`totals names ${t}, which is not among properties`);
      }
      source.properties.forEach((p) => columns.add(p));
      break;
    case 'group':
      has(source.groupBy, 'groupBy');
      for (const m of source.measures) {
        has(m.property, `measure ${m.as}`);
        if (m.fn !== 'count' && !m.property) at(`measure ${m.as} (${m.fn}) needs a property`);
        columns.add(m.as);
      }
      if (
        source.orderBy &&
        source.orderBy.key !== source.groupBy &&
        !columns.has(source.orderBy.key)
      ) {
        at(`orderBy ${source.orderBy.key} is neither groupBy nor a measure`);
      }
      columns.add(source.groupBy);
      break;
    case 'buckets':
      has(source.groupBy, 'groupBy');
      has(source.bucketBy, 'bucketBy');
      has(source.measure.property, 'measure');
      if (source.measure.fn === 'sum' && !source.measure.property)
        at('a sum measure needs a property');
      source.buckets.forEach((_, i) => columns.add(`bucket_${i + 1}`));
      columns.add('total');
      columns.add(source.groupBy);
      break;
  }
  if (def.chart) {
    if (!ido.property(def.chart.label) && !columns.has(def.chart.label))
      at(`chart label ${def.chart.label} is no column`);
    if (!columns.has(def.chart.value)) at(`chart value ${def.chart.value} is no column`);
  }
  if (faults.length === 0) {
    try {
      // Parameter conditions are left out (no values yet); fixed ones are checked as a filter.
      const fixed = conditionsFilter(source.conditions, {});
      if (fixed) new FilterChecker(ido).check(fixed);
    } catch (error) {
      at(`conditions: ${(error as Error).message}`);
    }
  }
  return faults;
}

function valueFault(p: PropertyDefinition, value: unknown): string | null {
  if (value === null || value === undefined) return p.nullable && !p.key ? null : 'is required';
  switch (p.type) {
    case 'string':
      return typeof value === 'string' && value.length <= MAX_TEXT ? null : 'must be text';
    case 'integer':
      return Number.isSafeInteger(value) ? null : 'must be a whole number';
    case 'decimal':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number';
    case 'date':
      return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : 'must be a date like 2026-03-31';
    case 'enum':
      return typeof value === 'string' && p.enumValues?.some((v) => v.value === value)
        ? null
        : `must be one of ${(p.enumValues ?? []).map((v) => v.value).join(', ')}`;
  }
}

/**
 * The demo data sets of extension `source`: one per IDO it declares or adds stored properties
 * to (empty where the bundle ships no rows, so the demo connector still has the table), each
 * row checked against the property types. `faults` collects what is wrong.
 */
export function demoDataSets(
  source: string,
  given: readonly DemoRows[],
  after: readonly CatalogIdo[],
  faults: string[],
): ExtensionDataSet[] {
  const sets = new Map<string, ExtensionDataSet>();
  for (const ido of after) {
    const own = ido.properties.filter((p) => p.source === source && !p.derived && !p.key);
    if (ido.source === source || own.length > 0) {
      sets.set(ido.name.toLowerCase(), {
        ido,
        properties: ido.source === source ? ido.properties.filter((p) => !p.derived) : own,
        rows: [],
      });
    }
  }
  const seenKeys = new Map<string, Set<string>>();
  for (const entry of given) {
    const set = sets.get(entry.ido.toLowerCase());
    if (!set) {
      faults.push(`demoData ${entry.file}: the extension adds no stored property to ${entry.ido}`);
      continue;
    }
    const keys = set.ido.keys.map((k) => set.ido.property(k) as PropertyDefinition);
    const allowed = new Map([...keys, ...set.properties].map((p) => [p.name, p]));
    const rows: Array<Record<string, ErpValue>> = [];
    const seen = seenKeys.get(set.ido.name) ?? new Set<string>();
    seenKeys.set(set.ido.name, seen);
    let rowFaults = 0;
    const fault = (message: string): void => {
      rowFaults += 1;
      if (rowFaults <= MAX_ROW_FAULTS) faults.push(`demoData ${entry.file}: ${message}`);
    };
    entry.rows.forEach((raw, i) => {
      const row: Record<string, ErpValue> = {};
      for (const [name, value] of Object.entries(raw)) {
        const p = allowed.get(name);
        if (!p) {
          fault(
            `row ${i + 1}: ${name} is not a key of ${set.ido.name} nor a property the extension stores`,
          );
          continue;
        }
        const problem = valueFault(p, value);
        if (problem) fault(`row ${i + 1}: ${name} ${problem}`);
        else row[name] = (value ?? null) as ErpValue;
      }
      for (const p of [...keys, ...set.properties]) {
        if (!(p.name in raw) && (p.key || !p.nullable))
          fault(`row ${i + 1}: ${p.name} is required`);
      }
      const id = JSON.stringify(
        keys.map((k) =>
          typeof row[k.name] === 'string' ? String(row[k.name]).toLowerCase() : row[k.name],
        ),
      );
      if (seen.has(id)) fault(`row ${i + 1}: the key ${id} appears twice`);
      seen.add(id);
      rows.push(row);
    });
    if (rowFaults > MAX_ROW_FAULTS)
      faults.push(`demoData ${entry.file}: ${rowFaults - MAX_ROW_FAULTS} more faults`);
    sets.set(entry.ido.toLowerCase(), { ...set, rows: [...set.rows, ...rows] });
  }
  return [...sets.values()];
}
