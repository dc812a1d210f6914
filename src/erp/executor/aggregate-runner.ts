import { DomainError } from '../../common/errors/domain-error';
import type { CatalogIdo } from '../catalog/catalog-ido';
import type { PropertyDefinition, PropertyType } from '../catalog/catalog.types';
import type {
  ConnectorAggregate,
  ConnectorMeasure,
  ErpConnector,
} from '../connectors/erp-connector.port';
import type { FilterNode } from '../filter/filter-ast';
import {
  AGGREGATE_FUNCTIONS,
  AggregateSpec,
  ErpRecord,
  ErpValue,
  LoadColumn,
  OrderTerm,
  RecordKeys,
} from '../load-request';

const MEASURE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_GROUP_BY = 8;
const MAX_MEASURES = 16;

export interface AggregateRun {
  ido: CatalogIdo;
  hidden: ReadonlySet<string>;
  spec: AggregateSpec;
  orderBy: readonly OrderTerm[];
  filter?: FilterNode;
  limit: number;
  today: string;
  keys: RecordKeys;
}

function round(value: ErpValue, places: number): ErpValue {
  if (typeof value !== 'number') return value;
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/**
 * Validates an aggregate spec against the catalog and runs it through the connector: counts,
 * sums, averages, minima and maxima, optionally grouped, ordered by group or measure, limited.
 * Sums of money are rounded to the property's scale so that floating-point dust never shows.
 */
export class AggregateRunner {
  constructor(private readonly connector: ErpConnector) {}

  async run(
    run: AggregateRun,
  ): Promise<{ records: ErpRecord[]; columns: LoadColumn[]; groups: number }> {
    const { ido, hidden, spec } = run;
    const fail = (message: string): DomainError =>
      DomainError.validation(message, [{ field: 'aggregate', message }]);
    const property = (name: string, where: string): PropertyDefinition => {
      const prop = ido.property(name);
      if (!prop || hidden.has(prop.name)) {
        throw fail(`unknown property ${name} of ${ido.name} in ${where}`);
      }
      return prop;
    };
    if (spec.groupBy.length > MAX_GROUP_BY)
      throw fail(`at most ${MAX_GROUP_BY} group-by properties`);
    if (spec.measures.length === 0 || spec.measures.length > MAX_MEASURES) {
      throw fail(`an aggregate needs 1 to ${MAX_MEASURES} measures`);
    }
    const groupBy = [
      ...new Map(spec.groupBy.map((g) => property(g, 'groupBy')).map((p) => [p.name, p])).values(),
    ];
    const groupKeys = groupBy.map((p) => (run.keys === 'alias' ? p.alias : p.name));
    const names = new Set(groupKeys.map((k) => k.toLowerCase()));
    const measures: ConnectorMeasure[] = spec.measures.map((m) => {
      if (!AGGREGATE_FUNCTIONS.includes(m.fn))
        throw fail(`unknown aggregate function ${String(m.fn)}`);
      if (!MEASURE_NAME.test(m.as))
        throw fail(`measure name ${m.as} must be letters, digits and _`);
      if (names.has(m.as.toLowerCase())) throw fail(`output name ${m.as} is used twice`);
      names.add(m.as.toLowerCase());
      if (m.property === undefined) {
        if (m.fn !== 'count') throw fail(`${m.fn} needs a property`);
        return { fn: m.fn };
      }
      const prop = property(m.property, `measure ${m.as}`);
      if (
        (m.fn === 'sum' || m.fn === 'avg') &&
        prop.type !== 'integer' &&
        prop.type !== 'decimal'
      ) {
        throw fail(`${m.fn} needs a numeric property; ${prop.name} is ${prop.type}`);
      }
      return { fn: m.fn, property: prop };
    });
    const orderBy: Array<ConnectorAggregate['orderBy'][number]> = run.orderBy.map((term) => {
      const measure = spec.measures.findIndex(
        (m) => m.as.toLowerCase() === term.property.toLowerCase(),
      );
      if (measure >= 0) return { measure, direction: term.direction };
      const prop = property(term.property, 'orderby');
      const group = groupBy.indexOf(prop);
      if (group < 0) throw fail(`orderby ${term.property} is neither a group nor a measure`);
      return { group, direction: term.direction };
    });
    if (orderBy.length === 0) {
      groupBy.forEach((_, group) => orderBy.push({ group, direction: 'asc' }));
    }
    const result = await this.connector.aggregate({
      ido,
      filter: run.filter,
      groupBy,
      measures,
      orderBy,
      limit: run.limit,
      today: run.today,
    });
    const columns: LoadColumn[] = [
      ...groupBy.map((p, i) => ({
        key: groupKeys[i],
        property: p.name,
        type: p.type,
        label: p.label,
      })),
      ...spec.measures.map((m, i) => {
        const prop = measures[i].property;
        const type: PropertyType =
          m.fn === 'count' ? 'integer' : m.fn === 'avg' ? 'decimal' : (prop?.type ?? 'decimal');
        const label = prop ? `${m.fn} of ${prop.label}` : 'count';
        return { key: m.as, ...(prop ? { property: prop.name } : {}), type, label };
      }),
    ];
    const records = result.rows.map((row) => {
      const record: ErpRecord = {};
      columns.forEach((column, i) => {
        let value = row[i] ?? null;
        if (i >= groupBy.length) {
          const m = measures[i - groupBy.length];
          if (m.fn === 'count' && value === null) value = 0;
          else if (m.fn === 'avg') value = round(value, 4);
          else if (m.property?.type === 'decimal') value = round(value, m.property.scale ?? 2);
        }
        record[column.key] = value;
      });
      return record;
    });
    return { records, columns, groups: result.groups };
  }
}
