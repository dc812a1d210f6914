import { DomainError } from '../common/errors/domain-error';
import type { OrderTerm } from './load-request';

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const MAX_TERMS = 64;

/**
 * `properties` text of SPEC §6: a comma list of property names, or `*` for all. Blank means the
 * IDO's defaults (undefined). Names are checked against the catalog later, by the executor.
 */
export function parsePropertiesText(text: string | undefined): readonly string[] | '*' | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  if (text.trim() === '*') return '*';
  const names = text.split(',').map((s) => s.trim());
  if (names.length > MAX_TERMS * 4) {
    throw DomainError.validation('too many properties', [
      { field: 'properties', message: 'too many' },
    ]);
  }
  for (const name of names) {
    if (!IDENT.test(name)) {
      throw DomainError.validation(
        name === ''
          ? 'properties has an empty entry'
          : `unknown property ${name.slice(0, 80)} in properties`,
        [
          {
            field: 'properties',
            message: name === '' ? 'empty entry' : `unknown property ${name.slice(0, 80)}`,
          },
        ],
      );
    }
  }
  return names;
}

/** `orderby` text of SPEC §6: `Prop [ASC|DESC], …`. */
export function parseOrderByText(text: string | undefined): OrderTerm[] {
  if (text === undefined || text.trim() === '') return [];
  const terms = text.split(',');
  if (terms.length > MAX_TERMS) {
    throw DomainError.validation(`orderby takes at most ${MAX_TERMS} terms`, [
      { field: 'orderby', message: 'too many terms' },
    ]);
  }
  return terms.map((raw) => {
    const words = raw.trim().split(/\s+/);
    const [property, direction, ...rest] = words;
    const dir = direction?.toUpperCase();
    if (
      !property ||
      !IDENT.test(property) ||
      rest.length > 0 ||
      (dir && dir !== 'ASC' && dir !== 'DESC')
    ) {
      const shown = raw.trim().slice(0, 80);
      throw DomainError.validation(
        `orderby term "${shown}" must be a property name, optionally followed by ASC or DESC`,
        [{ field: 'orderby', message: `bad term "${shown}"` }],
      );
    }
    return { property, direction: dir === 'DESC' ? 'desc' : 'asc' };
  });
}
