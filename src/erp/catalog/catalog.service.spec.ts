import { DomainError } from '../../common/errors/domain-error';
import { ErrorCode } from '../../common/errors/error-code';
import type { IdoDefinition } from './catalog.types';
import { CatalogService } from './catalog.service';
import { toSnakeCase } from './snake-case';

const SPEC_IDOS: Record<string, string[]> = {
  SLVendors: [
    'VendNum',
    'Name',
    'City',
    'State',
    'Country',
    'Contact',
    'Phone',
    'Email',
    'Terms',
    'Stat',
  ],
  SLItems: [
    'Item',
    'Description',
    'ProductCode',
    'UM',
    'UnitCost',
    'UnitPrice',
    'QtyOnHand',
    'ReorderPoint',
    'Whse',
    'Stat',
  ],
  SLPos: [
    'PoNum',
    'VendNum',
    'VendName',
    'OrderDate',
    'DueDate',
    'Stat',
    'Buyer',
    'Whse',
    'TotalAmount',
    'Currency',
    'DaysOverdue',
  ],
  SLPoitems: [
    'PoNum',
    'PoLine',
    'Item',
    'ItemDescription',
    'QtyOrdered',
    'QtyReceived',
    'UnitCost',
    'LineAmount',
    'DueDate',
    'Stat',
  ],
  SLCustomers: ['CustNum', 'Name', 'City', 'State', 'Country', 'CreditLimit', 'SalesRep', 'Stat'],
  SLCos: [
    'CoNum',
    'CustNum',
    'CustName',
    'OrderDate',
    'DueDate',
    'Stat',
    'TotalAmount',
    'Whse',
    'SalesRep',
    'DaysLate',
  ],
  SLCoitems: [
    'CoNum',
    'CoLine',
    'Item',
    'QtyOrdered',
    'QtyShipped',
    'UnitPrice',
    'LineAmount',
    'DueDate',
    'Stat',
  ],
  SLArinvs: [
    'InvNum',
    'CustNum',
    'CustName',
    'InvDate',
    'DueDate',
    'Amount',
    'Balance',
    'Stat',
    'DaysPastDue',
  ],
  SLJobs: ['Job', 'Item', 'QtyReleased', 'QtyComplete', 'StartDate', 'EndDate', 'Stat', 'Whse'],
};

const udfIdo: IdoDefinition = {
  name: 'UeCertifications',
  label: 'Certification',
  pluralLabel: 'Certifications',
  synonyms: ['certification', 'certifications'],
  properties: [
    { name: 'CertId', type: 'string', label: 'Certificate', alias: 'cert_id', key: true },
    { name: 'VendNum', type: 'string', label: 'Vendor', alias: 'vend_num' },
    { name: 'Expires', type: 'date', label: 'Expires', alias: 'expires' },
  ],
  defaultProperties: ['CertId', 'VendNum', 'Expires'],
  relations: [{ property: 'VendNum', targetIdo: 'SLVendors', targetProperty: 'VendNum' }],
  source: 'ext-certs',
};

