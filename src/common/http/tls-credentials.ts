import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createSecureContext, type SecureContextOptions } from 'node:tls';
import type { AppConfig } from '../../config/app-config';

export type TlsSettings = AppConfig['server']['tls'];

/** What the daemon serves: the PEM material and facts about the certificate for the log. */
export interface TlsCredentials {
  options: SecureContextOptions & { key: Buffer; cert: Buffer };
  /** SHA-256 fingerprint of the leaf certificate, as `openssl x509 -fingerprint -sha256`. */
  fingerprint256: string;
  subject: string;
  validTo: Date;
}

/** Certificate or key files that cannot be served; the message says which and why. */
export class TlsCredentialsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TlsCredentialsError';
  }
}

function read(file: string, what: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new TlsCredentialsError(
      `cannot read the TLS ${what} ${file}: ${(error as Error).message}`,
    );
  }
}

/**
 * Reads and checks the configured files: the certificate parses, the key opens (with the
 * passphrase), the key belongs to the certificate, and OpenSSL accepts the pair as a context.
 * The pairing is checked by hand because OpenSSL, given a mismatched pair, silently drops the
 * key and every handshake then fails later with an obscure error.
 */
export function readTlsCredentials(tls: TlsSettings): TlsCredentials {
  if (!tls.certFile || !tls.keyFile) throw new TlsCredentialsError('TLS is not configured');
  const cert = read(tls.certFile, 'certificate');
  const key = read(tls.keyFile, 'key');
  const ca = tls.caFile ? read(tls.caFile, 'CA file') : undefined;
  let leaf: X509Certificate;
  try {
    leaf = new X509Certificate(cert);
  } catch (error) {
    throw new TlsCredentialsError(
      `${tls.certFile} is not a PEM certificate: ${(error as Error).message}`,
    );
  }
  let privateKey;
  try {
    privateKey = createPrivateKey({ key, passphrase: tls.passphrase ?? undefined });
  } catch (error) {
    throw new TlsCredentialsError(
      `${tls.keyFile} is not a usable private key (wrong passphrase?): ${(error as Error).message}`,
    );
  }
  if (!leaf.checkPrivateKey(privateKey)) {
    throw new TlsCredentialsError(
      `${tls.keyFile} is not the private key of the certificate in ${tls.certFile}`,
    );
  }
  const options: TlsCredentials['options'] = {
    key,
    cert,
    ...(ca ? { ca } : {}),
    ...(tls.passphrase ? { passphrase: tls.passphrase } : {}),
  };
  try {
    createSecureContext(options);
  } catch (error) {
    throw new TlsCredentialsError(`TLS files rejected: ${(error as Error).message}`);
  }
  return {
    options,
    fingerprint256: leaf.fingerprint256,
    subject: leaf.subject.replace(/\n/g, ', '),
    validTo: new Date(leaf.validTo),
  };
}
