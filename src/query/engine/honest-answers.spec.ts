import { formatFilter } from '../../erp/load-request';
import { specEngine, SPEC_TODAY } from '../../../test/nl/engine-fixture';
import type { EngineOutcome, QueryPlan } from './engine.types';
import { NlEngine } from './nl-engine';

/**
 * Issue #17's examples ("honest answers"), on the syteline catalog's names: each is answered
 * right or refused. The threshold is the shipped default (config/default.json).
 */
const MIN_CONFIDENCE = 0.5;

describe('honest answers (#17)', () => {
  let engine: NlEngine;
  const outcome = (question: string): EngineOutcome =>
    engine.interpret(question, SPEC_TODAY, MIN_CONFIDENCE);
  const plan = (question: string): QueryPlan => {
    const o = outcome(question);
    if (o.kind === 'refusal') throw new Error(`refused: ${o.refusal.message}`);
    return o.plan;
  };
  const filter = (p: QueryPlan): string => (p.filter ? formatFilter(p.filter) : '');
  const measures = (p: QueryPlan): string =>
    p.aggregate?.measures.map((m) => `${m.fn}(${m.property ?? '*'})`).join(',') ?? '';

  beforeAll(() => {
    engine = specEngine();
  });

  describe('quantities vs counts', () => {
    it.each([
      ['how many IT-10045 do we have on hand'],
      ['how many IT-10045 do we have'],
      ['how many units of IT-10045 are on hand'],
    ])('%p sums the quantity on hand, it does not count records', (question) => {
      const p = plan(question);
      expect(['SLItems', 'SLItemwhses']).toContain(p.ido);
      expect(measures(p)).toMatch(/^sum\((DerQtyOnHand|QtyOnHand)\)$/);
      expect(filter(p)).toContain("Item = 'IT-10045'");
    });

    it('"how many Acme Steel Corp purchase orders" still counts the orders', () => {
      const p = plan('how many Acme Steel Corp purchase orders');
      expect(p.ido).toBe('SLPos');
      expect(measures(p)).toBe('count(*)');
    });
  });

  describe('money with a currency', () => {
    it('"$10K" compares POs in US dollars and says so', () => {
      const p = plan('Show overdue purchase orders over $10K');
      expect(filter(p)).toBe("DaysOverdue > 0 AND PoCost > 10000 AND VenCurrCode = 'USD'");
      expect(p.notes.join(' ')).toMatch(/in USD/);
    });

    it('"20,000 CAD" compares POs in Canadian dollars', () => {
      expect(filter(plan('POs over 20,000 CAD'))).toBe("PoCost > 20000 AND VenCurrCode = 'CAD'");
    });

    it('an amount without a currency compares as stored', () => {
      expect(filter(plan('purchase orders over 10000'))).toBe('PoCost > 10000');
    });

    it('invoices have no currency: "$" compares their amounts as stored', () => {
      expect(filter(plan('invoices over $5,000'))).toBe("Amount > 5000 AND Type = 'I'");
    });
  });

  describe('numbers that cannot be represented exactly', () => {
    it.each([
      ['overdue purchase orders over $999999999999999999999999'],
      ['POs over 90071992547409931'],
    ])('%p is refused with a clear message', (question) => {
      const o = outcome(question);
      expect(o.kind).toBe('refusal');
      if (o.kind === 'refusal') expect(o.refusal.message).toMatch(/too large/);
    });
  });
});
