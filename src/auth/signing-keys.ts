import { Injectable, Logger } from '@nestjs/common';
import {
  KeyObject,
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  randomBytes,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  private readonly logger = new Logger(SigningKeys.name);

  constructor(config: AppConfig) {
    this.algorithm = config.auth.algorithm;
    if (this.algorithm === 'HS256') {
      const secret = createSecretKey(this.loadOrCreateSecret(config.dataDir));
      this.signingKey = secret;
      this.verificationKey = secret;
    } else {
      // The schema guarantees both files are configured for asymmetric algorithms.
      this.signingKey = createPrivateKey(readFileSync(config.auth.privateKeyFile as string));
      this.verificationKey = createPublicKey(readFileSync(config.auth.publicKeyFile as string));
    }
  }

  private loadOrCreateSecret(dataDir: string): Buffer {
    const dir = join(dataDir, 'secrets');
    const file = join(dir, 'jwt-hs256.key');
    if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(64);
    // 'wx' fails if another process won the race; then read what it wrote.
    try {
      writeFileSync(file, secret.toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
      this.logger.log(`generated a new JWT signing secret at ${file}`);
      return secret;
    } catch {
      return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    }
  }
}
