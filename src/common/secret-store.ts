import { Injectable, Logger, Optional } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';

/** The table of generated secrets on PostgreSQL (migration SharedSecrets1763741300000). */
export const SHARED_SECRETS_TABLE = 'shared_secrets';

/**
 * Named random secrets (the HS256 JWT key, the bookmark sealing key), generated on first use.
 *
 * - SQLite (one daemon): files in `<data>/secrets` (directory 0700, files 0600).
 * - PostgreSQL (any number of daemons, each with its own data directory): a row in
 *   `shared_secrets`, so every daemon signs and seals with the same keys. The first writer wins
 *   (INSERT … ON CONFLICT DO NOTHING, then read back), so daemons starting together agree. A
 *   secret file already in the data directory is offered as the candidate, so a deployment
 *   that used to copy `<data>/secrets` keeps its keys (and its users' tokens) on upgrade.
 *
 * Whoever can read that table can mint tokens, as whoever can read the data directory can on
 * SQLite; RS256/ES256 key files (auth.privateKeyFile) keep the JWT key out of the database.
 */
@Injectable()
export class SecretStore {
  private readonly logger = new Logger(SecretStore.name);
  private readonly cache = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly config: AppConfig,
    // Absent only in scripts that read a single daemon's files (the benchmark).
    @Optional() private readonly dataSource?: DataSource,
  ) {}

  /** The secret `name` of `bytes` random bytes, generated if no daemon has made it yet. */
  get(name: string, bytes: number): Promise<Buffer> {
    let secret = this.cache.get(name);
    if (!secret) {
      secret = this.config.database.url
        ? this.fromDatabase(name, bytes)
        : Promise.resolve(this.fromFile(name, bytes));
      // A failed attempt (database briefly away at start) may be retried by the next caller.
      secret.catch(() => this.cache.delete(name));
      this.cache.set(name, secret);
    }
    return secret;
  }

  private fileOf(name: string): string {
    return join(this.config.dataDir, 'secrets', name);
  }

  private readFile(file: string): Buffer {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  }

  private fromFile(name: string, bytes: number): Buffer {
    const file = this.fileOf(name);
    if (existsSync(file)) return this.readFile(file);
    mkdirSync(join(this.config.dataDir, 'secrets'), { recursive: true, mode: 0o700 });
    const secret = randomBytes(bytes);
    try {
      // 'wx' fails if another process won the race; then read what it wrote.
      writeFileSync(file, secret.toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
      this.logger.log(`generated a new secret at ${file}`);
      return secret;
    } catch {
      return this.readFile(file);
    }
  }

  private async fromDatabase(name: string, bytes: number): Promise<Buffer> {
    if (!this.dataSource) throw new Error('SecretStore needs the data source on PostgreSQL');
    const file = this.fileOf(name);
    const local = existsSync(file) ? this.readFile(file) : null;
    const inserted = await this.dataSource.query<unknown[]>(
      `INSERT INTO ${SHARED_SECRETS_TABLE} (name, value) VALUES ($1, $2) ` +
        'ON CONFLICT (name) DO NOTHING RETURNING name',
      [name, (local ?? randomBytes(bytes)).toString('base64')],
    );
    if (inserted.length > 0) {
      this.logger.log(
        `stored ${local ? `the secret of ${file}` : 'a new secret'} as "${name}" in the database`,
      );
    }
    const rows = await this.dataSource.query<Array<{ value: string }>>(
      `SELECT value FROM ${SHARED_SECRETS_TABLE} WHERE name = $1`,
      [name],
    );
    const secret = Buffer.from(rows[0].value, 'base64');
    if (local && !local.equals(secret)) {
      this.logger.warn(`${file} differs from the database's "${name}"; the database's is used`);
    }
    return secret;
  }
}