describe('CatalogService', () => {
  it('holds exactly the SPEC §8 IDOs and properties, key first', () => {
    const catalog = new CatalogService();
    expect(
      Object.fromEntries(catalog.list().map((i) => [i.name, i.properties.map((p) => p.name)])),
    ).toEqual(SPEC_IDOS);
    for (const ido of catalog.list()) expect(ido.properties[0].key).toBe(true);
  });

  it('uses the SPEC output aliases and snake_case for the rest', () => {
    const pos = new CatalogService().get('SLPos');
    expect(
      ['PoNum', 'VendName', 'TotalAmount', 'DaysOverdue'].map((n) => pos.property(n)?.alias),
    ).toEqual(['po_number', 'vendor', 'amount', 'days_overdue']);
    expect(pos.property('OrderDate')?.alias).toBe('order_date');
    expect(pos.propertyByAlias('VENDOR')?.name).toBe('VendName');
  });

  it('declares the SPEC relations and derived properties', () => {
    const catalog = new CatalogService();
    const relations = catalog
      .list()
      .flatMap((i) => i.relations.map((r) => `${i.name}.${r.property}->${r.targetIdo}`));
    expect(relations).toEqual([
      'SLPos.VendNum->SLVendors',
      'SLPoitems.PoNum->SLPos',
      'SLPoitems.Item->SLItems',
      'SLCos.CustNum->SLCustomers',
      'SLCoitems.CoNum->SLCos',
      'SLCoitems.Item->SLItems',
      'SLArinvs.CustNum->SLCustomers',
      'SLJobs.Item->SLItems',
    ]);
    expect(catalog.get('SLArinvs').property('DaysPastDue')?.derived).toEqual({
      kind: 'daysPast',
      dateProperty: 'DueDate',
      statusProperty: 'Stat',
      openValues: ['O'],
    });
  });

  it('finds IDOs and properties in any case and answers IDO_NOT_FOUND otherwise', () => {
    const catalog = new CatalogService();
    expect(catalog.get('slpos').name).toBe('SLPos');
    expect(catalog.get('SLPOS').property('totalamount')?.name).toBe('TotalAmount');
    expect(catalog.find('nope')).toBeUndefined();
    expect(() => catalog.get('nope')).toThrow(
      expect.objectContaining({ code: ErrorCode.IdoNotFound }),
    );
  });

  it('registers, extends and removes run-time entries, telling listeners', () => {
    const catalog = new CatalogService();
    const seen: number[] = [];
    catalog.onChange((c) => seen.push(c.version));
    catalog.register(udfIdo);
    expect(catalog.get('uecertifications').relations[0].targetIdo).toBe('SLVendors');
    catalog.extend('SLVendors', {
      properties: [
        { name: 'Uf_Rating', type: 'integer', label: 'Rating', alias: 'uf_rating', nullable: true },
      ],
      synonyms: ['provider'],
    });
    expect(catalog.get('SLVendors').property('uf_rating')?.type).toBe('integer');
    expect(catalog.get('SLVendors').synonyms).toContain('provider');
    expect(catalog.remove('UeCertifications')).toBe(true);
    expect(seen).toEqual([1, 2, 3]);
    expect(() => catalog.remove('SLPos')).toThrow(/built in/);
  });

  it.each<[string, Partial<IdoDefinition>, RegExp]>([
    [
      'duplicate property',
      { properties: [...udfIdo.properties, udfIdo.properties[1]] },
      /declared twice/,
    ],
    [
      'no key',
      { properties: udfIdo.properties.map((p) => ({ ...p, key: false })) },
      /key property/,
    ],
    [
      'bad relation',
      { relations: [{ property: 'VendNum', targetIdo: 'SLNope', targetProperty: 'X' }] },
      /unknown IDO SLNope/,
    ],
    ['bad default', { defaultProperties: ['Nope'] }, /default property Nope/],
    [
      'bad alias',
      {
        properties: [{ ...udfIdo.properties[0], alias: 'Cert Id' }, ...udfIdo.properties.slice(1)],
      },
      /snake_case/,
    ],
    ['bad name', { name: 'Ue Certs' }, /letters, digits/],
    [
      'enum without values',
      {
        properties: [
          ...udfIdo.properties,
          { name: 'Kind', type: 'enum', label: 'Kind', alias: 'kind' },
        ],
      },
      /needs enumValues/,
    ],
  ])('refuses an unsound definition: %s', (_, change, message) => {
    const catalog = new CatalogService();
    let error: unknown;
    try {
      catalog.register({ ...udfIdo, ...change });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(ErrorCode.ValidationFailed);
    expect((error as DomainError).message).toMatch(message);
    expect(catalog.find(change.name ?? udfIdo.name)).toBeUndefined();
  });

  it('refuses to register a name twice unless replacing', () => {
    const catalog = new CatalogService();
    expect(() => catalog.register({ ...udfIdo, name: 'SLPos' })).toThrow(/already exists/);
  });
});

describe('CatalogService contributions', () => {
  const hazard = {
    name: 'Uf_HazardClass',
    type: 'string' as const,
    label: 'Hazard Class',
    alias: 'uf_hazard_class',
    nullable: true,
  };

  it('applies and withdraws an extension as a whole, with one notice each', () => {
    const catalog = new CatalogService();
    const seen: number[] = [];
    catalog.onChange((c) => seen.push(c.version));
    catalog.contribute('certs', {
      idos: [{ ...udfIdo, source: undefined }],
      extend: { slitems: { properties: [hazard], synonyms: ['stock keeping unit'] } },
    });
    expect(catalog.get('UeCertifications').source).toBe('certs');
    expect(catalog.get('SLItems').property('uf_hazardclass')?.source).toBe('certs');
    expect(catalog.get('SLItems').property('Item')?.source).toBeUndefined();
    expect(seen).toEqual([1]);
    expect(catalog.withdraw('certs')).toBe(true);
    expect(catalog.find('UeCertifications')).toBeUndefined();
    expect(catalog.get('SLItems').property('Uf_HazardClass')).toBeUndefined();
    expect(catalog.withdraw('certs')).toBe(false);
    expect(seen).toEqual([1, 2]);
  });

  it.each<[string, Parameters<CatalogService['contribute']>[1], ErrorCode, RegExp]>([
    [
      'a built-in property',
      { extend: { SLItems: { properties: [{ ...hazard, name: 'unitcost' }] } } },
      ErrorCode.Conflict,
      /SLItems.unitcost already exists \(built in\)/,
    ],
    [
      'a built-in alias',
      { extend: { SLItems: { properties: [{ ...hazard, alias: 'unit_cost' }] } } },
      ErrorCode.Conflict,
      /alias unit_cost .* taken by UnitCost/,
    ],
    [
      'a built-in IDO',
      { idos: [{ ...udfIdo, name: 'SLPOS' }] },
      ErrorCode.Conflict,
      /SLPOS already exists/,
    ],
    [
      'a new key',
      { extend: { SLItems: { properties: [{ ...hazard, key: true, nullable: false }] } } },
      ErrorCode.ValidationFailed,
      /cannot be a key/,
    ],
    [
      'an unknown IDO',
      { extend: { SLNope: { properties: [hazard] } } },
      ErrorCode.ValidationFailed,
      /SLNope, which does not exist/,
    ],
  ])('refuses a contribution that collides with %s', (_, contribution, code, message) => {
    const catalog = new CatalogService();
    const before = catalog.version;
    let error: unknown;
    try {
      catalog.contribute('bad', contribution);
    } catch (e) {
      error = e;
    }
    expect((error as DomainError).code).toBe(code);
    expect((error as DomainError).message).toMatch(message);
    expect(catalog.version).toBe(before);
    expect(catalog.get('SLItems').property('Uf_HazardClass')).toBeUndefined();
  });

  it('refuses what another extension already added, and previews without changing', () => {
    const catalog = new CatalogService();
    catalog.contribute('one', { extend: { SLItems: { properties: [hazard] } } });
    expect(() =>
      catalog.contribute('two', { extend: { SLItems: { properties: [hazard] } } }),
    ).toThrow(/already exists \(from extension one\)/);
    const without = catalog.preview('one', null);
    expect(without.find((i) => i.name === 'SLItems')?.property('Uf_HazardClass')).toBeUndefined();
    expect(catalog.get('SLItems').property('Uf_HazardClass')).toBeDefined();
  });
});

describe('toSnakeCase', () => {
  it.each([
    ['TotalAmount', 'total_amount'],
    ['PoNum', 'po_num'],
    ['UM', 'um'],
    ['QtyOnHand', 'qty_on_hand'],
    ['Uf_Rating', 'uf_rating'],
    ['HTMLParser', 'html_parser'],
  ])('%s → %s', (name, snake) => expect(toSnakeCase(name)).toBe(snake));
});
