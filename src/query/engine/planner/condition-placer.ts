import { f, FilterNode } from '../../../erp/load-request';
import type { RelationCondition } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { EntityRef, Reading } from './clause-reader';
import { ClauseReader } from './clause-reader';
import { Built, Condition, isTrue } from './conditions';
import { wordsReadApart } from './words-apart';
import { impliedExclusion, negate, oneOf, orTogether } from './filter-tools';
import { RelationGraph, RelationStep } from './relation-graph';

/** A placed condition made less certain by `factor`, with the note saying which guess it is. */
function loweredAsGuess(built: Built, factor: number, note: string): Built {
  return {
    ...built,
    certainty: (built.certainty ?? 1) * factor,
    notes: [...(built.notes ?? []), note],
  };
}

/** The certainty of a guessed condition that another condition makes change no record. */
const GUESS_CHANGING_NOTHING = 0.7;

/**
 * Equalities on one property ANDed together: when their values overlap, only the common ones
 * can hold ("released late jobs": R of R, F); when they do not, the words were a list ("vendors
 * in Ohio, Michigan or Indiana") and mean any of them. Either way one condition remains.
 */
function mergeSameProperty(
  nodes: readonly FilterNode[],
  defined: ReadonlySet<FilterNode> = new Set(),
): FilterNode[] {
  const equality = (
    node: FilterNode,
  ): { property: string; values: Array<string | number> } | undefined => {
    if (
      node.kind === 'compare' &&
      node.op === '=' &&
      node.left.kind === 'property' &&
      node.right.kind === 'literal'
    ) {
      return { property: node.left.name, values: [node.right.value] };
    }
    if (node.kind === 'in' && !node.negated) {
      return { property: node.target.name, values: node.values.map((v) => v.value) };
    }
    return undefined;
  };
  const sets = new Map<string, Array<Array<string | number>>>();
  // A property whose values come from a word's definition ("late" on jobs: still open and due
  // before today), not from a list of words: values apart from it are no list to join to it
  // ("complete jobs that are late"), so they stay apart, a contradiction the planner refuses.
  const fromDefinition = new Set<string>();
  for (const node of nodes) {
    const e = equality(node);
    if (e) sets.set(e.property, [...(sets.get(e.property) ?? []), e.values]);
    if (e && defined.has(node)) fromDefinition.add(e.property);
  }
  const sharesValues = (lists: Array<Array<string | number>>): boolean =>
    lists.reduce((acc, list) => acc.filter((v) => list.includes(v))).length > 0;
  const merged = (lists: Array<Array<string | number>>): Array<string | number> => {
    const common = lists.reduce((acc, list) => acc.filter((v) => list.includes(v)));
    return common.length > 0 ? common : [...new Set(lists.flat())];
  };
  const out: FilterNode[] = [];
  const done = new Set<string>();
  for (const node of nodes) {
    const e = equality(node);
    if (!e) out.push(node);
    else if (fromDefinition.has(e.property) && !sharesValues(sets.get(e.property) ?? [])) {
      out.push(node);
    } else if (!done.has(e.property)) {
      done.add(e.property);
      out.push(oneOf(e.property, merged(sets.get(e.property) ?? [e.values])));
    }
  }
  return out;
}

export interface Placement {
  filter?: FilterNode;
  relations: RelationCondition[];
  /** Properties of the main IDO the conditions read (shown in the answer). */
  properties: string[];
  placed: Condition[];
  /** Of those, the ones placed on related records. */
  remote: Condition[];
  unplaced: Condition[];
  notes: string[];
  /** Product of the placed conditions' certainties. */
  certainty: number;
}

interface Placed {
  condition: Condition;
  host: string;
  built: Built;
}

/**
 * Puts each condition on the IDO it belongs to: the main IDO when it can carry it, otherwise the
 * noun the condition describes ("vendors in Texas") or the nearest related IDO that can. What
 * lands on a related IDO becomes one relation condition per IDO, so "vendors in Texas on hold"
 * is one set of vendors, not two.
 */
