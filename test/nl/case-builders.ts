/**
 * Builders shared by the evaluation sets (eval-cases.ts, the tuning set, and heldout-cases.ts):
 * expectations as plain predicates over the raw rows, and the predicates both sets use.
 */
import type { EvalData, Row } from './eval-data';
import type {
  AggregateExpectation,
  Category,
  EvalCase,
  Expectation,
  Pred,
  RowsExpectation,
} from './eval-types';

export const rows = (
  ido: string,
  where: Pred,
  extra: Partial<RowsExpectation> = {},
): RowsExpectation => ({
  kind: 'rows',
  ido,
  where,
  ...extra,
});

export const agg = (
  ido: string,
  where: Pred,
  fn: AggregateExpectation['fn'],
  extra: Partial<AggregateExpectation> = {},
): AggregateExpectation => ({ kind: 'aggregate', ido, where, fn, ...extra });

export const REFUSE: Expectation = { kind: 'refuse' };

/** Two readings of one question that are both right (they must give the same answer). */
export const anyOf = (...options: Array<RowsExpectation | AggregateExpectation>): Expectation => ({
  kind: 'anyOf',
  options,
});

export const all: Pred = () => true;

export const n = (v: unknown): number => Number(v);

export const s = (v: unknown): string => String(v);

export const between = (v: unknown, a: string, b: string): boolean => s(v) >= a && s(v) <= b;

export const openOrder = (r: Row): boolean => r.Stat === 'P' || r.Stat === 'O';

/** Customers are the CustSeq 0 rows; higher sequences are ship-to addresses. */
export const cust = (r: Row): boolean => n(r.CustSeq) === 0;

/** AR transactions that are invoices (Type I), and invoices with or without a balance left. */
export const inv = (r: Row): boolean => r.Type === 'I';

export const unpaid = (r: Row): boolean => inv(r) && n(r.Balance) > 0;

/** A case whose question and expectation are built from the data (a real name, a real PO). */
export function dyn(
  category: Category,
  make: (d: EvalData) => { q: string; e: Expectation },
): EvalCase {
  const memo = new WeakMap<EvalData, { q: string; e: Expectation }>();
  const get = (d: EvalData): { q: string; e: Expectation } => {
    let made = memo.get(d);
    if (!made) {
      made = make(d);
      memo.set(d, made);
    }
    return made;
  };
  return { category, question: (d) => get(d).q, expect: (d) => get(d).e };
}

export const c = (category: Category, question: string, expect: Expectation): EvalCase => ({
  category,
  question,
  expect,
});
