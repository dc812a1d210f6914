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
        'VendName',
        'OrderDate',
        'DueDate',
        'Stat',
        'TotalAmount',
        'DaysOverdue',
      ],
      conditions: [
        { property: 'DaysOverdue', op: '>', param: 'minDaysOverdue' },
        { property: 'TotalAmount', op: '>=', param: 'minAmount' },
        { property: 'VendName', op: '=', param: 'vendor' },
      ],
      orderBy: [{ key: 'DaysOverdue', direction: 'desc' }],
      totals: ['TotalAmount'],
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
      groupBy: 'VendName',
      bucketBy: 'DaysOverdue',
      buckets: AGING_BUCKETS,
      measure: { fn: 'sum', property: 'TotalAmount' },
      conditions: [{ property: 'Stat', op: 'in', value: ['P', 'O'] }],
    },
    chart: { label: 'VendName', value: 'total' },
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
      groupBy: 'VendName',
      measures: [
        { fn: 'sum', property: 'TotalAmount', as: 'spend', label: 'Spend' },
        { fn: 'count', as: 'orders', label: 'Orders' },
      ],
      conditions: [
        { property: 'OrderDate', op: '>=', param: 'from' },
        { property: 'OrderDate', op: '<=', param: 'to' },
      ],
      orderBy: { key: 'spend', direction: 'desc' },
    },
    chart: { label: 'VendName', value: 'spend' },
  },
  {
    name: 'customer-order-backlog',
    title: 'Customer order backlog',
    description: 'Open customer orders per customer: what is still to ship.',
    parameters: [{ name: 'whse', type: 'string', label: 'Warehouse', default: null }],
    source: {
      kind: 'group',
      ido: 'SLCos',
      groupBy: 'CustName',
      measures: [
        { fn: 'sum', property: 'TotalAmount', as: 'backlog', label: 'Open value' },
        { fn: 'count', as: 'orders', label: 'Open orders' },
        { fn: 'max', property: 'DaysLate', as: 'max_days_late', label: 'Most days late' },
      ],
      conditions: [
        { property: 'Stat', op: 'in', value: ['P', 'O'] },
        { property: 'Whse', op: '=', param: 'whse' },
      ],
      orderBy: { key: 'backlog', direction: 'desc' },
    },
    chart: { label: 'CustName', value: 'backlog' },
  },
  {
    name: 'ar-aging',
    title: 'Accounts receivable aging',
    description: 'Open invoice balances per customer by days past due.',
    parameters: [],
    source: {
      kind: 'buckets',
      ido: 'SLArinvs',
      groupBy: 'CustName',
      bucketBy: 'DaysPastDue',
      buckets: AGING_BUCKETS,
      measure: { fn: 'sum', property: 'Balance' },
      conditions: [{ property: 'Stat', op: '=', value: 'O' }],
    },
    chart: { label: 'CustName', value: 'total' },
  },
  {
    name: 'items-below-reorder-point',
    title: 'Items below reorder point',
    description: 'Items whose quantity on hand has fallen below their reorder point.',
    parameters: [{ name: 'whse', type: 'string', label: 'Warehouse', default: null }],
    source: {
      kind: 'list',
      ido: 'SLItems',
      properties: ['Item', 'Description', 'Whse', 'QtyOnHand', 'ReorderPoint', 'UnitCost'],
      conditions: [
        { property: 'QtyOnHand', op: '<', otherProperty: 'ReorderPoint' },
        { property: 'Whse', op: '=', param: 'whse' },
      ],
      orderBy: [{ key: 'Item', direction: 'asc' }],
    },
  },
];
