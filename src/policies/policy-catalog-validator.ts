import { Injectable, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CatalogService } from '../erp/catalog/catalog.service';
import { FilterChecker } from '../erp/filter/filter-checker';
import { parseFilter } from '../erp/filter/filter-parser';
import { PoliciesService } from './policies.service';
import { FieldMask, RowFilters } from './policy-registry';

/**
 * A field mask with a misspelt property would hide nothing and show what it meant to hide, so
 * masks and row filters are checked against the catalog before they are stored.
 */
@Injectable()
export class PolicyCatalogValidator implements OnModuleInit {
  constructor(
    private readonly policies: PoliciesService,
    private readonly moduleRef: ModuleRef,
  ) {}

  onModuleInit(): void {
    this.policies.addValidator('data.fieldMask.', (_key, value) =>
      this.checkMask(value as FieldMask),
    );
    this.policies.addValidator('data.rowFilter.', (_key, value) =>
      this.checkFilters(value as RowFilters),
    );
  }

  private catalog(): CatalogService {
    // Resolved late: the ERP module reads policies, so it cannot be a constructor dependency.
    return this.moduleRef.get(CatalogService, { strict: false });
  }

  private checkMask(mask: FieldMask): string[] {
    const problems: string[] = [];
    for (const [idoName, properties] of Object.entries(mask)) {
      const ido = this.catalog().find(idoName);
      if (!ido) {
        problems.push(`${idoName}: no such IDO`);
        continue;
      }
      for (const name of properties) {
        if (name !== '*' && !ido.property(name))
          problems.push(`${idoName}.${name}: no such property`);
      }
    }
    return problems;
  }

  private checkFilters(filters: RowFilters): string[] {
    const problems: string[] = [];
    for (const [idoName, text] of Object.entries(filters)) {
      const ido = this.catalog().find(idoName);
      if (!ido) {
        problems.push(`${idoName}: no such IDO`);
        continue;
      }
      try {
        new FilterChecker(ido).check(parseFilter(text));
      } catch (error) {
        problems.push(`${idoName}: ${(error as Error).message}`);
      }
    }
    return problems;
  }
}
