import { createHash } from 'node:crypto';
import { DomainError } from '../../common/errors/domain-error';
import type { ErpValue } from '../load-request';

/** Longest bookmark accepted; a real one is a few hundred characters. */
const MAX_BOOKMARK_LENGTH = 4096;

interface BookmarkPayload {
  v: 1;
  /** Hash of the request shape the bookmark belongs to. */
  s: string;
  /** Order values of the last row returned. */
  k: ErpValue[];
}

/**
 * A fingerprint of what makes a keyset cursor meaningful: the IDO, the filter, the total order
 * and distinctness. A bookmark used with another shape would silently skip or repeat records,
 * so it is refused instead.
 */
export function requestShape(parts: {
  ido: string;
  filter: string;
  order: string[];
  distinct: string[] | null;
}): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

/** Opaque base64url cursor holding the last row's order values. */
export function encodeBookmark(shape: string, values: readonly ErpValue[]): string {
  const payload: BookmarkPayload = { v: 1, s: shape, k: [...values] };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

function isErpValue(value: unknown): value is ErpValue {
  return (
    value === null ||
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/**
 * The order values in `token`; VALIDATION_FAILED when the token is malformed or was issued for a
 * request of another shape. The values are only ever bound as query parameters.
 */
export function decodeBookmark(token: string, shape: string, arity: number): ErpValue[] {
  const malformed = (): DomainError =>
    DomainError.validation('bookmark is malformed; pass meta.nextBookmark back unchanged', {
      field: 'bookmark',
    });
  if (token.length > MAX_BOOKMARK_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) throw malformed();
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw malformed();
  }
  if (typeof payload !== 'object' || payload === null) throw malformed();
  const { v, s, k } = payload as Partial<BookmarkPayload>;
  if (v !== 1 || typeof s !== 'string' || !Array.isArray(k)) throw malformed();
  if (s !== shape) {
    throw DomainError.validation(
      'bookmark belongs to another request; keep the IDO, filter, orderby and distinct of the request that returned it',
      { field: 'bookmark' },
    );
  }
  if (k.length !== arity || !k.every(isErpValue)) throw malformed();
  return k;
}
