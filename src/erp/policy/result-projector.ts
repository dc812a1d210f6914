import { Injectable } from '@nestjs/common';
import type { Role } from '../../auth/capabilities';
import { CatalogService } from '../catalog/catalog.service';
import { filterProperties } from '../filter/filter-ast';
import { FilterChecker } from '../filter/filter-checker';
import { matchesFilter, MISSING, MissingPropertyError } from '../filter/filter-evaluator';
import type { ErpRecord, LoadColumn, LoadResult } from '../load-request';
import { DataAccessPolicy } from './data-access-policy';

/** A column of a kept result; `internal` ones are read only so policies can be applied later. */
export interface KeptColumn extends LoadColumn {
  internal?: boolean;
}

/**
 * ERP records kept by the daemon to be shown later, to whoever asks then: an agent run's step
 * results, an alert's matching records. They were read without a role, so every reader's field
 * mask and row filter is applied when they leave (`ResultProjector`).
 */
export interface KeptResult {
  ido: string;
  aggregate: boolean;
  columns: KeptColumn[];
  records: ErpRecord[];
  /** All matches of the load, of which `records` may be the first few. */
  count: number | null;
}

/**
 * A number an agent computed over an IDO (a count of matches, a sum of a property): shown to a
 * reader only when they could have computed it themselves from what they may see.
 */
export interface KeptValue {
  ido: string;
  fn: 'count' | 'sum' | 'avg' | 'min' | 'max';
  property?: string;
  value: number | null;
}

/** What one reader may see of a kept result. */
export interface ProjectedResult {
  ido: string;
  aggregate: boolean;
  columns: LoadColumn[];
  records: ErpRecord[];
  /** Null when the reader's row filter makes the total unknowable from what was kept. */
  count: number | null;
  /** Records (or aggregate rows) left out for this reader by a row filter or a hidden IDO. */
  withheld: number;
}

export function keepResult(
  result: LoadResult,
  internal: ReadonlySet<string> = new Set(),
): KeptResult {
  return {
    ido: result.ido,
    aggregate: false,
    columns: result.columns.map((c) =>
      c.property && internal.has(c.property) ? { ...c, internal: true } : { ...c },
    ),
    records: result.records,
    count: result.count,
  };
}

/**
 * Applies a role's field mask and row filter to records that were read earlier without a role,
 * in memory and with the SQL meaning of the filter. It fails closed: a record that lacks a
 * property the row filter needs is withheld, aggregate rows under a row filter are withheld (a
 * sum over rows the reader may not see tells about them), and so is an IDO the role may not see.
 */
@Injectable()
export class ResultProjector {
  constructor(
    private readonly catalog: CatalogService,
    private readonly policy: DataAccessPolicy,
  ) {}

  /** Properties any role's row filter names on `ido`: a kept result should carry them. */
  async rowFilterProperties(idoName: string, roles: readonly Role[]): Promise<string[]> {
    const ido = this.catalog.find(idoName);
    if (!ido) return [];
    const out = new Set<string>();
    for (const role of roles) {
      const rules = await this.policy.rulesFor(role, ido);
      if (!rules.rowFilter) continue;
      try {
        const checked = new FilterChecker(ido).check(rules.rowFilter);
        for (const property of filterProperties(checked)) out.add(property);
      } catch {
        // A row filter that no longer checks is refused at read time anyway.
      }
    }
    return [...out];
  }

  /** The value, or null (`withheld`) when a field mask, row filter or hidden IDO covers it. */
  async projectValue(
    value: KeptValue,
    role: Role | undefined,
  ): Promise<{ value: number | null; withheld: boolean }> {
    if (!role) return { value: value.value, withheld: false };
    const ido = this.catalog.find(value.ido);
    if (!ido) return { value: null, withheld: true };
    const rules = await this.policy.rulesFor(role, ido);
    const hidden =
      !rules.visible ||
      rules.rowFilter !== undefined ||
      (value.property !== undefined &&
        rules.hiddenProperties.some((p) => p.toLowerCase() === value.property?.toLowerCase()));
    return hidden ? { value: null, withheld: true } : { value: value.value, withheld: false };
  }

  async project(result: KeptResult, role: Role | undefined): Promise<ProjectedResult> {
    const outputColumns = result.columns.filter((c) => !c.internal);
    const strip = (columns: KeptColumn[]): LoadColumn[] =>
      columns.map(({ internal: _internal, ...column }) => column);
    // Every record, with these columns: nothing for a row filter to take out.
    const everyRecord = (columns: KeptColumn[]): ProjectedResult => ({
      ido: result.ido,
      aggregate: result.aggregate,
      columns: strip(columns),
      records: result.records.map((r) => pick(r, columns)),
      count: result.count,
      withheld: 0,
    });
    if (!role) return everyRecord(outputColumns);
    const nothing: ProjectedResult = {
      ido: result.ido,
      aggregate: result.aggregate,
      columns: [],
      records: [],
      count: null,
      withheld: result.records.length,
    };
    const ido = this.catalog.find(result.ido);
    if (!ido) return nothing;
    const rules = await this.policy.rulesFor(role, ido);
    if (!rules.visible) return nothing;
    const hidden = new Set(rules.hiddenProperties.map((p) => p.toLowerCase()));
    const shown = outputColumns.filter((c) => !c.property || !hidden.has(c.property.toLowerCase()));
    if (!rules.rowFilter) return everyRecord(shown);
    if (result.aggregate) return { ...nothing, columns: strip(shown) };
    let rowFilter;
    try {
      rowFilter = new FilterChecker(ido).check(rules.rowFilter);
    } catch {
      return { ...nothing, columns: strip(shown) };
    }
    const keyOf = new Map<string, string>();
    for (const column of result.columns) {
      if (column.property) keyOf.set(column.property.toLowerCase(), column.key);
    }
    const kept: ErpRecord[] = [];
    for (const record of result.records) {
      try {
        const visible = matchesFilter(rowFilter, (property) => {
          const key = keyOf.get(property.toLowerCase());
          return key === undefined || !(key in record) ? MISSING : record[key];
        });
        if (visible) kept.push(pick(record, shown));
      } catch (error) {
        if (!(error instanceof MissingPropertyError)) throw error;
      }
    }
    const complete = result.count !== null && result.count === result.records.length;
    return {
      ido: result.ido,
      aggregate: false,
      columns: strip(shown),
      records: kept,
      count: complete ? kept.length : null,
      withheld: result.records.length - kept.length,
    };
  }
}

function pick(record: ErpRecord, columns: readonly LoadColumn[]): ErpRecord {
  const out: ErpRecord = {};
  for (const column of columns) out[column.key] = record[column.key] ?? null;
  return out;
}
