import { tokenize } from '../text/tokenizer';
import { readNumber } from './number-recognizer';

describe('readNumber', () => {
  it.each([
    ['$10K', 10000, 'currency', 1],
    ['1.5M', 1500000, 'currency', 1],
    ['10,000', 10000, undefined, 1],
    ['$2,500.50', 2500.5, 'currency', 1],
    ['ten thousand dollars', 10000, 'currency', 3],
    ['1.5 million', 1500000, 'currency', 2],
    ['20 thousand', 20000, 'currency', 2],
    ['half a million', 500000, undefined, 3],
    ['a thousand', 1000, undefined, 2],
    ['twenty-five', 25, undefined, 2],
    ['two hundred fifty thousand', 250000, undefined, 4],
    ['2 weeks', 14, 'days', 2],
    ['thirty days', 30, 'days', 2],
    ['3 months', 90, 'days', 2],
    ['500 units', 500, 'quantity', 2],
    ['15 percent', 15, 'percent', 2],
    ['100 dollars', 100, 'currency', 2],
    ['a dollar', 1, 'currency', 2],
    ['a euro', 1, 'currency', 2],
  ])('reads %p as %p (%p, %p tokens)', (text, value, unit, length) => {
    expect(readNumber(tokenize(text), 0)).toMatchObject({ value, unit, length });
  });

  // #17: an amount written in a currency keeps it, so it is compared with documents in it.
  it.each([
    ['$10K', 'USD'],
    ['$ 500', 'USD'],
    ['100 dollars', 'USD'],
    ['20,000 CAD', 'CAD'],
    ['5000 MXN', 'MXN'],
    ['300 euros', 'EUR'],
    ['10K', undefined],
    ['1.5 million', undefined],
  ])('reads the currency of %p as %p', (text, code) => {
    expect(readNumber(tokenize(text), 0)?.currencyCode).toBe(code);
  });

  it.each([['vendors'], ['the'], ['a vendor']])('finds no number in %p', (text) => {
    expect(readNumber(tokenize(text), 0)).toBeUndefined();
  });
});
