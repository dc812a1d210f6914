/**
 * General English: everyday words that mean the same in any business database, whatever its
 * schema. The vocabulary applies them to whatever catalog it is built from ("clients" reads as
 * an IDO whose words say "customers", "suppliers" as one that says "vendors"), so they never
 * name an IDO or a property here. Words of one group are interchangeable inside a catalog
 * phrase; a variant that already means something in the catalog is left to the catalog.
 */
export const EVERYDAY_SYNONYMS: readonly (readonly string[])[] = [
  ['customer', 'client'],
  ['vendor', 'supplier'],
  ['item', 'part', 'product', 'spare part'],
  ['asset', 'equipment', 'machine'],
  ['site', 'plant', 'facility'],
  ['manufacturer', 'made by', 'maker', 'brand'],
  ['purchase order', 'po'],
  ['sales order', 'customer order'],
  // "bookings this month": an order booked is a sales order, in any sales department.
  ['sales order', 'booking'],
  ['invoice', 'bill'],
  ['job', 'work order'],
  ['employee', 'staff', 'staff member'],
  // "units shipped by item", "units received last month": what was counted in units is the
  // quantity, as "qty shipped" says; "units" alone stays the catalog's unit of measure.
  ['quantity', 'qty', 'units'],
  // "pieces of IT-10045 shipped last month", "pcs received": a count of pieces is the quantity
  // on a shop floor, as "units" is.
  ['quantity', 'qty', 'pieces', 'pcs'],
  // "open PO dollars by warehouse", "sales dollars this month": dollars said of records are
  // their value, wherever the catalog calls an amount a value.
  ['value', 'dollars'],
  // "total extended amount of open PO lines": a line's quantity times its price is its
  // extension, in any accounting language, wherever the catalog calls it a line amount.
  ['line amount', 'extended amount', 'extended price', 'extended cost', 'extended value'],
  ['telephone', 'phone'],
  ['email', 'e-mail'],
  ['quantity on hand', 'on hand', 'stock on hand', 'in stock', 'units in stock'],
  // "what's gone out the door this week": goods leave on the day they are shipped.
  [
    'ship date',
    'shipped date',
    'shipped on',
    'date shipped',
    'shipped',
    'gone out the door',
    'went out the door',
  ],
  ['completion date', 'completed on', 'completed date', 'date completed'],
  // "lines coming due next week": what falls due is what is due.
  ['due on', 'due date', 'due by', 'due', 'coming due', 'falling due', 'come due', 'comes due'],
  // "suppliers we are still waiting on": not yet received or done, whatever the records.
  ['outstanding', 'waiting on', 'waiting for', 'awaiting', 'still waiting on', 'still waiting for'],
  // "jobs running late", "orders behind schedule": late, whatever the verb.
  ['late', 'running late', 'running behind', 'behind schedule', 'behind'],
  // "jobs that should have finished already": due and not done, i.e. late.
  [
    'late',
    'should have finished',
    'should have finished already',
    'should have been finished',
    'should have been done',
    'should have been done by now',
    'should be done by now',
  ],
  // "POs that arrived last week", "what arrived yesterday": goods arrive on the day they are
  // received, wherever the catalog keeps that date.
  ['received date', 'date received', 'arrived', 'arrived on'],
  // "jobs that wrap up in December": to wrap up is to finish, wherever the catalog says finish.
  ['finish', 'wrap up'],
  ['finishing', 'wrapping up'],
  ['finished', 'wrapped up'],
  // "orders placed in 2017": an order is placed on its order date; a PO is also raised.
  [
    'order date',
    'ordered on',
    'placed on',
    'date placed',
    'placed',
    'raised',
    'raised on',
    'cut',
    'entered',
    'logged',
    'submitted',
  ],
  // "work orders opened in the last 120 days", "jobs added this week": a record is opened or
  // added on the day it is created, wherever the catalog keeps that date.
  ['created', 'opened', 'added', 'recorded'],
  // "jobs that begin in January", "jobs kicking off next week": to begin is to start.
  ['start', 'begin', 'kick off'],
  ['starts', 'begins', 'kicks off'],
  ['starting', 'beginning', 'kicking off'],
  ['started', 'began', 'kicked off'],
];

/**
 * Phrases of motion said of records before a date, and the verbs whose date they mean: what
 * "came in" was received (or, of records nobody receives, made: "orders that came in during
 * Q1"), what "went out" was sent or shipped ("invoices that went out in 2024").
 */
export const MOTION_PHRASES: ReadonlyArray<{
  verbs: readonly string[];
  /** The word after the verb, if the phrase has one. */
  particle?: string;
  means: readonly string[];
}> = [
  // "how much arrived last week": received. (Only the past: what "will arrive" is what is due.)
  { verbs: ['arrived'], means: ['received'] },
  // "PO lines delivered last week": to us, received; to customers, shipped.
  { verbs: ['delivered', 'deliver', 'delivers'], means: ['received', 'shipped'] },
  { verbs: ['came', 'come', 'comes', 'coming'], particle: 'in', means: ['received'] },
  {
    verbs: ['went', 'gone', 'go', 'goes', 'going', 'got'],
    particle: 'out',
    means: ['sent', 'shipped'],
  },
];

/**
 * Verbs that share their spelling with a noun of records ("purchase": a purchase order), read
 * as the everyday verb they mean when a subject says they are verbs ("items we purchase").
 */
export const VERBS_NAMED_LIKE_RECORDS: Readonly<Record<string, string>> = {
  purchase: 'buy',
};
