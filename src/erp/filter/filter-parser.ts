import type { FilterNode, Literal, Operand, PropertyRef } from './filter-ast';
import { filterError } from './filter-error';
import { Keyword, Token, tokenize } from './filter-lexer';

/** Longest filter text accepted; a longer one is refused before tokenizing. */
export const MAX_FILTER_LENGTH = 4000;
/** Deepest nesting of parentheses and NOTs. */
export const MAX_FILTER_DEPTH = 64;
/** Most values in one IN list. */
export const MAX_IN_VALUES = 1000;

const PREDICATE_EXPECTED = ['comparison operator', 'LIKE', 'NOT', 'IN', 'BETWEEN', 'IS'];

function describe(token: Token): string {
  switch (token.kind) {
    case 'eof':
      return 'end of filter';
    case 'string':
      return `string ${token.text}`;
    case 'number':
      return `number ${token.text}`;
    case 'keyword':
      return token.keyword;
    case 'ident':
      return `'${token.text}'`;
    case 'op':
    case 'minus':
    case 'lparen':
    case 'rparen':
    case 'comma':
      return `'${token.text}'`;
  }
}

/**
 * Recursive-descent parser for SPEC §6 filters:
 *
 *   or        := and (OR and)*
 *   and       := unary (AND unary)*
 *   unary     := NOT unary | '(' or ')' | predicate
 *   predicate := operand cmp operand
 *              | property [NOT] LIKE string
 *              | property [NOT] IN '(' literal (',' literal)* ')'
 *              | property [NOT] BETWEEN operand AND operand
 *              | property IS [NOT] NULL
 *   operand   := property | literal;   literal := string | ['-'] number
 *
 * A chain `a AND b AND c` becomes one node with three operands; a parenthesised group stays a
 * child node, so `formatFilter` and this parser round-trip. Errors are FILTER_INVALID with the
 * 0-based position of the offending token and what was expected there.
 */
