import fc from 'fast-check';
import { DomainError } from '../../common/errors/domain-error';
import { ErrorCode } from '../../common/errors/error-code';
import { CatalogService } from '../catalog/catalog.service';
import type { PropertyDefinition } from '../catalog/catalog.types';
import {
  COMPARISON_OPERATORS,
  FilterNode,
  Literal,
  LiteralValue,
  Operand,
  PropertyRef,
  stripPositions,
} from './filter-ast';
import { FilterChecker } from './filter-checker';
import { FilterErrorDetails } from './filter-error';
import { MAX_FILTER_LENGTH, parseFilter } from './filter-parser';
import { formatFilter } from './format-filter';
import { SqlFilterCompiler } from './sql-filter-compiler';

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'LIKE', 'IN', 'BETWEEN', 'IS', 'NULL']);
const RUNS = { numRuns: 400 };

// ---------------------------------------------------------------------------------------------
// Generators of syntactically valid trees (any names, any literals).

const identifier = fc
  .stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,12}$/)
  .filter((s) => !KEYWORDS.has(s.toUpperCase()));

// -0 prints as "0"; both mean the same to every comparison, so the generator leaves it out.
const numberValue = fc
  .oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.double({ noNaN: true, noDefaultInfinity: true }))
  .map((n) => (Object.is(n, -0) ? 0 : n));

const stringValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom("O'Brien", "'; DROP TABLE SLPos; --", '%', '_', '\\', '"', ''),
);

const literal: fc.Arbitrary<Literal> = fc
  .oneof(numberValue, stringValue)
  .map((value: LiteralValue) => ({ kind: 'literal', value }));
const property: fc.Arbitrary<PropertyRef> = identifier.map((name) => ({ kind: 'property', name }));
const operand: fc.Arbitrary<Operand> = fc.oneof(property, literal);

const predicate: fc.Arbitrary<FilterNode> = fc.oneof(
  fc.record({
    kind: fc.constant('compare' as const),
    op: fc.constantFrom(...COMPARISON_OPERATORS),
    left: operand,
    right: operand,
  }),
  fc.record({
    kind: fc.constant('like' as const),
    negated: fc.boolean(),
    target: property,
    pattern: stringValue.map((value): Literal => ({ kind: 'literal', value })),
  }),
  fc.record({
    kind: fc.constant('in' as const),
    negated: fc.boolean(),
    target: property,
    values: fc.array(literal, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    kind: fc.constant('between' as const),
    negated: fc.boolean(),
    target: property,
    low: operand,
    high: operand,
  }),
  fc.record({ kind: fc.constant('null' as const), negated: fc.boolean(), target: property }),
);

const { tree } = fc.letrec<{ tree: FilterNode; node: FilterNode }>((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, predicate, tie('node')),
  node: fc.oneof(
    fc.record({
      kind: fc.constant('and' as const),
      operands: fc.array(tie('tree'), { minLength: 2, maxLength: 3 }),
    }),
    fc.record({
      kind: fc.constant('or' as const),
      operands: fc.array(tie('tree'), { minLength: 2, maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('not' as const), operand: tie('tree') }),
  ),
}));

// ---------------------------------------------------------------------------------------------
// Generators of hostile text.

const FRAGMENTS = [
  "'",
  "''",
  '"',
  ';',
  '--',
  '/*',
  '*/',
  '(',
  ')',
  ',',
  '=',
  '<>',
  '!=',
  '<=',
  '-',
  '.',
  '@',
  '#',
  '\\',
  '\u0000',
  '\n',
  '\u202e',
  '😀',
  'é',
  'N',
  "N'",
  'OR',
  'AND',
  'NOT',
  'IN',
  'LIKE',
  'BETWEEN',
  'IS',
  'NULL',
  '1=1',
  "' OR '1'='1",
  'DROP TABLE SLPos',
  'UNION SELECT',
  'sqlite_master',
  'Stat',
  'PoCost',
  "'O'",
  '10000',
  '1e999',
  '0x10',
  'VendorName',
  'VendNum',
  "'1042'",
  "'   1042'",
  'DaysOverdue',
  'LineAmount',
];

const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 40 }).map((parts) => parts.join(' ')),
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 40 }).map((parts) => parts.join('')),
  fc.integer({ min: 0, max: 300 }).map((n) => `${'('.repeat(n)}Stat = 'O'${')'.repeat(n)}`),
  fc.integer({ min: 0, max: 300 }).map((n) => `${'NOT '.repeat(n)}Stat = 'O'`),
  fc.integer({ min: 3990, max: 20000 }).map((n) => `Stat = '${'x'.repeat(n)}'`),
);

