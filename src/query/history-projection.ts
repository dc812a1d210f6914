import { Injectable } from '@nestjs/common';
import type { Role } from '../auth/capabilities';
import { CatalogService } from '../erp/catalog/catalog.service';
import { filterProperties } from '../erp/filter/filter-ast';
import { parseFilter } from '../erp/filter/filter-parser';
import { parseOrderByText } from '../erp/load-request-text';
import { DataAccessPolicy } from '../erp/policy/data-access-policy';
import type { Interpretation, QueryHistoryView, RelationView } from './query.dto';

interface Mention {
  ido: string;
  property: string;
}

/** Every (IDO, property) an interpretation names, its filters' key lists included. */
function mentionsOf(interpretation: Interpretation): Mention[] | null {
  const out: Mention[] = [];
  const add = (ido: string, names: Iterable<string>) => {
    for (const property of names) out.push({ ido, property });
  };
  try {
    if (interpretation.filter)
      add(interpretation.ido, filterProperties(parseFilter(interpretation.filter)));
    const measures = new Set(interpretation.aggregate?.measures.map((m) => m.as) ?? []);
    if (interpretation.aggregate) {
      add(interpretation.ido, interpretation.aggregate.groupBy);
      add(
        interpretation.ido,
        interpretation.aggregate.measures.flatMap((m) => (m.property ? [m.property] : [])),
      );
    } else add(interpretation.ido, interpretation.fields);
    add(
      interpretation.ido,
      parseOrderByText(interpretation.orderBy ?? undefined)
        .map((t) => t.property)
        .filter((p) => !measures.has(p)),
    );
    const visit = (ido: string, relation: RelationView) => {
      out.push({ ido, property: relation.property });
      out.push({ ido: relation.ido, property: relation.targetProperty });
      if (relation.filter) add(relation.ido, filterProperties(parseFilter(relation.filter)));
      for (const nested of relation.via) visit(relation.ido, nested);
    };
    for (const relation of interpretation.relations) visit(interpretation.ido, relation);
  } catch {
    return null;
  }
  return out;
}

/**
 * Query history shows what a question was understood as, with the filter's values and the
 * resolved key lists: data of the IDOs it names. A reader whose field mask hides any property
 * the interpretation names (or who may not see one of its IDOs) gets the entry without its
 * interpretation; a reader with a row filter on the IDO gets no count (it counted other rows).
 */
@Injectable()
export class HistoryProjection {
  constructor(
    private readonly catalog: CatalogService,
    private readonly policy: DataAccessPolicy,
  ) {}

  async project(view: QueryHistoryView, role: Role): Promise<QueryHistoryView> {
    const interpretation = view.interpretation;
    if (!interpretation) return view;
    const withheld = { ...view, interpretation: null, count: null, withheld: true };
    const mentions = mentionsOf(interpretation);
    if (!mentions) return withheld;
    const rulesByIdo = new Map<string, { visible: boolean; hidden: Set<string>; rows: boolean }>();
    for (const mention of mentions) {
      const key = mention.ido.toLowerCase();
      let rules = rulesByIdo.get(key);
      if (!rules) {
        const ido = this.catalog.find(mention.ido);
        if (!ido) return withheld;
        const found = await this.policy.rulesFor(role, ido);
        rules = {
          visible: found.visible,
          hidden: new Set(found.hiddenProperties.map((p) => p.toLowerCase())),
          rows: found.rowFilter !== undefined,
        };
        rulesByIdo.set(key, rules);
      }
      if (!rules.visible || rules.hidden.has(mention.property.toLowerCase())) return withheld;
    }
    const main = this.catalog.find(interpretation.ido);
    const mainRules = main ? await this.policy.rulesFor(role, main) : undefined;
    return mainRules?.rowFilter ? { ...view, count: null } : view;
  }
}
