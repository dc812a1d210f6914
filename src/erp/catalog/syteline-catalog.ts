/**
 * The built-in catalog, `syteline`: the SPEC §8 IDOs with the names a real SyteLine /
 * CloudSuite Industrial server uses (facts and sources: shared/reference/syteline-ido-research.md).
 * The demo ERP serves exactly this catalog and the Mongoose connector reads a real server through
 * it, so what works on the demo works on a site. Property names, keys and relations are part of
 * the API contract; labels, synonyms and aliases feed the NL engine and reports. Where a fact is
 * uncertain the property's description says so; a site corrects it with an extension or with a
 * discovered catalog file.
 *
 * Derived properties (marked `derived`) are computed by the daemon from stored ones, never read
 * from the ERP, and named so as not to collide with SyteLine's own names. SyteLine's own derived
 * properties (`Der…`) are read like any stored property.
 */
import type {
  DerivedDefinition,
  EnumGroup,
  EnumValue,
  IdoDefinition,
  PropertyDefinition,
  PropertyType,
  ValueFormat,
} from './catalog.types';
import { toSnakeCase } from './snake-case';

/** The catalog's name in configuration (`ERPC_CATALOG=syteline`). */
export const SYTELINE_CATALOG_NAME = 'syteline';

/** Output aliases that differ from plain snake_case (SPEC §7's sample needs these exact names). */
const ALIAS_OVERRIDES: Readonly<Record<string, string>> = {
  PoNum: 'po_number',
  VendorName: 'vendor',
  PoCost: 'amount',
  DaysOverdue: 'days_overdue',
};

type PropOptions = Omit<Partial<PropertyDefinition>, 'name' | 'type' | 'label'>;

function prop(
  name: string,
  type: PropertyType,
  label: string,
  options: PropOptions = {},
): PropertyDefinition {
  return {
    name,
    type,
    label,
    alias: ALIAS_OVERRIDES[name] ?? toSnakeCase(name),
    nullable: false,
    ...options,
  };
}

const money = (name: string, label: string, options: PropOptions = {}): PropertyDefinition =>
  prop(name, 'decimal', label, { scale: 2, unit: 'currency', ...options });

/** SyteLine keeps quantities as decimals (8 places); the demo's are whole numbers. */
const qty = (name: string, label: string, options: PropOptions = {}): PropertyDefinition =>
  prop(name, 'decimal', label, { unit: 'quantity', ...options });

/** Right-justified `NumSortedString` keys, stored padded with leading spaces. */
const rightJustified = (length: number): ValueFormat => ({ length, justify: 'right' });

function derived(
  name: string,
  type: PropertyType,
  label: string,
  definition: DerivedDefinition,
  options: PropOptions = {},
): PropertyDefinition {
  return prop(name, type, label, { derived: definition, ...options });
}

function status(
  label: string,
  values: EnumValue[],
  groups: EnumGroup[] = [],
  options: PropOptions = {},
): PropertyDefinition {
  return prop('Stat', 'enum', label, {
    enumValues: values,
    enumGroups: groups,
    synonyms: ['status', 'stat'],
    ...options,
  });
}

/** A yes/no flag SyteLine stores as a Byte, answered "0" or "1". */
function flag(name: string, label: string, yes: string[], no: string[]): PropertyDefinition {
  return prop(name, 'enum', label, {
    enumValues: [
      { value: '1', label: 'Yes', synonyms: yes },
      { value: '0', label: 'No', synonyms: no },
    ],
  });
}

// A distribution center ("the WEST DC") is a warehouse that ships rather than makes.
const WHSE_SYNONYMS = [
  'warehouse',
  'whse',
  'site',
  'plant',
  'distribution center',
  'distribution centre',
  'dc',
];
const TERMS_SYNONYMS = ['terms', 'payment terms', 'terms code'];
const CURRENCY_SYNONYMS = ['currency', 'currency code'];

const LINE_STATUS: EnumValue[] = [
  { value: 'P', label: 'Planned', synonyms: ['planned'] },
  { value: 'O', label: 'Ordered', synonyms: ['ordered', 'released'] },
  { value: 'F', label: 'Filled', synonyms: ['filled', 'received', 'fully received'] },
  { value: 'C', label: 'Complete', synonyms: ['complete', 'completed', 'closed'] },
];

const OPEN_LINE_GROUPS: EnumGroup[] = [
  { label: 'Open', values: ['P', 'O'], synonyms: ['open', 'outstanding', 'pending', 'active'] },
  { label: 'Closed', values: ['F', 'C'], synonyms: ['closed', 'done', 'finished'] },
];

/** What makes a record of these IDOs "open": the lines and headers the derived dates follow. */
const OPEN_PO = "Stat IN ('P', 'O')";
const OPEN_PO_LINE = "Stat IN ('P', 'O')";
const OPEN_CO = "Stat IN ('O', 'P')";
const OPEN_CO_LINE = "Stat IN ('P', 'O')";
/** AR transactions that are owed (charges) and that settle them (applied to an invoice). */
const AR_CHARGE = "Type IN ('I', 'D', 'F')";
const AR_SETTLEMENT = "Type IN ('P', 'C')";

