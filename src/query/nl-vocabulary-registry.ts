import { Inject, Injectable, Optional } from '@nestjs/common';
import type { CatalogIdo } from '../erp/catalog/catalog-ido';
import type { PropertyDefinition } from '../erp/catalog/catalog.types';
import { SYTELINE_VOCABULARY } from '../erp/catalog/syteline-vocabulary';
import { parseFilter } from '../erp/filter/filter-parser';
import type { LexMeaning } from './engine/engine.types';
import type { NlSynonyms } from './engine/lexicon/nl-synonyms';
import { PHRASE_RULES, PhraseRule, RuleAction } from './engine/lexicon/phrase-rules';
import { NO_KNOWN_VALUES, phraseStems, splitCamel, Vocabulary } from './engine/lexicon/vocabulary';
import type {
  NlContribution,
  NlValueAlias,
  VocabularyExtras,
} from './engine/lexicon/vocabulary-extras';

/** Faults of a contribution: words that collide with existing ones, and unsound entries. */
export interface NlContributionFaults {
  conflicts: string[];
  invalid: string[];
}

type Meaning =
  | { kind: 'ido'; ido: string }
  | { kind: 'property'; ido: string; property: string }
  | { kind: 'value'; ido: string; property: string; value: string }
  | { kind: 'rule' };

interface Word {
  text: string;
  meaning: Meaning;
}

/**
 * The vocabulary shipped with the catalog the daemon serves (absent: the built-in syteline
 * catalog's, whose entries are skipped for IDOs the running catalog lacks).
 */
export const CATALOG_VOCABULARY = Symbol('CATALOG_VOCABULARY');

const key = (text: string): string => phraseStems(text).join(' ');

/** The phrase-table action of a built-in phrase, or undefined. */
function builtinAction(phrase: string): RuleAction | undefined {
  const wanted = key(phrase);
  return PHRASE_RULES.find((r) => r.phrases.some((p) => key(p) === wanted))?.action;
}

function describeLex(l: LexMeaning): string {
  switch (l.kind) {
    case 'ido':
      return `IDO ${l.ido}`;
    case 'property':
      return `${l.ido}.${l.property}`;
    case 'enum':
      return `${l.ido}.${l.property} ${l.label}`;
    case 'value':
      return `${l.ido}.${l.property} = ${l.value}`;
  }
}

/** Whether an existing meaning `l` of a word makes `m` ambiguous. */
function clashes(m: Meaning, l: LexMeaning): boolean {
  switch (m.kind) {
    case 'rule':
      return true;
    case 'ido':
      return l.kind === 'ido' && l.ido !== m.ido;
    case 'property':
      return (
        l.kind !== 'ido' && l.ido === m.ido && !(l.kind === 'property' && l.property === m.property)
      );
    case 'value':
      return (
        l.kind !== 'ido' &&
        l.ido === m.ido &&
        !(l.kind === 'value' && l.property === m.property && l.value === m.value) &&
        !(l.kind === 'enum' && l.property === m.property && l.values.includes(m.value))
      );
  }
}

/**
 * The NL vocabulary contribution point: synonyms, phrases and value aliases by source (an
 * extension id). The query module's vocabulary service builds its engine with them and rebuilds
 * when they change; `check` tells, before anything is applied, which new words would collide
 * with what the engine already understands.
 */
@Injectable()
export class NlVocabularyRegistry {
  private readonly bySource = new Map<string, NlContribution>();
  private readonly listeners = new Set<() => void>();
  private changes = 0;
  private readonly base: NlContribution;

  constructor(@Optional() @Inject(CATALOG_VOCABULARY) base?: NlContribution) {
    this.base = base ?? SYTELINE_VOCABULARY;
  }

  /** Increases on every change. */
  get version(): number {
    return this.changes;
  }

  /** Sets (or replaces) what `source` contributes. Call `check` first. */
  set(source: string, contribution: NlContribution): void {
    this.bySource.set(source, contribution);
    this.changed();
  }

