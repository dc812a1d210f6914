import { csvField } from './csv';

describe('csvField: text a spreadsheet never runs as a formula', () => {
  it.each([
    ['=1+1', `'=1+1`],
    ['+1', `'+1`],
    ['-1', `'-1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['＝1+1', `'＝1+1`],
    [' =1+1', `' =1+1`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\n=1+1', `"'\n=1+1"`],
    ['\r\n@cmd', `"'\r\n@cmd"`],
    ['a;=1+1', `"'a;=1+1"`],
    ['a,=1+1', `"'a,=1+1"`],
    ['a|=1+1', `"'a|=1+1"`],
    ['a\t+1', `"'a\t+1"`],
    ['a; =1+1', `"'a; =1+1"`],
    ['line one\n=HYPERLINK("x")', `"'line one\n=HYPERLINK(""x"")"`],
  ])('defuses %j', (input, output) => {
    expect(csvField(input)).toBe(output);
  });

  it.each([
    ['Acme Steel', 'Acme Steel'],
    ['Acme, Inc', '"Acme, Inc"'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['x = y', 'x = y'],
    ['a-b', 'a-b'],
    ['mail@example.com', 'mail@example.com'],
  ])('leaves %j as text, quoted where a separator could split it', (input, output) => {
    expect(csvField(input)).toBe(output);
  });

  it('writes numbers and empty values as they are', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(10.5)).toBe('10.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});
