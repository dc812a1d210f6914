import { DomainError } from '../../common/errors/domain-error';
import { ErrorCode } from '../../common/errors/error-code';
import type { IdoDefinition } from './catalog.types';
import { CatalogService } from './catalog.service';
import { toSnakeCase } from './snake-case';

/**
 * The catalog's IDOs and properties, in order: the API contract with SyteLine's real names
 * (SPEC §8). Every name the SPEC table lists is here; the rest are real SyteLine properties the
 * catalog adds or the derived ones below.
 */
const SPEC_IDOS: Record<string, string[]> = {
  SLVendors: [
    'VendNum',
    'Name',
    'VadCity',
    'VadState',
    'VadZip',
    'VadCountry',
    'Contact',
    'Phone',
    'ExternalEmailAddr',
    'TermsCode',
    'CurrCode',
    'Stat',
  ],
  SLItems: [
    'Item',
    'Description',
    'ProductCode',
    'UM',
    'UnitCost',
    'Stat',
    'PMTCode',
    'LeadTime',
    'DerQtyOnHand',
  ],
  SLItemwhses: [
    'Item',
    'Whse',
    'ItemDescription',
    'WhseName',
    'QtyOnHand',
    'QtyReorder',
    'QtyAllocCo',
    'QtyOrdered',
  ],
  SLPos: [
    'PoNum',
    'VendNum',
    'VendorName',
    'OrderDate',
    'Stat',
    'Type',
    'Buyer',
    'Whse',
    'TermsCode',
    'VenCurrCode',
    'ExchRate',
    'PoCost',
    'DueDate',
    'DaysOverdue',
  ],
  SLPoItems: [
    'PoNum',
    'PoLine',
    'PoRelease',
    'Item',
    'Description',
    'QtyOrdered',
    'QtyReceived',
    'ItemCost',
    'UM',
    'DueDate',
    'RcvdDate',
    'Stat',
    'Whse',
    'PoVendNum',
    'VenadrName',
    'LineAmount',
  ],
  SLCustomers: [
    'CustNum',
    'CustSeq',
    'Name',
    'City',
    'State',
    'Zip',
    'Country',
    'CreditLimit',
    'CreditHold',
    'Slsman',
    'TermsCode',
    'CurrCode',
  ],
  SLCos: [
    'CoNum',
    'CustNum',
    'CustSeq',
    'CustomerName',
    'OrderDate',
    'Stat',
    'Type',
    'CustPo',
    'Whse',
    'Slsman',
    'TermsCode',
    'CurrCode',
    'ExchRate',
    'Price',
    'CreditHold',
    'DueDate',
    'DaysLate',
  ],
  SLCoitems: [
    'CoNum',
    'CoLine',
    'CoRelease',
    'Item',
    'Description',
    'QtyOrdered',
    'QtyShipped',
    'PriceConv',
    'DueDate',
    'ShipDate',
    'Stat',
    'Whse',
    'LineAmount',
    'DaysLate',
  ],
  SLArtrans: [
    'CustNum',
    'InvNum',
    'InvSeq',
    'Type',
    'DerCustName',
    'InvDate',
    'DueDate',
    'Amount',
    'ApplyToInvNum',
    'CoNum',
    'AmountApplied',
    'Balance',
    'DaysPastDue',
  ],
  SLJobs: [
    'Job',
    'Suffix',
    'Item',
    'ItemDescription',
    'JobDate',
    'JschStartDate',
    'JschEndDate',
    'QtyReleased',
    'QtyComplete',
    'Stat',
    'Type',
    'Whse',
  ],
};

/** The keys of each IDO, in key order. */
const KEYS: Record<string, string[]> = {
  SLVendors: ['VendNum'],
  SLItems: ['Item'],
  SLItemwhses: ['Item', 'Whse'],
  SLPos: ['PoNum'],
  SLPoItems: ['PoNum', 'PoLine', 'PoRelease'],
  SLCustomers: ['CustNum', 'CustSeq'],
  SLCos: ['CoNum'],
  SLCoitems: ['CoNum', 'CoLine', 'CoRelease'],
  SLArtrans: ['CustNum', 'InvNum', 'InvSeq'],
  SLJobs: ['Job', 'Suffix'],
};

