import { extensionManifestSchema } from '../../extensions/manifest/extension-manifest.schema';
import { catalogFileSchema, CATALOG_FILE_FORMAT } from '../discovery/catalog-file';
import { describeIdo } from '../executor/ido-metadata';
import { FilterChecker } from '../filter/filter-checker';
import { matchesFilter, MISSING, MissingPropertyError } from '../filter/filter-evaluator';
import { parseFilter } from '../filter/filter-parser';
import { DemoSqlBuilder } from '../connectors/demo/demo-sql-builder';
import { relationFollowFilters } from './catalog-ido';
import { CatalogService } from './catalog.service';
import { formatValue } from './value-format';

const catalog = new CatalogService();
const check = (ido: string, text: string) =>
  new FilterChecker(catalog.get(ido)).check(parseFilter(text));

describe('formatValue', () => {
  it.each<[string, string]>([
    ['1042', '   1042'],
    ['   1042', '   1042'],
    ['1234567', '1234567'],
    ['12345678', '12345678'],
    ['', '       '],
  ])('right-justifies %j to %j', (value, stored) => {
    expect(formatValue({ length: 7, justify: 'right' }, value)).toBe(stored);
  });

  it('never pads left-justified values and upper-cases on request', () => {
    expect(formatValue({ length: 7, justify: 'left' }, 'ab')).toBe('ab');
    expect(formatValue({ length: 4, justify: 'right', case: 'upper' }, 'ab')).toBe('  AB');
  });
});

