import type { CatalogIdo } from '../../../erp/catalog/catalog-ido';
import type { PropertyDefinition } from '../../../erp/catalog/catalog.types';
import { parseFilter } from '../../../erp/filter/filter-parser';
import type { FilterNode } from '../../../erp/load-request';
import type { LexMeaning } from '../engine.types';
import { onlyCut } from '../text/only-cut';
import { Token, tokenize } from '../text/tokenizer';
import { stem } from '../text/stem';
import { COMMON_WORDS } from './common-words';
import { IdoProfile } from './ido-profile';
import { EVERYDAY_SYNONYMS } from './general-english';
import type { NlSynonyms } from './nl-synonyms';
import { PHRASE_RULES, RuleAction } from './phrase-rules';
import { PhraseTrie } from './phrase-trie';
import { SHORTHAND_WORDS } from './shorthand-words';
import { TypoCorrector } from './typo-corrector';
import {
  COUNTRY_NAMES,
  CURRENCY_NAMES,
  PRODUCT_LINE_NAMES,
  REGIONS,
  STATE_NAMES,
  UNIT_NAMES,
} from './places';
import type { VocabularyExtras } from './vocabulary-extras';

/** ido → property → values. */
export type ValuesByProperty = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

/** What the engine knows of the data itself, loaded through the executor. */
export interface KnownValues {
  /** Distinct values of the properties the catalog marks `knownValues` (vendor names, cities…). */
  values: ValuesByProperty;
  /** A few values of key and relation properties, to recognise identifiers by their shape. */
  samples: ValuesByProperty;
}

/** A default filter an IDO's noun carries, and the properties it reads. */
export interface Canonical {
  node: FilterNode;
  properties: readonly string[];
}

export const NO_KNOWN_VALUES: KnownValues = { values: new Map(), samples: new Map() };

interface ValueEntry {
  ido: string;
  property: string;
  value: string;
  /** The value's tokens as written, for exact-case matching. */
  raws: readonly string[];
  /** Another name of the value ("US" for USA), not the value itself. */
  alias?: boolean;
}

export interface ValueMatch {
  length: number;
  meanings: LexMeaning[];
  /** More than one value matched a prefix: the candidates, for the user. */
  ambiguous?: string[];
}

/** Words after a company name that may be left out or spelled out ("Acme Steel Corporation"). */
const COMPANY_SUFFIXES = new Set([
  'corp',
  'corporation',
  'inc',
  'incorporated',
  'llc',
  'co',
  'company',
  'ltd',
  'limited',
  'group',
  'industry',
  'industries',
]);

/** More candidates than this for a prefix is no longer "a name", just a common word. */
const MAX_PREFIX_CANDIDATES = 8;

/** The two sides of a trade, by the words a catalog names their records with. */
const TRADE_SIDE_WORDS = {
  customer: /^(?:customer|client)s?$/i,
  vendor: /^(?:vendor|supplier)s?$/i,
} as const;

export type TradeSide = keyof typeof TRADE_SIDE_WORDS;
/** Entries read below a prefix before giving up (a common first word has hundreds). */
const MAX_PREFIX_ENTRIES = 200;

/** Words of fixed meaning that a typo may be corrected to (kinds where a wrong guess is rare). */
const CORRECTABLE_RULES = new Set<RuleAction['kind']>([
  'compare',
  'between',
  'dateCompare',
  'aggregate',
  'rank',
  'group',
  'sort',
  'direction',
  'negate',
  'compareProperties',
]);

const DATE_WORDS = [
  'today',
  'yesterday',
  'tomorrow',
  'week',
  'month',
  'quarter',
  'year',
  'day',
  'ago',
  'last',
  'next',
  'this',
  'past',
  'previous',
  'within',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'older',
  'newer',
];
const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
  'hundred',
  'thousand',
  'million',
  'billion',
  'dozen',
  'half',
  'dollar',
  'cent',
  'percent',
  'unit',
  'grand',
];

/** Whether a property holds units of measure ("Unit of Measure", "UOM"). */
export function isUnitOfMeasureProperty(p: PropertyDefinition): boolean {
  return [p.name, p.label, ...(p.synonyms ?? [])]
    .map((w) => w.toLowerCase())
    .some((w) => ['unit of measure', 'uom', 'um', 'u/m'].includes(w));
}

