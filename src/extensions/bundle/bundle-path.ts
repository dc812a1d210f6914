import { refused } from './bundle-refusal';

/** One path segment: portable file-name characters, not starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,99}$/;
const MAX_DEPTH = 8;
const MAX_LENGTH = 240;

/**
 * Checks the name of an archive entry (as the archive spells it, never trusted) and returns it
 * normalized: segments joined by `/`, without `.` or empty segments; null for the archive's
 * root itself (`./`). Refuses NUL bytes and backslashes, absolute paths (`/x`, `C:x`), any `..`
 * segment, and characters outside the portable set. Being this strict keeps every name safe to
 * join under the extensions directory and makes the digest listing identical to `sha256sum`'s.
 */
export function checkEntryPath(raw: string): string | null {
  if (raw.includes('\0'))
    throw refused('invalid_path', 'entry name contains a NUL byte', { entry: printable(raw) });
  if (raw.includes('\\')) {
    throw refused('invalid_path', `entry ${printable(raw)} contains a backslash`, {
      entry: printable(raw),
    });
  }
  if (raw.startsWith('/') || /^[A-Za-z]:/.test(raw)) {
    throw refused('absolute_path', `entry ${printable(raw)} is an absolute path`, {
      entry: printable(raw),
    });
  }
  const segments = raw.split('/');
  if (segments.includes('..')) {
    throw refused('path_traversal', `entry ${printable(raw)} climbs out of the bundle with ..`, {
      entry: printable(raw),
    });
  }
  const kept = segments.filter((s) => s !== '' && s !== '.');
  if (kept.length === 0) return null;
  const bad = kept.find((s) => !SEGMENT.test(s));
  if (bad !== undefined || kept.length > MAX_DEPTH || raw.length > MAX_LENGTH) {
    throw refused(
      'invalid_path',
      `entry ${printable(raw)}: names may use letters, digits, . _ - (not starting with a dot), at most ${MAX_DEPTH} levels and ${MAX_LENGTH} characters`,
      { entry: printable(raw) },
    );
  }
  return kept.join('/');
}

/** A name for messages: control characters escaped, length bounded. */
export function printable(raw: string): string {
  let escaped = '';
  for (const c of raw.slice(0, 200)) {
    const code = c.charCodeAt(0);
    escaped += code < 0x20 || code === 0x7f ? `\\x${code.toString(16).padStart(2, '0')}` : c;
  }
  return raw.length > 200 ? `${escaped}…` : escaped;
}
