/**
 * The `syteline` catalog's own NL vocabulary: words people use for its IDOs and properties that
 * the catalog's synonyms lack, and example questions to suggest when a question about one of its
 * IDOs is not understood. It lives with the catalog, not in the engine: the engine knows only
 * the catalog it is given, general English and this kind of contribution (the same shape
 * extensions contribute, SPEC §10 "NL vocabulary"), so a site's own IDOs or a discovered
 * database are read the same way. Entries for an IDO or property the running catalog lacks are
 * skipped.
 */
import type { NlContribution } from '../../query/engine/lexicon/vocabulary-extras';

export const SYTELINE_VOCABULARY: NlContribution = {
  synonyms: {
    SLVendors: {
      // "who do we buy IT-10008 from": the vendors, whatever stands between the words.
      ido: [
        'supply partner',
        'vendor master',
        'supplier list',
        'who supplies',
        'who supply',
        'who do we buy',
        'who do we purchase',
        'who do we order',
        'who do we get',
        'who do we source',
        'who sells us',
      ],
      properties: {
        Name: ['company', 'company name', 'vendor names', 'supplier names'],
        Phone: ['phone no', 'tel', 'telephone number', 'contact number'],
        ExternalEmailAddr: ['emails', 'email addresses', 'mail'],
        Contact: ['contact name', 'contacts'],
        VadState: ['states'],
        VadCity: ['cities'],
        TermsCode: ['payment term'],
      },
      statuses: { A: ['enabled'], I: ['dormant'] },
    },
    SLCustomers: {
      subsets: [
        {
          phrases: [
            'ship-to address',
            'ship-to addresses',
            'ship to address',
            'ship to addresses',
            'ship-tos',
            'ship-to location',
            'ship-to locations',
            'ship to location',
            'ship to locations',
          ],
          filter: 'CustSeq > 0',
        },
      ],
      properties: {
        Name: ['company', 'company name', 'customer names'],
        CreditLimit: ['credit'],
        Slsman: ['sales representative', 'sales person'],
        State: ['states'],
        City: ['cities'],
      },
      statuses: { '1': ['suspended'] },
    },
    SLItems: {
      ido: ['inventory item', 'stock item', 'catalog item'],
      properties: {
        UnitCost: ['cost each', 'unit costs', 'standard cost', 'costing'],
        DerQtyOnHand: ['in stock', 'units in stock', 'on-hand'],
        ProductCode: ['family', 'product family'],
        Description: ['desc'],
      },
    },
    SLItemwhses: {
      ido: [
        'stock record',
        'stock records',
        'item stock levels',
        // Where an item is stocked: one row per warehouse.
        'stock location',
        'stock locations',
        'stocking location',
        'stocking locations',
        'inventory location',
        'inventory locations',
        // "warehouse locations below their reorder point": an item's place in a warehouse.
        'warehouse location',
        'warehouse locations',
      ],
      properties: {
        QtyOnHand: [
          'in stock quantity',
          'stock on hand',
          'on-hand',
          'on hand quantity',
          'quantity in stock',
          'units in stock',
        ],
        QtyReorder: ['reorder points', 'reorder levels', 'min stock'],
        Whse: ['stored', 'kept'],
      },
    },
    SLPos: {
      ido: ['purchase order header', 'purchasing order', 'buy order', 'order', 'orders'],
      properties: {
        PoCost: [
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
        VendorName: ['vendor names', 'supplier names'],
        // "vendors with a PO dated this year": an order is dated the day it is placed.
        OrderDate: [
          'order dates',
          'purchase date',
          'po date',
          'place',
          'bought',
          'purchased',
          'dated',
        ],
        VenCurrCode: ['curr'],
      },
    },
    SLPoItems: {
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
      // "PO receipts this quarter": a receipt is a PO line's goods coming in, dated by the
      // line's received date (not an AR payment, which "receipts" alone names).
      subsets: [
        {
          phrases: [
            'po receipt',
            'po receipts',
            'purchase order receipt',
            'purchase order receipts',
            'purchase receipt',
            'purchase receipts',
            'po line receipt',
            'po line receipts',
            'goods receipt',
            'goods receipts',
            'receipt of goods',
            'receipts of goods',
            'vendor receipt',
            'vendor receipts',
          ],
          filter: 'RcvdDate IS NOT NULL',
        },
      ],
      properties: {
        QtyReceived: ['received quantity'],
        QtyOrdered: ['ordered'],
        LineAmount: ['line value', 'line cost', 'worth'],
      },
    },
    SLCos: {
      // "what did we sell to customers in Texas": what is sold is the orders, not the customers.
      ido: ['sales order header', 'customer purchase', 'sell', 'sell to', 'sold to'],
      properties: {
        Price: [
          'order amount',
          'order total',
          'sales value',
          'co value',
          'sales amount',
          'booked',
          'worth',
        ],
        OrderDate: ['place', 'sold', 'booked on', 'dated'],
        CustomerName: ['customer names'],
      },
      statuses: { S: ['halted', 'blocked'] },
    },
    SLCoitems: {
      ido: ['so line', 'so lines', 'sales line', 'sales lines', 'order line item', 'line', 'lines'],
      // "customer order shipments last week": a shipment is an order line's goods going out,
      // dated by the line's ship date.
      subsets: [
        {
          phrases: [
            'shipment',
            'shipments',
            'customer shipment',
            'customer shipments',
            'customer order shipment',
            'customer order shipments',
            'co shipment',
            'co shipments',
            'sales order shipment',
            'sales order shipments',
            'order shipment',
            'order shipments',
          ],
          filter: 'ShipDate IS NOT NULL',
        },
      ],
      properties: {
        QtyShipped: ['shipped quantity'],
        QtyOrdered: ['ordered'],
        LineAmount: ['worth'],
      },
    },
    SLArtrans: {
      ido: ['accounts receivable', 'receivable invoice', 'customer invoice', 'customer invoices'],
      properties: {
        Balance: [
          'invoice balance',
          'invoice balances',
          'owe',
          'owes',
          'owing',
          'amount owed',
          'unpaid amount',
          // Not "unpaid balance": "unpaid" reads as a balance above zero and "balance" as the
          // amount, so only records with something unpaid count ("unpaid balance per customer"
          // has no group for a customer who owes nothing).
          'remaining balance',
          'balance due',
          'open amount',
          'ar balance',
        ],
        Amount: ['invoice value', 'invoice total', 'worth'],
        InvDate: ['invoice dates', 'sent', 'dated'],
        DerCustName: ['customer names'],
      },
      statuses: {
        // "billing for CO 100041": what was billed for it, its invoices.
        I: ['bill', 'bills', 'billing', 'billings', 'customer invoice', 'customer invoices'],
        // "receivables from Quebec customers": what customers were charged (invoices, debit
        // memos, finance charges), not the payments and credits applied to them.
        Charges: ['receivable', 'receivables'],
        // "how much did we collect last month": money collected is the payments received.
        P: [
          'collect',
          'collections',
          'pay us',
          'paid us',
          'customer payment',
          'customer payments',
          'cash receipt',
          'cash receipts',
          // "how much cash did we collect", "cash received in October": cash that comes in
          // from customers is their payments (the ledger holds no other money received).
          'cash',
          'cash received',
          'cash collected',
          'payment received',
          'payments received',
          'received payment',
          'received payments',
          // "payments collected this year": collecting is the payment's own deed, not the
          // paid state of a document with a balance (payments carry none).
          'payment collected',
          'payments collected',
          'collected payment',
          'collected payments',
        ],
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
        JschStartDate: [
          'starting',
          'starts',
          'start',
          'started',
          'scheduled to start',
          'scheduled start',
        ],
        JschEndDate: [
          'ending',
          'ends',
          'finishing',
          'scheduled to finish',
          'scheduled to end',
          'scheduled to complete',
          'scheduled end',
          'scheduled finish',
        ],
      },
      // "jobs building IT-10579": a job builds its item while it is open (firm or released).
      statuses: {
        Open: ['building', 'making', 'producing', 'in production'],
        // "jobs released to the shop floor": a released job is the one on the floor, running.
        R: [
          'on the shop floor',
          'on the floor',
          'released to the shop floor',
          'released to the floor',
          'released to production',
        ],
      },
    },
  },
  examples: {
    SLPos: ['Show overdue purchase orders over $10K', 'open POs for Acme Steel Corp'],
    SLPoItems: ['PO lines not fully received', 'average line amount on PO lines for item IT-10045'],
    SLVendors: ['suppliers in Ohio', 'vendor names and phone numbers in Michigan'],
    SLItems: ['items that cost more than 250', 'how much stock of IT-10045 do we have'],
    SLItemwhses: ['items below reorder point in warehouse MAIN', 'stock in the EAST warehouse'],
    SLCustomers: ['customers in Dallas', 'customers on credit hold'],
    SLCos: ['customer orders more than 2 weeks late', '10 biggest customers by open order value'],
    SLCoitems: ['customer order lines not fully shipped', 'order lines for item IT-10045'],
    SLArtrans: ['unpaid invoices over 20k', 'total invoiced last month'],
    SLJobs: ['how many open jobs are there', 'jobs due this month'],
  },
};
