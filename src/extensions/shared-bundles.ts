import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Bundles nobody's extension row points to, older than this, are a crashed deploy's. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Where every daemon finds a deployed bundle: on PostgreSQL the table `extension_bundles`, one
 * archive (tar.gz of the bundle's files) per name and digest; for a single daemon on SQLite
 * nowhere but its own `<data>/extensions` (NoSharedBundles). A deploy puts the new version
 * beside the old one and keeps only the new once it is recorded and applied, so a daemon
 * catching up always finds the version the row names.
 */
export abstract class SharedBundles {
  /** Whether other daemons can fetch bundles from here. */
  abstract readonly shared: boolean;
  abstract put(name: string, digest: string, archive: Buffer): Promise<void>;
  abstract get(name: string, digest: string): Promise<Buffer | null>;
  /** Drops every other version of `name`. */
  abstract keepOnly(name: string, digest: string): Promise<void>;
  /** Drops one version of `name`, or all of them. */
  abstract drop(name: string, digest?: string): Promise<void>;
  /** Drops versions of a deploy that crashed before recording them; returns how many. */
  abstract removeOrphans(now: Date): Promise<number>;
}

/** A single daemon: its bundles live in its data directory only. */
export class NoSharedBundles extends SharedBundles {
  readonly shared = false;

  put(): Promise<void> {
    return Promise.resolve();
  }

  get(): Promise<Buffer | null> {
    return Promise.resolve(null);
  }

  keepOnly(): Promise<void> {
    return Promise.resolve();
  }

  drop(): Promise<void> {
    return Promise.resolve();
  }

  removeOrphans(): Promise<number> {
    return Promise.resolve(0);
  }
}

/** Bundles in the shared PostgreSQL database (migration ExtensionBundles1795454717070). */
export class DatabaseBundles extends SharedBundles {
  readonly shared = true;
  private readonly logger = new Logger('ExtensionBundles');

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async put(name: string, digest: string, archive: Buffer): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO extension_bundles (name, digest, archive, bytes) VALUES ($1, $2, $3, $4) ' +
        'ON CONFLICT (name, digest) DO UPDATE SET archive = excluded.archive, ' +
        'bytes = excluded.bytes, created_at = now()',
      [name, digest, archive, archive.length],
    );
  }

  async get(name: string, digest: string): Promise<Buffer | null> {
    const rows = await this.dataSource.query<Array<{ archive: Buffer }>>(
      'SELECT archive FROM extension_bundles WHERE name = $1 AND digest = $2',
      [name, digest],
    );
    return rows[0]?.archive ?? null;
  }

  async keepOnly(name: string, digest: string): Promise<void> {
    await this.dataSource.query('DELETE FROM extension_bundles WHERE name = $1 AND digest <> $2', [
      name,
      digest,
    ]);
  }

  async drop(name: string, digest?: string): Promise<void> {
    if (digest === undefined) {
      await this.dataSource.query('DELETE FROM extension_bundles WHERE name = $1', [name]);
      return;
    }
    await this.dataSource.query('DELETE FROM extension_bundles WHERE name = $1 AND digest = $2', [
      name,
      digest,
    ]);
  }

  async removeOrphans(now: Date): Promise<number> {
    const result = await this.dataSource.query<[unknown[], number]>(
      'DELETE FROM extension_bundles b WHERE b.created_at < $1 AND NOT EXISTS ' +
        '(SELECT 1 FROM extensions e WHERE e.name = b.name AND e.digest = b.digest)',
      [new Date(now.getTime() - ORPHAN_AGE_MS)],
    );
    const removed = result[1] ?? 0;
    if (removed > 0) this.logger.log(`removed ${removed} bundle(s) of unfinished deploys`);
    return removed;
  }
}
