import { tokenize } from './tokenizer';

describe('tokenize', () => {
  it.each([
    ['$10K', 10000, true],
    ['10k', 10000, true],
    ['1.5M', 1500000, true],
    ['10,000', 10000, false],
    ['$2,500.50', 2500.5, true],
    ['$ 300', 300, true],
    ['42', 42, false],
    ['.5', 0.5, false],
    ['2bn', 2e9, true],
  ])('reads %p as the number %p (currency: %p)', (text, value, currency) => {
    const [token] = tokenize(text);
    expect(token).toMatchObject({ kind: 'number', value, currency });
  });

  it.each([
    ['PO-2024-1847', 'code'],
    ['IT-10045', 'code'],
    ['V10001', 'code'],
    ['NET30', 'code'],
    ['2026-03-15', 'date'],
    ['3/15/2026', 'date'],
    ['3/15', 'date'],
    ['1st', 'number'],
    ["O'Brien", 'word'],
    ['>=', 'symbol'],
  ])('reads %p as a %s token', (text, kind) => {
    const tokens = tokenize(text);
    expect(tokens).toHaveLength(1);
    expect(tokens[0].kind).toBe(kind);
  });

  it('keeps quoted text whole and drops punctuation', () => {
    expect(tokenize('vendors named "Acme Steel", please!').map((t) => [t.kind, t.raw])).toEqual([
      ['word', 'vendors'],
      ['word', 'named'],
      ['quoted', 'Acme Steel'],
      ['word', 'please'],
    ]);
  });

  it('expands contractions and drops possessives', () => {
    expect(tokenize("what's the vendor's phone? isn't it").map((t) => t.lower)).toEqual([
      'what',
      'is',
      'the',
      'vendor',
      'phone',
      'is',
      'not',
      'it',
    ]);
  });

  it.each([
    ['Invoices', 'invoice'],
    ['POs', 'po'],
    ['quantities', 'quantity'],
    ['status', 'status'],
    ['addresses', 'address'],
    ['boxes', 'box'],
    ['qty', 'quantity'],
    ['&', 'and'],
  ])('normalises %p to %p', (text, stem) => {
    expect(tokenize(text)[0].stem).toBe(stem);
  });
});