class FilterParser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): FilterNode {
    const node = this.parseOr();
    const next = this.peek();
    if (next.kind !== 'eof') {
      const expected = ['AND', 'OR', 'end of filter'];
      if (next.kind === 'rparen') {
        throw filterError("unbalanced ')'", next.pos, { expected, found: ')' });
      }
      throw this.unexpected(next, expected);
    }
    return node;
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)];
  }

  private advance(): Token {
    const token = this.peek();
    if (token.kind !== 'eof') this.index += 1;
    return token;
  }

  private isKeyword(token: Token, keyword: Keyword): boolean {
    return token.kind === 'keyword' && token.keyword === keyword;
  }

  private acceptKeyword(keyword: Keyword): boolean {
    if (!this.isKeyword(this.peek(), keyword)) return false;
    this.index += 1;
    return true;
  }

  private expectKeyword(keyword: Keyword): void {
    if (!this.acceptKeyword(keyword)) throw this.unexpected(this.peek(), [keyword]);
  }

  private unexpected(token: Token, expected: string[]) {
    const list =
      expected.length === 1
        ? expected[0]
        : `${expected.slice(0, -1).join(', ')} or ${expected[expected.length - 1]}`;
    return filterError(`expected ${list}, found ${describe(token)}`, token.pos, {
      expected,
      found: token.kind === 'eof' ? '' : token.text,
    });
  }

  private enter(token: Token): void {
    this.depth += 1;
    if (this.depth > MAX_FILTER_DEPTH) {
      throw filterError(`filter is nested deeper than ${MAX_FILTER_DEPTH} levels`, token.pos);
    }
  }

  private parseOr(): FilterNode {
    const first = this.parseAnd();
    if (!this.isKeyword(this.peek(), 'OR')) return first;
    const operands = [first];
    while (this.acceptKeyword('OR')) operands.push(this.parseAnd());
    return { kind: 'or', operands };
  }

  private parseAnd(): FilterNode {
    const first = this.parseUnary();
    if (!this.isKeyword(this.peek(), 'AND')) return first;
    const operands = [first];
    while (this.acceptKeyword('AND')) operands.push(this.parseUnary());
    return { kind: 'and', operands };
  }

  private parseUnary(): FilterNode {
    const token = this.peek();
    if (this.isKeyword(token, 'NOT')) {
      this.advance();
      this.enter(token);
      const operand = this.parseUnary();
      this.depth -= 1;
      return { kind: 'not', operand };
    }
    if (token.kind === 'lparen') {
      this.advance();
      this.enter(token);
      const inner = this.parseOr();
      const close = this.peek();
      if (close.kind !== 'rparen') {
        throw this.unexpected(close, close.kind === 'eof' ? ["')'"] : ['AND', 'OR', "')'"]);
      }
      this.advance();
      this.depth -= 1;
      return inner;
    }
    return this.parsePredicate();
  }

  private parsePredicate(): FilterNode {
    const start = this.peek();
    const left = this.parseOperand(['property name', 'NOT', "'('"]);
    const token = this.peek();
    const pos = start.pos;
    if (token.kind === 'op') {
      this.advance();
      const right = this.parseOperand(['property name', 'literal']);
      return { kind: 'compare', op: token.op, left, right, pos };
    }
    const negated = this.isKeyword(token, 'NOT');
    const keyword = negated ? this.peek(1) : token;
    if (
      keyword.kind !== 'keyword' ||
      !['LIKE', 'IN', 'BETWEEN', 'IS'].includes(keyword.keyword) ||
      (negated && keyword.keyword === 'IS')
    ) {
      throw this.unexpected(
        negated ? keyword : token,
        negated ? ['LIKE', 'IN', 'BETWEEN'] : PREDICATE_EXPECTED,
      );
    }
    const target = this.requireProperty(left, start, keyword.keyword);
    if (negated) this.advance();
    this.advance();
    switch (keyword.keyword) {
      case 'LIKE': {
        const patternToken = this.peek();
        if (patternToken.kind !== 'string') throw this.unexpected(patternToken, ['string pattern']);
        this.advance();
        const pattern: Literal = {
          kind: 'literal',
          value: patternToken.value,
          pos: patternToken.pos,
        };
        return { kind: 'like', negated, target, pattern, pos };
      }
      case 'IN': {
        const open = this.peek();
        if (open.kind !== 'lparen') throw this.unexpected(open, ["'('"]);
        this.advance();
        const values: Literal[] = [this.parseLiteral()];
        while (this.peek().kind === 'comma') {
          this.advance();
          if (values.length >= MAX_IN_VALUES) {
            throw filterError(`an IN list holds at most ${MAX_IN_VALUES} values`, this.peek().pos);
          }
          values.push(this.parseLiteral());
        }
        const close = this.peek();
        if (close.kind !== 'rparen') throw this.unexpected(close, ["','", "')'"]);
        this.advance();
        return { kind: 'in', negated, target, values, pos };
      }
      case 'BETWEEN': {
        const low = this.parseOperand(['property name', 'literal']);
        this.expectKeyword('AND');
        const high = this.parseOperand(['property name', 'literal']);
        return { kind: 'between', negated, target, low, high, pos };
      }
      case 'IS': {
        const isNot = this.acceptKeyword('NOT');
        this.expectKeyword('NULL');
        return { kind: 'null', negated: isNot, target, pos };
      }
      case 'AND':
      case 'OR':
      case 'NOT':
      case 'NULL':
        // Excluded by the check above; listed so the switch stays exhaustive.
        throw this.unexpected(keyword, PREDICATE_EXPECTED);
    }
  }

  private requireProperty(operand: Operand, token: Token, keyword: string): PropertyRef {
    if (operand.kind === 'property') return operand;
    throw filterError(`${keyword} needs a property name on its left`, token.pos, {
      expected: ['property name'],
      found: token.text,
    });
  }

  private parseOperand(expected: string[]): Operand {
    const token = this.peek();
    if (token.kind === 'ident') {
      this.advance();
      return { kind: 'property', name: token.text, pos: token.pos };
    }
    if (token.kind === 'string' || token.kind === 'number' || token.kind === 'minus') {
      return this.parseLiteral();
    }
    if (this.isKeyword(token, 'NULL')) {
      throw filterError("compare with NULL using 'IS NULL' or 'IS NOT NULL'", token.pos, {
        expected: ['IS NULL', 'IS NOT NULL'],
        found: token.text,
      });
    }
    throw this.unexpected(token, expected);
  }

  private parseLiteral(): Literal {
    const token = this.peek();
    if (token.kind === 'string') {
      this.advance();
      return { kind: 'literal', value: token.value, pos: token.pos };
    }
    if (token.kind === 'number') {
      this.advance();
      return { kind: 'literal', value: token.value, pos: token.pos };
    }
    if (token.kind === 'minus') {
      const next = this.peek(1);
      if (next.kind !== 'number') throw this.unexpected(next, ['number']);
      this.index += 2;
      return { kind: 'literal', value: -next.value, pos: token.pos };
    }
    throw this.unexpected(token, ['string', 'number']);
  }
}

/**
 * Parses SPEC §6 filter text to a syntax tree. Throws FILTER_INVALID (400) with `details.position`
 * for any fault; never throws anything else for any input string.
 */
export function parseFilter(text: string): FilterNode {
  if (text.length > MAX_FILTER_LENGTH) {
    throw filterError(
      `filter is ${text.length} characters long; the limit is ${MAX_FILTER_LENGTH}`,
      MAX_FILTER_LENGTH,
    );
  }
  const tokens = tokenize(text);
  if (tokens.length === 1) {
    throw filterError('filter is empty', 0, { expected: ['condition'], found: '' });
  }
  return new FilterParser(tokens).parse();
}