function expectFilterInvalid(error: unknown, text: string): void {
  expect(error).toBeInstanceOf(DomainError);
  const domain = error as DomainError;
  expect(domain.code).toBe(ErrorCode.FilterInvalid);
  const details = domain.details as FilterErrorDetails;
  expect(Number.isInteger(details.position)).toBe(true);
  expect(details.position).toBeGreaterThanOrEqual(0);
  expect(details.position).toBeLessThanOrEqual(Math.max(text.length, MAX_FILTER_LENGTH));
}

// ---------------------------------------------------------------------------------------------
// Generators of checked trees over a real IDO, with type-correct literals.

const catalog = new CatalogService();
const slpos = catalog.get('SLPos');

const isoDate = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2060-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

function valueFor(p: PropertyDefinition): fc.Arbitrary<LiteralValue> {
  switch (p.type) {
    case 'integer':
    case 'decimal':
      return numberValue;
    case 'date':
      return isoDate;
    case 'enum':
      return fc.constantFrom(...(p.enumValues ?? []).map((e) => e.value));
    case 'string':
      return stringValue;
  }
}

const typedPredicate: fc.Arbitrary<FilterNode> = fc
  .constantFrom(...slpos.properties)
  .chain((p): fc.Arbitrary<FilterNode> => {
    const target: PropertyRef = { kind: 'property', name: p.name };
    const lit = valueFor(p).map((value): Literal => ({ kind: 'literal', value }));
    const options: Array<fc.Arbitrary<FilterNode>> = [
      fc.record({
        kind: fc.constant('compare' as const),
        op: fc.constantFrom(...COMPARISON_OPERATORS),
        left: fc.constant(target),
        right: lit,
      }),
      fc.record({
        kind: fc.constant('compare' as const),
        op: fc.constantFrom(...COMPARISON_OPERATORS),
        left: lit,
        right: fc.constant(target),
      }),
      fc.record({
        kind: fc.constant('in' as const),
        negated: fc.boolean(),
        target: fc.constant(target),
        values: fc.array(lit, { minLength: 1, maxLength: 4 }),
      }),
      fc.record({
        kind: fc.constant('between' as const),
        negated: fc.boolean(),
        target: fc.constant(target),
        low: lit,
        high: lit,
      }),
      fc.record({
        kind: fc.constant('null' as const),
        negated: fc.boolean(),
        target: fc.constant(target),
      }),
    ];
    if (p.type === 'string' || p.type === 'enum' || p.type === 'date') {
      options.push(
        fc.record({
          kind: fc.constant('like' as const),
          negated: fc.boolean(),
          target: fc.constant(target),
          pattern: stringValue.map((value): Literal => ({ kind: 'literal', value })),
        }),
      );
    }
    return fc.oneof(...options);
  });

