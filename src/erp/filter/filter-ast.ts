/**
 * The syntax tree of an IDO filter (SPEC §6). The parser produces it from text, the NL engine
 * builds it directly, `formatFilter` prints it back, the checker validates it against the
 * catalog and a connector compiles it. `pos` fields are 0-based character offsets into the text
 * the tree was parsed from; trees built in code leave them out.
 */

export type ComparisonOperator = '=' | '<>' | '<' | '<=' | '>' | '>=';

export const COMPARISON_OPERATORS: readonly ComparisonOperator[] = [
  '=',
  '<>',
  '<',
  '<=',
  '>',
  '>=',
];

/** A string (also used for dates, `'2026-02-01'`, and enum codes) or a finite number. */
export type LiteralValue = string | number;

export interface PropertyRef {
  kind: 'property';
  /** As written; the checker replaces it with the catalog's spelling. */
  name: string;
  pos?: number;
}

export interface Literal {
  kind: 'literal';
  value: LiteralValue;
  pos?: number;
}

export type Operand = PropertyRef | Literal;

export interface AndNode {
  kind: 'and';
  /** Two or more. */
  operands: FilterNode[];
}

export interface OrNode {
  kind: 'or';
  /** Two or more. */
  operands: FilterNode[];
}

export interface NotNode {
  kind: 'not';
  operand: FilterNode;
}

/** `left op right`; at least one side is a property (`QtyOnHand < QtyReorder` is allowed). */
export interface CompareNode {
  kind: 'compare';
  op: ComparisonOperator;
  left: Operand;
  right: Operand;
  pos?: number;
}

/** `Prop [NOT] LIKE 'pattern'` with SQL wildcards `%` and `_`. */
export interface LikeNode {
  kind: 'like';
  negated: boolean;
  target: PropertyRef;
  pattern: Literal;
  pos?: number;
}

/** `Prop [NOT] IN (v1, v2, …)`. */
export interface InNode {
  kind: 'in';
  negated: boolean;
  target: PropertyRef;
  values: Literal[];
  pos?: number;
}

/** `Prop [NOT] BETWEEN low AND high`, inclusive. */
export interface BetweenNode {
  kind: 'between';
  negated: boolean;
  target: PropertyRef;
  low: Operand;
  high: Operand;
  pos?: number;
}

/** `Prop IS [NOT] NULL`. */
export interface NullNode {
  kind: 'null';
  negated: boolean;
  target: PropertyRef;
  pos?: number;
}

export type FilterNode =
  AndNode | OrNode | NotNode | CompareNode | LikeNode | InNode | BetweenNode | NullNode;

/** Small builders so that code (NL engine, policies, tests) writes trees without noise. */
export const f = {
  prop(name: string): PropertyRef {
    return { kind: 'property', name };
  },
  lit(value: LiteralValue): Literal {
    return { kind: 'literal', value };
  },
  cmp(property: string, op: ComparisonOperator, value: LiteralValue | PropertyRef): CompareNode {
    const right: Operand = typeof value === 'object' ? value : { kind: 'literal', value };
    return { kind: 'compare', op, left: { kind: 'property', name: property }, right };
  },
  eq(property: string, value: LiteralValue): CompareNode {
    return f.cmp(property, '=', value);
  },
  in(property: string, values: readonly LiteralValue[], negated = false): InNode {
    return {
      kind: 'in',
      negated,
      target: { kind: 'property', name: property },
      values: values.map((value) => ({ kind: 'literal', value })),
    };
  },
  like(property: string, pattern: string, negated = false): LikeNode {
    return {
      kind: 'like',
      negated,
      target: { kind: 'property', name: property },
      pattern: { kind: 'literal', value: pattern },
    };
  },
  between(property: string, low: LiteralValue, high: LiteralValue, negated = false): BetweenNode {
    return {
      kind: 'between',
      negated,
      target: { kind: 'property', name: property },
      low: { kind: 'literal', value: low },
      high: { kind: 'literal', value: high },
    };
  },
  isNull(property: string, negated = false): NullNode {
    return { kind: 'null', negated, target: { kind: 'property', name: property } };
  },
  not(operand: FilterNode): NotNode {
    return { kind: 'not', operand };
  },
  /** AND of the given nodes, skipping undefined; one node is returned as it is. */
  and(...nodes: ReadonlyArray<FilterNode | undefined | null>): FilterNode | undefined {
    const present = nodes.filter((n): n is FilterNode => n !== undefined && n !== null);
    if (present.length <= 1) return present[0];
    return { kind: 'and', operands: present };
  },
  /** OR of the given nodes; one node is returned as it is. */
  or(...nodes: ReadonlyArray<FilterNode | undefined | null>): FilterNode | undefined {
    const present = nodes.filter((n): n is FilterNode => n !== undefined && n !== null);
    if (present.length <= 1) return present[0];
    return { kind: 'or', operands: present };
  },
};

/** Every property a tree mentions, as written. */
export function filterProperties(node: FilterNode): string[] {
  const out: string[] = [];
  const visitOperand = (operand: Operand): void => {
    if (operand.kind === 'property') out.push(operand.name);
  };
  const visit = (n: FilterNode): void => {
    switch (n.kind) {
      case 'and':
      case 'or':
        n.operands.forEach(visit);
        return;
      case 'not':
        visit(n.operand);
        return;
      case 'compare':
        visitOperand(n.left);
        visitOperand(n.right);
        return;
      case 'like':
      case 'in':
      case 'null':
        out.push(n.target.name);
        return;
      case 'between':
        out.push(n.target.name);
        visitOperand(n.low);
        visitOperand(n.high);
        return;
    }
  };
  visit(node);
  return out;
}

/** A copy of the tree without `pos` fields, for comparing trees by meaning. */
export function stripPositions(node: FilterNode): FilterNode {
  return JSON.parse(
    JSON.stringify(node, (key, value: unknown) => (key === 'pos' ? undefined : value)),
  ) as FilterNode;
}