export class ConditionPlacer {
  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly graph: RelationGraph,
  ) {}

  place(primary: string, reading: Reading): Placement {
    const mentioned = new Set(reading.entities.map((e) => e.ido));
    // Paths are also followed through the IDOs a verb of trade names as the link.
    const linked = new Set([...mentioned, ...(reading.via ?? [])]);
    const conditions = [...reading.conditions];
    // "vendors with POs", "customers without invoices": existence of related records.
    for (const e of reading.entities) {
      if (e.label || e.ido === primary) continue;
      const wanted =
        e.negated ||
        // "with POs", "that have POs" (one link phrase), "which had invoices".
        e.after.some((w) =>
          w
            .toLowerCase()
            .split(/\s+/)
            .some((x) => ['with', 'have', 'has', 'had', 'having'].includes(x)),
        );
      // "items with jobs but no stock": a condition said after the noun that its records
      // cannot hold (jobs keep no stock) but the records asked about can is no condition of
      // them; they still must exist. One that only records further on can hold ("items never
      // sold to <customer>": the customer's name, through the orders) is theirs.
      const hasOwn = conditions.some(
        (c) =>
          this.anchorOf(c, reading) === e &&
          (c.build(e.ido, this.vocabulary) !== undefined ||
            c.build(primary, this.vocabulary) === undefined),
      );
      // "items without purchase orders": related through another IDO (their PO lines) too; a
      // noun no relation reaches stays unplaced rather than silently dropped.
      if (wanted && !hasOwn) {
        conditions.push(ClauseReader.existence(e));
      }
    }
    const placed: Placed[] = [];
    // "nobody has released", "never bought": negations read as a state of the records, a guess.
    const negatedDeeds = new Set<Built>();
    const unplaced: Condition[] = [];
    const hostOfGroup = new Map<number, string>();
    for (const c of conditions) {
      const anchor = this.anchorOf(c, reading);
      c.anchor = anchor?.ido;
      const order = this.hostOrder(
        primary,
        c,
        anchor,
        linked,
        c.orGroup !== undefined ? hostOfGroup.get(c.orGroup) : undefined,
      );
      let done = false;
      for (const at of order) {
        let host = at;
        // "POs costing between 40,000 and 45,000": what the records cost is their own amount
        // (read below as a last resort on them), not a related record's price.
        if (host !== primary && !mentioned.has(host) && this.moneyVerbOfOwn(c, primary)) break;
        let built = c.build(host, this.vocabulary);
        if (!built) continue;
        // "parts we ordered from Acme in 2025": a verb naming a date these records lack (PO
        // lines have no order date) names the date of the record they belong to (their PO),
        // one step on, rather than a date of their own.
        if ((built.certainty ?? 1) < 1 && c.mentions.some((m) => m.kind === 'date')) {
          const sure = (o: string): Built | undefined => {
            const b = c.build(o, this.vocabulary);
            return b && (b.certainty ?? 1) >= 1 && b.namedDate ? b : undefined;
          };
          const ownGuess = (built.certainty ?? 1) < 1;
          // Or of its lines ("customers we shipped to on Monday": the orders' lines shipped).
          const owner =
            order.find(
              (o) => o !== host && this.graph.reference(host, o) !== undefined && sure(o),
            ) ??
            order.find(
              (o) =>
                // Only records in between: the records asked about keep their own reading,
                // unless it is a guess their own lines are sure of ("orders shipped
                // yesterday": the orders keep no ship date, their lines do).
                (host !== primary || ownGuess) &&
                o !== host &&
                o !== primary &&
                this.graph.reference(o, host) !== undefined &&
                this.linesOf(o, host) &&
                sure(o),
            );
          const better = owner ? sure(owner) : undefined;
          if (owner && better) {
            host = owner;
            built = better;
          }
        }
        if (host !== primary && c.preferPrimary && !mentioned.has(host)) {
          // A bare amount or date ("tomorrow", "over 500") that the records asked about cannot
          // carry, applied to related records the question never names: a guess, said so.
          const words = c.mentions.map((m) => m.text).join(' ');
          // A bare period (no verb says which date) of records that keep no date, read on a date
          // of related records that looks ahead ("stock last month", "items at the end of the
          // month": PO lines due then) says nothing of those records; one that looks back
          // ("vendors last year": POs placed then) or records an event ("customers we shipped to
          // on Tuesday": the lines' ship date) is what they did then.
          const ahead =
            c.mentions.length > 0 &&
            c.mentions.every((m) => m.kind === 'date') &&
            built.properties.some((name) => {
              const p = this.vocabulary.ido(host).property(name);
              const profile = this.vocabulary.profile(host);
              return p?.type === 'date' && !profile.looksBack(p) && !profile.recordsEvent(p);
            });
          built = loweredAsGuess(
            built,
            0.8 * (ahead ? 0.45 : 1),
            `read "${words}" as ${this.vocabulary.ido(host).pluralLabel.toLowerCase()} ${built.properties.join(', ')}`,
          );
        }
        if (
          host !== primary &&
          !mentioned.has(host) &&
          c.mentions.some((m) => m.kind === 'date') &&
          this.namesDateByAnotherWord(c, host, built) &&
          !this.linesOf(host, primary) &&
          // "units we sold this year" on order lines: their order's date is the lines' own.
          !this.linesOf(primary, host) &&
          this.keepsEvents(primary)
        ) {
          // "orders sent last week": a verb naming a date only of other records the question
          // never names (the invoices' date), said of records that keep dates of their own
          // (ordered, shipped): which of their events was meant is a guess, said so.
          const words = c.mentions.map((m) => m.text).join(' ');
          built = loweredAsGuess(
            built,
            0.45,
            `read "${words}" as ${this.vocabulary.ido(host).pluralLabel.toLowerCase()} ${built.properties.join(', ')}`,
          );
        }
        if (
          host !== primary &&
          !mentioned.has(host) &&
          this.statusOf(c, host) &&
          // A state of what the records point at ("orders on credit hold": their customer's) is
          // theirs to share; only records pointing back at them are apart.
          this.graph.reference(primary, host) === undefined &&
          !this.linesOf(host, primary) &&
          this.keepsEvents(primary)
        ) {
          // "invoices received": a status only of other records the question never names (the
          // order lines' "received"), said of records of their own making (dated, with their
          // own kinds and states): it describes them, and they have no such state.
          const words = c.mentions.map((m) => m.text).join(' ');
          built = loweredAsGuess(
            built,
            0.45,
            `read "${words}" as a state of ${this.vocabulary.ido(host).pluralLabel.toLowerCase()}`,
          );
        }
        if (
          host !== primary &&
          !mentioned.has(host) &&
          (!anchor || anchor.ido === primary) &&
          c.mentions.some((m) => m.kind === 'number') &&
          c.mentions.some((m) => m.kind === 'words' && m.lex.some((l) => l.kind === 'property'))
        ) {
          // "customers over 90 days past due": their orders and their invoices both have a
          // "past due", neither is named; taking the first is a coin flip, said so.
          const distance = this.graph.distance(primary, host);
          const rival = order.find(
            (other) =>
              other !== host &&
              other !== primary &&
              !mentioned.has(other) &&
              this.graph.distance(primary, other) === distance &&
              c.build(other, this.vocabulary) !== undefined,
          );
          if (rival) {
            const words = c.mentions.map((m) => m.text).join(' ');
            built = loweredAsGuess(
              built,
              0.45,
              `"${words}" read on ${this.vocabulary.ido(host).pluralLabel.toLowerCase()} (could also be ${this.vocabulary.ido(rival).pluralLabel.toLowerCase()})`,
            );
          }
        }
        if (
          host !== primary &&
          !mentioned.has(host) &&
          (!anchor || anchor.ido === primary) &&
          c.mentions.some((m) => m.kind === 'words' && m.lex.some((l) => l.kind === 'property')) &&
          !c.mentions.some((m) => m.kind !== 'words' || m.lex.some((l) => l.kind === 'value'))
        ) {
          // "customers late on payments": other words name a kind of other records (payments:
          // AR rows of one type) that could carry the property too, and none names the host
          // taken (late orders): the condition is likely theirs, read elsewhere; said so. A
          // value ("IT-10003", "SOUTH") is no such guess: it is where it is kept.
          const names = (ido: string): boolean =>
            reading.mentions.some(
              (m) =>
                !c.mentions.includes(m) &&
                m.kind === 'words' &&
                m.lex.some((l) => (l.kind === 'enum' || l.kind === 'ido') && l.ido === ido),
            );
          const rival = order.find(
            (other) =>
              other !== host &&
              other !== primary &&
              !mentioned.has(other) &&
              names(other) &&
              c.build(other, this.vocabulary) !== undefined,
          );
          if (rival && !names(host)) {
            const words = c.mentions.map((m) => m.text).join(' ');
            built = loweredAsGuess(
              built,
              0.45,
              `"${words}" read on ${this.vocabulary.ido(host).pluralLabel.toLowerCase()}, while the question names ${this.vocabulary.ido(rival).pluralLabel.toLowerCase()}`,
            );
          }
        }
        if (host === primary && c.negatedIfLocal) {
          // "items we have never bought": "never" said of events (related records), read as a
          // state of the records themselves (not a purchased item), is a guess.
          built = {
            ...built,
            node: negate(built.node),
            ...(c.neverNegated ? { certainty: (built.certainty ?? 1) * 0.45 } : {}),
          };
          if (c.neverNegated) negatedDeeds.add(built);
        }
        placed.push({ condition: c, host, built });
        if (c.orGroup !== undefined && !hostOfGroup.has(c.orGroup))
          hostOfGroup.set(c.orGroup, host);
        done = true;
        break;
      }
      if (!done) {
        const loose = c.build(primary, this.vocabulary, true);
        if (loose) {
          const words = c.mentions.map((m) => m.text).join(' ');
          placed.push({
            condition: c,
            host: primary,
            built: {
              ...loose,
              certainty: 0.85,
              notes: [...(loose.notes ?? []), `read "${words}" as ${loose.properties.join(', ')}`],
            },
          });
        } else unplaced.push(c);
      }
    }

    const notes = placed.flatMap((p) => p.built.notes ?? []);
    const local = placed.filter((p) => p.host === primary);
    const filter = this.combine(local);
    const relations: RelationCondition[] = [];
    const properties = new Set(local.flatMap((p) => p.built.properties));
    const byHost = new Map<string, Placed[]>();
    for (const p of placed) {
      if (p.host === primary) continue;
      const list = byHost.get(p.host) ?? [];
      list.push(p);
      byHost.set(p.host, list);
    }
    for (const [host, group] of byHost) {
      const found = this.graph.path(primary, host, linked);
      const path = found ? this.shortcut(found) : found;
      if (!path || path.length === 0) {
        unplaced.push(...group.map((g) => g.condition));
        continue;
      }
      // "items never sold to Iron River": the records negated ("sold to": orders) may stand on
      // the way to the host (the customer named), whose records are then the ones with none.
      const negated =
        group.some((g) => g.condition.relationNegated) ||
        reading.entities.some((e) => e.negated && path.some((step) => step.to === e.ido));
      const targetFilter = this.combine(group);
      // Innermost step first: the host's own condition, then outwards to the main IDO.
      let relation: RelationCondition | undefined;
      for (let i = path.length - 1; i >= 0; i -= 1) {
        const step = path[i];
        // The target's default records ("customers" are CustSeq 0, not ship-to addresses).
        const canonical = this.vocabulary.canonical(step.to);
        const own = i === path.length - 1 ? targetFilter : undefined;
        const readsCanonical =
          canonical !== undefined &&
          i === path.length - 1 &&
          group.some((g) => g.built.properties.some((p) => canonical.properties.includes(p)));
        const filter =
          canonical && !readsCanonical ? f.and(canonical.node, own) : isTrue(own) ? undefined : own;
        relation = {
          property: step.fromProperty,
          negated: i === 0 ? negated : false,
          target: {
            ido: step.to,
            property: step.toProperty,
            ...(filter && !isTrue(filter) ? { filter } : {}),
            relations: relation ? [relation] : [],
          },
        };
      }
      if (relation) {
        // "customers with open orders for IT-10007": the orders' status and the item of their
        // lines, reached through the same orders, are said of the same orders.
        const same = relations.findIndex(
          (r) =>
            r.property === relation?.property &&
            r.target.ido === relation.target.ido &&
            r.target.property === relation.target.property &&
            !r.negated &&
            !relation.negated,
        );
        if (same >= 0) relations[same] = this.merged(relations[same], relation);
        else relations.push(relation);
        properties.add(relation.property);
      }
    }
    // "who have we bought HYD parts from this year": the vendors' PO lines for HYD items and
    // their POs of this year; the lines refer to their POs, so the year is said of those lines'
    // POs, one purchase with both, not two sets apart.
    for (let i = 0; i < relations.length; i += 1) {
      const inner = relations[i];
      if (inner.negated) continue;
      const outer = relations.find(
        (r) =>
          r !== inner &&
          !r.negated &&
          this.graph.reference(r.target.ido, inner.target.ido) !== undefined &&
          this.graph.reference(inner.target.ido, primary) !== undefined &&
          this.graph.reference(r.target.ido, primary) !== undefined,
      );
      if (!outer) continue;
      const step = this.graph.reference(outer.target.ido, inner.target.ido);
      // Only lines of those records (the reference is part of their key): an invoice's order
      // is not the invoice.
      if (!step || !this.vocabulary.ido(outer.target.ido).keys.includes(step.fromProperty))
        continue;
      outer.target.relations.push({
        property: step.fromProperty,
        negated: false,
        target: { ...inner.target, property: step.toProperty },
      });
      relations.splice(i, 1);
      i -= 1;
    }
    // "customers that bought IT-10045 last year": the item is on order lines, the year on the
    // orders, and two relations through the orders need not meet on the same order; one
    // order with both is what was asked. Said so, below the default threshold's reach.
    const through = relations.map((r) => `${r.property}>${r.target.ido}`);
    const apart = through.some((x, i) => through.indexOf(x) !== i);
    if (apart) {
      notes.push(
        'conditions on related records were applied to them separately: they need not be the same records',
      );
    }
    return {
      ...(filter && !isTrue(filter) ? { filter } : {}),
      relations,
      properties: [...properties],
      placed: placed.map((p) => p.condition).filter((c) => !unplaced.includes(c)),
      remote: placed
        .filter((p) => p.host !== primary && !unplaced.includes(p.condition))
        .map((p) => p.condition),
      unplaced,
      notes,
      certainty:
        (apart ? 0.45 : 1) *
        (wordsReadApart(placed, primary, (a, b) => this.linesOf(a, b) || this.linesOf(b, a))
          ? 0.45
          : 1) *
        placed
          .filter((p) => !unplaced.includes(p.condition))
          .reduce(
            (product, p) =>
              product *
              (negatedDeeds.has(p.built) && this.changesNothing(p, placed)
                ? Math.max(GUESS_CHANGING_NOTHING, p.condition.certainty * (p.built.certainty ?? 1))
                : p.condition.certainty * (p.built.certainty ?? 1)),
            1,
          ),
    };
  }

  /**
   * A negated deed read as a state of the records, a guess, costs less when the answer is the
   * same without it: "firmed jobs that nobody has released yet" holds the status to Firm, so
   * whether "nobody has released" means the status (Stat <> 'R') changes no record. (Less, not
   * nothing: the words might still have meant something else, a quantity nobody released.)
   */
  private changesNothing(
    p: { host: string; built: { node: FilterNode } },
    placed: ReadonlyArray<{ host: string; built: { node: FilterNode } }>,
  ): boolean {
    return placed.some(
      (q) => q !== p && q.host === p.host && impliedExclusion(p.built.node, q.built.node),
    );
  }

  /** Two relations through the same records as one: both their conditions on each record. */
  private merged(a: RelationCondition, b: RelationCondition): RelationCondition {
    const filter =
      a.target.filter && b.target.filter
        ? f.and(a.target.filter, b.target.filter)
        : (a.target.filter ?? b.target.filter);
    return {
      ...a,
      target: {
        ...a.target,
        ...(filter ? { filter } : {}),
        relations: [...a.target.relations, ...b.target.relations],
      },
    };
  }

  /**
   * Invoices → customers → customer orders on the same customer number is invoices → customer
   * orders: the middle IDO adds nothing when no condition sits on it (one load instead of two).
   */
  private shortcut(path: RelationStep[]): RelationStep[] {
    if (path.length !== 2 || path[0].toProperty !== path[1].fromProperty) return path;
    return [{ ...path[1], from: path[0].from, fromProperty: path[0].fromProperty, forward: false }];
  }

  /** AND of the conditions, with "or"-joined ones ORed together. */
  private combine(items: readonly Placed[]): FilterNode | undefined {
    const slots: FilterNode[][] = [];
    const slotOfGroup = new Map<number, FilterNode[]>();
    for (const p of items) {
      if (isTrue(p.built.node)) continue;
      const group = p.condition.orGroup;
      const existing = group === undefined ? undefined : slotOfGroup.get(group);
      if (existing) {
        existing.push(p.built.node);
        continue;
      }
      const slot = [p.built.node];
      slots.push(slot);
      if (group !== undefined) slotOfGroup.set(group, slot);
    }
    // Conditions that are themselves ANDs ("late" on jobs) join the list rather than nest.
    const joined = slots.map(orTogether);
    const flat = joined.flatMap((n) => (n.kind === 'and' ? n.operands : [n]));
    const defined = new Set(joined.flatMap((n) => (n.kind === 'and' ? n.operands : [])));
    return f.and(...mergeSameProperty(flat, defined));
  }

  /**
   * The noun a condition describes: the noun right after it when nothing but adjectives stands
   * between ("open POs"), otherwise the nearest noun before it ("vendors in Texas").
   */
  private anchorOf(c: Condition, reading: Reading): EntityRef | undefined {
    const nouns = reading.entities.filter((e) => !e.label);
    if (nouns.length === 0) return undefined;
    const end = Math.max(...c.mentions.map((m) => m.end), c.at);
    const following = nouns.find((e) => e.mention.start >= end);
    if (following) {
      const between = reading.mentions.filter(
        (m) => m.start >= end && m.end <= following.mention.start,
      );
      const adjectivesOnly = between.every(
        (m) =>
          m.kind === 'words' &&
          (m.lex.some((l) => l.kind === 'enum' || l.kind === 'value' || l.kind === 'property') ||
            m.rule?.kind === 'compareProperties' ||
            m.rule?.kind === 'rank'),
      );
      if (adjectivesOnly) return following;
    }
    const before = [...nouns].reverse().find((e) => e.mention.end <= c.at);
    return before ?? following;
  }

  /**
   * Whether `detail` holds `master`'s records per something more (stock per item and
   * warehouse): "items out of stock in WEST", answered from stock records, means out of stock
   * in that warehouse, not items out of stock overall.
   */
  private detailOf(detail: string, master: string): boolean {
    const step = this.graph.reference(detail, master);
    const ido = this.vocabulary.ido(detail);
    if (!step || ido.keys.length < 2 || !ido.keys.includes(step.fromProperty)) return false;
    // The rest of the key is a dimension with a small vocabulary (a warehouse), not a line of
    // a document: PO lines are not "purchase orders per something".
    return ido.keys
      .filter((k) => k !== step.fromProperty)
      .every((k) => ido.property(k)?.knownValues === true);
  }

  /**
   * Whether a word of the condition names one of the host's dates by a word of its own ("sent"
   * for the invoice date), not by the date's label ("invoice date"), which names the records too.
   */
  private namesDateByAnotherWord(c: Condition, host: string, built: Built): boolean {
    const ido = this.vocabulary.ido(host);
    return c.mentions.some(
      (m) =>
        m.kind === 'words' &&
        m.lex.some((l) => {
          if (l.kind !== 'property' || l.ido !== host || !built.properties.includes(l.property))
            return false;
          const p = ido.property(l.property);
          return (
            p?.type === 'date' &&
            !p.label
              .toLowerCase()
              .split(/\s+/)
              .some((w) => m.text.toLowerCase().includes(w))
          );
        }),
    );
  }

  /** Whether the IDO's records keep a date of an event of their own (ordered, shipped). */
  private keepsEvents(name: string): boolean {
    const profile = this.vocabulary.profile(name);
    return this.vocabulary
      .ido(name)
      .properties.some(
        (p) => p.type === 'date' && (profile.looksBack(p) || profile.recordsEvent(p)),
      );
  }

  /** Whether `lines` are the lines of `document`: their key starts with its key. */
  private linesOf(lines: string, document: string): boolean {
    const step = this.graph.reference(lines, document);
    const ido = this.vocabulary.ido(lines);
    return step !== undefined && ido.keys.length >= 2 && ido.keys[0] === step.fromProperty;
  }

  /**
   * "purchase orders costing over 40,000", "orders priced between 500 and 900": a verb of money
   * (one word in -ing / -ed whose catalog meanings are all amounts of money) compared with a
   * number says what the records asked about cost. When they keep an amount of money of their
   * own, that is the figure meant; a related record's price the question never names (the
   * items' unit cost, through the PO lines) would compare something else.
   */
  private moneyVerbOfOwn(c: Condition, primary: string): boolean {
    if (!c.mentions.some((m) => m.kind === 'number')) return false;
    const verb = c.mentions.find(
      (m) =>
        m.kind === 'words' &&
        /^[a-z]+(?:ing|ed)$/i.test(m.text) &&
        m.lex.some((l) => l.kind === 'property') &&
        m.lex.every(
          (l) =>
            l.kind !== 'property' ||
            this.vocabulary.ido(l.ido).property(l.property)?.unit === 'currency',
        ),
    );
    if (!verb) return false;
    const own = c.build(primary, this.vocabulary, true);
    return (
      own !== undefined &&
      own.properties.some(
        (name) => this.vocabulary.ido(primary).property(name)?.unit === 'currency',
      )
    );
  }

  /**
   * Whether `c` is a number compared with no word naming a property, said of `party` (a
   * customer, a vendor) that the records of `primary` point at, and `primary` is no party itself
   * and keeps an amount of money the number can be.
   */
  private bareAmountOfPartyRecords(c: Condition, primary: string, party: string): boolean {
    if (party === primary || !c.mentions.some((m) => m.kind === 'number')) return false;
    if (c.mentions.some((m) => m.kind === 'words' && m.lex.length > 0)) return false;
    if (!this.vocabulary.isTradeParty(party) || this.vocabulary.isTradeParty(primary)) return false;
    if (this.graph.reference(primary, party) === undefined) return false;
    const own = c.build(primary, this.vocabulary);
    return (
      own !== undefined &&
      own.properties.some(
        (name) => this.vocabulary.ido(primary).property(name)?.unit === 'currency',
      )
    );
  }

  /** Whether every word of the condition is a status the IDO itself has. */
  private statusOf(c: Condition, ido: string): boolean {
    return (
      c.mentions.length > 0 &&
      c.mentions.every(
        (m) => m.kind === 'words' && m.lex.some((l) => l.kind === 'enum' && l.ido === ido),
      )
    );
  }

  /**
   * "past due customers": words a property of `ido` is labelled with ("Days Past Due"), where
   * they are only a synonym on another IDO as near ("Days Late" of orders). Among related records
   * as near as each other, the one whose own name for the figure the question uses is meant.
   */
  private labelSays(c: Condition, ido: string): boolean {
    const words = c.mentions
      .filter((m) => m.kind === 'words' && !m.rule)
      .map((m) => m.text.toLowerCase().trim());
    if (words.length === 0) return false;
    const labels = this.vocabulary.ido(ido).properties.map((p) => ` ${p.label.toLowerCase()} `);
    return words.every((w) => w.includes(' ') && labels.some((l) => l.includes(` ${w} `)));
  }

  private hostOrder(
    primary: string,
    c: Condition,
    anchor: EntityRef | undefined,
    mentioned: ReadonlySet<string>,
    groupHost: string | undefined,
  ): string[] {
    const order: string[] = [];
    const push = (ido: string | undefined): void => {
      if (ido && !order.includes(ido)) order.push(ido);
    };
    push(groupHost);
    // "orders from Texas customers over 10k", "invoices from Georgia clients over 20k": an
    // amount said with no word of what it measures, after the trade party the records point
    // at, is the records' own amount (an order's value); a party keeps no value of its own, only
    // limits on it (a credit limit), which the question would name.
    if (anchor && this.bareAmountOfPartyRecords(c, primary, anchor.ido)) push(primary);
    // "customers with orders over 50000": an amount right after a related noun is its amount,
    // not the answer's own (the customers' credit limit).
    if (
      anchor &&
      anchor.ido !== primary &&
      !anchor.label &&
      c.at === anchor.mention.end &&
      c.mentions.some((m) => m.kind === 'number') &&
      !this.detailOf(primary, anchor.ido) &&
      this.graph.path(primary, anchor.ido, mentioned)
    )
      push(anchor.ido);
    if (c.preferPrimary || (anchor && this.detailOf(primary, anchor.ido))) push(primary);
    // "units of X on open customer orders", asked of the order lines: the lines carry their own
    // status in the same words, and a line of an open order may itself be closed already.
    if (anchor && this.linesOf(primary, anchor.ido) && this.statusOf(c, primary)) push(primary);
    if (anchor && (anchor.ido === primary || this.graph.path(primary, anchor.ido, mentioned)))
      push(anchor.ido);
    push(primary);
    const related = this.vocabulary.idos
      .map((i) => i.name)
      .filter((ido) => ido !== primary)
      .map((ido) => ({
        ido,
        // Three steps only through an IDO the question names (relation-graph throughNamed).
        distance: Math.min(
          this.graph.distance(primary, ido),
          this.graph.path(primary, ido, mentioned)?.length ?? Number.POSITIVE_INFINITY,
        ),
        mentioned: mentioned.has(ido),
        labelled: this.labelSays(c, ido),
      }))
      .filter((r) => Number.isFinite(r.distance))
      .sort(
        (a, b) =>
          a.distance - b.distance ||
          Number(b.mentioned) - Number(a.mentioned) ||
          Number(b.labelled) - Number(a.labelled),
      );
    for (const r of related) push(r.ido);
    return order;
  }
}
