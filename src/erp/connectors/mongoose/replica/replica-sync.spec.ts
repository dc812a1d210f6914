import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogIdo } from '../../../catalog/catalog-ido';
import type { IdoDefinition } from '../../../catalog/catalog.types';
import { SYTELINE_CATALOG } from '../../../catalog/syteline-catalog';
import type { MongooseClient, MongooseLoadAnswer } from '../mongoose-client';
import { ReplicaStore } from './replica-store';
import { ReplicaSyncAborted, ReplicaSynchronizer } from './replica-sync';

const VENDORS = SYTELINE_CATALOG.find((d) => d.name === 'SLVendors') as IdoDefinition;

/** A vendor as Mongoose answers it: every stored property as text. */
function item(num: string): Record<string, string | null> {
  return Object.fromEntries(
    VENDORS.properties
      .filter((p) => !p.derived)
      .map((p) => [
        p.name,
        p.name === 'VendNum' ? num : p.name === 'Name' ? `Vendor ${num}` : null,
      ]),
  );
}

/**
 * A stand-in for the ERP's HTTP side (no Infor server runs here): answers loads from a
 * function of the parameters, and /info with RecordDate.
 */
function client(load: (params: Readonly<Record<string, string>>) => MongooseLoadAnswer) {
  const calls: Array<Readonly<Record<string, string>>> = [];
  const stub = {
    load: (_ido: string, params: Readonly<Record<string, string>>) => {
      calls.push(params);
      return Promise.resolve(load(params));
    },
    info: () =>
      Promise.resolve({ Success: true, Message: null, Properties: [{ Name: 'RecordDate' }] }),
  };
  return { client: stub as unknown as MongooseClient, calls };
}

describe('ReplicaSynchronizer paging', () => {
  let dir: string;
  let store: ReplicaStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-replica-sync-'));
    store = ReplicaStore.open(join(dir, 'replica.db'), [VENDORS]);
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const options = {
    pageSize: 2,
    overlapSeconds: 60,
    sweepIntervalSeconds: 3600,
    serverTimeZone: 'America/Chicago',
  };
  const now = () => new Date('2026-11-25T03:05:00.000Z');

  it('pages by key after the last committed row, then filters by RecordDate in server time', async () => {
    const all = ['   1001', '   1002', '   1003'];
    const { client: erp, calls } = client((params) => {
      const after = /VendNum > N'([^']*)'/.exec(params.filter ?? '')?.[1];
      const rest = all.filter((k) => after === undefined || k > after);
      return {
        Success: true,
        Message: null,
        Items: rest.slice(0, 2).map(item),
        MoreRowsExist: rest.length > 2,
      };
    });
    const sync = new ReplicaSynchronizer(erp, store, [new CatalogIdo(VENDORS)], options, now);
    expect(await sync.run(() => Promise.resolve())).toMatchObject({ rows: 3, deleted: 0 });
    expect(calls.map((c) => c.filter)).toEqual([undefined, "VendNum > N'   1002'"]);
    expect(calls[0]).toMatchObject({ orderby: 'VendNum', recordcap: '2' });
    // 03:05 UTC less the minute of overlap, on Chicago's wall clock (CST, UTC−6).
    expect(store.state('SLVendors').watermark).toBe('20261124 21:04:00.000');
    calls.length = 0;
    await sync.run(() => Promise.resolve());
    expect(calls[0].filter).toBe("RecordDate >= '20261124 21:04:00.000'");
  });

  it('stops with an error when the ERP hands back the same page again', async () => {
    const { client: erp } = client(() => ({
      Success: true,
      Message: null,
      Items: [item('   1001'), item('   1002')],
      MoreRowsExist: true,
    }));
    const sync = new ReplicaSynchronizer(erp, store, [new CatalogIdo(VENDORS)], options, now);
    await expect(sync.run(() => Promise.resolve())).rejects.toThrow(/did not advance/);
    // What was committed stays, with its position: a later sync resumes after it.
    expect(store.state('SLVendors').pass?.after).toEqual(['   1002']);
  });

  it("turns Success: false into an error carrying the ERP's message", async () => {
    const { client: erp } = client(() => ({
      Success: false,
      Message: "Property 'Phone' is not valid for IDO SLVendors.",
      Items: null,
    }));
    const sync = new ReplicaSynchronizer(erp, store, [new CatalogIdo(VENDORS)], options, now);
    await expect(sync.run(() => Promise.resolve())).rejects.toThrow(
      /refused to load SLVendors for the replica: Property 'Phone'/,
    );
  });

  it('syncs the other IDOs when one fails, then fails naming it; the failed one resumes next time', async () => {
    const items = ['   2001', '   2002'];
    let refuse = true;
    const stub = {
      load: (ido: string) =>
        Promise.resolve(
          ido === 'SLVendors' && refuse
            ? { Success: false, Message: 'refused for the test', Items: null }
            : {
                Success: true,
                Message: null,
                Items: ido === 'SLVendors' ? items.map(item) : [],
                MoreRowsExist: false,
              },
        ),
      info: () =>
        Promise.resolve({ Success: true, Message: null, Properties: [{ Name: 'RecordDate' }] }),
    } as unknown as MongooseClient;
    const customers = SYTELINE_CATALOG.find((d) => d.name === 'SLCustomers') as IdoDefinition;
    store.close();
    store = ReplicaStore.open(join(dir, 'two.db'), [VENDORS, customers]);
    const idos = [new CatalogIdo(VENDORS), new CatalogIdo(customers)];
    const sync = new ReplicaSynchronizer(stub, store, idos, options, now);
    await expect(sync.run(() => Promise.resolve())).rejects.toThrow(
      /failed for 1 of 2 IDOs.*SLVendors/,
    );
    // SLCustomers, after the refused IDO, was synced all the same.
    expect(store.state('SLCustomers').syncedAt).not.toBeNull();
    expect(store.state('SLVendors').syncedAt).toBeNull();
    refuse = false;
    expect(await sync.run(() => Promise.resolve())).toMatchObject({ rows: 2 });
    expect(store.state('SLVendors').syncedAt).not.toBeNull();
  });

  it('stops at once when the sync is aborted (its lock lost), whatever IDO it is on', async () => {
    const { client: erp } = client(() => ({
      Success: true,
      Message: null,
      Items: [item('   3001')],
      MoreRowsExist: false,
    }));
    const sync = new ReplicaSynchronizer(erp, store, [new CatalogIdo(VENDORS)], options, now);
    await expect(
      sync.run(() => Promise.reject(new ReplicaSyncAborted('lock lost'))),
    ).rejects.toBeInstanceOf(ReplicaSyncAborted);
    expect(store.state('SLVendors').syncedAt).toBeNull();
  });
});
