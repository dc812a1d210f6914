import type { CatalogIdo } from '../catalog/catalog-ido';
import type { PropertyDefinition } from '../catalog/catalog.types';
import type { FilterNode, Literal, Operand, PropertyRef } from './filter-ast';
import { filterError } from './filter-error';
import { formatLiteral } from './format-filter';
import { formatValue } from '../catalog/value-format';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/**
 * Property names close to `name` (typos, prefixes), best first, at most three. When none is
 * close, the three nearest anyway: an answer naming an unknown property always offers names
 * that exist, never an empty list.
 */
export function suggestProperties(name: string, candidates: readonly string[]): string[] {
  const lower = name.toLowerCase();
  const ranked = candidates
    .map((c) => {
      const cl = c.toLowerCase();
      const distance = cl.startsWith(lower) || lower.startsWith(cl) ? 1 : editDistance(lower, cl);
      return { c, distance };
    })
    .sort((x, y) => x.distance - y.distance || x.c.localeCompare(y.c));
  const close = ranked.filter((s) => s.distance <= Math.max(2, Math.floor(name.length / 3)));
  return (close.length > 0 ? close : ranked).slice(0, 3).map((s) => s.c);
}

type Kind = 'number' | 'date' | 'text';

function kindOf(p: PropertyDefinition): Kind {
  switch (p.type) {
    case 'integer':
    case 'decimal':
      return 'number';
    case 'date':
      return 'date';
    case 'string':
    case 'enum':
      return 'text';
  }
}

/**
 * Checks a parsed tree against one IDO: every property exists (and is visible to the caller),
 * every literal fits its property's type, enum codes are valid. Returns a new tree with the
 * catalog's spelling of each property, enum codes in their canonical case, and literals compared
 * with a formatted property (ValueFormat: `VendNum = '1042'`) in the stored, padded form. Faults are
 * FILTER_INVALID with the position of the offending token when the tree came from text.
 */
export class FilterChecker {
  constructor(
    private readonly ido: CatalogIdo,
    /** Properties hidden from the caller by a field mask; named, they are "unknown". */
    private readonly hidden: ReadonlySet<string> = new Set(),
  ) {}

  check(node: FilterNode): FilterNode {
    switch (node.kind) {
      case 'and':
      case 'or':
        return { kind: node.kind, operands: node.operands.map((o) => this.check(o)) };
      case 'not':
        return { kind: 'not', operand: this.check(node.operand) };
      case 'compare': {
        const left = this.operand(node.left);
        const right = this.operand(node.right);
        const pos = node.pos ?? node.left.pos ?? 0;
        if (left.kind === 'literal' && right.kind === 'literal') {
          throw filterError('a comparison needs a property on at least one side', pos);
        }
        const [propRef, other] = left.kind === 'property' ? [left, right] : [right, left];
        const prop = this.resolve(propRef as PropertyRef);
        const checkedOther = this.compatible(prop, other, node.op === '=' || node.op === '<>');
        return left.kind === 'property'
          ? { ...node, left, right: checkedOther }
          : { ...node, left: checkedOther, right };
      }
      case 'like': {
        const target = this.ref(node.target);
        const prop = this.resolve(target);
        if (prop.type !== 'string' && prop.type !== 'enum' && prop.type !== 'date') {
          throw filterError(
            `LIKE needs a text or date property; ${prop.name} is ${prop.type}`,
            node.target.pos ?? 0,
          );
        }
        if (typeof node.pattern.value !== 'string') {
          throw filterError('LIKE needs a string pattern', node.pattern.pos ?? 0);
        }
        return { ...node, target, pattern: { ...node.pattern } };
      }
      case 'in': {
        const target = this.ref(node.target);
        const prop = this.resolve(target);
        const values = node.values.map((v) => this.literal(prop, v, true));
        return { ...node, target, values };
      }
      case 'between': {
        const target = this.ref(node.target);
        const prop = this.resolve(target);
        return {
          ...node,
          target,
          low: this.compatible(prop, this.operand(node.low), false),
          high: this.compatible(prop, this.operand(node.high), false),
        };
      }
      case 'null': {
        const target = this.ref(node.target);
        this.resolve(target);
        return { ...node, target };
      }
    }
  }

  /** The visible property `ref` names; FILTER_INVALID with suggestions otherwise. */
  resolve(ref: PropertyRef): PropertyDefinition {
    const prop = this.ido.property(ref.name);
    if (!prop || this.hidden.has(prop.name)) {
      const visible = this.ido.properties.map((p) => p.name).filter((n) => !this.hidden.has(n));
      const suggestions = suggestProperties(ref.name, visible);
      const hint = suggestions.length > 0 ? `; did you mean ${suggestions.join(', ')}?` : '';
      throw filterError(`unknown property ${ref.name} of ${this.ido.name}${hint}`, ref.pos ?? 0, {
        expected: ['property name'],
        found: ref.name,
        suggestions,
      });
    }
    return prop;
  }

  private ref(ref: PropertyRef): PropertyRef {
    const prop = this.resolve(ref);
    return ref.pos === undefined
      ? { kind: 'property', name: prop.name }
      : { kind: 'property', name: prop.name, pos: ref.pos };
  }

  private operand(operand: Operand): Operand {
    return operand.kind === 'property' ? this.ref(operand) : operand;
  }

  private compatible(prop: PropertyDefinition, other: Operand, equality: boolean): Operand {
    if (other.kind === 'literal') return this.literal(prop, other, equality);
    const otherProp = this.resolve(other);
    if (kindOf(prop) !== kindOf(otherProp)) {
      throw filterError(
        `cannot compare ${prop.name} (${prop.type}) with ${otherProp.name} (${otherProp.type})`,
        other.pos ?? 0,
      );
    }
    return other;
  }

  private literal(prop: PropertyDefinition, lit: Literal, equality: boolean): Literal {
    const pos = lit.pos ?? 0;
    const shown = formatLiteral(lit.value);
    switch (kindOf(prop)) {
      case 'number':
        if (typeof lit.value !== 'number' || !Number.isFinite(lit.value)) {
          throw filterError(`${prop.name} is a number; ${shown} is not`, pos, {
            expected: ['number'],
            found: shown,
          });
        }
        return lit;
      case 'date':
        if (typeof lit.value !== 'string' || !isIsoDate(lit.value)) {
          throw filterError(`${prop.name} is a date; write it as 'YYYY-MM-DD', not ${shown}`, pos, {
            expected: ["date 'YYYY-MM-DD'"],
            found: shown,
          });
        }
        return lit;
      case 'text': {
        if (typeof lit.value !== 'string') {
          throw filterError(`${prop.name} is text; quote the value: '${lit.value}'`, pos, {
            expected: ['string'],
            found: shown,
          });
        }
        // Formatted keys (right-justified, padded): the literal becomes the stored form, for
        // every comparison, IN and BETWEEN (LIKE patterns are left alone; they must match the
        // stored, padded value). This is the one place every path's filter goes through.
        if (prop.format) return { ...lit, value: formatValue(prop.format, lit.value) };
        if (prop.type !== 'enum' || !equality) return lit;
        const value = lit.value;
        const match = prop.enumValues?.find((e) => e.value.toLowerCase() === value.toLowerCase());
        if (!match) {
          const allowed = (prop.enumValues ?? []).map((e) => `'${e.value}' (${e.label})`);
          throw filterError(`${prop.name} must be one of ${allowed.join(', ')}`, pos, {
            expected: (prop.enumValues ?? []).map((e) => e.value),
            found: shown,
          });
        }
        return { ...lit, value: match.value };
      }
    }
  }
}
