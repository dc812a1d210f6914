/**
 * The built-in IDO catalog: the SPEC §8 IDOs of SyteLine as the demo ERP serves them. Property
 * names, keys and relations are part of the API contract; labels, synonyms and aliases feed the
 * NL engine and reports. A real deployment maps its ERP onto these names (or extends them).
 */
import type {
  DaysPastDerivation,
  EnumGroup,
  EnumValue,
  IdoDefinition,
  PropertyDefinition,
  PropertyType,
} from './catalog.types';
import { toSnakeCase } from './snake-case';

/** Output aliases that differ from plain snake_case (SPEC §7's sample needs these exact names). */
const ALIAS_OVERRIDES: Readonly<Record<string, string>> = {
  PoNum: 'po_number',
  VendName: 'vendor',
  TotalAmount: 'amount',
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

const qty = (name: string, label: string, options: PropOptions = {}): PropertyDefinition =>
  prop(name, 'integer', label, { unit: 'quantity', ...options });

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

function daysPast(
  name: string,
  label: string,
  openValues: string[],
  synonyms: string[],
): PropertyDefinition {
  const derived: DaysPastDerivation = {
    kind: 'daysPast',
    dateProperty: 'DueDate',
    statusProperty: 'Stat',
    openValues,
  };
  return prop(name, 'integer', label, {
    derived,
    unit: 'days',
    synonyms,
    description: `Whole days past the due date while Stat is ${openValues.join(' or ')}; otherwise 0. Computed at query time.`,
  });
}

const WHSE_SYNONYMS = ['warehouse', 'whse', 'location', 'site'];

const VENDOR_STATUS: EnumValue[] = [
  { value: 'A', label: 'Active', synonyms: ['active'] },
  { value: 'H', label: 'On hold', synonyms: ['hold', 'on hold', 'credit hold', 'held', 'blocked'] },
  { value: 'I', label: 'Inactive', synonyms: ['inactive', 'disabled'] },
];

const ORDER_STATUS: EnumValue[] = [
  { value: 'P', label: 'Planned', synonyms: ['planned'] },
  { value: 'O', label: 'Ordered', synonyms: ['ordered', 'released'] },
  { value: 'F', label: 'Filled', synonyms: ['filled', 'received'] },
  { value: 'C', label: 'Complete', synonyms: ['complete', 'completed', 'closed'] },
];

const OPEN_ORDER_GROUPS: EnumGroup[] = [
  { label: 'Open', values: ['P', 'O'], synonyms: ['open', 'outstanding', 'pending', 'active'] },
  { label: 'Closed', values: ['F', 'C'], synonyms: ['closed', 'done', 'finished'] },
];

export const DEMO_CATALOG: readonly IdoDefinition[] = [
  {
    name: 'SLVendors',
    label: 'Vendor',
    pluralLabel: 'Vendors',
    description: 'Suppliers the company buys from.',
    synonyms: ['vendor', 'vendors', 'supplier', 'suppliers', 'seller', 'sellers'],
    properties: [
      prop('VendNum', 'string', 'Vendor Number', {
        key: true,
        synonyms: ['vendor number', 'vendor id', 'supplier number', 'vendor code'],
      }),
      prop('Name', 'string', 'Vendor Name', {
        synonyms: ['name', 'vendor name', 'supplier name', 'vendor', 'supplier'],
        knownValues: true,
      }),
      prop('City', 'string', 'City', { synonyms: ['city', 'town'], knownValues: true }),
      prop('State', 'string', 'State', {
        synonyms: ['state', 'province', 'region'],
        knownValues: true,
      }),
      prop('Country', 'string', 'Country', { synonyms: ['country', 'nation'], knownValues: true }),
      prop('Contact', 'string', 'Contact', {
        nullable: true,
        synonyms: ['contact', 'contact person', 'rep'],
      }),
      prop('Phone', 'string', 'Phone', {
        nullable: true,
        synonyms: ['phone', 'phone number', 'telephone', 'phone numbers'],
      }),
      prop('Email', 'string', 'Email', {
        nullable: true,
        synonyms: ['email', 'e-mail', 'email address'],
      }),
      prop('Terms', 'string', 'Payment Terms', {
        synonyms: ['terms', 'payment terms'],
        knownValues: true,
      }),
      status('Vendor Status', VENDOR_STATUS),
    ],
    defaultProperties: ['VendNum', 'Name', 'City', 'State', 'Phone', 'Stat'],
    relations: [],
  },
  {
    name: 'SLItems',
    label: 'Item',
    pluralLabel: 'Items',
    description: 'Parts and products, purchased or manufactured.',
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
      money('UnitPrice', 'Unit Price', {
        scale: 4,
        synonyms: ['unit price', 'price', 'selling price', 'sells for'],
      }),
      qty('QtyOnHand', 'Quantity On Hand', {
        synonyms: ['quantity on hand', 'on hand', 'stock', 'inventory', 'qty on hand'],
      }),
      qty('ReorderPoint', 'Reorder Point', {
        synonyms: ['reorder point', 'reorder level', 'minimum stock'],
      }),
      prop('Whse', 'string', 'Warehouse', { synonyms: WHSE_SYNONYMS, knownValues: true }),
      status('Item Status', [
        { value: 'A', label: 'Active', synonyms: ['active'] },
        { value: 'O', label: 'Obsolete', synonyms: ['obsolete', 'discontinued'] },
        { value: 'S', label: 'Slow-moving', synonyms: ['slow moving', 'slow-moving', 'slow'] },
      ]),
    ],
    defaultProperties: ['Item', 'Description', 'UnitCost', 'QtyOnHand', 'Whse', 'Stat'],
    relations: [],
  },
  {
    name: 'SLPos',
    label: 'Purchase Order',
    pluralLabel: 'Purchase Orders',
    description: 'Purchase order headers: what the company ordered from vendors.',
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
        synonyms: ['vendor number', 'supplier number', 'vendor id'],
      }),
      prop('VendName', 'string', 'Vendor', {
        synonyms: ['vendor', 'vendor name', 'supplier', 'supplier name'],
        knownValues: true,
      }),
      prop('OrderDate', 'date', 'Order Date', {
        synonyms: ['order date', 'ordered', 'placed', 'created', 'issued', 'date'],
      }),
      prop('DueDate', 'date', 'Due Date', {
        synonyms: ['due date', 'due', 'expected', 'delivery date'],
      }),
      status('PO Status', ORDER_STATUS, OPEN_ORDER_GROUPS),
      prop('Buyer', 'string', 'Buyer', {
        synonyms: ['buyer', 'purchaser', 'purchasing agent'],
        knownValues: true,
      }),
      prop('Whse', 'string', 'Warehouse', { synonyms: WHSE_SYNONYMS, knownValues: true }),
      money('TotalAmount', 'Amount', {
        synonyms: ['amount', 'total', 'total amount', 'value', 'order value', 'cost', 'worth'],
      }),
      prop('Currency', 'string', 'Currency', {
        synonyms: ['currency', 'currency code'],
        knownValues: true,
      }),
      daysPast(
        'DaysOverdue',
        'Days Overdue',
        ['P', 'O'],
        ['days overdue', 'overdue', 'late', 'past due', 'days late', 'days past due'],
      ),
    ],
    defaultProperties: [
      'PoNum',
      'VendName',
      'OrderDate',
      'DueDate',
      'Stat',
      'TotalAmount',
      'DaysOverdue',
    ],
    relations: [
      { property: 'VendNum', targetIdo: 'SLVendors', targetProperty: 'VendNum', name: 'vendor' },
    ],
  },
  {
    name: 'SLPoitems',
    label: 'PO Line',
    pluralLabel: 'PO Lines',
    description: 'Purchase order lines: one item ordered on a purchase order.',
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
      prop('Item', 'string', 'Item', {
        synonyms: ['item', 'part', 'part number', 'product', 'sku'],
        knownValues: true,
      }),
      prop('ItemDescription', 'string', 'Item Description', {
        synonyms: ['item description', 'description'],
      }),
      qty('QtyOrdered', 'Quantity Ordered', {
        synonyms: ['quantity ordered', 'ordered quantity', 'qty ordered', 'quantity'],
      }),
      qty('QtyReceived', 'Quantity Received', {
        synonyms: ['quantity received', 'received', 'qty received'],
      }),
      money('UnitCost', 'Unit Cost', { scale: 4, synonyms: ['unit cost', 'cost', 'price'] }),
      money('LineAmount', 'Line Amount', {
        synonyms: ['line amount', 'amount', 'line total', 'extended cost', 'value'],
      }),
      prop('DueDate', 'date', 'Due Date', { synonyms: ['due date', 'due'] }),
      status('Line Status', ORDER_STATUS, OPEN_ORDER_GROUPS),
    ],
    defaultProperties: [
      'PoNum',
      'PoLine',
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
    ],
  },
  {
    name: 'SLCustomers',
    label: 'Customer',
    pluralLabel: 'Customers',
    description: 'Customers the company sells to.',
    synonyms: ['customer', 'customers', 'client', 'clients', 'account', 'accounts', 'buyer'],
    properties: [
      prop('CustNum', 'string', 'Customer Number', {
        key: true,
        synonyms: ['customer number', 'customer id', 'client number', 'account number'],
      }),
      prop('Name', 'string', 'Customer Name', {
        synonyms: ['name', 'customer name', 'client name', 'customer', 'client'],
        knownValues: true,
      }),
      prop('City', 'string', 'City', { synonyms: ['city', 'town'], knownValues: true }),
      prop('State', 'string', 'State', {
        synonyms: ['state', 'province', 'region'],
        knownValues: true,
      }),
      prop('Country', 'string', 'Country', { synonyms: ['country', 'nation'], knownValues: true }),
      money('CreditLimit', 'Credit Limit', { synonyms: ['credit limit', 'credit line', 'limit'] }),
      prop('SalesRep', 'string', 'Sales Rep', {
        nullable: true,
        synonyms: ['sales rep', 'salesperson', 'rep', 'account manager'],
        knownValues: true,
      }),
      status('Customer Status', VENDOR_STATUS),
    ],
    defaultProperties: ['CustNum', 'Name', 'City', 'State', 'CreditLimit', 'Stat'],
    relations: [],
  },
  {
    name: 'SLCos',
    label: 'Customer Order',
    pluralLabel: 'Customer Orders',
    description: 'Customer (sales) order headers.',
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
        synonyms: ['order number', 'co number', 'sales order number', 'co num'],
      }),
      prop('CustNum', 'string', 'Customer Number', {
        synonyms: ['customer number', 'client number', 'customer id'],
      }),
      prop('CustName', 'string', 'Customer', {
        synonyms: ['customer', 'customer name', 'client', 'client name'],
        knownValues: true,
      }),
      prop('OrderDate', 'date', 'Order Date', {
        synonyms: ['order date', 'ordered', 'placed', 'created', 'date'],
      }),
      prop('DueDate', 'date', 'Due Date', {
        synonyms: ['due date', 'due', 'promised', 'ship by'],
      }),
      status(
        'Order Status',
        [...ORDER_STATUS, { value: 'S', label: 'Stopped', synonyms: ['stopped', 'on hold'] }],
        OPEN_ORDER_GROUPS,
      ),
      money('TotalAmount', 'Amount', {
        synonyms: ['amount', 'total', 'total amount', 'value', 'order value', 'revenue', 'sales'],
      }),
      prop('Whse', 'string', 'Warehouse', { synonyms: WHSE_SYNONYMS, knownValues: true }),
      prop('SalesRep', 'string', 'Sales Rep', {
        synonyms: ['sales rep', 'salesperson', 'rep'],
        knownValues: true,
      }),
      daysPast(
        'DaysLate',
        'Days Late',
        ['P', 'O'],
        ['days late', 'late', 'overdue', 'past due', 'days overdue'],
      ),
    ],
    defaultProperties: [
      'CoNum',
      'CustName',
      'OrderDate',
      'DueDate',
      'Stat',
      'TotalAmount',
      'DaysLate',
    ],
    relations: [
      {
        property: 'CustNum',
        targetIdo: 'SLCustomers',
        targetProperty: 'CustNum',
        name: 'customer',
      },
    ],
  },
  {
    name: 'SLCoitems',
    label: 'Customer Order Line',
    pluralLabel: 'Customer Order Lines',
    description: 'Customer order lines: one item sold on a customer order.',
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
        synonyms: ['order number', 'co number', 'customer order', 'sales order'],
      }),
      prop('CoLine', 'integer', 'Line', { key: true, synonyms: ['line', 'line number'] }),
      prop('Item', 'string', 'Item', {
        synonyms: ['item', 'part', 'product', 'sku'],
        knownValues: true,
      }),
      qty('QtyOrdered', 'Quantity Ordered', {
        synonyms: ['quantity ordered', 'ordered quantity', 'quantity'],
      }),
      qty('QtyShipped', 'Quantity Shipped', {
        synonyms: ['quantity shipped', 'shipped', 'qty shipped'],
      }),
      money('UnitPrice', 'Unit Price', { scale: 4, synonyms: ['unit price', 'price'] }),
      money('LineAmount', 'Line Amount', {
        synonyms: ['line amount', 'amount', 'line total', 'value'],
      }),
      prop('DueDate', 'date', 'Due Date', { synonyms: ['due date', 'due'] }),
      status('Line Status', ORDER_STATUS, OPEN_ORDER_GROUPS),
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
    ],
    relations: [
      { property: 'CoNum', targetIdo: 'SLCos', targetProperty: 'CoNum', name: 'customer order' },
      { property: 'Item', targetIdo: 'SLItems', targetProperty: 'Item', name: 'item' },
    ],
  },
  {
    name: 'SLArinvs',
    label: 'Invoice',
    pluralLabel: 'Invoices',
    description: 'Accounts receivable invoices sent to customers.',
    synonyms: [
      'invoice',
      'invoices',
      'receivable',
      'receivables',
      'ar invoice',
      'ar invoices',
      'bill',
      'bills',
    ],
    properties: [
      prop('InvNum', 'string', 'Invoice Number', {
        key: true,
        synonyms: ['invoice number', 'invoice num', 'invoice #'],
      }),
      prop('CustNum', 'string', 'Customer Number', {
        synonyms: ['customer number', 'customer id'],
      }),
      prop('CustName', 'string', 'Customer', {
        synonyms: ['customer', 'customer name', 'client'],
        knownValues: true,
      }),
      prop('InvDate', 'date', 'Invoice Date', {
        synonyms: ['invoice date', 'invoiced', 'issued', 'billed', 'date'],
      }),
      prop('DueDate', 'date', 'Due Date', { synonyms: ['due date', 'due'] }),
      money('Amount', 'Amount', {
        synonyms: ['amount', 'invoice amount', 'total', 'value', 'billed amount'],
      }),
      money('Balance', 'Balance', {
        synonyms: ['balance', 'open balance', 'amount due', 'outstanding', 'remaining'],
      }),
      status(
        'Invoice Status',
        [
          { value: 'O', label: 'Open', synonyms: ['open', 'unpaid', 'outstanding', 'due'] },
          { value: 'P', label: 'Paid', synonyms: ['paid', 'settled', 'closed'] },
        ],
        [],
      ),
      daysPast(
        'DaysPastDue',
        'Days Past Due',
        ['O'],
        ['days past due', 'past due', 'overdue', 'late', 'days overdue', 'days late'],
      ),
    ],
    defaultProperties: [
      'InvNum',
      'CustName',
      'InvDate',
      'DueDate',
      'Amount',
      'Balance',
      'Stat',
      'DaysPastDue',
    ],
    relations: [
      {
        property: 'CustNum',
        targetIdo: 'SLCustomers',
        targetProperty: 'CustNum',
        name: 'customer',
      },
    ],
  },
  {
    name: 'SLJobs',
    label: 'Job',
    pluralLabel: 'Jobs',
    description: 'Production jobs (work orders) that make items.',
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
      prop('Job', 'string', 'Job', { key: true, synonyms: ['job', 'job number', 'work order'] }),
      prop('Item', 'string', 'Item', {
        synonyms: ['item', 'part', 'product'],
        knownValues: true,
      }),
      qty('QtyReleased', 'Quantity Released', {
        synonyms: ['quantity released', 'released quantity', 'quantity'],
      }),
      qty('QtyComplete', 'Quantity Complete', {
        synonyms: ['quantity complete', 'completed quantity', 'finished', 'qty complete'],
      }),
      prop('StartDate', 'date', 'Start Date', { synonyms: ['start date', 'start', 'started'] }),
      prop('EndDate', 'date', 'End Date', {
        synonyms: ['end date', 'end', 'finish date', 'due date', 'due'],
      }),
      status(
        'Job Status',
        [
          { value: 'F', label: 'Firm', synonyms: ['firm', 'firmed', 'planned'] },
          { value: 'R', label: 'Released', synonyms: ['released', 'in progress', 'running'] },
          { value: 'C', label: 'Complete', synonyms: ['complete', 'completed', 'closed', 'done'] },
        ],
        [{ label: 'Open', values: ['F', 'R'], synonyms: ['open', 'active', 'outstanding'] }],
      ),
      prop('Whse', 'string', 'Warehouse', { synonyms: WHSE_SYNONYMS, knownValues: true }),
    ],
    defaultProperties: [
      'Job',
      'Item',
      'QtyReleased',
      'QtyComplete',
      'StartDate',
      'EndDate',
      'Stat',
      'Whse',
    ],
    relations: [{ property: 'Item', targetIdo: 'SLItems', targetProperty: 'Item', name: 'item' }],
  },
];
