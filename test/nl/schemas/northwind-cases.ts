/**
 * HELD-OUT questions over Northwind (shared/reference/sample-databases/northwind), a schema
 * nobody on the project designed, written before any run of the engine on it and never to be
 * tuned against. Dates are absolute (orders run 2016-07-04..2018-05-06). Expected IDOs are the
 * names discovery gives the tables (`Order Details` → OrderDetails); columns are Northwind's.
 */
import type {
  Pred,
  SchemaAggregateExpectation,
  SchemaCase,
  SchemaCategory,
  SchemaData,
  SchemaExpectation,
  SchemaRowsExpectation,
} from './schema-eval-types';

const IDO: Readonly<Record<string, string>> = {
  Customers: 'Customers',
  Orders: 'Orders',
  Products: 'Products',
  Suppliers: 'Suppliers',
  Shippers: 'Shippers',
  Employees: 'Employees',
  Categories: 'Categories',
  'Order Details': 'OrderDetails',
};

const rows = (
  table: string,
  where: Pred,
  extra: Partial<SchemaRowsExpectation> = {},
): SchemaRowsExpectation => ({ kind: 'rows', ido: IDO[table], table, where, ...extra });
const agg = (
  table: string,
  where: Pred,
  fn: SchemaAggregateExpectation['fn'],
  extra: Partial<SchemaAggregateExpectation> = {},
): SchemaAggregateExpectation => ({
  kind: 'aggregate',
  ido: IDO[table],
  table,
  where,
  fn,
  ...extra,
});
const all: Pred = () => true;
const n = (v: unknown): number => Number(v);
const s = (v: unknown): string => String(v);
const c = (category: SchemaCategory, question: string, expect: SchemaExpectation): SchemaCase => ({
  category,
  question,
  expect,
});

const customer = (d: SchemaData, id: unknown) =>
  d.tables.Customers.find((x) => x.CustomerID === id);
const supplier = (d: SchemaData, id: unknown) =>
  d.tables.Suppliers.find((x) => x.SupplierID === id);
const shipper = (d: SchemaData, id: unknown) => d.tables.Shippers.find((x) => x.ShipperID === id);
const category = (d: SchemaData, id: unknown) =>
  d.tables.Categories.find((x) => x.CategoryID === id);

export const NORTHWIND_CASES: readonly SchemaCase[] = [
  c('entities', 'list all shippers', rows('Shippers', all)),
  c(
    'names',
    'customers in London',
    rows('Customers', (r) => r.City === 'London'),
  ),
  c(
    'names',
    'customers in Germany',
    rows('Customers', (r) => r.Country === 'Germany'),
  ),
  c(
    'names',
    'suppliers in Japan',
    rows('Suppliers', (r) => r.Country === 'Japan'),
  ),
  c(
    'names',
    'employees in Seattle',
    rows('Employees', (r) => r.City === 'Seattle'),
  ),
  c(
    'synonyms',
    'clients in Paris',
    rows('Customers', (r) => r.City === 'Paris'),
  ),
  c(
    'synonyms',
    'staff in London',
    rows('Employees', (r) => r.City === 'London'),
  ),
  c(
    'synonyms',
    'items that are discontinued',
    rows('Products', (r) => r.Discontinued === '1'),
  ),
  c(
    'statuses',
    'discontinued products',
    rows('Products', (r) => r.Discontinued === '1'),
  ),
  c(
    'numbers',
    'products with a unit price over 50',
    rows('Products', (r) => n(r.UnitPrice) > 50),
  ),
  c(
    'numbers',
    'products with fewer than 10 units in stock',
    rows('Products', (r) => n(r.UnitsInStock) < 10),
  ),
  c(
    'numbers',
    'orders with freight over $100',
    rows('Orders', (r) => n(r.Freight) > 100),
  ),
  c(
    'negation',
    'customers not in the USA',
    rows('Customers', (r) => r.Country !== 'USA'),
  ),
  c(
    'dates',
    'orders placed in 2017',
    rows('Orders', (r) => s(r.OrderDate) >= '2017-01-01' && s(r.OrderDate) <= '2017-12-31'),
  ),
  c(
    'dates',
    'orders shipped after 2018-04-01',
    rows('Orders', (r) => r.ShippedDate !== null && s(r.ShippedDate) > '2018-04-01'),
  ),
  c(
    'ranking',
    'top 5 most expensive products',
    rows('Products', all, { order: { by: 'UnitPrice', dir: 'desc' }, top: 5 }),
  ),
  c('aggregates', 'how many orders are there', agg('Orders', all, 'count')),
  c(
    'aggregates',
    'number of customers per country',
    agg('Customers', all, 'count', { groupBy: 'Country' }),
  ),
  c(
    'aggregates',
    'average unit price of products',
    agg('Products', all, 'avg', { measure: 'UnitPrice' }),
  ),
  c(
    'aggregates',
    'total freight of orders shipped to France',
    agg('Orders', (r) => r.ShipCountry === 'France', 'sum', { measure: 'Freight' }),
  ),
  c(
    'relations',
    'orders shipped via Speedy Express',
    rows('Orders', (r, d) => shipper(d, r.ShipVia)?.CompanyName === 'Speedy Express'),
  ),
  c(
    'relations',
    'orders from customers in London',
    rows('Orders', (r, d) => customer(d, r.CustomerID)?.City === 'London'),
  ),
  c(
    'relations',
    'products from suppliers in Japan',
    rows('Products', (r, d) => supplier(d, r.SupplierID)?.Country === 'Japan'),
  ),
  c(
    'relations',
    'products in the Beverages category',
    rows('Products', (r, d) => category(d, r.CategoryID)?.CategoryName === 'Beverages'),
  ),
  c('refusals', 'delete all orders shipped to Germany', { kind: 'refuse' }),
];

export const NORTHWIND_KEYS: Readonly<Record<string, readonly string[]>> = {
  Customers: ['CustomerID'],
  Orders: ['OrderID'],
  Products: ['ProductID'],
  Suppliers: ['SupplierID'],
  Shippers: ['ShipperID'],
  Employees: ['EmployeeID'],
  Categories: ['CategoryID'],
  'Order Details': ['OrderID', 'ProductID'],
};
