import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { parseEd25519PublicKey } from '../../config/ed25519-public-key';
import { bundleDigest, checkSums, parseDigest, SIGNATURE_FILE } from './bundle-digest';
import { refused } from './bundle-refusal';
import { checkSignature, TrustedKey } from './bundle-signature';

/** How the uploader vouches for a bundle: its digest, and optionally a signature of it. */
export interface BundleCredentials {
  digest?: string;
  signature?: string;
}

/** What the checks established. */
export interface VerifiedBundle {
  digest: string;
  /** The trusted key whose signature verified; null for an unsigned bundle. */
  signer: string | null;
  /** The signature given beside the bundle (a SIGNATURE file travels inside it). */
  signature: string | null;
}

/**
 * The checks a bundle passes before this daemon takes it into service, the same on the daemon it
 * was deployed to and on every other daemon that fetches it from the shared database: the digest
 * recomputed from the files equals the one given (and SHA256SUMS, if any, describes the files),
 * and the signature verifies against this daemon's trusted keys (extensions.trustedKeys,
 * extensions.allowUnsigned).
 */
@Injectable()
export class BundleVerifier {
  private readonly keys: TrustedKey[];

  constructor(private readonly config: AppConfig) {
    this.keys = config.extensions.trustedKeys.map((k) => ({
      id: k.id,
      key: parseEd25519PublicKey(k.publicKey),
    }));
  }

  verify(files: ReadonlyMap<string, Buffer>, credentials: BundleCredentials): VerifiedBundle {
    const digest = bundleDigest(files);
    const expected = parseDigest(credentials.digest);
    if (expected !== digest) {
      throw refused(
        'digest_mismatch',
        `the bundle's digest is ${digest}, not ${expected} as given`,
        {
          expected,
          actual: digest,
        },
      );
    }
    checkSums(files);
    const signature = credentials.signature ?? files.get(SIGNATURE_FILE)?.toString('utf8');
    const signer = checkSignature(
      digest,
      signature,
      this.keys,
      this.config.extensions.allowUnsigned,
    );
    return { digest, signer, signature: credentials.signature?.trim() || null };
  }
}
