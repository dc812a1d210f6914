/**
 * Vocabulary that extensions contribute besides their catalog entries (SPEC §10, "NL
 * vocabulary"): synonyms in the shape of `nl-synonyms.ts`, new wordings of fixed phrases, and
 * other words for a value of a property.
 */
import type { NlSynonyms } from './nl-synonyms';
import type { PhraseRule } from './phrase-rules';

/** Other words for one value of a property: "aviation" for segment "Aerospace". */
export interface NlValueAlias {
  ido: string;
  property: string;
  value: string;
  phrases: readonly string[];
}

/** New wordings that mean what an existing phrase of the phrase table means ("north of" = "over"). */
export interface NlPhrase {
  phrases: readonly string[];
  sameAs: string;
}

/** One extension's vocabulary. */
export interface NlContribution {
  synonyms?: NlSynonyms;
  phrases?: readonly NlPhrase[];
  valueAliases?: readonly NlValueAlias[];
  /** Example questions by IDO name, offered when a question about that IDO is not understood. */
  examples?: Readonly<Record<string, readonly string[]>>;
}

/** What the Vocabulary takes beyond the catalog and the synonym tables. */
export interface VocabularyExtras {
  phraseRules?: readonly PhraseRule[];
  valueAliases?: readonly NlValueAlias[];
  examples?: Readonly<Record<string, readonly string[]>>;
}
