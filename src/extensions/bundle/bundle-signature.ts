import { KeyObject, verify } from 'node:crypto';
import { refused } from './bundle-refusal';

export interface TrustedKey {
  id: string;
  key: KeyObject;
}

/**
 * Checks an Ed25519 signature over the digest text (the UTF-8 bytes of `sha256:<hex>`, exactly
 * as sent in X-Extension-Digest) against every trusted key. Returns the id of the key that
 * verifies, or null for an unsigned bundle where that is allowed. A signature that cannot be
 * checked (no keys configured) is refused rather than ignored: the uploader meant it to count.
 */
export function checkSignature(
  digest: string,
  signature: string | undefined,
  keys: readonly TrustedKey[],
  allowUnsigned: boolean,
): string | null {
  const text = signature?.trim();
  if (!text) {
    if (keys.length > 0 && !allowUnsigned) {
      throw refused(
        'signature_required',
        'this daemon takes only signed bundles: send X-Extension-Signature (base64 Ed25519 signature of the digest) or a SIGNATURE file',
      );
    }
    return null;
  }
  if (keys.length === 0) {
    throw refused(
      'signature_unverifiable',
      'the bundle is signed but no trusted keys are configured (extensions.trustedKeys)',
    );
  }
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
  if (bytes.length !== 64) {
    throw refused(
      'signature_invalid',
      'the signature must be 64 bytes of Ed25519 signature in base64',
    );
  }
  const message = Buffer.from(digest, 'utf8');
  const signer = keys.find((k) => verify(null, message, k.key, bytes));
  if (!signer) {
    throw refused(
      'signature_invalid',
      'the signature does not verify against any trusted key for this digest',
    );
  }
  return signer.id;
}
