import { Injectable } from '@nestjs/common';
import { KeyObject, createPrivateKey, createPublicKey, createSecretKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SecretStore } from '../common/secret-store';
import { AppConfig } from '../config/app-config';
import { JwtAlgorithm } from '../config/config.schema';

/**
 * The JWT keys, prepared once as KeyObjects: jsonwebtoken re-parses a string secret on every
 * verification, which measured ten times slower on this hardware (reference/baselines.md).
 */
@Injectable()
export class SigningKeys {
  readonly algorithm: JwtAlgorithm;
  readonly signingKey: KeyObject;
  readonly verificationKey: KeyObject;

  constructor(config: AppConfig, secrets: SecretStore) {
    this.algorithm = config.auth.algorithm;
    if (this.algorithm === 'HS256') {
      const secret = createSecretKey(secrets.get('jwt-hs256.key', 64));
      this.signingKey = secret;
      this.verificationKey = secret;
    } else {
      // The schema guarantees both files are configured for asymmetric algorithms.
      this.signingKey = createPrivateKey(readFileSync(config.auth.privateKeyFile as string));
      this.verificationKey = createPublicKey(readFileSync(config.auth.publicKeyFile as string));
    }
  }
}
