import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogIdo } from '../../../catalog/catalog-ido';
import type { IdoDefinition, PropertyDefinition } from '../../../catalog/catalog.types';
import { SYTELINE_CATALOG } from '../../../catalog/syteline-catalog';
import Database from 'better-sqlite3';
import { DEMO_INDEXES, demoIndexes, storedColumns } from '../../demo/demo-schema';
import { DemoSqliteConnector } from '../../demo/demo-sqlite.connector';
import { MongooseReplicaConnector } from './mongoose-replica.connector';
import { parseFilter } from '../../../filter/filter-parser';
import { ReplicaStore } from './replica-store';

const VENDORS = SYTELINE_CATALOG.find((d) => d.name === 'SLVendors') as IdoDefinition;
const vendors = new CatalogIdo(VENDORS);
const COLUMNS = storedColumns(VENDORS);

/** A vendor row in the catalog's column order. */
function vendor(num: string, name: string): Array<string | number | null> {
  return COLUMNS.map((c) =>
    c === 'VendNum' ? num : c === 'Name' ? name : c === 'Stat' ? 'A' : null,
  );
}

describe('ReplicaStore', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-replica-store-'));
    file = join(dir, 'replica.db');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("completes a pass only while it is still the IDO's own: a replaced pass keeps the watermark", () => {
    const store = ReplicaStore.open(file, SYTELINE_CATALOG);
    store.startPass('SLVendors', null, '20261124 10:00:00.000', '2026-11-24T16:00:00.000Z');
    // Another sync started its own pass of the same IDO meanwhile.
    store.startPass('SLVendors', null, '20261124 11:00:00.000', '2026-11-24T17:00:00.000Z');
    expect(store.finishPass('SLVendors', '2026-11-24T16:00:00.000Z')).toBe(false);
    expect(store.state('SLVendors')).toMatchObject({ watermark: null, syncedAt: null });
    expect(store.finishPass('SLVendors', '2026-11-24T17:00:00.000Z')).toBe(true);
    // Completed once: a second completion of the same pass changes nothing.
    expect(store.finishPass('SLVendors', '2026-11-24T17:00:00.000Z')).toBe(false);
    expect(store.state('SLVendors')).toMatchObject({
      watermark: '20261124 11:00:00.000',
      syncedAt: '2026-11-24T17:00:00.000Z',
    });
    store.close();
  });

  it('builds the vocabulary indexes too, and skips an index naming a property the catalog lacks', async () => {
    const site = SYTELINE_CATALOG.map((d) =>
      d.name === 'SLVendors'
        ? { ...d, properties: d.properties.filter((p) => p.name !== 'VadState') }
        : d,
    );
    const store = ReplicaStore.open(file, site);
    await store.buildIndexes();
    store.close();
    const db = new Database(file, { readonly: true });
    const names = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'index'`)
      .pluck()
      .all() as string[];
    db.close();
    expect(names).toContain('ix_SLVendors_Name');
    expect(names.some((n) => n.startsWith('ix_SLVendors_VadState'))).toBe(false);
    // One the NL vocabulary reads (a knownValues property), beyond the demo's fixed list.
    const vocabulary = Object.entries(demoIndexes(site)).flatMap(([table, list]) =>
      list.map((columns) => `ix_${table}_${columns.join('_')}`),
    );
    const fixed = Object.entries(DEMO_INDEXES).flatMap(([table, list]) =>
      list.map((columns) => `ix_${table}_${columns.join('_')}`),
    );
    const extra = vocabulary.filter((n) => !fixed.includes(n));
    expect(extra.length).toBeGreaterThan(0);
    for (const n of extra) expect(names).toContain(n);
  });

  it('keeps a pass and its position across a reopen, and upserts by key', () => {
    let store = ReplicaStore.open(file, SYTELINE_CATALOG);
    store.startPass('SLVendors', null, '20261124 10:00:00.000', '2026-11-24T16:00:00.000Z');
    store.commitPage(vendors, [vendor('    1', 'A'), vendor('    2', 'B')], ['    2']);
    store.close();

    store = ReplicaStore.open(file, SYTELINE_CATALOG);
    const state = store.state('SLVendors');
    expect(state.pass).toEqual({
      from: null,
      next: '20261124 10:00:00.000',
      startedAt: '2026-11-24T16:00:00.000Z',
      after: ['    2'],
      rows: 2,
    });
    expect(state.watermark).toBeNull();
    // The same key again is an update, not a second row.
    store.commitPage(vendors, [vendor('    2', 'B2'), vendor('    3', 'C')], ['    3']);
    store.finishPass('SLVendors');
    const done = store.state('SLVendors');
    expect(done).toMatchObject({
      pass: null,
      watermark: '20261124 10:00:00.000',
      syncedAt: '2026-11-24T16:00:00.000Z',
      // A full load counts as a sweep.
      sweptAt: '2026-11-24T16:00:00.000Z',
      rows: 3,
    });
    store.close();
  });

  it('is as of the oldest IDO pass, and only once every IDO was loaded', () => {
    const store = ReplicaStore.open(file, SYTELINE_CATALOG);
    const names = SYTELINE_CATALOG.map((d) => d.name);
    names.forEach((name, i) => {
      expect(store.asOf()).toBeNull();
      const at = new Date(Date.UTC(2026, 10, 24, 10, 0, 59 - i)).toISOString();
      store.startPass(name, null, '20261124 10:00:00.000', at);
      store.finishPass(name);
    });
    expect(store.asOf()).toBe(
      new Date(Date.UTC(2026, 10, 24, 10, 0, 60 - names.length)).toISOString(),
    );
    store.close();
  });

  it('deletes what the sweep did not see', () => {
    const store = ReplicaStore.open(file, SYTELINE_CATALOG);
    store.startPass('SLVendors', null, '20261124 10:00:00.000', '2026-11-24T16:00:00.000Z');
    store.commitPage(
      vendors,
      ['1', '2', '3'].map((n) => vendor(n.padStart(7), n)),
      ['      3'],
    );
    store.finishPass('SLVendors');
    store.beginSweep(vendors);
    store.addSweepKeys(vendors, [['      1'], ['      3']]);
    expect(store.unseenKeys(vendors)).toEqual([['      2']]);
    store.finishSweep(vendors, [['      2']], '2026-11-24T17:00:00.000Z');
    expect(store.state('SLVendors')).toMatchObject({
      rows: 2,
      sweptAt: '2026-11-24T17:00:00.000Z',
    });
    store.close();
  });

  it('rebuilds a file made for other columns', () => {
    let store = ReplicaStore.open(file, SYTELINE_CATALOG);
    store.startPass('SLVendors', null, '20261124 10:00:00.000', '2026-11-24T16:00:00.000Z');
    store.finishPass('SLVendors');
    store.close();
    const changed = SYTELINE_CATALOG.map((d) =>
      d === VENDORS
        ? {
            ...d,
            properties: [
              ...d.properties,
              {
                name: 'Uf_Rating',
                type: 'integer' as const,
                label: 'Rating',
                alias: 'rating',
                nullable: true,
              },
            ],
          }
        : d,
    );
    store = ReplicaStore.open(file, changed);
    expect(store.state('SLVendors').syncedAt).toBeNull();
    store.close();
  });
});

describe('MongooseReplicaConnector freshness', () => {
  let dir: string;
  let store: ReplicaStore;
  let connector: MongooseReplicaConnector;
  let now = new Date('2026-11-24T12:00:00.000Z');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-replica-health-'));
    store = ReplicaStore.open(join(dir, 'replica.db'), SYTELINE_CATALOG);
    const reader = new DemoSqliteConnector({ file: store.file, readWorkers: 1, timeoutMs: 5000 });
    await reader.open();
    connector = new MongooseReplicaConnector(reader, store, {
      staleAfterSeconds: 600,
      now: () => now,
    });
  });
  afterAll(async () => {
    await connector.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is not healthy before every IDO is loaded, then healthy, then stale past the bound', async () => {
    const before = await connector.health();
    expect(before.ok).toBe(false);
    expect(before.detail).toMatch(/^replica not synced yet: .*SLVendors/);
    expect(connector.asOf()).toBeNull();
    for (const d of SYTELINE_CATALOG) {
      store.startPass(d.name, null, '20261124 05:55:00.000', '2026-11-24T11:55:00.000Z');
      store.finishPass(d.name);
    }
    expect(await connector.health()).toEqual({
      ok: true,
      connector: 'mongoose',
      detail: 'replica as of 2026-11-24T11:55:00.000Z',
    });
    expect(connector.asOf()).toBe('2026-11-24T11:55:00.000Z');
    now = new Date('2026-11-24T12:06:00.000Z');
    const stale = await connector.health();
    expect(stale.ok).toBe(false);
    expect(stale.detail).toMatch(/^replica stale: as of 2026-11-24T11:55:00.000Z, 660 s ago/);
  });

  it('refuses, by name, a property an extension added (the copy holds the catalog properties only)', async () => {
    const withUdf = new CatalogIdo({
      ...VENDORS,
      properties: [
        ...VENDORS.properties,
        {
          name: 'Uf_Rating',
          type: 'string',
          label: 'Rating',
          alias: 'rating',
          source: 'site-udfs',
        },
      ],
    });
    const VendNum = withUdf.property('VendNum') as PropertyDefinition;
    const Uf = withUdf.property('Uf_Rating') as PropertyDefinition;
    const load = (properties: PropertyDefinition[]) =>
      connector.load({
        ido: withUdf,
        properties,
        orderBy: [{ property: VendNum, direction: 'asc' }],
        limit: 5,
        distinct: false,
        today: '2026-11-24',
      });
    await expect(load([VendNum])).resolves.toMatchObject({ columns: ['VendNum'] });
    await expect(load([VendNum, Uf])).rejects.toMatchObject({
      details: { reason: 'not-replicated', property: 'SLVendors.Uf_Rating' },
    });
    await expect(
      connector.count({
        ido: withUdf,
        filter: parseFilter("Uf_Rating = 'A'"),
        today: '2026-11-24',
      }),
    ).rejects.toMatchObject({ details: { reason: 'not-replicated' } });
  });
});
