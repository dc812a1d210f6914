import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRootDir, loadConfig } from '../config/load-config';
import { checkErp } from './doctor-checks';

const dir = mkdtempSync(join(tmpdir(), 'erpc-doctor-mongoose-'));

function check(env: Record<string, string>) {
  const config = loadConfig({ ERPC_DATA_DIR: dir, ERPC_MONGOOSE_CONFIG: 'ACME_PRD_SITE', ...env });
  return checkErp({ env, rootDir: findRootDir(), now: new Date(), config, uid: 1000 });
}

describe('doctor, mongoose connector', () => {
  it('shows the gateway URL an .ionapi file leads to, and none of its secrets', () => {
    const file = join(dir, 'site.ionapi');
    writeFileSync(
      file,
      JSON.stringify({
        ti: 'ACME_PRD',
        ci: 'ACME_PRD~client',
        cs: 'the-client-secret',
        iu: 'https://ionapi.example',
        pu: 'https://sso.example/ACME_PRD/as/',
        ot: 'token.oauth2',
        saak: 'ACME_PRD#the-access-key',
        sask: 'the-secret-key',
      }),
    );
    const result = check({ ERPC_MONGOOSE_IONAPI: file });
    expect(result.status).toBe('OK');
    expect(result.message).toContain('https://ionapi.example/ACME_PRD/CSI/IDORequestService/ido');
    expect(result.message).not.toMatch(/the-client-secret|the-access-key|the-secret-key/);
  });

  it('fails on an incomplete .ionapi file, naming the missing keys, and on a missing CA', () => {
    const file = join(dir, 'partial.ionapi');
    writeFileSync(file, JSON.stringify({ ti: 'ACME_PRD', cs: 'the-client-secret' }));
    const partial = check({ ERPC_MONGOOSE_IONAPI: file });
    expect(partial.status).toBe('FAIL');
    expect(partial.message).toMatch(/lacks ci, pu, ot, iu, saak, sask/);
    expect(partial.message).not.toContain('the-client-secret');
    const noCa = check({ ERPC_MONGOOSE_IONAPI: file, ERPC_MONGOOSE_CA: join(dir, 'absent.pem') });
    expect(noCa.status).toBe('FAIL');
    expect(noCa.message).toMatch(/CA bundle .*absent\.pem does not exist/);
  });
});
