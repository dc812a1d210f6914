import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './load-config';

const dataDir = mkdtempSync(join(tmpdir(), 'erpc-mongoose-config-'));

function load(env: Record<string, string>) {
  return loadConfig({ ERPC_DATA_DIR: dataDir, ERPC_HOST: '127.0.0.1', ...env });
}

function faults(env: Record<string, string>): string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.faults;
    throw error;
  }
  return [];
}

describe('mongoose configuration (SPEC §9 names)', () => {
  const direct = {
    ERPC_MONGOOSE_URL: 'https://erp.example/IDORequestService/ido',
    ERPC_MONGOOSE_CONFIG: 'SITE1',
    ERPC_MONGOOSE_USER: 'erpc',
    ERPC_MONGOOSE_PASSWORD_FILE: '/run/credentials/erp-connector/mongoose',
  };

  it('reads the environment names and implies the connector from the URL', () => {
    const config = load({ ...direct, ERPC_ERP_MODE: 'live' });
    expect(config.erp.connector).toBe('mongoose');
    expect(config.erp.mode).toBe('live');
    expect(config.erp.catalog).toBe('syteline');
    expect(config.erp.mongoose).toMatchObject({
      url: direct.ERPC_MONGOOSE_URL,
      config: 'SITE1',
      user: 'erpc',
      passwordFile: direct.ERPC_MONGOOSE_PASSWORD_FILE,
    });
  });

  it('keeps ERPC_ERP_CONNECTOR=mongoose valid only with a URL, a configuration and credentials', () => {
    const missing = faults({ ERPC_ERP_CONNECTOR: 'mongoose' }).join('\n');
    expect(missing).toMatch(/ERPC_MONGOOSE_URL/);
    expect(missing).toMatch(/ERPC_MONGOOSE_CONFIG/);
    expect(missing).toMatch(/ERPC_MONGOOSE_PASSWORD_FILE/);
    expect(
      faults({ ...direct, ERPC_MONGOOSE_USER: '', ERPC_MONGOOSE_IONAPI: '/etc/erpc/site.ionapi' }),
    ).toEqual([]);
    expect(faults({ ...direct, ERPC_ERP_MODE: 'sometimes' }).join('\n')).toMatch(/mode/);
  });

  it('takes the ION gateway URL from the .ionapi file when no URL is given', () => {
    const ion = {
      ERPC_MONGOOSE_CONFIG: 'TENANT_PRD_SITE',
      ERPC_MONGOOSE_IONAPI: '/etc/erpc/site.ionapi',
    };
    const config = load(ion);
    expect(config.erp.connector).toBe('mongoose');
    expect(config.erp.mongoose).toMatchObject({ url: null, ionapi: ion.ERPC_MONGOOSE_IONAPI });
    expect(faults({ ERPC_MONGOOSE_IONAPI: ion.ERPC_MONGOOSE_IONAPI }).join('\n')).toMatch(
      /ERPC_MONGOOSE_CONFIG/,
    );
  });

  it('leaves the demo the default', () => {
    expect(load({}).erp.connector).toBe('demo');
  });
});