/** A product line's code ("product code", "product line", "category" of items). */
export function isProductLineProperty(p: PropertyDefinition): boolean {
  return [p.name, p.label, ...(p.synonyms ?? [])]
    .map((w) => w.toLowerCase())
    .some((w) => ['product code', 'product line', 'product family'].includes(w));
}

/**
 * The noun a phrase naming records is headed by: its last word ("goods receipts"), or the word
 * before "of" ("receipts of goods"). The words before it only qualify it ("purchase").
 */
function subsetHead(phrase: string): string | undefined {
  const words = phrase.trim().split(/\s+/);
  const of = words.indexOf('of');
  const head = of > 0 ? words[of - 1] : words[words.length - 1];
  return phraseStems(head)[0];
}

export function phraseStems(text: string): string[] {
  return tokenize(text).map((t) => t.stem);
}

/** "QtyOnHand" → "Qty On Hand". */
/**
 * Other ways a code value is typed: "net 60" for NET60 (a run of letters then digits, spaced),
 * and, for a part written as two numbers with a slash, the terms shorthand "2/10" said "2% 10"
 * ("2% 10 net 30" for 2/10 NET30: a discount of 2% within 10 days). Every combination of the
 * parts' forms, the value as stored left out.
 */
export function typedForms(value: string): string[] {
  const parts = value.split(/\s+/).filter((x) => x.length > 0);
  const formsOf = (part: string): string[] => {
    const spaced = /^([a-z]{2,})(\d+)$/i.exec(part);
    if (spaced) return [part, `${spaced[1]} ${spaced[2]}`];
    const ratio = /^(\d+)\/(\d+)$/.exec(part);
    if (ratio && parts.length > 1) return [part, `${ratio[1]}% ${ratio[2]}`];
    return [part];
  };
  let forms: string[] = [''];
  for (const part of parts)
    forms = forms.flatMap((f) => formsOf(part).map((x) => (f ? `${f} ${x}` : x)));
  return forms.filter((f) => f !== parts.join(' '));
}

export function splitCamel(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
}

const sameMeaning = (a: LexMeaning, b: LexMeaning): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

function shapeOf(value: string): string {
  return value.trim().toUpperCase().replace(/[0-9]/g, '9');
}

/**
 * The shape with letters generalised too: one key may hold several prefixes (AR transactions
 * INV…, CHK…, CRM…) and a sample never holds them all.
 */
function familyOf(value: string): string {
  return shapeOf(value).replace(/[A-Z]/g, 'A');
}

/**
 * Everything the engine can recognise, built from the catalog (IDO names and synonyms, property
 * names, labels, aliases and synonyms, status values and groups), the NL synonym table, the known
 * values of the data, and the phrase table. Immutable: a catalog or data change builds a new one.
 */
export class Vocabulary {
  readonly catalogTrie = new PhraseTrie<LexMeaning>();
  readonly ruleTrie = new PhraseTrie<RuleAction>();
  private readonly valueTrie = new PhraseTrie<ValueEntry>();
  /** The word stems of each known value, per IDO and property ("SLItems.Description"). */
  private readonly valueStems = new Map<string, string[][]>();
  private readonly shapes = new Map<string, LexMeaning[]>();
  private readonly families = new Map<string, LexMeaning[]>();
  private readonly typos = new TypoCorrector();
  /** Words of the language itself (phrase table, catalog, common English), not of names. */
  private readonly ordinary = new Set<string>();
  private readonly profiles = new Map<string, IdoProfile>();
  private readonly phrasesOf = new Map<string, Set<string>>();
  /** Catalog phrases naming IDOs and properties, for their general-English variants. */
  private readonly named: Array<{ stems: string[]; meaning: LexMeaning }> = [];
  private readonly examplesByIdo = new Map<string, readonly string[]>();
  /**
   * Two words one after another in a catalog phrase, by the word they make typed together
   * ("onhand": on, hand); undefined where two different pairs make the same word.
   */
  private readonly runTogether = new Map<string, readonly [string, string] | undefined>();
  private readonly canonicals = new Map<string, Canonical>();
  /** The head noun (stem) of each phrase naming part of an IDO's records, and those IDOs. */
  private readonly subsetHeads = new Map<string, Set<string>>();
  readonly idos: readonly CatalogIdo[];

