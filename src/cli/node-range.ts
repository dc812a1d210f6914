/**
 * Whether a version satisfies an npm `engines` range made of `||`-joined sets of comparators
 * (`>=20.10 <21 || >=22`). Enough for our own package.json; no semver dependency for `doctor`.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((set) =>
    set
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => matches(parsed, comparator)),
  );
}

type Version = [number, number, number];

function parseVersion(text: string): Version | undefined {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text.trim());
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

function matches(version: Version, comparator: string): boolean {
  const match = /^(>=|<=|>|<|=|\^|~)?\s*(v?\d+(?:\.\d+){0,2})$/.exec(comparator);
  if (!match) return false;
  const wanted = parseVersion(match[2]) as Version;
  const order = compare(version, wanted);
  switch (match[1]) {
    case '>=':
      return order >= 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    case '^':
      return order >= 0 && version[0] === wanted[0];
    case '~':
      return order >= 0 && version[0] === wanted[0] && version[1] === wanted[1];
    default:
      return order === 0;
  }
}
