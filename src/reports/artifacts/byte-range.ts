import type { ByteRange } from './artifact-store';

/** What a Range header asks of a representation of `size` bytes (RFC 9110 §14). */
export type RangeRequest =
  { kind: 'whole' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/**
 * One byte range, or the whole representation when there is no header, it is not a bytes range
 * we understand, or it asks for several ranges (a server may ignore Range; multipart answers are
 * not worth their complexity for a file download). `If-Range` must carry the current entity
 * tag, or the whole representation is sent (a resumed download of a changed artifact must not
 * stitch two versions together); dates in If-Range are not accepted as validators.
 */
export function parseRange(
  header: string | undefined,
  size: number,
  ifRange?: string,
  etag?: string | null,
): RangeRequest {
  if (!header) return { kind: 'whole' };
  if (ifRange !== undefined && (!etag || ifRange.trim() !== etag)) return { kind: 'whole' };
  const match = SINGLE.exec(header.trim().replace(/\s+/g, ''));
  if (!match) return { kind: 'whole' };
  const [, first, last] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // The last `n` bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - n), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) {
    return { kind: 'whole' };
  }
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end: Math.min(end, size - 1) } };
}