  constructor(
    catalog: readonly CatalogIdo[],
    knownValues: KnownValues = NO_KNOWN_VALUES,
    /** A catalog's own word tables (shipped beside it) and extensions'. */
    synonyms: readonly NlSynonyms[] = [],
    /** Phrases and value aliases contributed by extensions. */
    extras: VocabularyExtras = {},
  ) {
    this.idos = catalog;
    for (const ido of catalog) this.profiles.set(ido.name.toLowerCase(), new IdoProfile(ido));
    for (const ido of catalog) this.addIdo(ido, synonyms);
    this.addCanonicals(catalog);
    this.addEverydayVariants();
    this.addParticipleVariants();
    this.addValueAliases(extras.valueAliases ?? []);
    for (const [name, list] of Object.entries(extras.examples ?? {})) {
      const ido = this.profiles.get(name.toLowerCase())?.ido;
      if (ido)
        this.examplesByIdo.set(ido.name, [...(this.examplesByIdo.get(ido.name) ?? []), ...list]);
    }
    for (const rule of [...PHRASE_RULES, ...(extras.phraseRules ?? [])]) {
      for (const phrase of rule.phrases) {
        const stems = phraseStems(phrase);
        this.ruleTrie.add(stems, rule.action, (a, b) => a === b);
        for (const s of stems) {
          this.typos.markKnown(s);
          this.ordinary.add(s);
          // Filler words are targets too ("shwo" is "show"), but the weakest ones.
          if (CORRECTABLE_RULES.has(rule.action.kind)) this.typos.addWord(s, 2);
          else if (rule.action.kind === 'filler' || rule.action.kind === 'link')
            this.typos.addWord(s, 0);
        }
      }
    }
    for (const w of [...DATE_WORDS, ...NUMBER_WORDS]) this.typos.addWord(w, 1);
    for (const w of COMMON_WORDS) {
      const s = phraseStems(w)[0] ?? w;
      this.typos.markKnown(s);
      this.ordinary.add(s);
    }
    this.addKnownValues(catalog, knownValues);
  }

  profile(ido: string): IdoProfile {
    const profile = this.profiles.get(ido.toLowerCase());
    if (!profile) throw new Error(`no IDO ${ido} in the vocabulary`);
    return profile;
  }

  ido(name: string): CatalogIdo {
    return this.profile(name).ido;
  }

  /** Whether the records of `from` refer to those of `to` (a PO to its vendor). */
  refersTo(from: string, to: string): boolean {
    return this.ido(from).relations.some((r) => r.targetIdo.toLowerCase() === to.toLowerCase());
  }

  /**
   * Whether the records of `ido` are a party to our trade, by the words the catalog names them
   * with: customers (clients) we sell to, vendors (suppliers) we buy from; `side` asks for one.
   */
  isTradeParty(ido: string, side?: TradeSide): boolean {
    const catalogIdo = this.ido(ido);
    const words = side ? [TRADE_SIDE_WORDS[side]] : Object.values(TRADE_SIDE_WORDS);
    return [catalogIdo.label, ...catalogIdo.synonyms].some((s) => words.some((w) => w.test(s)));
  }

  /** Whether `words` (any of them) name `property` of `ido`, by its label, name or synonyms. */
  propertyNamed(ido: string, words: readonly string[]): PropertyDefinition | undefined {
    const catalogIdo = this.ido(ido);
    for (const word of words) {
      const key = phraseStems(word).join(' ');
      const found = catalogIdo.properties.find((p) =>
        this.phrasesOf.get(`${catalogIdo.name}.${p.name}`)?.has(key),
      );
      if (found) return found;
    }
    return undefined;
  }

  /** The one date property of `ido` that one of `words` names exactly (a phrase of its own). */
  dateNamedExactly(ido: string, words: readonly string[]): PropertyDefinition | undefined {
    const catalogIdo = this.ido(ido);
    const keys = words.map((w) => phraseStems(w).join(' '));
    const found = catalogIdo.properties.filter(
      (p) =>
        p.type === 'date' &&
        keys.some((key) => this.phrasesOf.get(`${catalogIdo.name}.${p.name}`)?.has(key)),
    );
    return found.length === 1 ? found[0] : undefined;
  }

