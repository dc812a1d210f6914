/** What a declared column type says, before the values are looked at. */
export type DeclaredKind =
  | { kind: 'integer' }
  | { kind: 'decimal'; scale?: number }
  | { kind: 'text' }
  | { kind: 'date' }
  | { kind: 'timestamp' }
  | { kind: 'boolean'; stored: 'number' | 'boolean' }
  /** SQLite columns declared without a type (or with one SQLite would not recognise). */
  | { kind: 'unknown' }
  /** Binary data, JSON, arrays, geometry: not served as properties. */
  | { kind: 'skip'; why: string };

/**
 * Classifies a declared type of PostgreSQL (format_type), MariaDB/MySQL (COLUMN_TYPE) or
 * SQLite (as written in CREATE TABLE, following SQLite's affinity rules).
 */
export function declaredKind(declared: string): DeclaredKind {
  const t = declared.trim().toLowerCase();
  if (t === '') return { kind: 'unknown' };
  if (/\[\]$/.test(t) || /^(array|_)/.test(t)) return { kind: 'skip', why: 'an array' };
  if (/^(json|jsonb|xml|geometry|geography|point|polygon|line|tsvector|tsquery)\b/.test(t)) {
    return { kind: 'skip', why: `type ${t}` };
  }
  if (/(blob|bytea|binary|image|varbinary)/.test(t)) return { kind: 'skip', why: 'binary data' };
  if (t === 'boolean' || t === 'bool') return { kind: 'boolean', stored: 'boolean' };
  if (/^tinyint\(1\)/.test(t) || /^bit(\(1\))?$/.test(t))
    return { kind: 'boolean', stored: 'number' };
  if (/^bit/.test(t)) return { kind: 'skip', why: `type ${t}` };
  if (/^timestamp|^datetime|^smalldatetime/.test(t)) return { kind: 'timestamp' };
  if (t === 'date') return { kind: 'date' };
  if (/^(time|interval|year)/.test(t)) return { kind: 'text' };
  if (/^money/.test(t)) return { kind: 'skip', why: 'type money (cast it in a view to numeric)' };
  const numeric = /^(numeric|decimal|number)\s*(\(\s*(\d+)\s*(,\s*(\d+)\s*)?\))?/.exec(t);
  if (numeric) {
    if (numeric[2] !== undefined && (numeric[5] === undefined || numeric[5] === '0')) {
      return { kind: 'integer' };
    }
    return numeric[5] !== undefined
      ? { kind: 'decimal', scale: Number(numeric[5]) }
      : { kind: 'decimal' };
  }
  // SQLite's affinity rules, which also cover the usual names elsewhere.
  if (/int/.test(t) || /serial/.test(t)) return { kind: 'integer' };
  if (/(char|clob|text|string|uuid|citext|enum|set|name)/.test(t)) return { kind: 'text' };
  if (/(real|floa|doub)/.test(t)) return { kind: 'decimal' };
  return { kind: 'unknown' };
}
