import { Injectable } from '@nestjs/common';
import { KeyObject, createPrivateKey, createPublicKey, createSecretKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SecretStore } from '../common/secret-store';
import { AppConfig } from '../config/app-config';
import { JwtAlgorithm } from '../config/config.schema';

/**
 * The JWT keys, prepared once as KeyObjects: jsonwebtoken re-parses a string secret on every
 * verification, which measured ten times slower on this hardware (reference/baselines.md).
 * Built by `SigningKeys.load` because the HS256 secret may come from the shared database.
 */
@Injectable()
export class SigningKeys {
  private constructor(
    readonly algorithm: JwtAlgorithm,
    readonly signingKey: KeyObject,
    readonly verificationKey: KeyObject,
  ) {}

  static async load(config: AppConfig, secrets: SecretStore): Promise<SigningKeys> {
    const algorithm = config.auth.algorithm;
    if (algorithm === 'HS256') {
      const secret = createSecretKey(await secrets.get('jwt-hs256.key', 64));
      return new SigningKeys(algorithm, secret, secret);
    }
    // The schema guarantees both files are configured for asymmetric algorithms.
    return new SigningKeys(
      algorithm,
      createPrivateKey(readFileSync(config.auth.privateKeyFile as string)),
      createPublicKey(readFileSync(config.auth.publicKeyFile as string)),
    );
  }
}