  /**
   * What a whole phrase means as it stands, in the catalog and in the phrase table; lets an
   * extension's new words be checked for collisions before they are added.
   */
  lookup(text: string): { lex: readonly LexMeaning[]; rules: readonly RuleAction[] } {
    const tokens = tokenize(text);
    if (tokens.length === 0) return { lex: [], rules: [] };
    return {
      lex: this.catalogTrie.exact(tokens, 0, tokens.length),
      rules: this.ruleTrie.exact(tokens, 0, tokens.length),
    };
  }

  /**
   * The records of `ido` that its name means when nothing else is said: the catalog's relations
   * that point at it agree on one `targetWhere` (SLCustomers: `CustSeq = 0`, the customer itself
   * rather than its ship-to addresses). Undefined for most IDOs.
   */
  canonical(ido: string): Canonical | undefined {
    return this.canonicals.get(this.ido(ido).name);
  }

  /** Example questions about `ido` that came with its catalog or an extension (none: empty). */
  examples(ido: string): readonly string[] {
    return this.examplesByIdo.get(this.ido(ido).name) ?? [];
  }

  /** A known value (vendor name, city, item…) starting at `tokens[i]`: whole, or an unambiguous prefix. */
  matchValue(tokens: readonly Token[], i: number): ValueMatch | undefined {
    const whole = this.valueTrie.longest(tokens, i);
    if (whole) {
      const raws = tokens.slice(i, i + whole.length).map((t) => t.raw);
      const entries = whole.entries.filter((e) => {
        const short = (e.alias ? e.raws.join(' ') : e.value).length <= 3;
        return !short || e.raws.join(' ') === raws.join(' ');
      });
      if (entries.length > 0) {
        const exact = (e: ValueEntry): boolean => e.raws.join(' ') === raws.join(' ');
        const meanings = entries.map((e): LexMeaning => ({
          kind: 'value',
          ido: e.ido,
          property: e.property,
          value: e.value,
          match: e.alias ? 'alias' : exact(e) ? 'exact' : 'case',
        }));
        // "Acme Steel Co": a company's suffix after a name; a short code is no company's name
        // ("customers IN CO" is Indiana, then Colorado).
        const named = entries.some((e) => e.value.length > 3);
        const end = named ? this.withSuffix(tokens, i + whole.length) : i + whole.length;
        return { length: end - i, meanings };
      }
    }
    const first = tokens[i];
    if (!first || first.kind !== 'word' || first.stem.length < 3) return undefined;
    const prefix = this.valueTrie.prefix(tokens, i, MAX_PREFIX_ENTRIES);
    if (prefix.length === 0) return undefined;
    // One ordinary word ("great", "national") is too weak a hint of a name; two words are not.
    const common = this.ordinary.has(first.stem) || this.catalogTrie.startsWith(first.stem);
    if (prefix.length === 1 && common) return undefined;
    // Candidates per property: "Acme" may be 3 vendors and 4 customers; each set is judged alone.
    const byProperty = new Map<string, Map<string, ValueEntry>>();
    for (const e of prefix.entries) {
      if (e.raws.length <= prefix.length) continue;
      const key = `${e.ido}.${e.property}`;
      const values = byProperty.get(key) ?? new Map<string, ValueEntry>();
      values.set(e.value, e);
      byProperty.set(key, values);
    }
    const usable = [...byProperty.values()].filter((v) => v.size <= MAX_PREFIX_CANDIDATES);
    if (usable.length === 0) return undefined;
    const meanings: LexMeaning[] = usable.flatMap((values) =>
      [...values.values()].map((e): LexMeaning => ({
        kind: 'value',
        ido: e.ido,
        property: e.property,
        value: e.value,
        match: 'prefix',
      })),
    );
    const distinct = [...new Set(meanings.map((m) => (m.kind === 'value' ? m.value : '')))].sort();
    return {
      length: this.withSuffix(tokens, i + prefix.length) - i,
      meanings,
      ...(distinct.length > 1 ? { ambiguous: distinct } : {}),
    };
  }

