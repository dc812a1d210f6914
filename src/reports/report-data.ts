import { Role } from '../auth/capabilities';
import { IdoExecutorService } from '../erp/executor/ido-executor.service';
import { AggregateMeasure, ErpRecord, FilterNode, LoadColumn, f } from '../erp/load-request';
import {
  BucketSource,
  GroupSource,
  ListSource,
  ReportColumn,
  ReportCondition,
  ReportDefinition,
  ReportParameterValues,
} from './report-definition';

/** What a renderer needs: columns, an estimate for progress, the rows as a stream, totals. */
export interface ReportData {
  columns: ReportColumn[];
  /** Rows to expect, for progress; null when unknown. */
  expectedRows: number | null;
  /** Paged lists stream asynchronously; grouped results are already in memory. */
  rows: AsyncIterable<ErpRecord> | Iterable<ErpRecord>;
  /** Sums under the table, filled while the rows stream (read after the stream ends). */
  totals: Record<string, number>;
  chart?: { labelKey: string; valueKey: string };
}

export interface ReportDataOptions {
  role?: Role;
  batchSize: number;
}

function toColumn(column: LoadColumn): ReportColumn {
  return { key: column.key, property: column.property, label: column.label, type: column.type };
}

/** The AND of a definition's conditions; a parameter's condition only when it has a value. */
export function conditionsFilter(
  conditions: readonly ReportCondition[] | undefined,
  values: ReportParameterValues,
): FilterNode | undefined {
  const nodes = (conditions ?? []).map((c): FilterNode | undefined => {
    if (c.otherProperty)
      return f.cmp(c.property, c.op === 'in' ? '=' : c.op, f.prop(c.otherProperty));
    const value = c.param !== undefined ? values[c.param] : c.value;
    if (value === null || value === undefined) return undefined;
    if (c.op === 'in')
      return f.in(c.property, Array.isArray(value) ? value : [value as string | number]);
    if (Array.isArray(value))
      throw new Error(`condition on ${c.property} needs op "in" for a list`);
    return f.cmp(c.property, c.op, value as string | number);
  });
  return f.and(...nodes);
}

/**
 * Turns a definition and its parameters into rows through the one data path (the executor), so
 * the caller's field masks and row filters apply. Lists page with keyset bookmarks: memory
 * stays flat however many rows there are.
 */
export class ReportDataSource {
  constructor(
    private readonly executor: IdoExecutorService,
    private readonly options: ReportDataOptions,
  ) {}

  async open(definition: ReportDefinition, values: ReportParameterValues): Promise<ReportData> {
    const data = await this.openSource(definition, values);
    if (definition.chart) {
      const { label, value } = definition.chart;
      const labelColumn =
        data.columns.find((c) => c.key === label || c.property === label) ?? data.columns[0];
      const valueColumn = data.columns.find((c) => c.key === value);
      if (valueColumn) data.chart = { labelKey: labelColumn.key, valueKey: valueColumn.key };
    }
    return data;
  }

  private openSource(
    definition: ReportDefinition,
    values: ReportParameterValues,
  ): Promise<ReportData> {
    const source = definition.source;
    switch (source.kind) {
      case 'list':
        return this.list(source, values);
      case 'group':
        return this.group(source, values);
      case 'buckets':
        return this.buckets(source, values);
    }
  }

  private async list(source: ListSource, values: ReportParameterValues): Promise<ReportData> {
    const context = { role: this.options.role, keys: 'alias' as const };
    // A column the role's field mask hides is left out of the report, not an error.
    const visible = new Set(
      (await this.executor.metadata(source.ido, this.options.role)).properties.map((p) => p.name),
    );
    const request = {
      ido: source.ido,
      properties: source.properties.filter((p) => visible.has(p)),
      filter: conditionsFilter(source.conditions, values),
      orderBy: (source.orderBy ?? []).map((o) => ({ property: o.key, direction: o.direction })),
      limit: this.options.batchSize,
    };
    const first = await this.executor.load({ ...request, count: true }, context);
    const totalKeys = first.columns
      .filter((c) => c.property && source.totals?.includes(c.property))
      .map((c) => c.key);
    const totals: Record<string, number> = Object.fromEntries(totalKeys.map((k) => [k, 0]));
    const executor = this.executor;
    async function* rows(): AsyncGenerator<ErpRecord> {
      let page = first;
      for (;;) {
        for (const record of page.records) {
          for (const key of totalKeys) totals[key] += Number(record[key] ?? 0);
          yield record;
        }
        if (!page.nextBookmark) return;
        page = await executor.load(
          { ...request, bookmark: page.nextBookmark, count: false },
          context,
        );
      }
    }
    return {
      columns: first.columns.map(toColumn),
      expectedRows: first.count,
      rows: rows(),
      totals,
    };
  }

