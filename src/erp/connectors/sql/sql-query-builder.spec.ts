import { CatalogIdo } from '../../catalog/catalog-ido';
import type { IdoDefinition } from '../../catalog/catalog.types';
import { parseFilter } from '../../filter/filter-parser';
import { FilterChecker } from '../../filter/filter-checker';
import { enumFromCheck, checkClauses } from './schema-reader';
import { sqlDialect } from './sql-dialect';
import { SqlQueryBuilder } from './sql-query-builder';
import { SqlTableMap } from './sql-table-map';

const LINES: IdoDefinition = {
  name: 'OrderLines',
  label: 'Order Line',
  pluralLabel: 'Order Lines',
  synonyms: [],
  defaultProperties: ['OrderID', 'ProductID'],
  relations: [],
  properties: [
    { name: 'OrderID', type: 'integer', label: 'Order ID', alias: 'order_id', key: true },
    { name: 'ProductID', type: 'integer', label: 'Product ID', alias: 'product_id', key: true },
    { name: 'Note', type: 'string', label: 'Note', alias: 'note', nullable: true },
    { name: 'ShippedOn', type: 'date', label: 'Shipped On', alias: 'shipped_on' },
    {
      name: 'Rush',
      type: 'enum',
      label: 'Rush',
      alias: 'rush',
      enumValues: [
        { value: '1', label: 'Yes' },
        { value: '0', label: 'No' },
      ],
    },
    {
      name: 'Stat',
      type: 'enum',
      label: 'Status',
      alias: 'stat',
      enumValues: [
        { value: 'O', label: 'Open' },
        { value: 'C', label: 'Closed' },
      ],
    },
    {
      name: 'DaysLate',
      type: 'integer',
      label: 'Days Late',
      alias: 'days_late',
      derived: {
        kind: 'daysPast',
        dateProperty: 'ShippedOn',
        statusProperty: 'Stat',
        openValues: ['O'],
      },
    },
  ],
};

const ido = new CatalogIdo(LINES);
const map = new SqlTableMap([
  [
    'OrderLines',
    {
      table: { schema: 'Sales Data', name: 'Order "Lines"' },
      columns: {
        OrderID: { column: 'Order ID' },
        ProductID: { column: 'product_id' },
        Note: { column: "it's a note" },
        ShippedOn: { column: 'shipped_at', stored: 'timestamp' },
        Rush: { column: 'rush', stored: 'number' },
        Stat: { column: 'STAT' },
      },
    },
  ],
]);
const filter = (text: string) => new FilterChecker(ido).check(parseFilter(text));

function load(dialect: 'postgres' | 'mysql' | 'sqlite', text: string) {
  return new SqlQueryBuilder(sqlDialect(dialect), map, ido, '2026-11-21').load({
    ido,
    properties: [ido.property('OrderID'), ido.property('Note')].filter((p) => p !== undefined),
    filter: filter(text),
    orderBy: [
      { property: ido.property('OrderID') as never, direction: 'asc' },
      { property: ido.property('ProductID') as never, direction: 'asc' },
    ],
    limit: 10,
    distinct: false,
    today: '2026-11-21',
  }).query;
}

describe('SqlQueryBuilder', () => {
  it('quotes tables and columns with spaces, quotes and any case for each dialect', () => {
    const pg = load('postgres', "Note = 'x'");
    expect(pg.sql).toContain('from "Sales Data"."Order ""Lines""" AS "t"');
    expect(pg.sql).toContain('"t"."Order ID"');
    expect(pg.sql).toContain(`"t"."it's a note" = $1`);
    const my = load('mysql', "Note = 'x'");
    expect(my.sql).toContain('from `Sales Data`.`Order "Lines"` AS `t`');
    expect(my.sql).toContain('`t`.`Order ID`');
    const lite = load('sqlite', "Note = 'x'");
    expect(lite.sql).toContain('"t"."Order ID"');
    expect(lite.sql).toContain('= ?');
  });

  it('binds every literal: SQL in a value stays a value', () => {
    const q = load('postgres', "Note = 'x''; DROP TABLE t; --' OR Note LIKE '%a\\b%'");
    expect(q.sql).not.toContain('DROP');
    expect(q.sql).toContain('ilike');
    expect(q.parameters).toEqual(["x'; DROP TABLE t; --", '%a\\\\b%', 10]);
    const lite = load('sqlite', "Note LIKE '%a\\b%'");
    expect(lite.parameters).toEqual(['%a\\b%', 10]);
  });

  it('reads timestamps as dates and yes/no codes as the stored numbers', () => {
    const pg = load('postgres', "ShippedOn >= '2026-01-01' AND Rush = '1'");
    expect(pg.sql).toContain('CAST("t"."shipped_at" AS date) >= $1');
    expect(pg.parameters).toEqual(['2026-01-01', 1, 10]);
    const lite = load('sqlite', "ShippedOn >= '2026-01-01'");
    expect(lite.sql).toContain('substr("t"."shipped_at", 1, 10) >= ?');
  });

  it('compiles days-past comparisons to ranges on the stored date', () => {
    const q = load('mysql', 'DaysLate > 30');
    expect(q.sql).toContain('`t`.`STAT` in (?) AND CAST(`t`.`shipped_at` AS DATE) <= ?');
    expect(q.parameters).toEqual(['O', '2026-10-21', 10]);
  });

  it('sorts NULL lowest on PostgreSQL explicitly, and pages with a keyset', () => {
    const builder = new SqlQueryBuilder(sqlDialect('postgres'), map, ido, '2026-11-21');
    const { query } = builder.load({
      ido,
      properties: [ido.property('Note') as never],
      orderBy: [
        { property: ido.property('Note') as never, direction: 'asc' },
        { property: ido.property('OrderID') as never, direction: 'asc' },
        { property: ido.property('ProductID') as never, direction: 'asc' },
      ],
      after: [null, 7, 3],
      limit: 5,
      distinct: false,
      today: '2026-11-21',
    });
    expect(query.sql).toContain('order by "_c0" asc nulls first');
    expect(query.sql).toContain('is not null');
    expect(query.parameters).toEqual([7, 7, 3, 5]);
  });
});

describe('enumerations from CHECK constraints', () => {
  it.each([
    ["status IN ('open', 'closed')", 'status'],
    ["(status = ANY (ARRAY['open'::text, 'closed'::text]))", 'status'],
    ["CHECK ((status = ANY (ARRAY['open'::text, 'closed'::text])))", 'status'],
    [
      "((status)::text = ANY ((ARRAY['open'::character varying, 'closed'::character varying])::text[]))",
      'status',
    ],
    ["`status` in ('open','closed')", 'status'],
  ])('reads %s', (check, column) => {
    expect(enumFromCheck(check)).toEqual({ column, values: ['open', 'closed'] });
  });

  it('ignores checks that are not a list of values', () => {
    expect(enumFromCheck('[Discount]>=(0) AND [Discount]<=(1)')).toBeNull();
    expect(enumFromCheck('qty > 0')).toBeNull();
  });

  it('finds the CHECK clauses of a CREATE TABLE', () => {
    expect(
      checkClauses("CREATE TABLE t (a TEXT CHECK (a IN ('x', 'y)')), b INT, CHECK (b > (0)))"),
    ).toEqual(["a IN ('x', 'y)')", 'b > (0)']);
  });
});