  /** Identifier-shaped tokens (PO-2024-1847, V10001) matched to the properties they fit. */
  matchCode(raw: string): LexMeaning[] {
    const meanings = this.shapes.get(shapeOf(raw)) ?? this.families.get(familyOf(raw)) ?? [];
    return meanings.map((m) => (m.kind === 'value' ? { ...m, value: raw.toUpperCase() } : m));
  }

  /**
   * How many known values of `property` hold these word stems one after another, whole words
   * ("ball bearing" in "Ball Bearing 6204 Sealed").
   */
  valuesHolding(ido: string, property: string, stems: readonly string[]): number {
    if (stems.length === 0) return 0;
    const values = this.valueStems.get(`${ido}.${property}`) ?? [];
    return values.filter((v) => v.some((_, i) => stems.every((st, j) => v[i + j] === st))).length;
  }

  /** A close vocabulary word for a word that is not known at all, or undefined. */
  correct(token: Token): { stem: string; distance: number } | undefined {
    return this.typos.correct(token);
  }

  /**
   * The IDOs some of whose records are named by a phrase headed by this noun ("goods receipts"
   * of PO lines for "receipt").
   */
  subsetsHeadedBy(stem: string): ReadonlySet<string> {
    return this.subsetHeads.get(stem) ?? new Set();
  }

  /** Whether a stem is a word the engine knows (vocabulary, phrase table, common English). */
  isKnown(stemText: string): boolean {
    return this.typos.isKnown(stemText);
  }

  /**
   * The two words of a catalog phrase a word typed without the space between them stands for
   * ("onhand" for "on hand", "unitcost" for "unit cost"), or undefined. The words may be
   * inflected as typed ("salesorders" for "sales orders"): each half is taken at its root, as
   * the phrase's words are, and the halves come back as typed. Only one way to cut the word
   * may name a phrase; two are a guess.
   */
  wordsRunTogether(word: string): readonly [string, string] | undefined {
    const whole = this.runTogether.get(word);
    if (whole) return whole;
    return onlyCut(word, 2, (first, second) => {
      // "custorders", "vendinvoices": the first word may be business shorthand of the catalog
      // phrase's first word ("cust" of customer), as it is when typed apart ("cust orders").
      const head = stem(SHORTHAND_WORDS[first] ?? first, 'word');
      const pair = this.runTogether.get(head + stem(second, 'word'));
      return pair?.[0] === head && pair[1] === stem(second, 'word');
    });
  }

  private addRunTogether(first: string, second: string): void {
    if (!/^[a-z]{2,}$/.test(first) || !/^[a-z]{2,}$/.test(second)) return;
    const joined = first + second;
    const known = this.runTogether.get(joined);
    if (this.runTogether.has(joined) && (known?.[0] !== first || known?.[1] !== second))
      this.runTogether.set(joined, undefined);
    else this.runTogether.set(joined, [first, second]);
  }

  private withSuffix(tokens: readonly Token[], end: number): number {
    return end < tokens.length && COMPANY_SUFFIXES.has(tokens[end].stem) ? end + 1 : end;
  }

  private addPhrase(text: string, meaning: LexMeaning): void {
    const stems = phraseStems(text);
    if (stems.length === 0) return;
    this.catalogTrie.add(stems, meaning, sameMeaning);
    for (const s of stems) this.typos.addWord(s, 2);
    for (let k = 0; k + 1 < stems.length; k += 1) this.addRunTogether(stems[k], stems[k + 1]);
    if (meaning.kind === 'ido' || meaning.kind === 'property') this.named.push({ stems, meaning });
    if (meaning.kind === 'property') {
      const key = `${meaning.ido}.${meaning.property}`;
      const set = this.phrasesOf.get(key) ?? new Set<string>();
      set.add(stems.join(' '));
      this.phrasesOf.set(key, set);
    }
  }

