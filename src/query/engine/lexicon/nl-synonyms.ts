/**
 * Words people use that the catalog's own synonyms lack, kept here so the catalog stays a plain
 * description of the ERP. Keyed by IDO and property name; an IDO or property that does not exist
 * is skipped. Extensions contribute the same shape (SPEC §10, "NL vocabulary").
 *
 * To add a word: put it under the IDO (`ido`), a property (`properties.<Name>`), or a status
 * value or value group of the IDO's status property (`statuses.<code or group label>`).
 */
export interface NlSynonymEntry {
  ido?: readonly string[];
  properties?: Readonly<Record<string, readonly string[]>>;
  statuses?: Readonly<Record<string, readonly string[]>>;
}

export type NlSynonyms = Readonly<Record<string, NlSynonymEntry>>;

export const NL_SYNONYMS: NlSynonyms = {
  SLVendors: {
    ido: ['supply partner', 'vendor master', 'supplier list', 'who supplies', 'who supply'],
    properties: {
      Name: ['company', 'company name'],
      Phone: ['phone no', 'tel', 'telephone number', 'contact number'],
      Email: ['emails', 'email addresses', 'mail'],
      Contact: ['contact name', 'contacts'],
      State: ['states'],
      Terms: ['payment term'],
    },
    statuses: { A: ['enabled'], H: ['on credit hold', 'held up', 'suspended'], I: ['dormant'] },
  },
  SLCustomers: {
    properties: {
      Name: ['company', 'company name'],
      CreditLimit: ['credit'],
      SalesRep: ['sales representative', 'salesman', 'sales person'],
    },
    statuses: { H: ['credit hold', 'on credit hold', 'suspended'] },
  },
  SLItems: {
    ido: ['inventory item', 'stock item', 'catalog item'],
    properties: {
      UnitCost: ['cost each', 'unit costs', 'standard cost', 'costing', 'costs'],
      UnitPrice: [
        'list price',
        'sale price',
        'sell price',
        'priced',
        'priced at',
        'selling for',
        'sell for',
        'sells',
      ],
      QtyOnHand: [
        'in stock quantity',
        'stock level',
        'stock on hand',
        'on-hand',
        'on hand quantity',
        'quantity in stock',
      ],
      ProductCode: ['product code', 'family', 'product family'],
      Whse: ['stored', 'kept'],
      Description: ['desc'],
    },
  },
  SLPos: {
    ido: ['purchase order header', 'purchasing order', 'buy order', 'order', 'orders'],
    properties: {
      TotalAmount: [
        'spend',
        'spending',
        'po value',
        'po amount',
        'po total',
        'dollar value',
        'purchase value',
        'purchase amount',
        'purchase order value',
      ],
      VendName: ['vendor names', 'supplier names'],
      OrderDate: ['order dates', 'purchase date', 'po date', 'place', 'bought', 'purchased'],
    },
  },
  SLPoitems: {
    ido: [
      'po line item',
      'purchase line',
      'purchase lines',
      'po detail',
      'po details',
      'receipt line',
      'line',
      'lines',
    ],
    properties: {
      QtyReceived: ['received quantity', 'quantity received'],
      QtyOrdered: ['ordered'],
      LineAmount: ['line value', 'line cost', 'worth'],
    },
  },
  SLCos: {
    ido: ['sales order header', 'customer purchase'],
    properties: {
      TotalAmount: [
        'order amount',
        'order total',
        'sales value',
        'co value',
        'sales amount',
        'booked',
        'worth',
      ],
      OrderDate: ['place', 'sold', 'booked on'],
      CustName: ['customer names'],
    },
    statuses: { S: ['stopped', 'halted', 'blocked'] },
  },
  SLCoitems: {
    ido: ['so line', 'so lines', 'sales line', 'sales lines', 'order line item', 'line', 'lines'],
    properties: {
      QtyShipped: ['shipped quantity'],
      QtyOrdered: ['ordered'],
      LineAmount: ['worth'],
    },
  },
  SLArinvs: {
    ido: ['ar', 'a/r', 'accounts receivable', 'receivable invoice', 'customer invoice'],
    properties: {
      Balance: [
        'invoice balance',
        'invoice balances',
        'owe',
        'owes',
        'owing',
        'owed',
        'amount owed',
        'unpaid amount',
        'unpaid balance',
        'remaining balance',
        'balance due',
        'open amount',
      ],
      Amount: ['invoice value', 'invoice total', 'billed', 'worth'],
      InvDate: ['invoice dates', 'sent', 'dated'],
    },
    statuses: {
      O: ['owing', 'not yet paid', 'uncollected'],
      P: ['collected', 'paid off', 'paid up'],
    },
  },
  SLJobs: {
    ido: [
      'manufacturing order',
      'manufacturing orders',
      'shop order',
      'shop orders',
      'production job',
      'production jobs',
    ],
    properties: {
      QtyComplete: ['completed', 'quantity completed', 'qty completed', 'produced'],
      QtyReleased: ['released', 'qty released'],
      StartDate: ['starting', 'starts', 'start'],
      EndDate: ['ending', 'ends', 'finishing'],
    },
  },
};
