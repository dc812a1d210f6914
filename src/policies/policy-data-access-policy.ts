import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { Subscription } from 'rxjs';
import type { Role } from '../auth/capabilities';
import type { CatalogIdo } from '../erp/catalog/catalog-ido';
import { derivedInputs, RollupStep } from '../erp/catalog/derived-inputs';
import { FilterNode, filterProperties } from '../erp/filter/filter-ast';
import { parseFilter } from '../erp/filter/filter-parser';
import { AccessRules, DataAccessPolicy } from '../erp/policy/data-access-policy';
import { PoliciesService } from './policies.service';
import { FieldMask, RowFilters } from './policy-registry';

function entryFor<T>(map: Record<string, T>, ido: CatalogIdo): T | undefined {
  const wanted = ido.name.toLowerCase();
  for (const [name, value] of Object.entries(map)) if (name.toLowerCase() === wanted) return value;
  return undefined;
}

/**
 * Derived properties of `ido` the role may not read because of what they are computed from: an
 * input the role's field mask hides (on this IDO or on one it rolls up from), or a roll-up over
 * records the role may not all see (an IDO hidden whole, or narrowed by a row filter) — a total
 * over records the reader may not see would tell about them. Fails closed: withheld, not
 * recomputed over the visible part. One case is provably safe and kept: a roll-up onto the same
 * IDO whose row filter names only properties the roll-up matches to themselves (payments of the
 * same CustNum under `CustNum = '1001'`): every matched record passes the filter the outer one
 * passed.
 */
export function withheldDerived(
  ido: CatalogIdo,
  masks: FieldMask,
  rowFilters: RowFilters,
  ownMask: readonly string[],
): string[] {
  const withheld: string[] = [];
  const hiddenOn = (on: CatalogIdo): Set<string> =>
    new Set((on === ido ? ownMask : (entryFor(masks, on) ?? [])).map((p) => p.toLowerCase()));
  const seesAllMatched = (step: RollupStep): boolean => {
    const text = entryFor(rowFilters, step.to);
    if (text === undefined) return true;
    if (step.from !== step.to) return false;
    let named: string[];
    try {
      named = filterProperties(parseFilter(text));
    } catch {
      return false;
    }
    return named.every((p) => step.shared.has(p.toLowerCase()));
  };
  for (const prop of ido.properties) {
    if (!prop.derived || ownMask.some((p) => p.toLowerCase() === prop.name.toLowerCase())) continue;
    const blocked = derivedInputs(ido, prop.name).some(({ ido: on, property, rollups }) => {
      const hidden = hiddenOn(on);
      if (hidden.has('*') || hidden.has(property.toLowerCase())) return true;
      return !rollups.every(seesAllMatched);
    });
    if (blocked) withheld.push(prop.name);
  }
  return withheld;
}

/**
 * The data path's policy hook backed by stored policies: per-role field masks and row filters,
 * and the record caps. The daemon itself (no role) reads everything.
 */
@Injectable()
export class PolicyDataAccessPolicy extends DataAccessPolicy implements OnModuleDestroy {
  private readonly parsed = new Map<string, FilterNode>();
  /**
   * withheldDerived walks every derived property's inputs: memoised per (field masks, row
   * filters, IDO) by identity. A policy change stores a new value object (PoliciesService
   * parses each stored version afresh) and a catalog change new CatalogIdo objects, so a
   * changed policy or catalog never meets a stale entry, and old ones go with their keys.
   */
  private readonly withheld = new WeakMap<
    FieldMask,
    WeakMap<RowFilters, WeakMap<CatalogIdo, string[]>>
  >();
  private readonly subscription: Subscription;

  constructor(private readonly policies: PoliciesService) {
    super();
    this.subscription = policies.changed$.subscribe((key) => {
      if (key.startsWith('data.rowFilter.')) this.parsed.clear();
    });
  }

  onModuleDestroy(): void {
    this.subscription.unsubscribe();
  }

  rulesFor(role: Role | undefined, ido: CatalogIdo): Promise<AccessRules> {
    const caps = {
      defaultRecordcap: this.policies.get<number>('ido.defaultRecordcap'),
      maxRecordcap: this.policies.get<number>('ido.maxRecordcap'),
    };
    if (!role) return Promise.resolve({ visible: true, hiddenProperties: [], ...caps });
    const masks = this.policies.get<FieldMask>(`data.fieldMask.${role}`);
    const rowFilters = this.policies.get<RowFilters>(`data.rowFilter.${role}`);
    const mask = entryFor(masks, ido) ?? [];
    const filterText = entryFor(rowFilters, ido);
    let rowFilter: FilterNode | undefined;
    if (filterText) {
      const cacheKey = `${role}\u0000${filterText}`;
      rowFilter = this.parsed.get(cacheKey);
      if (!rowFilter) {
        rowFilter = parseFilter(filterText);
        this.parsed.set(cacheKey, rowFilter);
      }
    }
    return Promise.resolve({
      visible: !mask.includes('*'),
      hiddenProperties: [
        ...mask.filter((p) => p !== '*'),
        ...this.withheldFor(ido, masks, rowFilters, mask),
      ],
      rowFilter,
      ...caps,
    });
  }

  private withheldFor(
    ido: CatalogIdo,
    masks: FieldMask,
    rowFilters: RowFilters,
    mask: readonly string[],
  ): string[] {
    let byFilters = this.withheld.get(masks);
    if (!byFilters) this.withheld.set(masks, (byFilters = new WeakMap()));
    let byIdo = byFilters.get(rowFilters);
    if (!byIdo) byFilters.set(rowFilters, (byIdo = new WeakMap()));
    let names = byIdo.get(ido);
    if (!names) byIdo.set(ido, (names = withheldDerived(ido, masks, rowFilters, mask)));
    return names;
  }
}
