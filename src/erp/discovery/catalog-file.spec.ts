import type { IdoDefinition } from '../catalog/catalog.types';
import {
  applyCatalogFile,
  catalogFileSchema,
  CATALOG_FILE_FORMAT,
  printCatalogFile,
} from './catalog-file';
import type { SqlIdoMap } from '../connectors/sql/sql-table-map';
import type { DiscoveredCatalog } from './discover-catalog';
import { assertSound } from './sql-catalog';

const ORDERS: IdoDefinition = {
  name: 'Orders',
  label: 'Order',
  pluralLabel: 'Orders',
  synonyms: ['order', 'orders'],
  defaultProperties: ['OrderID', 'ShipVia', 'Note'],
  relations: [
    { property: 'ShipVia', targetIdo: 'Shippers', targetProperty: 'ShipperID', name: 'ship via' },
  ],
  properties: [
    { name: 'OrderID', type: 'integer', label: 'Order ID', alias: 'order_id', key: true },
    { name: 'ShipVia', type: 'integer', label: 'Ship Via', alias: 'ship_via', nullable: true },
    { name: 'Note', type: 'string', label: 'Note', alias: 'note', nullable: true },
  ],
};
const SHIPPERS: IdoDefinition = {
  name: 'Shippers',
  label: 'Shipper',
  pluralLabel: 'Shippers',
  synonyms: [],
  defaultProperties: ['ShipperID'],
  relations: [],
  properties: [
    { name: 'ShipperID', type: 'integer', label: 'Shipper ID', alias: 'shipper_id', key: true },
  ],
};

function discovered(): DiscoveredCatalog {
  return {
    definitions: [ORDERS, SHIPPERS],
    tables: new Map<string, SqlIdoMap>([
      [
        'Orders',
        {
          table: { name: 'orders' },
          columns: {
            OrderID: { column: 'order_id' },
            ShipVia: { column: 'ship_via' },
            Note: { column: 'note' },
          },
        },
      ],
      [
        'Shippers',
        { table: { name: 'Ship pers' }, columns: { ShipperID: { column: 'shipper_id' } } },
      ],
    ]),
    notes: [],
  };
}

describe('catalog files', () => {
  it('prints a file that reads back as the same catalog', () => {
    const text = printCatalogFile(discovered(), 'sqlite:///x.db');
    const file = catalogFileSchema.parse(JSON.parse(text));
    expect(file.discover).toBe(false);
    expect(file.idos[1]).toMatchObject({ name: 'Shippers', table: 'Ship pers' });
    const back = applyCatalogFile(null, file);
    expect(back.definitions).toEqual([ORDERS, SHIPPERS]);
    expect(back.tables.get('Shippers')).toEqual(discovered().tables.get('Shippers'));
  });

  it('applies entries over discovery: rename, exclude, add, and follows the renames', () => {
    const result = applyCatalogFile(discovered(), {
      format: CATALOG_FILE_FORMAT,
      discover: true,
      idos: [
        { table: 'Ship pers', name: 'Carriers', synonyms: ['carrier'] },
        {
          name: 'Orders',
          properties: [
            { column: 'ship_via', name: 'CarrierID' },
            { name: 'Note', exclude: true },
            { name: 'PlacedOn', column: 'placed at', type: 'date', stored: 'timestamp' },
          ],
        },
      ],
    });
    assertSound(result.definitions, 'test');
    const orders = result.definitions.find((d) => d.name === 'Orders');
    expect(orders?.properties.map((p) => p.name)).toEqual(['OrderID', 'CarrierID', 'PlacedOn']);
    expect(orders?.properties[2]).toMatchObject({ label: 'Placed On', alias: 'placed_on' });
    expect(orders?.relations).toEqual([
      {
        property: 'CarrierID',
        targetIdo: 'Carriers',
        targetProperty: 'ShipperID',
        name: 'ship via',
      },
    ]);
    expect(orders?.defaultProperties).toEqual(['OrderID', 'CarrierID']);
    expect(result.tables.get('Orders')?.columns).toEqual({
      OrderID: { column: 'order_id' },
      CarrierID: { column: 'ship_via' },
      PlacedOn: { column: 'placed at', stored: 'timestamp' },
    });
    expect(result.definitions.find((d) => d.name === 'Carriers')?.synonyms).toEqual(['carrier']);
  });

  it('drops relations to an excluded IDO, and says so', () => {
    const result = applyCatalogFile(discovered(), {
      format: CATALOG_FILE_FORMAT,
      discover: true,
      idos: [{ name: 'Shippers', exclude: true }],
    });
    expect(result.definitions.map((d) => d.name)).toEqual(['Orders']);
    expect(result.definitions[0].relations).toEqual([]);
    expect(result.notes.join()).toMatch(/dropped/);
  });

  it('rejects an unsound catalog with every fault', () => {
    const result = applyCatalogFile(null, {
      format: CATALOG_FILE_FORMAT,
      discover: false,
      idos: [
        { name: 'NoKey', properties: [{ name: 'A' }] },
        { name: 'bad name!', properties: [] },
      ],
    });
    expect(() => assertSound(result.definitions, 'file')).toThrow(
      /NoKey: at least one key[\s\S]*bad name!/,
    );
  });
});
