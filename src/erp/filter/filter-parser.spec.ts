import { DomainError } from '../../common/errors/domain-error';
import { ErrorCode } from '../../common/errors/error-code';
import { f, FilterNode, stripPositions } from './filter-ast';
import { FilterErrorDetails } from './filter-error';
import { tokenize } from './filter-lexer';
import { MAX_FILTER_DEPTH, MAX_FILTER_LENGTH, parseFilter } from './filter-parser';
import { formatFilter } from './format-filter';

const parse = (text: string): FilterNode => stripPositions(parseFilter(text));

function failure(text: string): { message: string; details: FilterErrorDetails } {
  try {
    parseFilter(text);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const domain = error as DomainError;
    expect(domain.code).toBe(ErrorCode.FilterInvalid);
    return { message: domain.message, details: domain.details as FilterErrorDetails };
  }
  throw new Error(`expected "${text}" to be refused`);
}

describe('tokenize', () => {
  it.each([
    ["Name = 'O''Brien'", ['ident', 'op', 'string']],
    ["N'abc'", ['string']],
    ['a<>b', ['ident', 'op', 'ident']],
    ['a != b', ['ident', 'op', 'ident']],
    ['x >= -1.5e3', ['ident', 'op', 'minus', 'number']],
    ['(a) , .5', ['lparen', 'ident', 'rparen', 'comma', 'number']],
    ['and OR Not like In between IS null', Array(8).fill('keyword')],
  ])('%s', (text, kinds) => {
    expect(tokenize(text).map((t) => t.kind)).toEqual([...kinds, 'eof']);
  });

  it('reads doubled quotes and N-prefixed strings as their values', () => {
    const [a] = tokenize("'it''s'");
    const [b] = tokenize("N'Acme'");
    expect(a).toMatchObject({ kind: 'string', value: "it's" });
    expect(b).toMatchObject({ kind: 'string', value: 'Acme' });
  });

  it('turns != into <>', () => {
    expect(tokenize('a != 1')[1]).toMatchObject({ kind: 'op', op: '<>' });
  });
});

describe('parseFilter: accepted filters', () => {
  const cases: Array<[string, FilterNode]> = [
    ["Stat = 'O'", f.eq('Stat', 'O')],
    ['PoCost > 10000', f.cmp('PoCost', '>', 10000)],
    ['PoCost >= 10000.50', f.cmp('PoCost', '>=', 10000.5)],
    ['QtyOnHand < QtyReorder', f.cmp('QtyOnHand', '<', f.prop('QtyReorder'))],
    ["VendNum = '   1042'", f.eq('VendNum', '   1042')],
    ['x <= -3', f.cmp('x', '<=', -3)],
    ['x <> 1e3', f.cmp('x', '<>', 1000)],
    ['x != 2', f.cmp('x', '<>', 2)],
    ['10 < x', { kind: 'compare', op: '<', left: f.lit(10), right: f.prop('x') }],
    ["Name LIKE 'Acme%'", f.like('Name', 'Acme%')],
    ["Name NOT LIKE '%Inc'", f.like('Name', '%Inc', true)],
    ["Stat IN ('P', 'O')", f.in('Stat', ['P', 'O'])],
    ["Stat NOT IN ('C')", f.in('Stat', ['C'], true)],
    ['Qty IN (1, -2, 3.5)', f.in('Qty', [1, -2, 3.5])],
    [
      "DueDate BETWEEN '2026-01-01' AND '2026-01-31'",
      f.between('DueDate', '2026-01-01', '2026-01-31'),
    ],
    ['Amt NOT BETWEEN 1 AND 2', f.between('Amt', 1, 2, true)],
    ['ExternalEmailAddr IS NULL', f.isNull('ExternalEmailAddr')],
    ['ExternalEmailAddr IS NOT NULL', f.isNull('ExternalEmailAddr', true)],
    ["NOT Stat = 'C'", f.not(f.eq('Stat', 'C'))],
    ["NOT NOT Stat = 'C'", f.not(f.not(f.eq('Stat', 'C')))],
    [
      "a = 1 AND b = 2 AND c = 'x'",
      { kind: 'and', operands: [f.eq('a', 1), f.eq('b', 2), f.eq('c', 'x')] },
    ],
    [
      'a = 1 OR b = 2 AND c = 3',
      {
        kind: 'or',
        operands: [f.eq('a', 1), { kind: 'and', operands: [f.eq('b', 2), f.eq('c', 3)] }],
      },
    ],
    [
      '(a = 1 OR b = 2) AND c = 3',
      {
        kind: 'and',
        operands: [{ kind: 'or', operands: [f.eq('a', 1), f.eq('b', 2)] }, f.eq('c', 3)],
      },
    ],
    [
      'a = 1 AND (b = 2 AND c = 3)',
      {
        kind: 'and',
        operands: [f.eq('a', 1), { kind: 'and', operands: [f.eq('b', 2), f.eq('c', 3)] }],
      },
    ],
    ['((((a = 1))))', f.eq('a', 1)],
    ['NOT (a = 1 OR b = 2)', f.not({ kind: 'or', operands: [f.eq('a', 1), f.eq('b', 2)] })],
    ["  Stat\n=\t'O'  ", f.eq('Stat', 'O')],
    [
      "stat = 'O' and x between 1 and 2",
      {
        kind: 'and',
        operands: [f.eq('stat', 'O'), f.between('x', 1, 2)],
      },
    ],
    ["Name = N'Acme'", f.eq('Name', 'Acme')],
    ["Name = ''", f.eq('Name', '')],
    ["Name = '; DROP TABLE SLPos; --'", f.eq('Name', '; DROP TABLE SLPos; --')],
  ];

  it.each(cases)('%s', (text, expected) => {
    expect(parse(text)).toEqual(expected);
  });

  it.each(cases)('formatFilter round-trips %s', (text) => {
    const tree = parse(text);
    expect(parse(formatFilter(tree))).toEqual(tree);
  });

  it('records the position of each predicate and property', () => {
    const tree = parseFilter("Stat = 'O' AND  PoCost > 5");
    expect(tree).toMatchObject({
      kind: 'and',
      operands: [
        { pos: 0, left: { pos: 0 }, right: { pos: 7 } },
        { pos: 16, left: { name: 'PoCost', pos: 16 }, right: { pos: 25 } },
      ],
    });
  });
});