/** Properties the daemon computes (SPEC §8), never read from the ERP. */
const DERIVED = [
  'SLPos.DueDate',
  'SLPos.DaysOverdue',
  'SLPoItems.LineAmount',
  'SLCos.CustomerName',
  'SLCos.DueDate',
  'SLCos.DaysLate',
  'SLCoitems.LineAmount',
  'SLCoitems.DaysLate',
  'SLArtrans.AmountApplied',
  'SLArtrans.Balance',
  'SLArtrans.DaysPastDue',
];

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
  it('holds exactly the SPEC §8 IDOs and properties, keys first', () => {
    const catalog = new CatalogService();
    expect(
      Object.fromEntries(catalog.list().map((i) => [i.name, i.properties.map((p) => p.name)])),
    ).toEqual(SPEC_IDOS);
    for (const ido of catalog.list()) {
      expect(ido.keys).toEqual(KEYS[ido.name]);
      const keys = ido.properties.filter((p) => p.key).map((p) => p.name);
      expect(ido.properties.slice(0, keys.length).map((p) => p.name)).toEqual(keys);
    }
  });

  it('marks exactly the SPEC derived properties derived, and none of SyteLine’s own Der… ones', () => {
    const catalog = new CatalogService();
    const derived = catalog
      .list()
      .flatMap((i) => i.properties.filter((p) => p.derived).map((p) => `${i.name}.${p.name}`));
    expect(derived).toEqual(DERIVED);
    expect(catalog.get('SLItems').property('DerQtyOnHand')?.derived).toBeUndefined();
    expect(catalog.get('SLArtrans').property('DerCustName')?.derived).toBeUndefined();
  });

  it('formats the right-justified keys SyteLine stores padded', () => {
    const catalog = new CatalogService();
    const formats = catalog
      .list()
      .flatMap((i) =>
        i.properties
          .filter((p) => p.format)
          .map((p) => `${i.name}.${p.name}:${p.format?.justify}${p.format?.length}`),
      );
    expect(formats).toEqual([
      'SLVendors.VendNum:right7',
      'SLPos.VendNum:right7',
      'SLPoItems.PoVendNum:right7',
      'SLCustomers.CustNum:right7',
      'SLCos.CoNum:right10',
      'SLCos.CustNum:right7',
      'SLCoitems.CoNum:right10',
      'SLArtrans.CustNum:right7',
      'SLArtrans.CoNum:right10',
      'SLJobs.Job:right10',
    ]);
  });

  it('uses the SPEC output aliases and snake_case for the rest', () => {
    const pos = new CatalogService().get('SLPos');
    expect(
      ['PoNum', 'VendorName', 'PoCost', 'DaysOverdue'].map((n) => pos.property(n)?.alias),
    ).toEqual(['po_number', 'vendor', 'amount', 'days_overdue']);
    expect(pos.property('OrderDate')?.alias).toBe('order_date');
    expect(pos.property('VenCurrCode')?.alias).toBe('ven_curr_code');
    expect(pos.propertyByAlias('VENDOR')?.name).toBe('VendorName');
  });

  it('declares the SPEC relations and derived properties', () => {
    const catalog = new CatalogService();
    const relations = catalog
      .list()
      .flatMap((i) => i.relations.map((r) => `${i.name}.${r.property}->${r.targetIdo}`));
    expect(relations).toEqual([
      'SLItemwhses.Item->SLItems',
      'SLPos.VendNum->SLVendors',
      'SLPoItems.PoNum->SLPos',
      'SLPoItems.Item->SLItems',
      'SLPoItems.PoVendNum->SLVendors',
      'SLCos.CustNum->SLCustomers',
      'SLCoitems.CoNum->SLCos',
      'SLCoitems.Item->SLItems',
      'SLArtrans.CustNum->SLCustomers',
      'SLArtrans.CoNum->SLCos',
      'SLJobs.Item->SLItems',
    ]);
    expect(catalog.get('SLPos').property('DueDate')?.derived).toMatchObject({
      kind: 'rollup',
      fn: 'min',
      ido: 'SLPoItems',
      property: 'DueDate',
    });
    expect(catalog.get('SLPos').property('DaysOverdue')?.derived).toMatchObject({
      kind: 'daysPast',
      dateProperty: 'DueDate',
    });
    expect(catalog.get('SLArtrans').property('Balance')?.derived).toMatchObject({
      kind: 'arithmetic',
      op: 'subtract',
      operands: ['Amount', 'AmountApplied'],
    });
    expect(catalog.get('SLArtrans').property('DaysPastDue')?.derived).toMatchObject({
      kind: 'daysPast',
      dateProperty: 'DueDate',
    });
  });

  it('finds IDOs and properties in any case and answers IDO_NOT_FOUND otherwise', () => {
    const catalog = new CatalogService();
    expect(catalog.get('slpos').name).toBe('SLPos');
    expect(catalog.get('SLPOS').property('pocost')?.name).toBe('PoCost');
    expect(catalog.get('slpoitems').name).toBe('SLPoItems');
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
    ['PoCost', 'po_cost'],
    ['PoNum', 'po_num'],
    ['UM', 'um'],
    ['QtyOnHand', 'qty_on_hand'],
    ['DerQtyOnHand', 'der_qty_on_hand'],
    ['PMTCode', 'pmt_code'],
    ['Uf_Rating', 'uf_rating'],
    ['HTMLParser', 'html_parser'],
  ])('%s → %s', (name, snake) => expect(toSnakeCase(name)).toBe(snake));
});
