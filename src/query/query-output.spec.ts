import { toCsv, toNdjson } from './query-output';

describe('query output formats', () => {
  it('writes CSV with a header row, quoting where needed and defusing formulas', () => {
    const csv = toCsv(
      ['po_number', 'vendor', 'amount', 'note'],
      [
        { po_number: 'PO-1', vendor: 'Acme, Inc', amount: 10.5, note: null },
        { po_number: 'PO-2', vendor: 'Say "hi"', amount: -3, note: '=HYPERLINK("x")' },
        { po_number: 'PO-3', vendor: 'line\nbreak', amount: 0, note: '@SUM' },
      ],
    );
    expect(csv).toBe(
      'po_number,vendor,amount,note\r\n' +
        'PO-1,"Acme, Inc",10.5,\r\n' +
        `PO-2,"Say ""hi""",-3,"'=HYPERLINK(""x"")"\r\n` +
        `PO-3,"line\nbreak",0,'@SUM\r\n`,
    );
  });

  it('writes one JSON record per line', () => {
    expect(toNdjson([{ a: 1 }, { a: 'x' }])).toBe('{"a":1}\n{"a":"x"}\n');
    expect(toNdjson([])).toBe('');
  });
});
