import { Logger } from '@nestjs/common';
import type { Server as HttpsServer } from 'node:https';
import { readTlsCredentials, TlsCredentials, TlsSettings } from './tls-credentials';

/**
 * Re-reads the configured certificate and key (on SIGHUP) and hands them to the listening
 * server, so a renewed certificate takes effect without dropping connections: new handshakes
 * use it, open ones keep theirs. A file that fails the checks leaves the served one in place.
 */
export class TlsReloader {
  private readonly logger = new Logger('Tls');

  constructor(
    private readonly settings: TlsSettings,
    private readonly server: Pick<HttpsServer, 'setSecureContext'>,
    private current: TlsCredentials,
    private readonly onLoaded?: (credentials: TlsCredentials) => void,
  ) {}

  /** True when the new files are served now. */
  reload(): boolean {
    let next: TlsCredentials;
    try {
      next = readTlsCredentials(this.settings);
      this.server.setSecureContext(next.options);
    } catch (error) {
      this.logger.error({
        msg: `TLS reload failed; still serving the certificate ${this.current.fingerprint256}: ${(error as Error).message}`,
        fingerprint256: this.current.fingerprint256,
      });
      return false;
    }
    this.current = next;
    this.logger.log({
      msg: `TLS certificate reloaded: ${next.subject}, valid to ${next.validTo.toISOString()}`,
      fingerprint256: next.fingerprint256,
      validTo: next.validTo.toISOString(),
    });
    this.onLoaded?.(next);
    return true;
  }
}