describe('parseFilter: refused filters', () => {
  const cases: Array<[string, number, RegExp]> = [
    ['', 0, /empty/],
    ['   ', 0, /empty/],
    ["Stat = 'O", 7, /unterminated string/],
    ["Stat = 'O' ;", 11, /';' is not allowed/],
    ["Stat = 'O' -- comment", 11, /comments/],
    ["Stat = 'O' /* x */", 11, /comments/],
    ['Stat = "O"', 7, /double quotes/],
    ["Stat == 'O'", 5, /'=='/],
    ["VendorName 'x'", 11, /expected comparison operator/],
    ["VendorName = 'x' AND", 20, /expected property name/],
    ["VendorName = 'x' OR OR a = 1", 20, /expected/],
    ['(a = 1', 6, /expected '\)'/],
    ['a = 1)', 5, /unbalanced/],
    ['a = 1 b = 2', 6, /expected AND, OR or end of filter/],
    ['a IN ()', 6, /expected string or number/],
    ['a IN (1, )', 9, /expected string or number/],
    ['a IN 1', 5, /expected '\('/],
    ['a LIKE 5', 7, /string pattern/],
    ['a BETWEEN 1 2', 12, /expected AND/],
    ['a IS 5', 5, /expected NULL/],
    ['a NOT IS NULL', 6, /expected LIKE, IN or BETWEEN/],
    ['a = NULL', 4, /IS NULL/],
    ["'x' LIKE 'y'", 0, /needs a property name/],
    ['a = 10K', 6, /after number 10/],
    ['a = 1.2.3', 7, /after number/],
    ['a = 1e', 5, /after number/],
    ['a = 1e999', 4, /out of range/],
    ['a = -', 5, /expected number/],
    ['a = @p', 4, /unexpected '@'/],
    ['a = 1 AND é = 2', 10, /unexpected 'é'/],
    ['a = 1 AND \u0000 = 2', 10, /control character/],
    ['a = 😀', 4, /unexpected '😀'/],
    ['a = (1)', 4, /expected property name or literal/],
    ['NOT', 3, /expected property name/],
    ['a = 1 AND NOT', 13, /expected property name/],
  ];

  it.each(cases)('%j fails at %d', (text, position, message) => {
    const { message: actual, details } = failure(text);
    expect(details.position).toBe(position);
    expect(actual).toMatch(message);
    expect(actual).toContain(`position ${position}`);
  });

  it('names what it expected and what it found', () => {
    const { details } = failure("VendorName 'Acme'");
    expect(details.expected).toEqual(expect.arrayContaining(['comparison operator', 'LIKE', 'IN']));
    expect(details.found).toBe("'Acme'");
  });

  it(`refuses text longer than ${MAX_FILTER_LENGTH} characters`, () => {
    const { details, message } = failure(`Name = '${'x'.repeat(MAX_FILTER_LENGTH)}'`);
    expect(details.position).toBe(MAX_FILTER_LENGTH);
    expect(message).toMatch(/limit is 4000/);
  });

  it(`refuses nesting deeper than ${MAX_FILTER_DEPTH}`, () => {
    const deep = `${'('.repeat(MAX_FILTER_DEPTH + 1)}a = 1${')'.repeat(MAX_FILTER_DEPTH + 1)}`;
    const { details, message } = failure(deep);
    expect(message).toMatch(/nested deeper than 64/);
    expect(details.position).toBe(MAX_FILTER_DEPTH);
    const nots = `${'NOT '.repeat(MAX_FILTER_DEPTH + 1)}a = 1`;
    expect(failure(nots).message).toMatch(/nested deeper/);
  });

  it(`accepts nesting of exactly ${MAX_FILTER_DEPTH}`, () => {
    const deep = `${'('.repeat(MAX_FILTER_DEPTH)}a = 1${')'.repeat(MAX_FILTER_DEPTH)}`;
    expect(parse(deep)).toEqual(f.eq('a', 1));
  });
});