  private async group(source: GroupSource, values: ReportParameterValues): Promise<ReportData> {
    // As for list columns, a measure over a property the role may not see is left out.
    const visible = new Set(
      (await this.executor.metadata(source.ido, this.options.role)).properties.map((p) => p.name),
    );
    const measures = source.measures.filter((m) => !m.property || visible.has(m.property));
    const orderBy =
      source.orderBy &&
      measures.some((m) => m.as === source.orderBy?.key || source.groupBy === source.orderBy?.key)
        ? [{ property: source.orderBy.key, direction: source.orderBy.direction }]
        : [];
    const result = await this.executor.load(
      {
        ido: source.ido,
        filter: conditionsFilter(source.conditions, values),
        aggregate: {
          groupBy: [source.groupBy],
          measures: measures.map(({ fn, property, as }) => ({ fn, property, as })),
        },
        orderBy,
        limit: 0,
      },
      { role: this.options.role, keys: 'alias' },
    );
    const labels = new Map(measures.map((m) => [m.as, m.label]));
    const columns = result.columns.map((c) => ({
      ...toColumn(c),
      label: labels.get(c.key) ?? c.label,
    }));
    const totals: Record<string, number> = {};
    for (const m of measures) {
      if (m.fn === 'sum' || m.fn === 'count') {
        totals[m.as] = result.records.reduce((sum, r) => sum + Number(r[m.as] ?? 0), 0);
      }
    }
    return { columns, expectedRows: result.records.length, rows: result.records, totals };
  }

  private async buckets(source: BucketSource, values: ReportParameterValues): Promise<ReportData> {
    const base = conditionsFilter(source.conditions, values);
    const measure: AggregateMeasure = {
      fn: source.measure.fn,
      property: source.measure.property,
      as: 'value',
    };
    const byGroup = new Map<string, ErpRecord>();
    let groupColumn: ReportColumn | undefined;
    const bucketKeys = source.buckets.map((_, i) => `bucket_${i + 1}`);
    for (const [i, bucket] of source.buckets.entries()) {
      const range = f.and(
        bucket.min !== undefined ? f.cmp(source.bucketBy, '>=', bucket.min) : undefined,
        bucket.max !== undefined ? f.cmp(source.bucketBy, '<=', bucket.max) : undefined,
      );
      const result = await this.executor.load(
        {
          ido: source.ido,
          filter: f.and(base, range),
          aggregate: { groupBy: [source.groupBy], measures: [measure] },
          limit: 0,
        },
        { role: this.options.role, keys: 'alias' },
      );
      groupColumn ??= toColumn(result.columns[0]);
      for (const record of result.records) {
        const group = String(record[groupColumn.key]);
        let row = byGroup.get(group);
        if (!row) {
          row = {
            [groupColumn.key]: record[groupColumn.key],
            ...Object.fromEntries(bucketKeys.map((k) => [k, 0])),
            total: 0,
          };
          byGroup.set(group, row);
        }
        row[bucketKeys[i]] = Number(record.value ?? 0);
      }
    }
    const rows = [...byGroup.values()];
    for (const row of rows) {
      row.total = round2(bucketKeys.reduce((sum, k) => sum + Number(row[k]), 0));
    }
    rows.sort((a, b) => Number(b.total) - Number(a.total));
    const columns: ReportColumn[] = [
      groupColumn ?? { key: 'group', label: source.groupBy, type: 'string' },
      ...source.buckets.map((b, i) => ({
        key: bucketKeys[i],
        label: b.label,
        type: 'decimal' as const,
      })),
      { key: 'total', label: 'Total', type: 'decimal' },
    ];
    const totals = Object.fromEntries(
      [...bucketKeys, 'total'].map((k) => [
        k,
        round2(rows.reduce((sum, r) => sum + Number(r[k]), 0)),
      ]),
    );
    return { columns, expectedRows: rows.length, rows, totals };
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
