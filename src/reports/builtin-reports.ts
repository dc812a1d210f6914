import { ReportDefinition } from './report-definition';

const AGING_BUCKETS = [
  { label: 'Current', max: 0 },
  { label: '1–30 days', min: 1, max: 30 },
  { label: '31–60 days', min: 31, max: 60 },
  { label: '61–90 days', min: 61, max: 90 },
  { label: 'Over 90 days', min: 91 },
];

/** Reports every SyteLine shop asks for first. */
export const BUILTIN_REPORTS: readonly ReportDefinition[] = [
  {
    name: 'overdue-purchase-orders',
    title: 'Overdue purchase orders',
    description: 'Open purchase orders past their due date, most overdue first.',
    parameters: [
      { name: 'minAmount', type: 'number', label: 'Minimum amount', default: 0, min: 0 },
      {
        name: 'minDaysOverdue',
        type: 'integer',
        label: 'More than N days overdue',
        default: 0,
        min: 0,
      },
      { name: 'vendor', type: 'string', label: 'Vendor name', default: null },
    ],
    source: {
      kind: 'list',
      ido: 'SLPos',
      properties: [
        'PoNum',
        'VendNum',
        'VendorName',
        'OrderDate',
        'DueDate',
        'Stat',
        'VenCurrCode',
        'PoCost',
        'DaysOverdue',
      ],
      conditions: [
        { property: 'DaysOverdue', op: '>', param: 'minDaysOverdue' },
        { property: 'PoCost', op: '>=', param: 'minAmount' },
        { property: 'VendorName', op: '=', param: 'vendor' },
      ],
      orderBy: [{ key: 'DaysOverdue', direction: 'desc' }],
      totals: ['PoCost'],
    },
  },
  {
    name: 'open-po-aging-by-vendor',
    title: 'Open PO aging by vendor',
    description: 'Value of open purchase orders per vendor, by how far past due they are.',
    parameters: [],
    source: {
      kind: 'buckets',
      ido: 'SLPos',
      groupBy: 'VendorName',
      bucketBy: 'DaysOverdue',
      buckets: AGING_BUCKETS,
      measure: { fn: 'sum', property: 'PoCost' },
      conditions: [{ property: 'Stat', op: 'in', value: ['P', 'O'] }],
    },
    chart: { label: 'VendorName', value: 'total' },
  },
  {
    name: 'vendor-spend',
    title: 'Vendor spend',
    description: 'Purchase order value per vendor over a period, largest first.',
    parameters: [
      { name: 'from', type: 'date', label: 'Ordered from', default: 'today-365', required: true },
      { name: 'to', type: 'date', label: 'Ordered to', default: 'today', required: true },
    ],
    source: {
      kind: 'group',
      ido: 'SLPos',
      groupBy: 'VendorName',
      measures: [
        { fn: 'sum', property: 'PoCost', as: 'spend', label: 'Spend' },
        { fn: 'count', as: 'orders', label: 'Orders' },
      ],
      conditions: [
        { property: 'OrderDate', op: '>=', param: 'from' },
        { property: 'OrderDate', op: '<=', param: 'to' },
      ],
      orderBy: { key: 'spend', direction: 'desc' },
    },
    chart: { label: 'VendorName', value: 'spend' },
  },
  {
    name: 'customer-order-backlog',
    title: 'Customer order backlog',
    description: 'Open customer orders per customer: what is still to ship.',
    parameters: [{ name: 'whse', type: 'string', label: 'Warehouse', default: null }],
    source: {
      kind: 'group',
      ido: 'SLCos',
      groupBy: 'CustomerName',
      measures: [
        { fn: 'sum', property: 'Price', as: 'backlog', label: 'Open value' },
        { fn: 'count', as: 'orders', label: 'Open orders' },
        { fn: 'max', property: 'DaysLate', as: 'max_days_late', label: 'Most days late' },
      ],
      conditions: [
        { property: 'Stat', op: 'in', value: ['P', 'O'] },
        { property: 'Whse', op: '=', param: 'whse' },
      ],
      orderBy: { key: 'backlog', direction: 'desc' },
    },
    chart: { label: 'CustomerName', value: 'backlog' },
  },
  {
    name: 'ar-aging',
    title: 'Accounts receivable aging',
    description:
      'Open invoice balances per customer by days past due (invoices less the payments and credit memos applied to them).',
    parameters: [],
    source: {
      kind: 'buckets',
      ido: 'SLArtrans',
      groupBy: 'DerCustName',
      bucketBy: 'DaysPastDue',
      buckets: AGING_BUCKETS,
      measure: { fn: 'sum', property: 'Balance' },
      conditions: [
        { property: 'Type', op: '=', value: 'I' },
        { property: 'Balance', op: '>', value: 0 },
      ],
    },
    chart: { label: 'DerCustName', value: 'total' },
  },
  {
    name: 'open-invoices',
    title: 'Open invoices',
    description: 'Invoices with a balance still owed, most days past due first.',
    parameters: [
      {
        name: 'minDaysPastDue',
        type: 'integer',
        label: 'At least N days past due',
        default: 0,
        min: 0,
      },
      { name: 'customer', type: 'string', label: 'Customer name', default: null },
    ],
    source: {
      kind: 'list',
      ido: 'SLArtrans',
      properties: [
        'CustNum',
        'DerCustName',
        'InvNum',
        'InvDate',
        'DueDate',
        'Amount',
        'AmountApplied',
        'Balance',
        'DaysPastDue',
      ],
      conditions: [
        { property: 'Type', op: '=', value: 'I' },
        { property: 'Balance', op: '>', value: 0 },
        { property: 'DaysPastDue', op: '>=', param: 'minDaysPastDue' },
        { property: 'DerCustName', op: '=', param: 'customer' },
      ],
      orderBy: [
        { key: 'DaysPastDue', direction: 'desc' },
        { key: 'InvNum', direction: 'asc' },
      ],
      totals: ['Amount', 'Balance'],
    },
  },
  {
    name: 'items-below-reorder-point',
    title: 'Items below reorder point',
    description:
      'Item stock per warehouse whose quantity on hand has fallen below its reorder point, with what is already on order.',
    parameters: [{ name: 'whse', type: 'string', label: 'Warehouse', default: null }],
    source: {
      kind: 'list',
      ido: 'SLItemwhses',
      properties: [
        'Item',
        'ItemDescription',
        'Whse',
        'QtyOnHand',
        'QtyReorder',
        'QtyAllocCo',
        'QtyOrdered',
      ],
      conditions: [
        { property: 'QtyOnHand', op: '<', otherProperty: 'QtyReorder' },
        { property: 'Whse', op: '=', param: 'whse' },
      ],
      orderBy: [
        { key: 'Item', direction: 'asc' },
        { key: 'Whse', direction: 'asc' },
      ],
    },
  },
];
