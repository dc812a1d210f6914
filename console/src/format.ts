// How values are written on screen.

const numbers = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

export function cell(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return numbers.format(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function when(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/** A confidence in words, so nobody has to know what 0.62 means. */
export function confidenceWords(value: number): string {
  if (value >= 0.9) return 'high: the question was understood as shown';
  if (value >= 0.7) return 'fair: check the interpretation below';
  return 'low: the engine guessed parts of it; check the interpretation below';
}

export function isNumeric(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Any value as plain text: strings as they are, anything else as JSON, nothing as ''. */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
