import type { CatalogIdo } from '../../../erp/catalog/catalog-ido';

/**
 * One step between IDOs: `from.fromProperty IN (SELECT to.toProperty FROM to …)`. A catalog
 * relation gives a step both ways: purchase orders → vendors (VendNum → VendNum) and vendors →
 * purchase orders (VendNum ← VendNum).
 */
export interface RelationStep {
  from: string;
  fromProperty: string;
  to: string;
  toProperty: string;
  /** True when `from` holds the reference (many-to-one): each record has at most one target. */
  forward: boolean;
}

/** Longest path the planner follows: purchase order lines → purchase orders → vendors. */
const MAX_HOPS = 2;

/** The catalog's relations as a graph, for placing a condition on an IDO related to the main one. */
export class RelationGraph {
  private readonly steps = new Map<string, RelationStep[]>();
  private readonly order: Map<string, number>;
  private readonly paths = new Map<string, RelationStep[] | undefined>();

  constructor(idos: readonly CatalogIdo[]) {
    this.order = new Map(idos.map((ido, i) => [ido.name, i]));
    for (const ido of idos) {
      for (const r of ido.relations) {
        const target = idos.find((t) => t.name.toLowerCase() === r.targetIdo.toLowerCase());
        if (!target) continue;
        this.add({
          from: ido.name,
          fromProperty: r.property,
          to: target.name,
          toProperty: r.targetProperty,
          forward: true,
        });
        this.add({
          from: target.name,
          fromProperty: r.targetProperty,
          to: ido.name,
          toProperty: r.property,
          forward: false,
        });
      }
    }
  }

  /**
   * The shortest path from `from` to `to` (at most two steps), preferring paths through IDOs the
   * question mentions, then forward steps, then catalog order. Undefined when there is none.
   */
  path(
    from: string,
    to: string,
    mentioned: ReadonlySet<string> = new Set(),
  ): RelationStep[] | undefined {
    // The graph never changes: remember each answer (per set of mentioned IDOs, which ranks ties).
    const key = `${from}>${to}>${[...mentioned].sort().join(',')}`;
    if (this.paths.has(key)) return this.paths.get(key);
    const found = this.search(from, to, mentioned);
    this.paths.set(key, found);
    return found;
  }

  private search(
    from: string,
    to: string,
    mentioned: ReadonlySet<string>,
  ): RelationStep[] | undefined {
    if (from === to) return [];
    const direct = (this.steps.get(from) ?? []).filter((s) => s.to === to);
    const candidates: RelationStep[][] = [];
    if (MAX_HOPS >= 2) {
      for (const first of this.steps.get(from) ?? []) {
        if (first.to === from) continue;
        for (const second of this.steps.get(first.to) ?? []) {
          if (second.to === to && second.to !== from) candidates.push([first, second]);
        }
      }
    }
    // "invoices for customers with open orders": through the IDO the question names, even when
    // a shorter link exists (invoices → orders directly would be the invoices of open orders).
    const named = candidates.filter((p) => mentioned.has(p[0].to) && p[0].forward);
    if (named.length > 0 && direct.length > 0) return named[0];
    if (direct.length > 0) return [this.best(direct)];
    if (candidates.length === 0) return this.throughNamed(from, to, mentioned);
    candidates.sort((a, b) => this.rank(a, mentioned) - this.rank(b, mentioned));
    return candidates[0];
  }

  /**
   * "which items have we sold to Allied Trailer Industries": three steps (items ← order lines
   * → orders → customers), followed only through an IDO the question names ("sold to": the
   * customer orders), which says how the records are related; never a guess of its own.
   */
  private throughNamed(
    from: string,
    to: string,
    mentioned: ReadonlySet<string>,
  ): RelationStep[] | undefined {
    if (mentioned.size === 0) return undefined;
    const found: RelationStep[][] = [];
    for (const first of this.steps.get(from) ?? [])
      for (const second of this.steps.get(first.to) ?? [])
        for (const third of this.steps.get(second.to) ?? []) {
          const stops = [first.to, second.to];
          if (third.to !== to || stops.includes(from) || stops.includes(to)) continue;
          if (first.to === second.to || !stops.some((s) => mentioned.has(s))) continue;
          found.push([first, second, third]);
        }
    // One reading only: two ways through the named IDOs would be a guess between them.
    return found.length === 1 ? found[0] : undefined;
  }

  /** Steps away from `from` (0 itself), or Infinity. */
  distance(from: string, to: string): number {
    const p = this.path(from, to);
    return p === undefined ? Number.POSITIVE_INFINITY : p.length;
  }

  /** The step from `from` that points at `to` directly (many-to-one), if any. */
  reference(from: string, to: string): RelationStep | undefined {
    return (this.steps.get(from) ?? []).find((s) => s.to === to && s.forward);
  }

  private add(step: RelationStep): void {
    const list = this.steps.get(step.from) ?? [];
    list.push(step);
    this.steps.set(step.from, list);
  }

  private best(steps: RelationStep[]): RelationStep {
    return steps.find((s) => s.forward) ?? steps[0];
  }

  private rank(path: RelationStep[], mentioned: ReadonlySet<string>): number {
    const via = path[0].to;
    return (
      (mentioned.has(via) ? 0 : 1000) +
      path.filter((s) => !s.forward).length * 100 +
      (this.order.get(via) ?? 99)
    );
  }
}