export const SYTELINE_CATALOG: readonly IdoDefinition[] = [
  {
    name: 'SLVendors',
    label: 'Vendor',
    pluralLabel: 'Vendors',
    description: 'Suppliers the company buys from (SyteLine tables vendor and vendaddr).',
    synonyms: ['vendor', 'vendors', 'supplier', 'suppliers', 'seller', 'sellers'],
    properties: [
      prop('VendNum', 'string', 'Vendor Number', {
        key: true,
        format: rightJustified(7),
        synonyms: ['vendor number', 'vendor id', 'supplier number', 'vendor code', 'vendor #'],
        description: 'Right-justified: stored padded with leading spaces to 7 characters.',
      }),
      prop('Name', 'string', 'Vendor Name', {
        synonyms: ['name', 'vendor name', 'supplier name', 'vendor', 'supplier'],
        knownValues: true,
      }),
      prop('VadCity', 'string', 'City', {
        nullable: true,
        synonyms: ['city', 'town'],
        knownValues: true,
      }),
      prop('VadState', 'string', 'State', {
        nullable: true,
        synonyms: ['state', 'province', 'region'],
        knownValues: true,
      }),
      prop('VadZip', 'string', 'Postal Code', {
        nullable: true,
        synonyms: ['zip', 'zip code', 'postal code', 'postcode'],
      }),
      prop('VadCountry', 'string', 'Country', {
        nullable: true,
        synonyms: ['country', 'nation'],
        knownValues: true,
      }),
      prop('Contact', 'string', 'Contact', {
        nullable: true,
        synonyms: ['contact', 'contact person', 'rep'],
      }),
      prop('Phone', 'string', 'Phone', {
        nullable: true,
        synonyms: ['phone', 'phone number', 'telephone', 'phone numbers'],
      }),
      prop('ExternalEmailAddr', 'string', 'Email', {
        nullable: true,
        synonyms: ['email', 'e-mail', 'email address'],
      }),
      prop('TermsCode', 'string', 'Payment Terms', {
        synonyms: TERMS_SYNONYMS,
        knownValues: true,
      }),
      prop('CurrCode', 'string', 'Currency', { synonyms: CURRENCY_SYNONYMS, knownValues: true }),
      status(
        'Vendor Status',
        [
          { value: 'A', label: 'Active', synonyms: ['active'] },
          { value: 'I', label: 'Inactive', synonyms: ['inactive', 'disabled'] },
        ],
        [],
        {
          description:
            'A active, I inactive: inferred, no Infor source found; a site may use other codes.',
        },
      ),
    ],
    defaultProperties: ['VendNum', 'Name', 'VadCity', 'VadState', 'Phone', 'Stat'],
    relations: [],
  },
  {
    name: 'SLItems',
    label: 'Item',
    pluralLabel: 'Items',
    description: 'Parts and products, purchased or manufactured (SyteLine table item).',
    synonyms: ['item', 'items', 'part', 'parts', 'product', 'products', 'sku', 'skus', 'material'],
    properties: [
      prop('Item', 'string', 'Item', {
        key: true,
        synonyms: ['item', 'item number', 'part number', 'part', 'sku', 'product'],
        knownValues: true,
      }),
      prop('Description', 'string', 'Description', {
        synonyms: ['description', 'item description', 'name'],
      }),
      prop('ProductCode', 'string', 'Product Code', {
        synonyms: ['product code', 'category', 'product line', 'product group'],
        knownValues: true,
      }),
      prop('UM', 'string', 'Unit of Measure', {
        synonyms: ['unit of measure', 'um', 'uom', 'unit'],
        knownValues: true,
      }),
      money('UnitCost', 'Unit Cost', { scale: 4, synonyms: ['unit cost', 'cost', 'costs'] }),
      status('Item Status', [
        { value: 'A', label: 'Active', synonyms: ['active'] },
        { value: 'O', label: 'Obsolete', synonyms: ['obsolete', 'discontinued'] },
        { value: 'S', label: 'Slow-moving', synonyms: ['slow moving', 'slow-moving', 'slow'] },
      ]),
      prop('PMTCode', 'enum', 'Source', {
        synonyms: ['source', 'pmt code', 'make or buy'],
        enumValues: [
          { value: 'P', label: 'Purchased', synonyms: ['purchased', 'bought', 'buy'] },
          {
            value: 'M',
            label: 'Manufactured',
            synonyms: [
              'manufactured',
              'made',
              'make',
              'built',
              'made in house',
              'make in house',
              'in house',
              'in-house',
            ],
          },
          { value: 'T', label: 'Transferred', synonyms: ['transferred', 'transfer'] },
        ],
      }),
      prop('LeadTime', 'integer', 'Lead Time', {
        unit: 'days',
        synonyms: ['lead time', 'lead time days'],
      }),
      qty('DerQtyOnHand', 'Quantity On Hand', {
        synonyms: ['quantity on hand', 'on hand', 'stock', 'inventory', 'qty on hand'],
        description:
          "SyteLine's own derived total on hand across warehouses (there is no plain QtyOnHand on SLItems); per warehouse see SLItemwhses.",
      }),
    ],
    defaultProperties: ['Item', 'Description', 'ProductCode', 'UnitCost', 'DerQtyOnHand', 'Stat'],
    relations: [],
  },
  {
    name: 'SLItemwhses',
    label: 'Item Stock',
    pluralLabel: 'Item Stock',
    description:
      'Stock of each item in each warehouse, with its reorder point (SyteLine table itemwhse).',
    synonyms: [
      'item warehouse',
      'item warehouses',
      'stock',
      'stock level',
      'stock levels',
      'inventory',
      'inventory level',
      'inventory levels',
      'item stock',
      'warehouse stock',
    ],
    properties: [
      prop('Item', 'string', 'Item', {
        key: true,
        synonyms: ['item', 'item number', 'part', 'part number', 'sku', 'product'],
        knownValues: true,
      }),
      prop('Whse', 'string', 'Warehouse', {
        key: true,
        synonyms: WHSE_SYNONYMS,
        knownValues: true,
      }),
      prop('ItemDescription', 'string', 'Item Description', {
        synonyms: ['item description', 'description'],
      }),
      prop('WhseName', 'string', 'Warehouse Name', {
        synonyms: ['warehouse name'],
        knownValues: true,
      }),
      qty('QtyOnHand', 'Quantity On Hand', {
        synonyms: ['quantity on hand', 'on hand', 'stock', 'in stock', 'qty on hand', 'inventory'],
      }),
      qty('QtyReorder', 'Reorder Point', {
        synonyms: ['reorder point', 'reorder level', 'minimum stock', 'reorder quantity'],
      }),
      qty('QtyAllocCo', 'Allocated to Orders', {
        synonyms: [
          'allocated',
          'quantity allocated',
          'allocated to customer orders',
          'allocation',
          'customer allocation',
        ],
      }),
      qty('QtyOrdered', 'On Order', {
        synonyms: ['on order', 'quantity on order', 'qty on order', 'incoming'],
      }),
    ],
    defaultProperties: ['Item', 'Whse', 'QtyOnHand', 'QtyReorder', 'QtyAllocCo', 'QtyOrdered'],
    relations: [{ property: 'Item', targetIdo: 'SLItems', targetProperty: 'Item', name: 'item' }],
  },
  {
    name: 'SLPos',
    label: 'Purchase Order',
    pluralLabel: 'Purchase Orders',
    description:
      'Purchase order headers: what the company ordered from vendors (SyteLine table po).',
    synonyms: [
      'purchase order',
      'purchase orders',
      'po',
      'pos',
      'p.o.',
      'p.o.s',
      'purchase',
      'purchases',
    ],
    properties: [
      prop('PoNum', 'string', 'PO Number', {
        key: true,
        synonyms: ['po number', 'po num', 'purchase order number', 'po #', 'order number'],
      }),
      prop('VendNum', 'string', 'Vendor Number', {
        format: rightJustified(7),
        synonyms: ['vendor number', 'supplier number', 'vendor id'],
      }),
      prop('VendorName', 'string', 'Vendor', {
        synonyms: ['vendor', 'vendor name', 'supplier', 'supplier name'],
        knownValues: true,
      }),
      prop('OrderDate', 'date', 'Order Date', {
        synonyms: ['order date', 'ordered', 'placed', 'created', 'issued', 'date'],
      }),
      status(
        'PO Status',
        [
          { value: 'P', label: 'Planned', synonyms: ['planned'] },
          { value: 'O', label: 'Ordered', synonyms: ['ordered', 'released'] },
          { value: 'C', label: 'Complete', synonyms: ['complete', 'completed', 'closed'] },
          { value: 'H', label: 'History', synonyms: ['history', 'historical', 'archived'] },
        ],
        [
          {
            label: 'Open',
            values: ['P', 'O'],
            synonyms: ['open', 'outstanding', 'pending', 'active'],
          },
          { label: 'Closed', values: ['C', 'H'], synonyms: ['closed', 'done', 'finished'] },
        ],
      ),
      prop('Type', 'enum', 'PO Type', {
        synonyms: ['type', 'po type'],
        enumValues: [
          { value: 'R', label: 'Regular', synonyms: ['regular'] },
          { value: 'B', label: 'Blanket', synonyms: ['blanket'] },
        ],
      }),
      prop('Buyer', 'string', 'Buyer', {
        synonyms: ['buyer', 'purchaser', 'purchasing agent'],
        knownValues: true,
      }),
      prop('Whse', 'string', 'Warehouse', { synonyms: WHSE_SYNONYMS, knownValues: true }),
      prop('TermsCode', 'string', 'Payment Terms', { synonyms: TERMS_SYNONYMS, knownValues: true }),
      prop('VenCurrCode', 'string', 'Currency', {
        synonyms: CURRENCY_SYNONYMS,
        knownValues: true,
        description:
          "The vendor's currency; SyteLine has no confirmed PO currency property, so the PO's amounts are in this one.",
      }),
      prop('ExchRate', 'decimal', 'Exchange Rate', {
        scale: 6,
        synonyms: ['exchange rate', 'rate'],
        description: 'Domestic currency per unit of VenCurrCode (1 for domestic POs).',
      }),
      money('PoCost', 'Amount', {
        synonyms: [
          'amount',
          'total',
          'total amount',
          'value',
          'order value',
          'cost',
          'worth',
          'po cost',
        ],
        description: "The PO's total in its currency (VenCurrCode).",
      }),
      derived(
        'DueDate',
        'date',
        'Due Date',
        {
          kind: 'rollup',
          fn: 'min',
          ido: 'SLPoItems',
          match: [{ property: 'PoNum', equals: 'PoNum' }],
          property: 'DueDate',
          where: OPEN_PO_LINE,
        },
        {
          nullable: true,
          synonyms: ['due date', 'due', 'expected', 'delivery date'],
          description:
            'Derived: the earliest due date of the PO’s open lines (Stat P or O); empty when no line is open.',
        },
      ),
      derived(
        'DaysOverdue',
        'integer',
        'Days Overdue',
        { kind: 'daysPast', dateProperty: 'DueDate', when: OPEN_PO },
        {
          unit: 'days',
          synonyms: ['days overdue', 'overdue', 'late', 'past due', 'days late', 'days past due'],
          description:
            'Derived: whole days past DueDate while the PO is open (Stat P or O); otherwise 0. Computed at query time.',
        },
      ),
    ],
    defaultProperties: [
      'PoNum',
      'VendorName',
      'OrderDate',
      'DueDate',
      'Stat',
      'PoCost',
      'DaysOverdue',
    ],
    relations: [
      { property: 'VendNum', targetIdo: 'SLVendors', targetProperty: 'VendNum', name: 'vendor' },
    ],
  },
  {
    name: 'SLPoItems',
    label: 'PO Line',
    pluralLabel: 'PO Lines',
    description:
      'Purchase order lines and releases: one item ordered on a purchase order (SyteLine table poitem).',
    synonyms: [
      'po line',
      'po lines',
      'purchase order line',
      'purchase order lines',
      'po item',
      'po items',
      'line item',
      'line items',
    ],
    properties: [
      prop('PoNum', 'string', 'PO Number', {
        key: true,
        synonyms: ['po number', 'purchase order number', 'purchase order', 'po'],
      }),
      prop('PoLine', 'integer', 'Line', { key: true, synonyms: ['line', 'line number'] }),
      prop('PoRelease', 'integer', 'Release', {
        key: true,
        synonyms: ['release', 'release number'],
        description: '0 for ordinary lines; blanket releases count up from 1.',
      }),
      prop('Item', 'string', 'Item', {
        synonyms: ['item', 'part', 'part number', 'product', 'sku'],
        knownValues: true,
      }),
      prop('Description', 'string', 'Description', {
        synonyms: ['description', 'item description'],
      }),
      qty('QtyOrdered', 'Quantity Ordered', {
        synonyms: ['quantity ordered', 'ordered quantity', 'qty ordered', 'quantity'],
      }),
      qty('QtyReceived', 'Quantity Received', {
        synonyms: ['quantity received', 'received', 'qty received'],
      }),
      money('ItemCost', 'Unit Cost', {
        scale: 4,
        synonyms: ['unit cost', 'cost', 'price', 'item cost'],
      }),
      prop('UM', 'string', 'Unit of Measure', {
        synonyms: ['unit of measure', 'um', 'uom', 'unit'],
        knownValues: true,
      }),
      prop('DueDate', 'date', 'Due Date', { synonyms: ['due date', 'due', 'expected'] }),
      prop('RcvdDate', 'date', 'Received Date', {
        nullable: true,
        synonyms: ['received date', 'receipt date', 'date received', 'last received'],
        description: 'The date of the last receipt; empty until something is received.',
      }),
      status('Line Status', LINE_STATUS, OPEN_LINE_GROUPS),
      prop('Whse', 'string', 'Warehouse', { synonyms: WHSE_SYNONYMS, knownValues: true }),
      prop('PoVendNum', 'string', 'Vendor Number', {
        format: rightJustified(7),
        synonyms: ['vendor number', 'supplier number'],
      }),
      prop('VenadrName', 'string', 'Vendor', {
        synonyms: ['vendor', 'vendor name', 'supplier', 'supplier name'],
        knownValues: true,
      }),
      derived(
        'LineAmount',
        'decimal',
        'Line Amount',
        { kind: 'arithmetic', op: 'multiply', operands: ['QtyOrdered', 'ItemCost'] },
        {
          scale: 2,
          unit: 'currency',
          synonyms: [
            'line amount',
            'amount',
            'line total',
            'extended cost',
            'extended amount',
            'extended value',
            'extended total',
            'value',
          ],
          description: 'Derived: QtyOrdered × ItemCost, in the PO’s currency.',
        },
      ),
    ],
    defaultProperties: [
      'PoNum',
      'PoLine',
      'PoRelease',
      'Item',
      'QtyOrdered',
      'QtyReceived',
      'LineAmount',
      'DueDate',
      'Stat',
    ],
    relations: [
      { property: 'PoNum', targetIdo: 'SLPos', targetProperty: 'PoNum', name: 'purchase order' },
      { property: 'Item', targetIdo: 'SLItems', targetProperty: 'Item', name: 'item' },
      {
        property: 'PoVendNum',
        targetIdo: 'SLVendors',
        targetProperty: 'VendNum',
        name: 'vendor',
      },
    ],
  },
  {
    name: 'SLCustomers',
    label: 'Customer',
    pluralLabel: 'Customers',
    description:
      'Customers the company sells to; CustSeq 0 is the customer itself, higher ones its ship-to addresses (SyteLine tables customer and custaddr).',
    synonyms: ['customer', 'customers', 'client', 'clients', 'account', 'accounts'],
    properties: [
      prop('CustNum', 'string', 'Customer Number', {
        key: true,
        format: rightJustified(7),
        synonyms: ['customer number', 'customer id', 'client number', 'account number'],
        description: 'Right-justified: stored padded with leading spaces to 7 characters.',
      }),
      prop('CustSeq', 'integer', 'Ship-To', {
        key: true,
        synonyms: ['ship to', 'ship-to', 'customer sequence', 'ship to number'],
        description: '0 is the customer itself (bill-to); 1 and up are its ship-to addresses.',
      }),
      prop('Name', 'string', 'Customer Name', {
        synonyms: ['name', 'customer name', 'client name', 'customer', 'client'],
        knownValues: true,
      }),
      prop('City', 'string', 'City', {
        nullable: true,
        synonyms: ['city', 'town'],
        knownValues: true,
      }),
      prop('State', 'string', 'State', {
        nullable: true,
        synonyms: ['state', 'province', 'region'],
        knownValues: true,
      }),
      prop('Zip', 'string', 'Postal Code', {
        nullable: true,
        synonyms: ['zip', 'zip code', 'postal code', 'postcode'],
      }),
      prop('Country', 'string', 'Country', {
        nullable: true,
        synonyms: ['country', 'nation'],
        knownValues: true,
      }),
      money('CreditLimit', 'Credit Limit', { synonyms: ['credit limit', 'credit line', 'limit'] }),
      flag(
        'CreditHold',
        'Credit Hold',
        ['on credit hold', 'credit hold', 'on hold', 'held', 'blocked'],
        ['not on hold', 'not on credit hold'],
      ),
      prop('Slsman', 'string', 'Salesperson', {
        nullable: true,
        synonyms: ['salesperson', 'sales rep', 'rep', 'salesman', 'account manager'],
        knownValues: true,
      }),
      prop('TermsCode', 'string', 'Payment Terms', { synonyms: TERMS_SYNONYMS, knownValues: true }),
      prop('CurrCode', 'string', 'Currency', { synonyms: CURRENCY_SYNONYMS, knownValues: true }),
    ],
    defaultProperties: ['CustNum', 'CustSeq', 'Name', 'City', 'State', 'CreditLimit', 'CreditHold'],
    relations: [],
  },
  {
    name: 'SLCos',
    label: 'Customer Order',
    pluralLabel: 'Customer Orders',
    description: 'Customer (sales) order headers (SyteLine table co).',
    synonyms: [
      'customer order',
      'customer orders',
      'sales order',
      'sales orders',
      'co',
      'cos',
      'order',
      'orders',
    ],
    properties: [
      prop('CoNum', 'string', 'Order Number', {
        key: true,
        format: rightJustified(10),
        synonyms: ['order number', 'co number', 'sales order number', 'co num'],
        description: 'Right-justified: stored padded with leading spaces to 10 characters.',
      }),
      prop('CustNum', 'string', 'Customer Number', {
        format: rightJustified(7),
        synonyms: ['customer number', 'client number', 'customer id'],
      }),
      prop('CustSeq', 'integer', 'Ship-To', {
        synonyms: ['ship to', 'ship-to', 'ship to number'],
      }),
      derived(
        'CustomerName',
        'string',
        'Customer',
        {
          kind: 'rollup',
          fn: 'max',
          ido: 'SLCustomers',
          match: [{ property: 'CustNum', equals: 'CustNum' }],
          property: 'Name',
          where: 'CustSeq = 0',
        },
        {
          nullable: true,
          synonyms: ['customer', 'customer name', 'client', 'client name'],
          knownValues: true,
          description: 'Derived: the name of the customer (SLCustomers, CustSeq 0).',
        },
      ),
      prop('OrderDate', 'date', 'Order Date', {
        synonyms: ['order date', 'ordered', 'placed', 'created', 'date'],
      }),
      status(
        'Order Status',
        [
          { value: 'O', label: 'Ordered', synonyms: ['ordered', 'released'] },
          { value: 'P', label: 'Planned', synonyms: ['planned'] },
          { value: 'S', label: 'Stopped', synonyms: ['stopped'] },
          { value: 'C', label: 'Complete', synonyms: ['complete', 'completed', 'closed'] },
          { value: 'H', label: 'History', synonyms: ['history', 'historical', 'archived'] },
        ],
        [
          {
            label: 'Open',
            values: ['O', 'P'],
            synonyms: ['open', 'outstanding', 'pending', 'active'],
          },
          { label: 'Closed', values: ['C', 'H'], synonyms: ['closed', 'done', 'finished'] },
        ],
      ),
      prop('Type', 'enum', 'Order Type', {
        synonyms: ['type', 'order type'],
        enumValues: [
          { value: 'R', label: 'Regular', synonyms: ['regular'] },
          { value: 'E', label: 'Estimate', synonyms: ['estimate', 'quote', 'quotation'] },
          { value: 'B', label: 'Blanket', synonyms: ['blanket'] },
        ],
        description: 'R regular, E estimate; B blanket is inferred (SLCoBlns exists).',
      }),
      prop('CustPo', 'string', 'Customer PO', {
        nullable: true,
        synonyms: ['customer po', 'customer po number', 'their po', 'customer reference'],
      }),
      prop('Whse', 'string', 'Warehouse', { synonyms: WHSE_SYNONYMS, knownValues: true }),
      prop('Slsman', 'string', 'Salesperson', {
        nullable: true,
        synonyms: ['salesperson', 'sales rep', 'rep', 'salesman'],
        knownValues: true,
      }),
      prop('TermsCode', 'string', 'Payment Terms', { synonyms: TERMS_SYNONYMS, knownValues: true }),
      prop('CurrCode', 'string', 'Currency', { synonyms: CURRENCY_SYNONYMS, knownValues: true }),
      prop('ExchRate', 'decimal', 'Exchange Rate', {
        scale: 6,
        synonyms: ['exchange rate', 'rate'],
        description: 'Domestic currency per unit of CurrCode (1 for domestic orders).',
      }),
      money('Price', 'Amount', {
        synonyms: [
          'amount',
          'total',
          'total amount',
          'value',
          'order value',
          'revenue',
          'sales',
          'price',
        ],
        description: "The order's total in its currency (CurrCode).",
      }),
      flag(
        'CreditHold',
        'Credit Hold',
        ['on credit hold', 'credit hold', 'on hold', 'held'],
        ['not on hold', 'not on credit hold'],
      ),
      derived(
        'DueDate',
        'date',
        'Due Date',
        {
          kind: 'rollup',
          fn: 'min',
          ido: 'SLCoitems',
          match: [{ property: 'CoNum', equals: 'CoNum' }],
          property: 'DueDate',
          where: OPEN_CO_LINE,
        },
        {
          nullable: true,
          synonyms: ['due date', 'due', 'promised', 'ship by'],
          description:
            'Derived: the earliest due date of the order’s open lines (Stat P or O); empty when no line is open.',
        },
      ),
      derived(
        'DaysLate',
        'integer',
        'Days Late',
        { kind: 'daysPast', dateProperty: 'DueDate', when: OPEN_CO },
        {
          unit: 'days',
          synonyms: ['days late', 'late', 'overdue', 'past due', 'days overdue'],
          description:
            'Derived: whole days past DueDate while the order is open (Stat O or P); otherwise 0.',
        },
      ),
    ],
    defaultProperties: [
      'CoNum',
      'CustNum',
      'CustomerName',
      'OrderDate',
      'DueDate',
      'Stat',
      'Price',
      'DaysLate',
    ],
    relations: [
      {
        property: 'CustNum',
        targetIdo: 'SLCustomers',
        targetProperty: 'CustNum',
        name: 'customer',
        targetWhere: 'CustSeq = 0',
      },
    ],
  },
  {
    name: 'SLCoitems',
    label: 'Customer Order Line',
    pluralLabel: 'Customer Order Lines',
    description:
      'Customer order lines and releases: one item sold on a customer order (SyteLine table coitem).',
    synonyms: [
      'customer order line',
      'customer order lines',
      'co line',
      'co lines',
      'sales order line',
      'sales order lines',
      'order line',
      'order lines',
    ],
    properties: [
      prop('CoNum', 'string', 'Order Number', {
        key: true,
        format: rightJustified(10),
        synonyms: ['order number', 'co number', 'customer order', 'sales order'],
      }),
      prop('CoLine', 'integer', 'Line', { key: true, synonyms: ['line', 'line number'] }),
      prop('CoRelease', 'integer', 'Release', {
        key: true,
        synonyms: ['release', 'release number'],
        description: '0 for ordinary lines; blanket releases count up from 1.',
      }),
      prop('Item', 'string', 'Item', {
        synonyms: ['item', 'part', 'product', 'sku'],
        knownValues: true,
      }),
      prop('Description', 'string', 'Description', {
        synonyms: ['description', 'item description'],
      }),
      qty('QtyOrdered', 'Quantity Ordered', {
        synonyms: ['quantity ordered', 'ordered quantity', 'quantity'],
      }),
      qty('QtyShipped', 'Quantity Shipped', {
        synonyms: ['quantity shipped', 'shipped', 'qty shipped'],
      }),
      money('PriceConv', 'Unit Price', {
        scale: 4,
        synonyms: ['unit price', 'price', 'selling price'],
        description: "Unit price in the line's unit of measure.",
      }),
      prop('DueDate', 'date', 'Due Date', { synonyms: ['due date', 'due', 'promised'] }),
      prop('ShipDate', 'date', 'Ship Date', {
        nullable: true,
        synonyms: ['ship date', 'shipped on', 'date shipped'],
        description: 'The date of the last shipment; empty until something ships.',
      }),
      status('Line Status', LINE_STATUS, OPEN_LINE_GROUPS),
      prop('Whse', 'string', 'Warehouse', { synonyms: WHSE_SYNONYMS, knownValues: true }),
      derived(
        'LineAmount',
        'decimal',
        'Line Amount',
        { kind: 'arithmetic', op: 'multiply', operands: ['QtyOrdered', 'PriceConv'] },
        {
          scale: 2,
          unit: 'currency',
          synonyms: ['line amount', 'amount', 'line total', 'value', 'sales'],
          description: 'Derived: QtyOrdered × PriceConv, in the order’s currency.',
        },
      ),
      derived(
        'DaysLate',
        'integer',
        'Days Late',
        { kind: 'daysPast', dateProperty: 'DueDate', when: OPEN_CO_LINE },
        {
          unit: 'days',
          synonyms: ['days late', 'late', 'overdue', 'past due', 'days overdue'],
          description:
            'Derived: whole days past DueDate while the line is open (Stat P or O); otherwise 0.',
        },
      ),
    ],
    defaultProperties: [
      'CoNum',
      'CoLine',
      'Item',
      'QtyOrdered',
      'QtyShipped',
      'LineAmount',
      'DueDate',
      'Stat',
      'DaysLate',
    ],
    relations: [
      { property: 'CoNum', targetIdo: 'SLCos', targetProperty: 'CoNum', name: 'customer order' },
      { property: 'Item', targetIdo: 'SLItems', targetProperty: 'Item', name: 'item' },
    ],
  },
  {
    name: 'SLArtrans',
    label: 'AR Transaction',
    pluralLabel: 'AR Transactions',
    description:
      'Posted accounts receivable: invoices, debit memos and finance charges, and the payments and credit memos applied to them (SyteLine table artran).',
    synonyms: [
      'ar transaction',
      'ar transactions',
      'invoice',
      'invoices',
      'receivable',
      'receivables',
      'ar',
      'a/r',
      'bill',
      'bills',
    ],
    properties: [
      prop('CustNum', 'string', 'Customer Number', {
        key: true,
        format: rightJustified(7),
        synonyms: ['customer number', 'customer id'],
      }),
      prop('InvNum', 'string', 'Invoice Number', {
        key: true,
        synonyms: ['invoice number', 'invoice num', 'invoice #', 'document number'],
      }),
      prop('InvSeq', 'integer', 'Sequence', {
        key: true,
        synonyms: ['sequence', 'invoice sequence'],
      }),
      prop('Type', 'enum', 'Transaction Type', {
        synonyms: ['type', 'transaction type'],
        enumValues: [
          { value: 'I', label: 'Invoice', synonyms: ['invoice', 'invoices'] },
          { value: 'P', label: 'Payment', synonyms: ['payment', 'payments', 'receipt'] },
          { value: 'C', label: 'Credit Memo', synonyms: ['credit memo', 'credit memos', 'credit'] },
          { value: 'D', label: 'Debit Memo', synonyms: ['debit memo', 'debit memos'] },
          { value: 'F', label: 'Finance Charge', synonyms: ['finance charge', 'finance charges'] },
        ],
        enumGroups: [
          { label: 'Charges', values: ['I', 'D', 'F'], synonyms: ['charges', 'billed'] },
          { label: 'Settlements', values: ['P', 'C'], synonyms: ['settlements', 'applied'] },
        ],
        description: 'I, P and C are confirmed in Infor code; D and F are inferred from the names.',
      }),
      prop('DerCustName', 'string', 'Customer', {
        synonyms: ['customer', 'customer name', 'client'],
        knownValues: true,
        description: "SyteLine's own derived customer name.",
      }),
      prop('InvDate', 'date', 'Invoice Date', {
        synonyms: ['invoice date', 'invoiced', 'issued', 'billed', 'date'],
      }),
      prop('DueDate', 'date', 'Due Date', { synonyms: ['due date', 'due'] }),
      money('Amount', 'Amount', {
        synonyms: ['amount', 'invoice amount', 'total', 'value', 'billed amount'],
        description:
          'Positive for every type; payments and credit memos reduce the balance of the invoice they apply to.',
      }),
      prop('ApplyToInvNum', 'string', 'Applies To Invoice', {
        synonyms: ['applied to', 'apply to invoice', 'applies to'],
        description: 'The invoice a payment or memo is applied to; an invoice names itself.',
      }),
      prop('CoNum', 'string', 'Order Number', {
        nullable: true,
        format: rightJustified(10),
        synonyms: ['order number', 'customer order', 'sales order'],
      }),
      derived(
        'AmountApplied',
        'decimal',
        'Amount Applied',
        {
          kind: 'rollup',
          fn: 'sum',
          ido: 'SLArtrans',
          match: [
            { property: 'CustNum', equals: 'CustNum' },
            { property: 'ApplyToInvNum', equals: 'InvNum' },
          ],
          property: 'Amount',
          where: AR_SETTLEMENT,
        },
        {
          scale: 2,
          unit: 'currency',
          synonyms: ['amount applied', 'amount paid'],
          description:
            'Derived: payments and credit memos applied to this invoice (0 for payments and memos themselves).',
        },
      ),
      derived(
        'Balance',
        'decimal',
        'Balance',
        {
          kind: 'arithmetic',
          op: 'subtract',
          operands: ['Amount', 'AmountApplied'],
          when: AR_CHARGE,
        },
        {
          scale: 2,
          unit: 'currency',
          synonyms: ['balance', 'open balance', 'amount due', 'outstanding', 'remaining', 'owed'],
          description:
            'Derived: for invoices, debit memos and finance charges, Amount less the payments and credit memos applied to it; 0 for payments and credits.',
        },
      ),
      derived(
        'DaysPastDue',
        'integer',
        'Days Past Due',
        { kind: 'daysPast', dateProperty: 'DueDate', when: `${AR_CHARGE} AND Balance > 0` },
        {
          unit: 'days',
          synonyms: ['days past due', 'past due', 'overdue', 'late', 'days overdue', 'days late'],
          description:
            'Derived: whole days past DueDate while a charge still has a balance; otherwise 0.',
        },
      ),
    ],
    defaultProperties: [
      'CustNum',
      'InvNum',
      'InvSeq',
      'Type',
      'DerCustName',
      'InvDate',
      'DueDate',
      'Amount',
      'Balance',
      'DaysPastDue',
    ],
    relations: [
      {
        property: 'CustNum',
        targetIdo: 'SLCustomers',
        targetProperty: 'CustNum',
        name: 'customer',
        targetWhere: 'CustSeq = 0',
      },
      { property: 'CoNum', targetIdo: 'SLCos', targetProperty: 'CoNum', name: 'customer order' },
    ],
  },
  {
    name: 'SLJobs',
    label: 'Job',
    pluralLabel: 'Jobs',
    description: 'Production jobs (work orders) that make items (SyteLine tables job and job_sch).',
    synonyms: [
      'job',
      'jobs',
      'work order',
      'work orders',
      'production order',
      'production orders',
      'wo',
      'mo',
    ],
    properties: [
      prop('Job', 'string', 'Job', {
        key: true,
        format: rightJustified(10),
        synonyms: ['job', 'job number', 'work order', 'work order number'],
        description: 'Right-justified: stored padded with leading spaces to 10 characters.',
      }),
      prop('Suffix', 'integer', 'Suffix', {
        key: true,
        synonyms: ['suffix', 'job suffix'],
      }),
      prop('Item', 'string', 'Item', {
        synonyms: ['item', 'part', 'product'],
        knownValues: true,
      }),
      prop('ItemDescription', 'string', 'Item Description', {
        synonyms: ['item description', 'description'],
      }),
      prop('JobDate', 'date', 'Job Date', { synonyms: ['job date', 'created', 'date'] }),
      prop('JschStartDate', 'date', 'Start Date', {
        synonyms: ['start date', 'start', 'starting', 'scheduled start'],
      }),
      prop('JschEndDate', 'date', 'End Date', {
        synonyms: ['end date', 'end', 'finish date', 'finish', 'due date', 'due', 'scheduled end'],
      }),
      qty('QtyReleased', 'Quantity Released', {
        synonyms: ['quantity released', 'released quantity', 'quantity'],
      }),
      qty('QtyComplete', 'Quantity Complete', {
        synonyms: ['quantity complete', 'completed quantity', 'qty complete', 'quantity finished'],
      }),
      status(
        'Job Status',
        [
          { value: 'F', label: 'Firm', synonyms: ['firm', 'firmed', 'planned'] },
          { value: 'R', label: 'Released', synonyms: ['released', 'in progress', 'running'] },
          { value: 'S', label: 'Stopped', synonyms: ['stopped', 'on hold'] },
          {
            value: 'C',
            label: 'Complete',
            synonyms: ['complete', 'completed', 'closed', 'done', 'finished'],
          },
          { value: 'H', label: 'History', synonyms: ['history', 'historical', 'archived'] },
        ],
        [
          { label: 'Open', values: ['F', 'R'], synonyms: ['open', 'active', 'outstanding'] },
          { label: 'Closed', values: ['C', 'H'], synonyms: ['closed'] },
        ],
        {
          description:
            'F firm, R released and C complete are confirmed; S stopped and H history with medium confidence.',
        },
      ),
      prop('Type', 'enum', 'Job Type', {
        synonyms: ['type', 'job type'],
        enumValues: [
          { value: 'J', label: 'Job', synonyms: ['job', 'production'] },
          { value: 'S', label: 'Standard', synonyms: ['standard', 'template'] },
          { value: 'E', label: 'Estimate', synonyms: ['estimate'] },
        ],
      }),
      prop('Whse', 'string', 'Warehouse', { synonyms: WHSE_SYNONYMS, knownValues: true }),
    ],
    defaultProperties: [
      'Job',
      'Suffix',
      'Item',
      'QtyReleased',
      'QtyComplete',
      'JschStartDate',
      'JschEndDate',
      'Stat',
      'Whse',
    ],
    relations: [{ property: 'Item', targetIdo: 'SLItems', targetProperty: 'Item', name: 'item' }],
  },
];
