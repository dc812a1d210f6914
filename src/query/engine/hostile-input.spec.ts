import { specEngine, SPEC_TODAY } from '../../../test/nl/engine-fixture';
import type { NlEngine } from './nl-engine';

/**
 * Words a user may type that are also names JavaScript objects answer to: a table of words
 * kept in a plain object must not take "constructor" for a month or "toString" for a scale.
 * And numbers far outside any calendar or amount must be read or refused, never thrown on.
 */
const OBJECT_WORDS = [
  ...new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype', '__proto__']),
];
const TEMPLATES = [
  'show W',
  'show W prototype',
  'W',
  'vendors in W',
  'W vendors',
  'top 5 W',
  'purchase orders W',
  'how many W',
  'items named W',
  'W 2025',
  'sum of W by W',
  'orders due W',
  'next W',
  'last W',
  'W of 2025',
  'the W quarter',
  'end of W',
  'W W W',
  '5 W',
  'a W overdue',
  'half a W',
];

describe('NL engine on hostile input', () => {
  let engine: NlEngine;
  beforeAll(() => {
    engine = specEngine();
  });

  it.each(OBJECT_WORDS)('answers or refuses questions with %s in them', (word) => {
    for (const template of TEMPLATES) {
      const question = template.replace(/W/g, word);
      expect(() => engine.interpret(question, SPEC_TODAY, 0.5)).not.toThrow();
    }
  });

  it.each([
    'purchase orders due in the next 99999999999 days',
    'purchase orders placed in the last 99999999999 days',
    'purchase orders older than 99999999999 days',
    'purchase orders from 99999999999 weeks ago',
    'purchase orders due within 99999999999 years',
    'purchase orders placed in 99999',
    'purchase orders placed in 275760',
    'purchase orders due in the next 1e308 days',
    'customer orders more than 99999999999 days late',
  ])('reads or refuses %j without throwing', (question) => {
    expect(() => engine.interpret(question, SPEC_TODAY, 0.5)).not.toThrow();
  });

  it.each([
    'overdue purchase orders over $999999999999999999999999',
    'purchase orders over $12,345,678,901,234,567,890',
    'items that cost more than 99999999999999999999 dollars',
  ])('refuses an amount beyond exact numbers, saying so: %j', (question) => {
    const outcome = engine.interpret(question, SPEC_TODAY, 0.5);
    expect(outcome.kind).toBe('refusal');
    if (outcome.kind === 'refusal') expect(outcome.refusal.message).toMatch(/too large/);
  });
});
