/**
 * The shape of words people use that a catalog's own synonyms lack: keyed by IDO and property
 * name; an IDO or property that does not exist is skipped. A catalog ships its own table beside
 * it (the syteline catalog's is `src/erp/catalog/syteline-vocabulary.ts`) and extensions
 * contribute the same shape (SPEC §10, "NL vocabulary"); the engine itself holds none, only
 * general English (`general-english.ts`).
 *
 * To add a word: put it under the IDO (`ido`), a property (`properties.<Name>`), or a status
 * value or value group of the IDO's status property (`statuses.<code or group label>`).
 */
export interface NlSynonymEntry {
  ido?: readonly string[];
  /**
   * Words for a part of the IDO's records, with the filter (SPEC §6 syntax) that picks it:
   * "ship-to addresses" are the SLCustomers rows with `CustSeq > 0`.
   */
  subsets?: readonly NlSubset[];
  properties?: Readonly<Record<string, readonly string[]>>;
  statuses?: Readonly<Record<string, readonly string[]>>;
}

export interface NlSubset {
  phrases: readonly string[];
  filter: string;
}

export type NlSynonyms = Readonly<Record<string, NlSynonymEntry>>;