describe('literals of formatted keys in checked filters', () => {
  it('pads comparisons, IN and BETWEEN, and leaves LIKE alone', () => {
    expect(check('SLPos', "VendNum = '1042'")).toMatchObject({ right: { value: '   1042' } });
    expect(check('SLPos', "'1042' <= VendNum")).toMatchObject({ left: { value: '   1042' } });
    expect(check('SLPos', "VendNum IN ('1', '22')")).toMatchObject({
      values: [{ value: '      1' }, { value: '     22' }],
    });
    expect(check('SLCos', "CoNum BETWEEN '1' AND '20'")).toMatchObject({
      low: { value: '         1' },
      high: { value: '        20' },
    });
    expect(check('SLPos', "VendNum LIKE '%104%'")).toMatchObject({ pattern: { value: '%104%' } });
    // Not formatted: left as written.
    expect(check('SLPos', "PoNum = 'P1'")).toMatchObject({ right: { value: 'P1' } });
  });

  it('binds every literal: the SQL text holds none of them', () => {
    const built = new DemoSqlBuilder(catalog.get('SLArtrans'), '2026-06-20').whereOf(
      check('SLArtrans', "CustNum = '1042' AND DaysPastDue > 30 AND Balance > 12.5"),
    );
    expect(built.sql).not.toMatch(/1042|2026|12\.5|'/);
    expect(built.params).toEqual(expect.arrayContaining(['   1042', 12.5]));
  });

  it('in memory, matches the stored value as SQL does and fails closed without a value', () => {
    const tree = check('SLPos', "VendNum = '1042' AND DaysOverdue > 3");
    expect(matchesFilter(tree, (p) => ({ VendNum: '   1042', DaysOverdue: 4 })[p] ?? MISSING)).toBe(
      true,
    );
    expect(matchesFilter(tree, (p) => ({ VendNum: '1042', DaysOverdue: 4 })[p] ?? MISSING)).toBe(
      false,
    );
    expect(() => matchesFilter(tree, (p) => ({ VendNum: '   1042' })[p] ?? MISSING)).toThrow(
      MissingPropertyError,
    );
  });
});

describe('relation target filters', () => {
  it('narrow the target when followed forward and the filtered IDO when followed backward', () => {
    const cos = catalog.get('SLCos');
    const customers = catalog.get('SLCustomers');
    expect(relationFollowFilters(cos, 'CustNum', customers, 'CustNum').target).toMatchObject({
      kind: 'compare',
      left: { name: 'CustSeq' },
      right: { value: 0 },
    });
    expect(relationFollowFilters(customers, 'CustNum', cos, 'CustNum').source).toMatchObject({
      left: { name: 'CustSeq' },
    });
    expect(relationFollowFilters(cos, 'CustNum', customers, 'Name')).toEqual({});
  });
});

describe('metadata of derived and formatted properties', () => {
  it('shows the definition as data and the format', () => {
    const meta = describeIdo(catalog.get('SLPos'), new Set());
    const due = meta.properties.find((p) => p.name === 'DueDate');
    expect(due).toMatchObject({
      derived: true,
      nullable: true,
      derivation: {
        kind: 'rollup',
        fn: 'min',
        ido: 'SLPoItems',
        match: [{ property: 'PoNum', equals: 'PoNum' }],
        property: 'DueDate',
        where: "Stat IN ('P', 'O')",
      },
    });
    expect(meta.properties.find((p) => p.name === 'VendNum')?.format).toEqual({
      length: 7,
      justify: 'right',
    });
    expect(meta.properties.find((p) => p.name === 'PoNum')?.derivation).toBeUndefined();
  });

  it('shows only the kind when the definition names a property the role may not see', () => {
    const meta = describeIdo(catalog.get('SLArtrans'), new Set(['Amount']));
    expect(meta.properties.find((p) => p.name === 'Balance')?.derivation).toEqual({
      kind: 'arithmetic',
    });
    expect(meta.properties.find((p) => p.name === 'DaysPastDue')?.derivation).toMatchObject({
      kind: 'daysPast',
      dateProperty: 'DueDate',
    });
  });
});

describe('schemas that accept derived definitions from outside', () => {
  const manifest = (property: Record<string, unknown>) => ({
    name: 'ext-one',
    version: '1.0.0',
    description: 'd',
    contents: { catalog: { extend: { SLPos: { properties: [property] } } } },
  });
  const base = { name: 'Twice', type: 'decimal', label: 'Twice' };

  it.each([
    { kind: 'arithmetic', op: 'add', operands: ['PoCost', 'PoCost'] },
    { kind: 'arithmetic', op: 'multiply', operands: ['PoCost', 'ExchRate'], when: "Stat = 'O'" },
    {
      kind: 'rollup',
      fn: 'count',
      ido: 'SLPoItems',
      match: [{ property: 'PoNum', equals: 'PoNum' }],
    },
    { kind: 'daysPast', dateProperty: 'OrderDate', when: "Stat = 'O'" },
    { kind: 'daysPast', dateProperty: 'OrderDate', statusProperty: 'Stat', openValues: ['O'] },
  ])('accepts %j', (derived) => {
    expect(extensionManifestSchema.safeParse(manifest({ ...base, derived })).success).toBe(true);
    const file = {
      format: CATALOG_FILE_FORMAT,
      discover: false,
      idos: [{ name: 'X', properties: [{ ...base, derived }] }],
    };
    expect(catalogFileSchema.safeParse(file).success).toBe(true);
  });

  it.each([
    {
      kind: 'rollup',
      fn: 'sum',
      ido: 'SLPoItems',
      match: [{ property: 'PoNum', equals: 'PoNum' }],
    },
    { kind: 'arithmetic', op: 'divide', operands: ['PoCost', 'PoCost'] },
    { kind: 'arithmetic', op: 'add', operands: ['PoCost', 'PoCost'], extra: 1 },
    { kind: 'daysPast', dateProperty: 'OrderDate', statusProperty: 'Stat' },
    { kind: 'daysPast', dateProperty: 'OrderDate', when: 'x'.repeat(5000) },
  ])('refuses %j', (derived) => {
    expect(extensionManifestSchema.safeParse(manifest({ ...base, derived })).success).toBe(false);
  });

  it('accepts format and targetWhere, strictly', () => {
    const good = manifest({ ...base, type: 'string', format: { length: 7, justify: 'right' } });
    expect(extensionManifestSchema.safeParse(good).success).toBe(true);
    const bad = manifest({ ...base, type: 'string', format: { length: 0, justify: 'right' } });
    expect(extensionManifestSchema.safeParse(bad).success).toBe(false);
  });

  it('loads an extension whose derived property composes', () => {
    const c = new CatalogService();
    c.contribute('ext-one', {
      extend: {
        SLPos: {
          properties: [
            {
              name: 'OpenLines',
              type: 'integer',
              label: 'Open Lines',
              alias: 'open_lines',
              derived: {
                kind: 'rollup',
                fn: 'count',
                ido: 'SLPoItems',
                match: [{ property: 'PoNum', equals: 'PoNum' }],
                where: "Stat IN ('P', 'O')",
              },
            },
          ],
        },
      },
    });
    const sql = new DemoSqlBuilder(c.get('SLPos'), '2026-06-20').whereOf(
      new FilterChecker(c.get('SLPos')).check(parseFilter('OpenLines > 1')),
    );
    expect(sql.sql).toBe(
      ' WHERE (SELECT count(*) FROM "SLPoItems" AS "r1" WHERE "r1"."PoNum" = "SLPos"."PoNum" AND ("r1"."Stat" IN (?, ?))) > ?',
    );
    expect(sql.params).toEqual(['P', 'O', 1]);
  });
});