  private addIdo(ido: CatalogIdo, synonymTables: readonly NlSynonyms[]): void {
    const extra = synonymTables.map((t) => t[ido.name]).filter((e) => e !== undefined);
    const idoMeaning: LexMeaning = { kind: 'ido', ido: ido.name };
    const own = [ido.name, ido.label, ido.pluralLabel, ...ido.synonyms];
    for (const phrase of own) this.addPhrase(phrase, idoMeaning);
    const ownStems = new Set(own.map((p) => phraseStems(p).join(' ')));
    for (const phrase of extra.flatMap((e) => e.ido ?? [])) {
      if (ownStems.has(phraseStems(phrase).join(' '))) continue;
      this.addPhrase(phrase, { ...idoMeaning, secondary: true });
    }
    for (const subset of extra.flatMap((e) => e.subsets ?? [])) {
      for (const phrase of subset.phrases) {
        this.addPhrase(phrase, { ...idoMeaning, where: subset.filter });
        const head = subsetHead(phrase);
        if (head)
          this.subsetHeads.set(head, new Set([...(this.subsetHeads.get(head) ?? []), ido.name]));
      }
    }
    for (const p of ido.properties) {
      const meaning: LexMeaning = { kind: 'property', ido: ido.name, property: p.name };
      const phrases = [
        p.name,
        splitCamel(p.name),
        p.label,
        p.alias.replace(/_/g, ' '),
        ...(p.synonyms ?? []),
        ...extra.flatMap((e) => e.properties?.[p.name] ?? []),
      ];
      for (const phrase of phrases) this.addPhrase(phrase, meaning);
      // "line value" of order lines, "order value" of orders: an amount's one-word name after
      // the noun its records go by (the last word of the IDO's label) is that amount.
      const head = ido.label.toLowerCase().split(/\s+/).pop();
      if (p.unit === 'currency' && head)
        for (const phrase of phrases)
          if (/^[a-z]+$/i.test(phrase) && phrase.toLowerCase() !== head)
            this.addPhrase(`${head} ${phrase.toLowerCase()}`, meaning);
      for (const v of p.enumValues ?? []) {
        const enumMeaning: LexMeaning = {
          kind: 'enum',
          ido: ido.name,
          property: p.name,
          values: [v.value],
          label: v.label,
          group: false,
        };
        const words = [
          v.label,
          ...(v.synonyms ?? []),
          ...extra.flatMap((e) => e.statuses?.[v.value] ?? []),
        ];
        for (const w of words) this.addPhrase(w, enumMeaning);
      }
      for (const g of p.enumGroups ?? []) {
        const groupMeaning: LexMeaning = {
          kind: 'enum',
          ido: ido.name,
          property: p.name,
          values: [...g.values],
          label: g.label,
          group: true,
        };
        const words = [
          g.label,
          ...(g.synonyms ?? []),
          ...extra.flatMap((e) => e.statuses?.[g.label] ?? []),
        ];
        for (const w of words) this.addPhrase(w, groupMeaning);
      }
    }
  }

  private addCanonicals(catalog: readonly CatalogIdo[]): void {
    const wheres = new Map<string, Set<string>>();
    for (const ido of catalog) {
      for (const r of ido.relations) {
        const target = this.profiles.get(r.targetIdo.toLowerCase())?.ido;
        if (!target || !r.targetWhere?.trim()) continue;
        const set = wheres.get(target.name) ?? new Set<string>();
        set.add(r.targetWhere.trim());
        wheres.set(target.name, set);
      }
    }
    for (const [name, set] of wheres) {
      if (set.size !== 1) continue; // relations that disagree name no single default
      const [where] = [...set];
      const target = this.ido(name);
      try {
        const node = parseFilter(where);
        const properties = target.properties
          .filter((p) => new RegExp(`\\b${p.name}\\b`, 'i').test(where))
          .map((p) => p.name);
        this.canonicals.set(name, { node, properties });
      } catch {
        // An unparsable targetWhere is the catalog validator's to report, not the engine's.
      }
    }
  }

