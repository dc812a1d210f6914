import { wordTable } from '../text/word-table';

/**
 * Shorthand of business writing, and the word each stands for: what people type in a hurry
 * ("tot AR", "jobs strting nxt wk", "POs this yr") that no catalog spells, since a catalog
 * names its fields in full. Only a word the engine does not otherwise know is read so (a name
 * or a catalog word that looks like one keeps its own meaning). Each stands for one word
 * only: a shorthand of several meanings ("pt": point, part, pint) is read inside a catalog
 * phrase instead, where the other words say which.
 */
export const SHORTHAND_WORDS: Readonly<Record<string, string>> = wordTable({
  // periods
  yr: 'year',
  yrs: 'year',
  wk: 'week',
  wks: 'week',
  qtr: 'quarter',
  qtrs: 'quarter',
  nxt: 'next',
  prev: 'previous',
  // measures
  tot: 'total',
  ttl: 'total',
  amt: 'amount',
  amts: 'amount',
  avg: 'average',
  cst: 'cost',
  reord: 'reorder',
  // words of a question
  wht: 'what',
  whch: 'which',
  thru: 'through',
  btwn: 'between',
  // Slips of the small words of a question, too short for the typo budget ("hw many", "teh
  // total"): left unknown, "how many" would be lost and the count with it.
  hw: 'how',
  hwo: 'how',
  teh: 'the',
  hte: 'the',
  wat: 'what',
  waht: 'what',
  whta: 'what',
  mnay: 'many',
  mny: 'many',
  adn: 'and',
  nad: 'and',
  taht: 'that',
  wich: 'which',
  whcih: 'which',
  shwo: 'show',
  lsit: 'list',
  // Politeness typed short ("pls show late co lines"): the full words are filler already, so
  // the shorthand says nothing more, but left unknown it cost the answer half its confidence.
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ty: 'thanks',
  u: 'you',
  // A request run together as spoken ("wanna see late lines"): the verb of a request is filler
  // already, so the run-together form says nothing more either ("gimme", "lemme": two words
  // each, so phrase-rules.ts holds them).
  wanna: 'want',
  ya: 'you',
  // The nouns of business records cut short ("custs in TX", "vends in OH", "po lines not
  // recvd", "num of vendors", "invoices w bal"): left unknown, the records' noun or the
  // figure asked for was lost, and the answer guessed another kind of record.
  cust: 'customer',
  custs: 'customer',
  vend: 'vendor',
  vends: 'vendor',
  recvd: 'received',
  num: 'number',
  bal: 'balance',
  ords: 'order',
  w: 'with',
  mth: 'month',
  mths: 'month',
  yday: 'yesterday',
  // Chat's time words ("total open AR rn", "POs due tmrw"): left unknown, "rn" cost a plain
  // question a third of its confidence and "tmrw" lost the date.
  rn: 'now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
});
