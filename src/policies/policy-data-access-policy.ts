import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { Subscription } from 'rxjs';
import type { Role } from '../auth/capabilities';
import type { CatalogIdo } from '../erp/catalog/catalog-ido';
import { FilterNode } from '../erp/filter/filter-ast';
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
 * The data path's policy hook backed by stored policies: per-role field masks and row filters,
 * and the record caps. The daemon itself (no role) reads everything.
 */
@Injectable()
export class PolicyDataAccessPolicy extends DataAccessPolicy implements OnModuleDestroy {
  private readonly parsed = new Map<string, FilterNode>();
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
    const mask = entryFor(this.policies.get<FieldMask>(`data.fieldMask.${role}`), ido) ?? [];
    const filterText = entryFor(this.policies.get<RowFilters>(`data.rowFilter.${role}`), ido);
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
      hiddenProperties: mask.filter((p) => p !== '*'),
      rowFilter,
      ...caps,
    });
  }
}
