/**
 * A table looked up by words from a question. A plain object literal answers to more than its
 * keys: `MONTHS['constructor']` is Object's constructor function, so "show constructor" was
 * read as a month and crashed the calendar. Tables built here have no prototype, so only their
 * own keys are found.
 */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
