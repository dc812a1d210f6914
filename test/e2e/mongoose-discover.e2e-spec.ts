import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '../../src/auth/capabilities';
import { discoverCatalogFile } from '../../src/cli/discover';
import { loadConfig } from '../../src/config/load-config';
import { DemoErpGenerator } from '../../src/erp/connectors/demo/demo-erp-generator';
import { FakeMongooseServer, startFakeMongooseServer } from '../support/fake-mongoose-server';
import { startTestApp } from '../support/test-app';

interface FileProperty {
  name: string;
  type: string;
  key?: boolean;
  label: string;
  format?: { length: number; justify: string };
}
interface FileIdo {
  name: string;
  properties: FileProperty[];
  relations: Array<{ property: string; targetIdo: string; targetProperty: string }>;
  defaultProperties: string[];
}

/**
 * `erp-connector discover` against a Mongoose site (the fake, serving a site's variation: a user
 * field `Uf_Priority` on SLPos, no `SLVendors.Phone`, SLItems replaced by `CMP_SLItems`): the
 * catalog file it prints from `/info` (types, keys, lengths and justification, labels,
 * subcollections as relations), what it says differs from the shipped catalog, and the daemon
 * serving that file with ERPC_CATALOG where the shipped catalog fails.
 */
describe('erp-connector discover, mongoose', () => {
  let dir: string;
  let fake: FakeMongooseServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-mongoose-discover-'));
    const file = join(dir, 'demo.sqlite');
    new DemoErpGenerator().generate({ file, scale: 0.02, asOf: '2026-11-21', seed: 13 });
    fake = await startFakeMongooseServer({ file, today: '2026-11-21' });
    fake.switches.userFields = { SLPos: ['Uf_Priority'] };
    fake.switches.hidden = { SLVendors: ['Phone'] };
    fake.switches.replaced = { SLItems: 'CMP_SLItems' };
    writeFileSync(join(dir, 'password'), 'erpc-password\n');
    env = {
      ERPC_MONGOOSE_URL: fake.url,
      ERPC_MONGOOSE_CONFIG: fake.config,
      ERPC_MONGOOSE_USER: 'erpc',
      ERPC_MONGOOSE_PASSWORD_FILE: join(dir, 'password'),
    };
  });

  afterAll(async () => {
    await fake?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const config = () => loadConfig({ ERPC_DATA_DIR: dir, ERPC_LOG_LEVEL: 'silent', ...env });
  const ido = (idos: FileIdo[], name: string): FileIdo => {
    const found = idos.find((i) => i.name === name);
    if (!found) throw new Error(`${name} is not in the printed catalog`);
    return found;
  };

  it("prints the site's catalog and what differs from the shipped one", async () => {
    const printed = await discoverCatalogFile([], config());
    const catalog = JSON.parse(printed.text) as {
      format: string;
      discover: boolean;
      idos: FileIdo[];
    };
    expect(catalog).toMatchObject({ format: 'erp-connector-catalog/1', discover: false });
    const names = catalog.idos.map((i) => i.name);
    expect(names).toContain('CMP_SLItems');
    expect(names).not.toContain('SLItems');

    const pos = ido(catalog.idos, 'SLPos');
    expect(pos.properties.find((p) => p.name === 'Uf_Priority')).toMatchObject({
      type: 'string',
      label: 'Priority',
    });
    // Shipped meaning kept: labels, derived properties.
    expect(pos.properties.find((p) => p.name === 'DaysOverdue')).toMatchObject({ type: 'integer' });

    const vendors = ido(catalog.idos, 'SLVendors');
    expect(vendors.properties.map((p) => p.name)).not.toContain('Phone');
    expect(vendors.defaultProperties).not.toContain('Phone');
    // Keys and their stored form from /info: right-justified to the property's length.
    expect(vendors.properties.find((p) => p.name === 'VendNum')).toMatchObject({
      key: true,
      format: { length: 7, justify: 'right' },
    });

    // Relations follow the replaced IDO; subcollections relate children to their parent.
    const lines = ido(catalog.idos, 'SLPoItems');
    expect(lines.relations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          property: 'Item',
          targetIdo: 'CMP_SLItems',
          targetProperty: 'Item',
        }),
        expect.objectContaining({ property: 'PoNum', targetIdo: 'SLPos', targetProperty: 'PoNum' }),
      ]),
    );

    const said = printed.summary.join('\n');
    expect(said).toMatch(/1 user fields, 1 replaced IDOs, 1 missing properties, 0 IDOs not served/);
    expect(said).toMatch(/user fields of this site, added: SLPos\.Uf_Priority/);
    expect(said).toMatch(/IDOs this site replaced.*: SLItems → CMP_SLItems/);
    expect(said).toMatch(/this server lacks, left out: SLVendors\.Phone/);
    expect(said).not.toMatch(/to edit before deploying|derived properties that need/);
  });

  it('reads only the IDOs named with --ido, a replacement by its own name', async () => {
    const printed = await discoverCatalogFile(['--ido', 'SLVendors,CMP_SLItems'], config());
    const catalog = JSON.parse(printed.text) as { idos: FileIdo[] };
    expect(catalog.idos.map((i) => i.name)).toEqual(['SLVendors', 'CMP_SLItems']);
    expect(printed.summary.join('\n')).toMatch(/SLItems → CMP_SLItems/);
  });

  it('serves the printed file with ERPC_CATALOG where the shipped catalog is refused', async () => {
    const printed = await discoverCatalogFile(['--ido', 'SLVendors,SLPos'], config());
    const file = join(dir, 'site-catalog.json');
    writeFileSync(file, printed.text);
    // Without SLPoItems, the roll-ups over PO lines cannot be computed: left out, and said.
    expect(printed.summary.join('\n')).toMatch(/derived properties that need .*SLPos\.DueDate/);
    const shipped = await startTestApp({ env });
    try {
      const res = await shipped.request('GET', '/api/v1/ido/SLVendors?recordcap=2', {
        token: await shipped.tokenFor(Role.Viewer),
      });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toContain("Property 'Phone' is not valid");
    } finally {
      await shipped.close();
    }
    const site = await startTestApp({ env: { ...env, ERPC_CATALOG: file } });
    try {
      const token = await site.tokenFor(Role.Viewer);
      const res = await site.request('GET', '/api/v1/ido/SLVendors?recordcap=2', { token });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(2);
      const meta = await site.request('GET', '/api/v1/ido/SLPos/metadata', { token });
      expect(meta.status).toBe(200);
      expect(JSON.stringify(meta.body.data)).toContain('Uf_Priority');
    } finally {
      await site.close();
    }
  }, 120_000);
});
