import { declaredKind } from './column-kind';
import { profileColumn } from './column-profile';
import {
  labelOf,
  pascalName,
  pluralWord,
  singularWord,
  splitWords,
  tableLabels,
  valueLabel,
} from './naming';

describe('names from database identifiers', () => {
  it.each([
    ['Order Details', 'OrderDetails'],
    ['order_details', 'OrderDetails'],
    ['ORDER_DETAILS', 'OrderDetails'],
    ['OrderDetails', 'OrderDetails'],
    ['CustomerID', 'CustomerID'],
    ['ProductDetails_V', 'ProductDetailsV'],
    ['Product Sales for 1997', 'ProductSalesFor1997'],
    ['2019 sales', '_2019Sales'],
    ['tblCustomer', 'TblCustomer'],
  ])('%s is the IDO or property name %s', (raw, name) => {
    expect(pascalName(raw)).toBe(name);
  });

  it.each([
    ['CustomerID', 'Customer ID'],
    ['unit_price', 'Unit Price'],
    ['ShipVia', 'Ship Via'],
    ['Alphabetical list of products', 'Alphabetical List of Products'],
  ])('%s is labelled "%s"', (raw, label) => {
    expect(labelOf(raw)).toBe(label);
  });

  it.each([
    ['in_progress', 'In progress'],
    ['low', 'Low'],
    ['P', 'P'],
    ['USD', 'USD'],
    ['ON HOLD', 'On hold'],
  ])('value %s is labelled "%s"', (value, label) => {
    expect(valueLabel(value)).toBe(label);
  });

  it('splits camelCase, snake_case, spaces and digits', () => {
    expect(splitWords('HTTPServer_port2 name')).toEqual(['HTTP', 'Server', 'port', '2', 'name']);
  });

  it.each([
    ['Categories', 'Category'],
    ['Addresses', 'Address'],
    ['Employees', 'Employee'],
    ['people', 'person'],
    ['statuses', 'status'],
    ['status', 'status'],
    ['Boxes', 'Box'],
    ['Demographics', 'Demographics'],
  ])('the singular of %s is %s', (plural, singular) => {
    expect(singularWord(plural)).toBe(singular);
  });

  it.each([
    ['Category', 'Categories'],
    ['Address', 'Addresses'],
    ['person', 'people'],
    ['Order', 'Orders'],
  ])('the plural of %s is %s', (singular, plural) => {
    expect(pluralWord(singular)).toBe(plural);
  });

  it.each([
    ['Order Details', 'Order Detail', 'Order Details'],
    ['work_order', 'Work Order', 'Work Orders'],
    ['Territories', 'Territory', 'Territories'],
    ['Products by Category', 'Products by Category', 'Products by Category'],
    ['Orders Qry', 'Orders Qry', 'Orders Qry'],
    ['Order Details Extended', 'Order Details Extended', 'Order Details Extended'],
  ])('table %s is a "%s", several are "%s"', (table, label, pluralLabel) => {
    expect(tableLabels(table)).toEqual({ label, pluralLabel });
  });
});

describe('declared column types', () => {
  it.each([
    ['integer', 'integer'],
    ['bigint', 'integer'],
    ['numeric(10,2)', 'decimal'],
    ['decimal(10,0)', 'integer'],
    ['NUMERIC', 'decimal'],
    ['double precision', 'decimal'],
    ['character varying(40)', 'text'],
    ['date', 'date'],
    ['timestamp without time zone', 'timestamp'],
    ['DATETIME', 'timestamp'],
    ['boolean', 'boolean'],
    ['tinyint(1)', 'boolean'],
    ['bytea', 'skip'],
    ['BLOB', 'skip'],
    ['jsonb', 'skip'],
    ['integer[]', 'skip'],
    ['', 'unknown'],
  ])('%s is %s', (declared, kind) => {
    expect(declaredKind(declared).kind).toBe(kind);
  });

  it('keeps the scale of a numeric', () => {
    expect(declaredKind('numeric(12,3)')).toEqual({ kind: 'decimal', scale: 3 });
  });
});

describe('what sampled values say', () => {
  it('recognises dates and timestamps stored as text', () => {
    expect(profileColumn(['2026-01-02', null, '2025-12-31'])).toMatchObject({
      allDates: true,
      allTimestamps: true,
    });
    expect(profileColumn(['2026-01-02 10:00:00', '2026-01-03T08:30:00Z'])).toMatchObject({
      allDates: false,
      allTimestamps: true,
    });
    expect(profileColumn(['2026-01-02', 'soon'])).toMatchObject({
      allDates: false,
      allTimestamps: false,
    });
  });

  it('recognises yes/no pairs, yes first, in the stored spelling', () => {
    expect(profileColumn(['0', '1', '0']).flag).toEqual({ yes: '1', no: '0' });
    expect(profileColumn(['N', 'Y']).flag).toEqual({ yes: 'Y', no: 'N' });
    expect(profileColumn([1, 0, 1]).flag).toEqual({ yes: '1', no: '0' });
    expect(profileColumn(['Y', 'Y']).flag).toBeNull();
    expect(profileColumn(['A', 'B']).flag).toBeNull();
  });

  it('counts distinct values and lengths', () => {
    expect(profileColumn(['a', 'bb', 'a', null])).toMatchObject({
      nonNull: 3,
      distinct: 2,
      maxLength: 2,
    });
  });
});