  /**
   * General English over the catalog: "clients" for a phrase that says "customers", "supplier
   * number" for "vendor number". A variant that already means anything in the catalog stays
   * with that meaning; IDO variants are secondary claims, like contributed nouns.
   */
  /**
   * "release qty", "complete quantity", "allocated quantity": a property named by a noun and
   * the participle of what was done ("quantity released", "quantity allocated") goes by the
   * verb's plain form or the participle itself before the noun too, as English puts an
   * adjective. Only where the catalog has no meaning for those words together already.
   */
  private addParticipleVariants(): void {
    const roots = (word: string): string[] => {
      if (!/^[a-z]{4,}ed$/.test(word)) return [];
      const bare = word.slice(0, -2);
      // "released" → "release", "shipped" → "ship", "ordered" → "order".
      const undoubled = /([^aeiou])\1$/.test(bare) ? bare.slice(0, -1) : bare;
      return [...new Set([word, word.slice(0, -1), undoubled])];
    };
    const variants: Array<{ stems: string[]; meaning: LexMeaning }> = [];
    for (const { stems, meaning } of this.named) {
      if (meaning.kind !== 'property' || stems.length !== 2) continue;
      // Only after a noun naming properties itself ("quantity"), not "last received".
      if (!this.catalogTrie.at([stems[0]]).some((l) => l.kind === 'property')) continue;
      for (const root of roots(stems[1])) {
        const variant = [root, stems[0]];
        if (this.catalogTrie.at(variant).length === 0) variants.push({ stems: variant, meaning });
      }
    }
    for (const { stems, meaning } of variants) {
      this.catalogTrie.add(stems, meaning, sameMeaning);
      if (meaning.kind === 'property')
        this.phrasesOf.get(`${meaning.ido}.${meaning.property}`)?.add(stems.join(' '));
    }
  }

  private addEverydayVariants(): void {
    const groups = EVERYDAY_SYNONYMS.map((g) => g.map((w) => phraseStems(w)));
    const found = (stems: readonly string[], part: readonly string[]): number => {
      for (let i = 0; i + part.length <= stems.length; i += 1) {
        if (part.every((p, j) => stems[i + j] === p)) return i;
      }
      return -1;
    };
    const variants: Array<{ stems: string[]; meaning: LexMeaning }> = [];
    for (const { stems, meaning } of this.named) {
      for (const group of groups) {
        for (const word of group) {
          const i = found(stems, word);
          if (i < 0) continue;
          for (const other of group) {
            if (other === word) continue;
            const variant = [...stems.slice(0, i), ...other, ...stems.slice(i + word.length)];
            if (this.catalogTrie.at(variant).length > 0) continue;
            variants.push({
              stems: variant,
              meaning: meaning.kind === 'ido' ? { ...meaning, secondary: true } : meaning,
            });
          }
        }
      }
    }
    for (const { stems, meaning } of variants) {
      this.catalogTrie.add(stems, meaning, sameMeaning);
      if (meaning.kind === 'property') {
        const key = `${meaning.ido}.${meaning.property}`;
        this.phrasesOf.get(key)?.add(stems.join(' '));
      }
    }
  }

  /** An extension's other words for a value; ones naming no IDO or property are skipped. */
  private addValueAliases(aliases: VocabularyExtras['valueAliases'] & object): void {
    for (const alias of aliases) {
      const ido = this.profiles.get(alias.ido.toLowerCase())?.ido;
      const property = ido?.property(alias.property);
      if (!ido || !property) continue;
      const enumValue = property.enumValues?.find((v) => v.value === alias.value);
      // A code of an enum reads like its label ("planned"); anything else like a known value.
      const meaning: LexMeaning = enumValue
        ? {
            kind: 'enum',
            ido: ido.name,
            property: property.name,
            values: [enumValue.value],
            label: enumValue.label,
            group: false,
          }
        : {
            kind: 'value',
            ido: ido.name,
            property: property.name,
            value: alias.value,
            match: 'alias',
          };
      for (const phrase of alias.phrases) this.addPhrase(phrase, meaning);
    }
  }

