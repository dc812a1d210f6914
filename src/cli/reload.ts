import { connect } from 'node:tls';
import {
  TlsCredentials,
  TlsCredentialsError,
  readTlsCredentials,
} from '../common/http/tls-credentials';
import type { AppConfig } from '../config/app-config';
import { dialAddress } from './wait-ready';

export const RELOAD_USAGE = `  reload --pid PID [--timeout SECONDS]
                                   make the daemon PID re-read its TLS certificate (SIGHUP) and,
                                   with TLS, wait until new connections get the certificate on
                                   disk: the systemd unit's ExecReload= (needs no /bin/kill)`;

/** The SHA-256 fingerprint of the certificate a new TLS connection is given, or an error. */
function servedFingerprint(host: string, port: number, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    // Only the certificate is looked at, never trusted: no request is sent.
    const socket = connect({ host, port, rejectUnauthorized: false });
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`no TLS answer in ${timeoutMs} ms`)),
    );
    socket.once('secureConnect', () => {
      const fingerprint = socket.getPeerCertificate().fingerprint256;
      socket.end();
      resolve(fingerprint);
    });
    socket.once('error', reject);
  });
}

/**
 * Waits until new connections to the daemon get `wanted`. Resolves with the last fingerprint
 * seen (or the last error) when the deadline passes first.
 */
async function awaitCertificate(
  config: AppConfig,
  wanted: TlsCredentials,
  timeoutMs: number,
): Promise<{ ok: boolean; last: string }> {
  const host = dialAddress(config.server.host);
  const deadline = Date.now() + timeoutMs;
  let last = 'nothing yet';
  for (let delay = 20; ; delay = Math.min(delay * 2, 500)) {
    try {
      last = await servedFingerprint(host, config.server.port, 2000);
      if (last === wanted.fingerprint256) return { ok: true, last };
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() + delay > deadline) return { ok: false, last };
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/**
 * `erp-connector reload --pid PID`, the unit's `ExecReload=` (systemd passes `$MAINPID`). A signal
 * alone would make `systemctl reload` succeed before anything happened and whatever the outcome;
 * this checks the files first (a pair the daemon would refuse fails the reload, and the daemon is
 * not bothered), sends SIGHUP, and with TLS returns only once new connections get the certificate
 * on disk. So a renewal hook that runs `systemctl reload` learns whether it worked.
 */
export async function reloadCommand(args: string[], config: AppConfig): Promise<number> {
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const pid = Number(option('--pid'));
  const seconds = Number(option('--timeout') ?? 30);
  if (!Number.isInteger(pid) || pid <= 1 || !Number.isFinite(seconds) || seconds <= 0) {
    console.error('reload: needs --pid PID (the daemon; $MAINPID in a unit) [--timeout SECONDS]');
    return 2;
  }
  let wanted: TlsCredentials | null;
  try {
    // The same checks the daemon makes before it swaps certificates.
    wanted = config.server.tls.certFile ? readTlsCredentials(config.server.tls) : null;
  } catch (error) {
    if (!(error instanceof TlsCredentialsError)) throw error;
    console.error(
      `reload: not sent, the daemon keeps serving its current certificate: ${error.message}`,
    );
    return 1;
  }
  try {
    process.kill(pid, 'SIGHUP');
  } catch (error) {
    console.error(`reload: cannot signal process ${pid}: ${(error as Error).message}`);
    return 1;
  }
  if (!wanted) {
    console.log(
      `reload: sent SIGHUP to ${pid}; no TLS is configured, so there is nothing to reload`,
    );
    return 0;
  }
  const served = await awaitCertificate(config, wanted, seconds * 1000);
  if (!served.ok) {
    console.error(
      `reload: the daemon (pid ${pid}) still does not serve ${config.server.tls.certFile} ` +
        `(${wanted.fingerprint256}) after ${seconds} s; last seen: ${served.last}. ` +
        'Its log says why (journalctl -u erp-connector).',
    );
    return 1;
  }
  console.log(
    `reload: erp-connector (pid ${pid}) serves ${config.server.tls.certFile}: ${wanted.subject}, ` +
      `valid to ${wanted.validTo.toISOString()}, ${wanted.fingerprint256}`,
  );
  return 0;
}
