import { createPublicKey, KeyObject } from 'node:crypto';

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 key bytes follow it. */
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * An Ed25519 public key written as PEM, as base64 of its DER SubjectPublicKeyInfo (what
 * `openssl pkey -pubout -outform DER | base64` prints), or as base64 of the raw 32 bytes.
 * Throws with a readable message when the text is none of these or not an Ed25519 key.
 */
export function parseEd25519PublicKey(text: string): KeyObject {
  const trimmed = text.trim();
  let key: KeyObject;
  try {
    if (trimmed.startsWith('-----BEGIN')) {
      key = createPublicKey({ key: trimmed, format: 'pem' });
    } else {
      const bytes = Buffer.from(trimmed, 'base64');
      const der = bytes.length === 32 ? Buffer.concat([SPKI_PREFIX, bytes]) : bytes;
      key = createPublicKey({ key: der, format: 'der', type: 'spki' });
    }
  } catch {
    throw new Error(
      'not a public key (PEM, base64 DER SubjectPublicKeyInfo, or base64 of 32 bytes)',
    );
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(`an ${String(key.asymmetricKeyType)} key; extension signatures use ed25519`);
  }
  return key;
}
