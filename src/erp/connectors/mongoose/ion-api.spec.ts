import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ionGatewayIdoUrl, passwordGrantBody, readIonApiFile } from './ion-api';

const dir = mkdtempSync(join(tmpdir(), 'erpc-ionapi-'));
const SAMPLE = {
  ti: 'ACME_PRD',
  cn: 'erp-connector',
  ci: 'ACME_PRD~client',
  cs: 'client-secret-value',
  iu: 'https://mingle-ionapi.example.com/',
  pu: 'https://mingle-sso.example.com:443/ACME_PRD/as/',
  oa: 'authorization.oauth2',
  ot: 'token.oauth2',
  or: 'revoke_token.oauth2',
  saak: 'ACME_PRD#access-key-value',
  sask: 'secret-key-value',
};

function file(content: unknown): string {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.ionapi`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('.ionapi files', () => {
  it('gives the token URL, the gateway IDO URL and the password grant of the service account', () => {
    const path = file(SAMPLE);
    const ion = readIonApiFile(path);
    expect(ion.tokenUrl).toBe('https://mingle-sso.example.com:443/ACME_PRD/as/token.oauth2');
    expect(ionGatewayIdoUrl(path)).toBe(
      'https://mingle-ionapi.example.com/ACME_PRD/CSI/IDORequestService/ido',
    );
    const form = new URLSearchParams(passwordGrantBody(ion));
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'password',
      username: 'ACME_PRD#access-key-value',
      password: 'secret-key-value',
      client_id: 'ACME_PRD~client',
      client_secret: 'client-secret-value',
    });
    // The tenant's '#' is form-encoded, not cut off as a fragment.
    expect(passwordGrantBody(ion)).toContain('username=ACME_PRD%23access-key-value');
  });

  it('names the missing keys of an incomplete file, and none of the values', () => {
    const { sask: _sask, ci: _ci, ...partial } = SAMPLE;
    const path = file(partial);
    expect(() => readIonApiFile(path)).toThrow(/lacks ci, sask/);
    try {
      readIonApiFile(path);
    } catch (error) {
      const message = (error as Error).message;
      for (const value of [SAMPLE.cs, SAMPLE.saak]) expect(message).not.toContain(value);
    }
    expect(() => readIonApiFile(file('{not json'))).toThrow(/cannot be read: it is not JSON/);
    expect(() => readIonApiFile(join(dir, 'absent.ionapi'))).toThrow(/cannot be read: ENOENT/);
  });
});
