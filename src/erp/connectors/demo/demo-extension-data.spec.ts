/**
 * What extensions add, served by the demo connector: a property on a built-in IDO read from the
 * extension's side table, an IDO of the extension's own, through the real executor.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '../../../common/clock';
import type { CatalogIdo } from '../../catalog/catalog-ido';
import type { CatalogContribution } from '../../catalog/catalog.types';
import { CatalogService } from '../../catalog/catalog.service';
import type { ExtensionDataSet } from '../erp-connector.port';
import { IdoExecutorService } from '../../executor/ido-executor.service';
import { parseFilter } from '../../filter/filter-parser';
import { AccessRules, DataAccessPolicy } from '../../policy/data-access-policy';
import { DemoErpGenerator } from './demo-erp-generator';
import { DemoSqliteConnector } from './demo-sqlite.connector';

class OpenPolicy extends DataAccessPolicy {
  rulesFor(_role: unknown, _ido: CatalogIdo): Promise<AccessRules> {
    return Promise.resolve({
      visible: true,
      hiddenProperties: [],
      defaultRecordcap: 200,
      maxRecordcap: 10000,
    });
  }
}

const CONTRIBUTION: CatalogContribution = {
  extend: {
    SLItems: {
      properties: [
        {
          name: 'Uf_Color',
          type: 'string',
          label: 'Color',
          alias: 'uf_color',
          nullable: true,
        },
      ],
    },
  },
  idos: [
    {
      name: 'UeBins',
      label: 'Bin',
      pluralLabel: 'Bins',
      synonyms: ['bin'],
      properties: [
        { name: 'Bin', type: 'string', label: 'Bin', alias: 'bin', key: true },
        { name: 'Item', type: 'string', label: 'Item', alias: 'item' },
        { name: 'Qty', type: 'integer', label: 'Quantity', alias: 'qty' },
      ],
      defaultProperties: ['Bin', 'Item', 'Qty'],
      relations: [{ property: 'Item', targetIdo: 'SLItems', targetProperty: 'Item' }],
    },
  ],
};

let dir: string;
let connector: DemoSqliteConnector;
let catalog: CatalogService;
let executor: IdoExecutorService;

function sets(): ExtensionDataSet[] {
  const preview = catalog.preview('colors', CONTRIBUTION);
  const items = preview.find((i) => i.name === 'SLItems') as CatalogIdo;
  const bins = preview.find((i) => i.name === 'UeBins') as CatalogIdo;
  return [
    {
      ido: items,
      properties: items.properties.filter((p) => p.source === 'colors'),
      rows: [
        { Item: 'IT-10000', Uf_Color: 'Red' },
        { Item: 'IT-10001', Uf_Color: 'Blue' },
        { Item: 'IT-10002', Uf_Color: 'Red' },
      ],
    },
    {
      ido: bins,
      properties: bins.properties,
      rows: [
        { Bin: 'A-01', Item: 'IT-10000', Qty: 5 },
        { Bin: 'A-02', Item: 'IT-10001', Qty: 7 },
      ],
    },
  ];
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'erpc-ext-data-'));
  const file = join(dir, 'demo.sqlite');
  new DemoErpGenerator().generate({ file, scale: 0.02, asOf: '2026-06-15', seed: 7 });
  connector = new DemoSqliteConnector({ file, readWorkers: 1, timeoutMs: 10000 });
  await connector.open();
  catalog = new CatalogService();
  executor = new IdoExecutorService(
    catalog,
    connector,
    new OpenPolicy(),
    new FixedClock(new Date('2026-06-20T12:00:00Z')),
  );
  await connector.storeExtensionData('colors', sets(), 'sha256:one');
  catalog.contribute('colors', CONTRIBUTION);
});

afterAll(async () => {
  await connector?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo connector: extension data', () => {
  it('reads an added property from the side table, null where it has no row', async () => {
    const result = await executor.load({
      ido: 'SLItems',
      properties: ['Item', 'Uf_Color'],
      filter: parseFilter("Item IN ('IT-10000', 'IT-10001', 'IT-10003')"),
    });
    expect(result.records).toEqual([
      { Item: 'IT-10000', Uf_Color: 'Red' },
      { Item: 'IT-10001', Uf_Color: 'Blue' },
      { Item: 'IT-10003', Uf_Color: null },
    ]);
  });

  it('filters, orders, pages, counts and groups on it like any property', async () => {
    const red = await executor.load({
      ido: 'SLItems',
      properties: ['Item'],
      filter: parseFilter("Uf_Color = 'red'"),
      orderBy: [{ property: 'Uf_Color', direction: 'desc' }],
      limit: 1,
    });
    expect(red.count).toBe(2);
    // The key breaks ties in the direction of the last term.
    expect(red.records).toEqual([{ Item: 'IT-10002' }]);
    const next = await executor.load({
      ido: 'SLItems',
      properties: ['Item'],
      filter: parseFilter("Uf_Color = 'red'"),
      orderBy: [{ property: 'Uf_Color', direction: 'desc' }],
      limit: 1,
      bookmark: red.nextBookmark ?? undefined,
    });
    expect(next.records).toEqual([{ Item: 'IT-10000' }]);
    const known = await executor.load({
      ido: 'SLItems',
      properties: ['Uf_Color'],
      distinct: true,
      filter: parseFilter('Uf_Color IS NOT NULL'),
    });
    expect(known.records.map((r) => r.Uf_Color)).toEqual(['Blue', 'Red']);
    const grouped = await executor.load({
      ido: 'SLItems',
      filter: parseFilter('Uf_Color IS NOT NULL'),
      aggregate: { groupBy: ['Uf_Color'], measures: [{ fn: 'count', as: 'n' }] },
    });
    expect(grouped.records).toEqual([
      { Uf_Color: 'Blue', n: 1 },
      { Uf_Color: 'Red', n: 2 },
    ]);
  });

  it("serves an extension's own IDO from its table", async () => {
    const bins = await executor.load({ ido: 'UeBins', filter: parseFilter('Qty > 5') });
    expect(bins.records).toEqual([{ Bin: 'A-02', Item: 'IT-10001', Qty: 7 }]);
  });

  it('skips a store it already holds and forgets the data when dropped', async () => {
    // Same fingerprint: nothing is rewritten, even though the rows given differ.
    await connector.storeExtensionData('colors', [], 'sha256:one');
    const still = await executor.load({ ido: 'UeBins' });
    expect(still.count).toBe(2);
    catalog.withdraw('colors');
    await connector.dropExtensionData('colors');
    await connector.storeExtensionData('colors', sets(), 'sha256:two');
    catalog.contribute('colors', CONTRIBUTION);
    expect((await executor.load({ ido: 'UeBins' })).count).toBe(2);
  });
});