  /** Withdraws what `source` contributed; returns whether it had contributed. */
  remove(source: string): boolean {
    if (!this.bySource.delete(source)) return false;
    this.changed();
    return true;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The synonym tables: the catalog's, then each source's. */
  synonymTables(except?: string): NlSynonyms[] {
    return [this.base, ...this.others(except).map(([, c]) => c)].flatMap((c) =>
      c.synonyms ? [c.synonyms] : [],
    );
  }

  /** Phrase rules and value aliases of every source. */
  extras(except?: string): VocabularyExtras {
    const phraseRules: PhraseRule[] = [];
    const valueAliases: NlValueAlias[] = [...(this.base.valueAliases ?? [])];
    const examples: Record<string, string[]> = {};
    for (const c of [this.base, ...this.others(except).map(([, x]) => x)]) {
      for (const [ido, list] of Object.entries(c.examples ?? {}))
        examples[ido] = [...(examples[ido] ?? []), ...list];
    }
    for (const [, c] of this.others(except)) {
      for (const phrase of c.phrases ?? []) {
        const action = builtinAction(phrase.sameAs);
        if (action) phraseRules.push({ phrases: phrase.phrases, action });
      }
      valueAliases.push(...(c.valueAliases ?? []));
    }
    return { phraseRules, valueAliases, examples };
  }

  /**
   * What would be wrong with `source` contributing `contribution` while the catalog goes from
   * `before` (without the source's entries) to `after` (with them): references to IDOs,
   * properties or values that do not exist, and words — the NL section's and the new catalog
   * entries' labels and synonyms — that already mean something else to the engine (a fixed
   * phrase, another IDO, another property or value of the same IDO).
   */
  check(
    source: string,
    contribution: NlContribution,
    before: readonly CatalogIdo[],
    after: readonly CatalogIdo[],
  ): NlContributionFaults {
    const invalid = this.references(contribution, after);
    const baseline = new Vocabulary(
      before,
      NO_KNOWN_VALUES,
      this.synonymTables(source),
      this.extras(source),
    );
    const conflicts: string[] = [];
    const seen = new Set<string>();
    for (const word of [...catalogWords(before, after), ...nlWords(contribution, after)]) {
      const stems = key(word.text);
      if (!stems || seen.has(`${stems}\u0000${JSON.stringify(word.meaning)}`)) continue;
      seen.add(`${stems}\u0000${JSON.stringify(word.meaning)}`);
      const found = baseline.lookup(word.text);
      if (found.rules.length > 0) {
        conflicts.push(`"${word.text}" is a fixed word of the query language`);
        continue;
      }
      const clash = found.lex.find((l) => clashes(word.meaning, l));
      if (clash) conflicts.push(`"${word.text}" already means ${describeLex(clash)}`);
    }
    return { conflicts, invalid };
  }

  private references(c: NlContribution, after: readonly CatalogIdo[]): string[] {
    const faults: string[] = [];
    const idoOf = (name: string): CatalogIdo | undefined =>
      after.find((i) => i.name.toLowerCase() === name.toLowerCase());
    for (const [idoName, entry] of Object.entries(c.synonyms ?? {})) {
      const ido = idoOf(idoName);
      if (!ido) {
        faults.push(`synonyms: no IDO ${idoName}`);
        continue;
      }
      for (const subset of entry.subsets ?? []) {
        try {
          parseFilter(subset.filter);
        } catch (error) {
          faults.push(
            `synonyms: ${ido.name} subset "${subset.filter}" is not a filter: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      for (const name of Object.keys(entry.properties ?? {})) {
        if (!ido.property(name)) faults.push(`synonyms: no property ${ido.name}.${name}`);
      }
      for (const code of Object.keys(entry.statuses ?? {})) {
        const known = ido.properties.some(
          (p) =>
            p.enumValues?.some((v) => v.value === code) ||
            p.enumGroups?.some((g) => g.label === code),
        );
        if (!known) faults.push(`synonyms: ${ido.name} has no status value or group ${code}`);
      }
    }
    for (const alias of c.valueAliases ?? []) {
      const property = idoOf(alias.ido)?.property(alias.property);
      if (!property) {
        faults.push(`valueAliases: no property ${alias.ido}.${alias.property}`);
      } else if (property.enumValues && !property.enumValues.some((v) => v.value === alias.value)) {
        faults.push(
          `valueAliases: ${alias.value} is not a value of ${alias.ido}.${alias.property}`,
        );
      }
    }
    for (const phrase of c.phrases ?? []) {
      if (!builtinAction(phrase.sameAs)) {
        faults.push(`phrases: "${phrase.sameAs}" is not a phrase of the query language`);
      }
    }
    return faults;
  }

  private others(except: string | undefined): Array<[string, NlContribution]> {
    return [...this.bySource].filter(([source]) => source !== except);
  }

  private changed(): void {
    this.changes += 1;
    for (const listener of this.listeners) listener();
  }
}

function propertyWords(ido: CatalogIdo, p: PropertyDefinition): Word[] {
  const meaning: Meaning = { kind: 'property', ido: ido.name, property: p.name };
  const words: Word[] = [
    splitCamel(p.name),
    p.label,
    p.alias.replace(/_/g, ' '),
    ...(p.synonyms ?? []),
  ].map((text) => ({ text, meaning }));
  for (const v of p.enumValues ?? []) {
    const value: Meaning = { kind: 'value', ido: ido.name, property: p.name, value: v.value };
    for (const text of [v.label, ...(v.synonyms ?? [])]) words.push({ text, meaning: value });
  }
  for (const g of p.enumGroups ?? []) {
    const value: Meaning = { kind: 'value', ido: ido.name, property: p.name, value: g.values[0] };
    for (const text of [g.label, ...(g.synonyms ?? [])]) words.push({ text, meaning: value });
  }
  return words;
}

/** Words the catalog gains from `before` to `after`: new IDOs, IDO synonyms and properties. */
function catalogWords(before: readonly CatalogIdo[], after: readonly CatalogIdo[]): Word[] {
  const words: Word[] = [];
  for (const ido of after) {
    const previous = before.find((i) => i.name === ido.name);
    const meaning: Meaning = { kind: 'ido', ido: ido.name };
    const idoWords = previous
      ? ido.synonyms.filter((s) => !previous.synonyms.includes(s))
      : [ido.name, ido.label, ido.pluralLabel, ...ido.synonyms];
    words.push(...idoWords.map((text) => ({ text, meaning })));
    for (const p of ido.properties) {
      if (!previous?.property(p.name)) words.push(...propertyWords(ido, p));
    }
  }
  return words;
}

function nlWords(c: NlContribution, after: readonly CatalogIdo[]): Word[] {
  const words: Word[] = [];
  for (const [idoName, entry] of Object.entries(c.synonyms ?? {})) {
    const ido = after.find((i) => i.name.toLowerCase() === idoName.toLowerCase());
    if (!ido) continue;
    for (const text of [...(entry.ido ?? []), ...(entry.subsets ?? []).flatMap((x) => x.phrases)])
      words.push({ text, meaning: { kind: 'ido', ido: ido.name } });
    for (const [name, list] of Object.entries(entry.properties ?? {})) {
      const p = ido.property(name);
      if (!p) continue;
      const meaning: Meaning = { kind: 'property', ido: ido.name, property: p.name };
      for (const text of list) words.push({ text, meaning });
    }
    for (const [code, list] of Object.entries(entry.statuses ?? {})) {
      const p = ido.properties.find(
        (q) =>
          q.enumValues?.some((v) => v.value === code) ||
          q.enumGroups?.some((g) => g.label === code),
      );
      if (!p) continue;
      const value = p.enumGroups?.find((g) => g.label === code)?.values[0] ?? code;
      const meaning: Meaning = { kind: 'value', ido: ido.name, property: p.name, value };
      for (const text of list) words.push({ text, meaning });
    }
  }
  for (const alias of c.valueAliases ?? []) {
    const ido = after.find((i) => i.name.toLowerCase() === alias.ido.toLowerCase());
    const p = ido?.property(alias.property);
    if (!ido || !p) continue;
    const meaning: Meaning = { kind: 'value', ido: ido.name, property: p.name, value: alias.value };
    for (const text of alias.phrases) words.push({ text, meaning });
  }
  for (const phrase of c.phrases ?? []) {
    for (const text of phrase.phrases) words.push({ text, meaning: { kind: 'rule' } });
  }
  return words;
}
