import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TestCa {
  /** The CA's certificate (what a site puts in ERPC_MONGOOSE_CA). */
  caFile: string;
  /** A server key and certificate for 127.0.0.1 and localhost, signed by the CA. */
  key: string;
  cert: string;
}

function openssl(args: string[], cwd: string): void {
  const made = spawnSync('openssl', args, { cwd });
  if (made.status !== 0) throw new Error(`openssl ${args[0]} failed: ${made.stderr.toString()}`);
}

/**
 * A private CA made at test time in `dir`, and a server certificate it signed: an ERP behind a
 * site's internal CA, which no default trust store knows.
 */
export function makeTestCa(dir: string): TestCa {
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    ['req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2']
      .concat([
        '-subj',
        '/CN=erp-connector test CA',
        '-addext',
        'basicConstraints=critical,CA:TRUE',
      ])
      .concat(['-addext', 'keyUsage=critical,keyCertSign,cRLSign']),
    dir,
  );
  openssl(
    ['req', '-new', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1'],
    dir,
  );
  writeFileSync(
    join(dir, 'server.ext'),
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n',
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
    ].concat(['-out', 'server.pem', '-days', '2', '-extfile', 'server.ext']),
    dir,
  );
  return {
    caFile: join(dir, 'ca.pem'),
    key: readFileSync(join(dir, 'server.key'), 'utf8'),
    cert: readFileSync(join(dir, 'server.pem'), 'utf8'),
  };
}