const { typedTree } = fc.letrec<{ typedTree: FilterNode; typedNode: FilterNode }>((tie) => ({
  typedTree: fc.oneof({ depthSize: 'small' }, typedPredicate, tie('typedNode')),
  typedNode: fc.oneof(
    fc.record({
      kind: fc.constant('and' as const),
      operands: fc.array(tie('typedTree'), { minLength: 2, maxLength: 3 }),
    }),
    fc.record({
      kind: fc.constant('or' as const),
      operands: fc.array(tie('typedTree'), { minLength: 2, maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('not' as const), operand: tie('typedTree') }),
  ),
}));

/**
 * Every token the compiler may write: quoted catalog identifiers (and roll-up aliases, qualified
 * with `.`), keywords, operators, `?`, 0/1; derived roll-ups add correlated subqueries.
 */
const SQL_TOKEN =
  /\s+|"[A-Za-z_][A-Za-z0-9_]*"|\?|\(|\)|,|\.|\*|\+|<>|<=|>=|=|<|>|\b(?:AND|OR|NOT|IN|LIKE|BETWEEN|IS|NULL|CASE|WHEN|THEN|ELSE|END|CAST|AS|INTEGER|julianday|SELECT|FROM|WHERE|EXISTS|COALESCE|COLLATE|NOCASE|min|max|sum|count)\b|-|\b[01]\b/y;

function onlyAllowedTokens(sql: string): boolean {
  SQL_TOKEN.lastIndex = 0;
  let at = 0;
  while (at < sql.length) {
    SQL_TOKEN.lastIndex = at;
    const match = SQL_TOKEN.exec(sql);
    if (!match || match[0].length === 0) return false;
    at += match[0].length;
  }
  return true;
}

function stringLiterals(node: FilterNode): string[] {
  const out: string[] = [];
  const visit = (n: FilterNode | Operand): void => {
    switch (n.kind) {
      case 'literal':
        if (typeof n.value === 'string') out.push(n.value);
        return;
      case 'property':
        return;
      case 'and':
      case 'or':
        n.operands.forEach(visit);
        return;
      case 'not':
        visit(n.operand);
        return;
      case 'compare':
        visit(n.left);
        visit(n.right);
        return;
      case 'like':
        visit(n.pattern);
        return;
      case 'in':
        n.values.forEach(visit);
        return;
      case 'between':
        visit(n.low);
        visit(n.high);
        return;
      case 'null':
        return;
    }
  };
  visit(node);
  return out;
}

describe('filter language properties', () => {
  it('parse(formatFilter(tree)) gives the tree back for any valid tree', () => {
    fc.assert(
      fc.property(tree, (t) => {
        const text = formatFilter(t);
        fc.pre(text.length <= MAX_FILTER_LENGTH);
        expect(stripPositions(parseFilter(text))).toEqual(t);
        expect(formatFilter(parseFilter(text))).toBe(text);
      }),
      RUNS,
    );
  });

  it('any text either parses or is FILTER_INVALID with a position; nothing else escapes', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        let parsed: FilterNode | undefined;
        try {
          parsed = parseFilter(text);
        } catch (error) {
          expectFilterInvalid(error, text);
          return;
        }
        // What parses also survives the checker (FILTER_INVALID or a checked tree) and compiles.
        try {
          const checked = new FilterChecker(slpos).check(parsed);
          const { sql, params } = new SqlFilterCompiler(slpos, '2026-06-20').compile(checked);
          expect(onlyAllowedTokens(sql)).toBe(true);
          expect(sql.split('?').length - 1).toBe(params.length);
        } catch (error) {
          expectFilterInvalid(error, text);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('compiled SQL holds only catalog identifiers, keywords and ? placeholders', () => {
    fc.assert(
      fc.property(typedTree, (t) => {
        const checked = new FilterChecker(slpos).check(t);
        const { sql, params } = new SqlFilterCompiler(slpos, '2026-06-20').compile(checked);
        expect(onlyAllowedTokens(sql)).toBe(true);
        expect(sql).not.toContain("'");
        expect(sql.split('?').length - 1).toBe(params.length);
        for (const value of stringLiterals(checked)) expect(params).toContain(value);
      }),
      RUNS,
    );
  });

  it('typed trees survive a trip through text and the checker unchanged in meaning', () => {
    fc.assert(
      fc.property(typedTree, (t) => {
        const text = formatFilter(t);
        fc.pre(text.length <= MAX_FILTER_LENGTH);
        const direct = new FilterChecker(slpos).check(t);
        const viaText = new FilterChecker(slpos).check(parseFilter(text));
        expect(stripPositions(viaText)).toEqual(stripPositions(direct));
      }),
      RUNS,
    );
  });
});
