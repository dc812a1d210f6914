/**
 * Northwind (a real schema nobody here designed: `Order Details` with a space, text dates,
 * '0'/'1' flags, views) served by the daemon through the `sql` connector with one variable,
 * ERPC_SQL_URL: its tables and views appear as IDOs with metadata, filters and paging work over
 * HTTP, nothing can write, and the catalog `erp-connector discover` prints can be edited and
 * deployed with ERPC_CATALOG.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '../../src/auth/capabilities';
import { discoverCatalogFile } from '../../src/cli/discover';
import { loadConfig } from '../../src/config/load-config';
import { buildNorthwind, northwindSource } from '../support/northwind';
import { startTestApp, TestApp } from '../support/test-app';

const NORTHWIND = northwindSource();
if (!NORTHWIND) {
  if (process.env.CI) {
    throw new Error('shared/reference/sample-databases/northwind not found beside the checkout');
  }
  console.warn('Northwind suite skipped: shared/reference/sample-databases/northwind not found');
}
const suite = NORTHWIND ? describe : describe.skip;

/** A direct read of the file (not through the daemon), for expected answers. */
function scalar(file: string, sql: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return Number(db.prepare(sql).pluck().get());
  } finally {
    db.close();
  }
}

suite('Northwind through the sql connector (SQLite file, discovered catalog)', () => {
  let dir: string;
  let file: string;
  let t: TestApp;
  let viewer: string;
  const q = (params: Record<string, string | number | boolean>): string =>
    new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
  const get = (path: string) => t.request('GET', path, { token: viewer });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-northwind-'));
    file = join(dir, 'north wind.db');
    buildNorthwind(file, NORTHWIND as string);
    t = await startTestApp({ env: { ERPC_SQL_URL: `sqlite://${encodeURI(file)}` } });
    viewer = await t.tokenFor(Role.Viewer);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lists its tables and views as IDOs named from the table names', async () => {
    const res = await get('/api/v1/ido');
    expect(res.status).toBe(200);
    const names: string[] = res.body.data.map((i: { name: string }) => i.name);
    for (const name of [
      'Customers',
      'Employees',
      'OrderDetails',
      'Orders',
      'Products',
      'Shippers',
      'Suppliers',
      'OrderDetailsExtended',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('SLPos');
  });

  it('describes Order Details: keys, typed properties, relations', async () => {
    const res = await get('/api/v1/ido/OrderDetails/metadata');
    expect(res.status).toBe(200);
    const meta = res.body.data;
    expect(meta.keys).toEqual(['OrderID', 'ProductID']);
    const byName = new Map(meta.properties.map((p: { name: string }) => [p.name, p]));
    expect(byName.get('UnitPrice')).toMatchObject({ type: 'decimal', label: 'Unit Price' });
    expect(byName.get('Quantity')).toMatchObject({ type: 'integer' });
    expect(meta.relations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          property: 'OrderID',
          ido: 'Orders',
          targetProperty: 'OrderID',
        }),
        expect.objectContaining({
          property: 'ProductID',
          ido: 'Products',
          targetProperty: 'ProductID',
        }),
      ]),
    );
    const orders = (await get('/api/v1/ido/Orders/metadata')).body.data;
    // A relation whose column is named unlike the target's key.
    expect(orders.relations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          property: 'ShipVia',
          ido: 'Shippers',
          targetProperty: 'ShipperID',
        }),
      ]),
    );
    const order = new Map(orders.properties.map((p: { name: string }) => [p.name, p]));
    expect(order.get('OrderDate')).toMatchObject({ type: 'date' });
    const products = (await get('/api/v1/ido/Products/metadata')).body.data;
    const discontinued = products.properties.find(
      (p: { name: string }) => p.name === 'Discontinued',
    );
    expect(discontinued.type).toBe('enum');
    expect(
      discontinued.enumValues.map((v: { value: string; label: string }) => `${v.value}:${v.label}`),
    ).toEqual(['1:Yes', '0:No']);
  });

  it('filters on text dates, flags and a table with a space in its name', async () => {
    const orders = await get(
      `/api/v1/ido/Orders?${q({
        filter: "ShipCountry = 'Germany' AND OrderDate >= '2018-01-01'",
        orderby: 'OrderDate DESC',
        properties: 'OrderID,OrderDate,ShipCountry',
        recordcap: 5,
      })}`,
    );
    expect(orders.status).toBe(200);
    expect(orders.body.meta.count).toBe(
      scalar(
        file,
        "SELECT count(*) FROM Orders WHERE ShipCountry = 'Germany' AND OrderDate >= '2018-01-01'",
      ),
    );
    expect(orders.body.data[0].OrderDate >= orders.body.data[4].OrderDate).toBe(true);

    const discontinued = await get(`/api/v1/ido/Products?${q({ filter: "Discontinued = '1'" })}`);
    expect(discontinued.body.meta.count).toBe(
      scalar(file, "SELECT count(*) FROM Products WHERE Discontinued = '1'"),
    );
    expect(discontinued.body.meta.count).toBeGreaterThan(0);

    const lines = await get(
      `/api/v1/ido/OrderDetails?${q({ filter: 'Quantity >= 100 AND UnitPrice BETWEEN 10 AND 50', recordcap: 0 })}`,
    );
    expect(lines.status).toBe(200);
    expect(lines.body.meta.count).toBe(
      scalar(
        file,
        'SELECT count(*) FROM [Order Details] WHERE Quantity >= 100 AND UnitPrice BETWEEN 10 AND 50',
      ),
    );

    const view = await get(
      `/api/v1/ido/OrderDetailsExtended?${q({ filter: 'ExtendedPrice > 5000' })}`,
    );
    expect(view.status).toBe(200);
    expect(view.body.meta.count).toBe(
      scalar(file, 'SELECT count(*) FROM [Order Details Extended] WHERE ExtendedPrice > 5000'),
    );

    const bad = await get(`/api/v1/ido/Orders?${q({ filter: 'OrderDate > 5' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('FILTER_INVALID');
  });

  it('pages through Order Details (a two-column key) with bookmarks, to the end', async () => {
    const seen = new Set<string>();
    let bookmark: string | undefined;
    let pages = 0;
    do {
      const res = await get(
        `/api/v1/ido/OrderDetails?${q({ recordcap: 500, orderby: 'UnitPrice DESC', ...(bookmark ? { bookmark } : {}) })}`,
      );
      expect(res.status).toBe(200);
      for (const r of res.body.data) {
        const key = `${r.OrderID}|${r.ProductID}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
      bookmark = res.body.meta.nextBookmark ?? undefined;
      pages += 1;
    } while (bookmark && pages < 20);
    expect(seen.size).toBe(scalar(file, 'SELECT count(*) FROM [Order Details]'));
    expect(pages).toBeGreaterThan(1);
  });

  it('writes nothing: a filter carrying SQL is a value, a request to delete is not understood', async () => {
    const before = scalar(file, 'SELECT count(*) FROM Orders');
    const injected = await get(
      `/api/v1/ido/Orders?${q({ filter: "ShipName = 'x''; DELETE FROM Orders; --'" })}`,
    );
    expect(injected.status).toBe(200);
    expect(injected.body.meta.count).toBe(0);
    const asked = await t.request('POST', '/api/v1/query', {
      token: await t.tokenFor(Role.Operator),
      body: { query: 'delete all orders shipped to Germany' },
    });
    expect(asked.status).toBe(422);
    expect(scalar(file, 'SELECT count(*) FROM Orders')).toBe(before);
  });

  it('serves an edited copy of what `erp-connector discover` prints (ERPC_CATALOG)', async () => {
    const config = loadConfig({
      ERPC_DATA_DIR: dir,
      ERPC_SQL_URL: `sqlite://${file}`,
      ERPC_LOG_LEVEL: 'silent',
    });
    const printed = await discoverCatalogFile([], config);
    const catalog = JSON.parse(printed.text);
    expect(catalog).toMatchObject({ format: 'erp-connector-catalog/1', discover: false });
    // Deterministic: the same database prints the same catalog.
    expect((await discoverCatalogFile([], config)).text).toBe(printed.text);
    const lines = catalog.idos.find((i: { table: string }) => i.table === 'Order Details');
    expect(lines.name).toBe('OrderDetails');
    lines.name = 'OrderLines';
    lines.synonyms = ['order line', 'order lines'];
    catalog.idos = catalog.idos.filter(
      (i: { name: string }) =>
        i.name !== 'Regions' && i.name !== 'Territories' && i.name !== 'EmployeeTerritories',
    );
    const edited = join(dir, 'catalog.json');
    writeFileSync(edited, JSON.stringify(catalog));

    const second = await startTestApp({
      env: { ERPC_SQL_URL: `sqlite://${file}`, ERPC_CATALOG: edited },
    });
    try {
      const token = await second.tokenFor(Role.Viewer);
      const list = await second.request('GET', '/api/v1/ido', { token });
      const names: string[] = list.body.data.map((i: { name: string }) => i.name);
      expect(names).toContain('OrderLines');
      expect(names).not.toContain('OrderDetails');
      expect(names).not.toContain('Regions');
      const meta = await second.request('GET', '/api/v1/ido/Orders/metadata', { token });
      expect(meta.status).toBe(200);
      const rows = await second.request(
        'GET',
        `/api/v1/ido/OrderLines?${q({ filter: 'OrderID = 10248' })}`,
        { token },
      );
      expect(rows.status).toBe(200);
      expect(rows.body.meta.count).toBe(
        scalar(file, 'SELECT count(*) FROM [Order Details] WHERE OrderID = 10248'),
      );
    } finally {
      await second.close();
    }
  }, 60_000);
});
