import { existsSync, readFileSync } from 'node:fs';

/** The directives of one section of a systemd unit file, each with every value it was given. */
export type UnitSection = Map<string, string[]>;

/** Sections of a unit file by name (`Unit`, `Service`, `Install`), continuation lines joined. */
export function parseUnitFile(text: string): Map<string, UnitSection> {
  const sections = new Map<string, UnitSection>();
  let current: UnitSection | undefined;
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = sections.get(header[1]) ?? new Map<string, string[]>();
      sections.set(header[1], current);
      continue;
    }
    const eq = line.indexOf('=');
    if (!current || eq < 0) continue;
    const key = line.slice(0, eq).trim();
    const value = line.slice(eq + 1).trim();
    // An empty assignment resets a list directive, as systemd does.
    if (value === '') current.set(key, []);
    else current.set(key, [...(current.get(key) ?? []), value]);
  }
  return sections;
}

/** Splits `A=1 "B=two words" 'C=x'` the way systemd splits an Environment= value. */
export function splitEnvironmentAssignments(value: string): string[] {
  const words: string[] = [];
  let word = '';
  let quote: '"' | "'" | undefined;
  let inWord = false;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (quote) {
      if (ch === quote) quote = undefined;
      else if (ch === '\\' && quote === '"' && i + 1 < value.length) word += value[++i];
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else if (ch === '\\' && i + 1 < value.length) {
      word += value[++i];
      inWord = true;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** `KEY=value` lines of an EnvironmentFile=; `#`/`;` comments, optional quotes around values. */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2];
    const quoted = /^(["'])(.*)\1$/.exec(value);
    if (quoted) value = quoted[2];
    env[match[1]] = value;
  }
  return env;
}

export interface ServiceEnvironment {
  /** What the service's processes get: Environment= first, EnvironmentFile= overriding it. */
  env: Record<string, string>;
  /** Every EnvironmentFile= path, and whether it was there to read. */
  files: { path: string; optional: boolean; found: boolean }[];
  user?: string;
  group?: string;
}

/**
 * The environment systemd gives the unit's [Service]: what `doctor --unit` checks and what the
 * appliance tests start the daemon with. A missing EnvironmentFile= without the `-` prefix makes
 * systemd refuse to start the unit; here it is reported through `files` instead.
 */
export function serviceEnvironment(
  unitText: string,
  readFile: (path: string) => string | undefined = (path) =>
    existsSync(path) ? readFileSync(path, 'utf8') : undefined,
): ServiceEnvironment {
  const service = parseUnitFile(unitText).get('Service') ?? new Map<string, string[]>();
  const env: Record<string, string> = {};
  for (const value of service.get('Environment') ?? []) {
    for (const assignment of splitEnvironmentAssignments(value)) {
      const eq = assignment.indexOf('=');
      if (eq > 0) env[assignment.slice(0, eq)] = assignment.slice(eq + 1);
    }
  }
  const files: ServiceEnvironment['files'] = [];
  for (const value of service.get('EnvironmentFile') ?? []) {
    const optional = value.startsWith('-');
    const path = optional ? value.slice(1) : value;
    const text = readFile(path);
    files.push({ path, optional, found: text !== undefined });
    if (text !== undefined) Object.assign(env, parseEnvironmentFile(text));
  }
  return {
    env,
    files,
    user: service.get('User')?.at(-1),
    group: service.get('Group')?.at(-1),
  };
}