  private addKnownValues(catalog: readonly CatalogIdo[], known: KnownValues): void {
    for (const ido of catalog) {
      const byProperty = known.values.get(ido.name);
      for (const p of ido.properties) {
        // Padded keys ('   1042') are known by their text: the filter gets it unpadded and
        // the executor formats it for the ERP, like a number typed in the question.
        const values = (byProperty?.get(p.name) ?? []).map((v) => (p.format ? v.trim() : v));
        for (const value of values) {
          const tokens = tokenize(value);
          if (tokens.length === 0) continue;
          const key = `${ido.name}.${p.name}`;
          const list = this.valueStems.get(key) ?? [];
          list.push(tokens.map((t) => t.stem));
          this.valueStems.set(key, list);
          this.valueTrie.add(
            tokens.map((t) => t.stem),
            { ido: ido.name, property: p.name, value, raws: tokens.map((t) => t.raw) },
            (a, b) => a.ido === b.ido && a.property === b.property && a.value === b.value,
          );
          for (const typed of typedForms(value)) {
            const split = tokenize(typed);
            this.valueTrie.add(
              split.map((t) => t.stem),
              {
                ido: ido.name,
                property: p.name,
                value,
                raws: split.map((t) => t.raw),
                alias: true,
              },
              (a, b) => a.ido === b.ido && a.property === b.property && a.value === b.value,
            );
          }
          for (const t of tokens) {
            if (t.kind !== 'word') continue;
            // Every word of a name is known (never "corrected"); long ones are also typo targets.
            this.typos.markKnown(t.stem);
            if (t.stem.length >= 4) this.typos.addWord(t.stem, 1);
          }
        }
        this.addPlaceAliases(ido, p, new Set(values));
      }
      const samples = known.samples.get(ido.name);
      for (const [property, values] of samples ?? []) {
        for (const value of values) {
          if (!/\d/.test(value)) continue;
          for (const [map, key] of [
            [this.shapes, shapeOf(value)],
            [this.families, familyOf(value)],
          ] as const) {
            const list = map.get(key) ?? [];
            if (
              !list.some((m) => m.kind === 'value' && m.ido === ido.name && m.property === property)
            ) {
              list.push({ kind: 'value', ido: ido.name, property, value, match: 'code' });
            }
            map.set(key, list);
          }
        }
      }
    }
  }

  /**
   * "Texas" for a State value TX, "United States" for a Country value USA, "euros" for EUR,
   * "gallons" for a unit of measure GAL.
   */
  private addPlaceAliases(
    ido: CatalogIdo,
    p: PropertyDefinition,
    values: ReadonlySet<string>,
  ): void {
    const words = [p.name, p.label, ...(p.synonyms ?? [])].map((w) => w.toLowerCase());
    const table = words.includes('state')
      ? STATE_NAMES
      : words.includes('country')
        ? COUNTRY_NAMES
        : words.includes('currency')
          ? CURRENCY_NAMES
          : isUnitOfMeasureProperty(p)
            ? UNIT_NAMES
            : isProductLineProperty(p)
              ? PRODUCT_LINE_NAMES
              : undefined;
    if (!table) return;
    const of =
      table === STATE_NAMES
        ? 'state'
        : table === COUNTRY_NAMES
          ? 'country'
          : table === CURRENCY_NAMES
            ? 'currency'
            : undefined;
    for (const region of REGIONS.filter((r) => r.of === of)) {
      // Each member the data holds is one meaning of the region's name: read together, as IN.
      const home = region.members.filter((m) => values.has(m));
      const members = region.allBut
        ? home.length > 0
          ? [...values].filter((v) => !region.members.includes(v))
          : []
        : home;
      for (const name of members.length > 0 ? region.names : []) {
        for (const value of members)
          this.addPhrase(name, {
            kind: 'value',
            ido: ido.name,
            property: p.name,
            value,
            match: 'alias',
            region: region.names[0],
          });
      }
    }
    for (const [code, names] of Object.entries(table)) {
      if (!values.has(code)) continue;
      for (const name of names) {
        // Two-letter forms like "US" are too close to English words ("us"): known only as
        // typed, in capitals, like a short code.
        if (name.length <= 3) {
          if (/^[A-Z]{2,3}$/.test(name))
            this.valueTrie.add(
              tokenize(name).map((t) => t.stem),
              { ido: ido.name, property: p.name, value: code, raws: [name], alias: true },
              (a, b) => a.ido === b.ido && a.property === b.property && a.value === b.value,
            );
          continue;
        }
        this.addPhrase(name, {
          kind: 'value',
          ido: ido.name,
          property: p.name,
          value: code,
          match: 'alias',
        });
      }
    }
  }
}
