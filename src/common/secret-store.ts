import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';

/**
 * Named random secrets generated on first use into `<data>/secrets` (directory 0700, files
 * 0600). Daemons that share state must share this directory's files (see README, scale-out).
 */
@Injectable()
export class SecretStore {
  private readonly logger = new Logger(SecretStore.name);
  private readonly cache = new Map<string, Buffer>();

  constructor(private readonly config: AppConfig) {}

  get(name: string, bytes: number): Buffer {
    const cached = this.cache.get(name);
    if (cached) return cached;
    const dir = join(this.config.dataDir, 'secrets');
    const file = join(dir, name);
    let secret: Buffer;
    if (existsSync(file)) {
      secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    } else {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      secret = randomBytes(bytes);
      try {
        // 'wx' fails if another process won the race; then read what it wrote.
        writeFileSync(file, secret.toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
        chmodSync(file, 0o600);
        this.logger.log(`generated a new secret at ${file}`);
      } catch {
        secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
      }
    }
    this.cache.set(name, secret);
    return secret;
  }
}
