import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DomainError } from '../../common/errors/domain-error';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts bookmarks (AES-256-GCM). A bookmark holds the last row's order and key values; a
 * role whose field mask hides a key property must not read it back out of the cursor, and
 * nobody can forge one.
 */
export class BookmarkSealer {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('bookmark key must be 32 bytes');
  }

  /** For unit tests and tools: a key that lives as long as the process. */
  static ephemeral(): BookmarkSealer {
    return new BookmarkSealer(randomBytes(32));
  }

  seal(token: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  open(sealed: string): string {
    const malformed = DomainError.validation(
      'bookmark is malformed; pass meta.nextBookmark back unchanged',
      { field: 'bookmark' },
    );
    if (sealed.length > 8192 || !/^[A-Za-z0-9_-]+$/.test(sealed)) throw malformed;
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) throw malformed;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw malformed;
    }
  }
}
