/**
 * Names, labels and words from database identifiers, whatever their style: `Order Details`,
 * `order_details`, `OrderDetails`, `ORDER_DETAILS`, `tblOrderDetails2`. General English only
 * (plural and singular forms); nothing here knows a particular schema.
 */

/** `CustomerID` → [Customer, ID]; `unit_price` → [unit, price]; `Sales for 1997` → [Sales, for, 1997]. */
export function splitWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])([0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** A word for a Pascal-case name or a label: `customer` → Customer, `ID` stays, `ORDER` → Order. */
function capital(word: string): string {
  if (word === word.toUpperCase() && word.length > 3) {
    return word[0] + word.slice(1).toLowerCase();
  }
  return word[0].toUpperCase() + word.slice(1);
}

/** `Order Details` → OrderDetails, `order_details` → OrderDetails, `2019 sales` → _2019Sales. */
export function pascalName(name: string): string {
  const joined = splitWords(name).map(capital).join('');
  if (joined === '') return '_';
  return /^[0-9]/.test(joined) ? `_${joined}` : joined;
}

const SMALL_WORDS = new Set(['a', 'an', 'the', 'of', 'by', 'for', 'and', 'or', 'per']);

/** `CustomerID` → "Customer ID", `unit_price` → "Unit Price", `list of products` → "List of Products". */
export function labelOf(name: string): string {
  const words = splitWords(name).map((w, i) =>
    i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : capital(w),
  );
  return words.length > 0 ? words.join(' ') : name;
}

const IRREGULAR: ReadonlyArray<[string, string]> = [
  ['person', 'people'],
  ['child', 'children'],
  ['man', 'men'],
  ['woman', 'women'],
  ['staff', 'staff'],
  ['series', 'series'],
  ['equipment', 'equipment'],
  ['information', 'information'],
  ['data', 'data'],
  ['news', 'news'],
  ['status', 'statuses'],
];

/** Words ending in s that are singular. */
const SINGULAR_S = /(ss|us|is|ics|as|os)$/i;

function matchCase(model: string, word: string): string {
  if (model === model.toUpperCase() && model.length > 1) return word.toUpperCase();
  if (model[0] === model[0].toUpperCase()) return word[0].toUpperCase() + word.slice(1);
  return word;
}

/** `categories` → category, `Addresses` → Address, `people` → person, `status` → status. */
export function singularWord(word: string): string {
  const lower = word.toLowerCase();
  for (const [one, many] of IRREGULAR) if (lower === many) return matchCase(word, one);
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}${matchCase(word.slice(-3), 'y')}`;
  if (/(ss|x|ch|sh|zz)es$/i.test(word)) return word.slice(0, -2);
  if (/sses$/i.test(word)) return word.slice(0, -2);
  if (/ses$/i.test(word) && !/(ase|ise|use|ose)s$/i.test(word)) return word.slice(0, -2);
  if (/s$/i.test(word) && !SINGULAR_S.test(word) && word.length > 2) return word.slice(0, -1);
  return word;
}

/** `category` → categories, `Address` → Addresses, `person` → people. */
export function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  for (const [one, many] of IRREGULAR) if (lower === one) return matchCase(word, many);
  if (/ics$/i.test(word)) return word;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}${matchCase(word.slice(-1), 'ies')}`;
  if (/(s|x|ch|sh|z)$/i.test(word)) return `${word}${matchCase(word.slice(-1), 'es')}`;
  return `${word}${matchCase(word.slice(-1), 's')}`;
}

/** Whether the last word already reads as a plural (`Orders`, `Order Details`, `people`). */
export function isPlural(phrase: string): boolean {
  const words = phrase.split(' ');
  const last = words[words.length - 1] ?? '';
  return /^[0-9]+$/.test(last) ? false : singularWord(last) !== last || pluralWord(last) === last;
}

const PHRASE_WORDS = new Set(['of', 'by', 'for', 'and', 'above', 'below', 'per', 'with', 'from']);

/** Singular and plural labels of a table: `Order Details` → ["Order Detail", "Order Details"]. */
export function tableLabels(name: string): { label: string; pluralLabel: string } {
  const words = labelOf(name).split(' ');
  const last = words[words.length - 1];
  const head = words.slice(0, -1);
  // A phrase rather than a noun ("Products by Category", "Sales for 1997", "Orders Qry",
  // "Order Details Extended"): one label for both.
  if (
    /^[0-9]+$/.test(last) ||
    /ed$/i.test(last) ||
    last.length === 1 ||
    words.some((w) => PHRASE_WORDS.has(w.toLowerCase())) ||
    head.some((w) => singularWord(w) !== w)
  ) {
    const phrase = words.join(' ');
    return { label: phrase, pluralLabel: phrase };
  }
  const singular = singularWord(last);
  const plural = singular === last ? pluralWord(last) : last;
  return {
    label: [...head, singular].join(' '),
    pluralLabel: [...head, plural].join(' '),
  };
}

/** Lower-case words of a name, for matching (`ShipVia` → ["ship", "via"]). */
export function lowerWords(name: string): string[] {
  return splitWords(name).map((w) => w.toLowerCase());
}

/** `in_progress` → "In progress", `P` → "P", `on hold` → "On hold". */
export function valueLabel(value: string): string {
  const spaced = value.replace(/[_-]+/g, ' ').trim();
  // Short codes ('P', 'OK', 'USD') stay as they are; words get a capital ('low' → "Low").
  if (spaced === '' || (spaced.length <= 3 && spaced === spaced.toUpperCase())) return value;
  if (spaced === spaced.toUpperCase()) return spaced[0] + spaced.slice(1).toLowerCase();
  return spaced[0].toUpperCase() + spaced.slice(1);
}
