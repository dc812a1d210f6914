import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { RedisBus } from '../redis/redis-bus';
import { ReportRegistry } from '../reports/report-registry.service';
import { bundleRoot, unpack } from './bundle/bundle-archive';
import type { BundleLimits } from './bundle/bundle-collector';
import { bundleDigest } from './bundle/bundle-digest';
import { refused } from './bundle/bundle-refusal';
import { BundleVerifier } from './bundle/bundle-verifier';
import { ExtensionContributions, PreparedContents } from './extension-contributions.service';
import { ExtensionEntity } from './extension.entity';
import { ExtensionStore } from './extension-store';
import { loadExtension } from './manifest/manifest-loader';
import { SharedBundles } from './shared-bundles';

const CHANNEL = 'extensions';

/** The notice a daemon sends after changing an extension; the others read the row themselves. */
interface ExtensionNotice {
  name: string;
}

/** What this daemon has in service for one extension. */
export interface LocalExtension {
  digest: string;
  /** Its contributions are applied here. */
  applied: boolean;
  /** Why the version the row names could not be applied here. */
  error?: string;
  /** The bundle itself was refused (checks, contents): trying again will not help. */
  permanent?: boolean;
}

/**
 * Keeps this daemon's extensions in line with the database, which every daemon shares on
 * PostgreSQL: the rows say which extension, which version (digest) and whether it is enabled;
 * this daemon applies, replaces or withdraws contributions to match. It catches up
 *
 * - at start, before serving: every row (a daemon that was down, or new, takes what was
 *   deployed meanwhile; what was removed meanwhile goes, its demo data too);
 * - on a notice through Redis (`<prefix>:extensions`) from the daemon that changed one;
 * - after a lost Redis connection (notices may have been missed), every `database.reconcileSeconds`
 *   (a notice may never have been sent: its daemon died), and when a report name is unknown
 *   (a job may arrive before the notice).
 *
 * A version new to this daemon is fetched from the shared database (SharedBundles) and passes
 * the same checks as an upload (unpacking limits, digest, SHA256SUMS, signature with this
 * daemon's keys) before it is applied; it is then kept in `<data>/extensions`, and a restart
 * re-applies that copy after checking its digest only (keys may rotate after a bundle was
 * accepted), as a single daemon always did.
 *
 * Everything that changes extensions on this daemon runs one at a time (`exclusive`).
 */
@Injectable()
export class ExtensionSync implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ExtensionSync.name);
  private readonly local = new Map<string, LocalExtension>();
  private queue: Promise<unknown> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  /** Past the start: applications are worth a log line each (the start logs a summary). */
  private started = false;

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly store: ExtensionStore,
    private readonly shared: SharedBundles,
    private readonly verifier: BundleVerifier,
    private readonly contributions: ExtensionContributions,
    private readonly bus: RedisBus,
    private readonly reports: ReportRegistry,
    @InjectRepository(ExtensionEntity) private readonly rows: Repository<ExtensionEntity>,
  ) {}

  get limits(): BundleLimits {
    const { maxFileBytes, maxUnpackedBytes, maxEntries } = this.config.extensions;
    return { maxFileBytes, maxUnpackedBytes, maxEntries };
  }

  /** Applies the enabled extensions before the daemon serves. */
  async onModuleInit(): Promise<void> {
    await this.store.init();
    const rows = await this.rows.find({ order: { deployedAt: 'ASC' } });
    const known = new Set(rows.map((r) => r.name));
    for (const name of await this.store.names()) {
      // Files without a row: a deploy that crashed before recording it, or (sharing a
      // database) an extension another daemon removed while this one was down.
      if (!known.has(name)) {
        await this.contributions.dropData(name);
        await this.store.remove(name);
      }
    }
    for (const row of rows) await this.follow(row);
    if (rows.length > 0) {
      const applied = rows.filter((r) => this.local.get(r.name)?.applied).length;
      this.logger.log(`extensions: ${applied} of ${rows.length} applied`);
    }
    await this.shared.removeOrphans(this.clock.now());
    this.started = true;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe<ExtensionNotice>(
      CHANNEL,
      (notice) => this.reconcileQuietly(notice.name),
      () => this.reconcile(),
    );
    // A change made between onModuleInit's read and the subscription.
    await this.reconcile();
    this.reports.onMiss(() => this.reconcile());
    if (this.shared.shared) {
      this.timer = setInterval(() => {
        this.reconcileQuietly();
        this.shared.removeOrphans(this.clock.now()).catch((error: unknown) => {
          this.logger.warn(`bundles of unfinished deploys not removed: ${String(error)}`);
        });
      }, this.config.database.reconcileSeconds * 1000);
      this.timer.unref();
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** What this daemon has in service for `name`. */
  state(name: string): LocalExtension | undefined {
    return this.local.get(name);
  }

  /** Runs changes to extensions one after another on this daemon. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Tells the other daemons that `name` changed (after the change is in the database). */
  announce(name: string): Promise<void> {
    return this.bus.publish(CHANNEL, { name } satisfies ExtensionNotice);
  }

  /** Records what this daemon has in service after changing it itself. */
  record(name: string, state: LocalExtension | null): void {
    if (state) this.local.set(name, state);
    else this.local.delete(name);
  }

  /** Brings one extension (or all) in line with the database. */
  reconcile(name?: string): Promise<void> {
    return this.exclusive(async () => {
      if (name !== undefined) {
        const row = await this.rows.findOneBy({ name });
        await (row ? this.follow(row) : this.forget(name));
        return;
      }
      const rows = await this.rows.find({ order: { deployedAt: 'ASC' } });
      const known = new Set(rows.map((r) => r.name));
      for (const held of [...this.local.keys()]) if (!known.has(held)) await this.forget(held);
      for (const row of rows) await this.follow(row);
    });
  }

  /**
   * Makes this daemon match the row (caller holds `exclusive`): withdraws a disabled
   * extension, applies an enabled version it does not have yet. A version this daemon cannot
   * take is recorded as failed (and whatever it had of the extension withdrawn); a refusal of
   * the bundle itself is not retried until the row changes.
   */
  async follow(row: ExtensionEntity): Promise<void> {
    const held = this.local.get(row.name);
    if (!row.enabled) {
      if (held?.applied) this.contributions.withdraw(row.name);
      this.local.set(row.name, { digest: row.digest, applied: false });
      return;
    }
    if (held?.digest === row.digest && (held.applied || held.permanent)) return;
    try {
      const prepared = await this.load(row);
      await this.contributions.apply(prepared, row.digest);
      this.local.set(row.name, { digest: row.digest, applied: true });
      if (this.started) {
        this.logger.log(`extension ${row.name} ${row.version} applied (${row.digest})`);
      }
    } catch (error) {
      if (held?.applied) this.contributions.withdraw(row.name);
      const message = error instanceof Error ? error.message : String(error);
      this.local.set(row.name, {
        digest: row.digest,
        applied: false,
        error: message,
        permanent: error instanceof DomainError,
      });
      this.logger.error(`extension ${row.name} ${row.version} not applied: ${message}`);
    }
  }

  /** The extension is gone from the database: withdraw it and drop what it left here. */
  async forget(name: string): Promise<void> {
    const held = this.local.get(name);
    if (!held) return;
    if (held.applied) this.contributions.withdraw(name);
    await this.contributions.dropData(name);
    await this.store.remove(name);
    this.local.delete(name);
    this.logger.log(`extension ${name} removed`);
  }

  /**
   * The row's bundle, checked, prepared against this daemon: this daemon's copy when it has the
   * row's digest; otherwise fetched from the shared database and verified as an upload is.
   */
  async load(row: ExtensionEntity): Promise<PreparedContents> {
    let files = (await this.store.has(row.name))
      ? await this.store.read(row.name, this.limits)
      : null;
    if (!files || bundleDigest(files) !== row.digest) {
      if (!this.shared.shared) {
        const actual = files ? bundleDigest(files) : 'none';
        throw refused(
          'digest_mismatch',
          `the stored files of ${row.name} changed: digest ${actual}, deployed ${row.digest}`,
          { expected: row.digest, actual },
        );
      }
      files = await this.fetch(row);
    }
    const { contents } = loadExtension(files);
    return this.contributions.prepare(row.name, contents);
  }

  private async fetch(row: ExtensionEntity): Promise<Map<string, Buffer>> {
    const archive = await this.shared.get(row.name, row.digest);
    if (!archive) {
      throw new Error(`the bundle of ${row.name} (${row.digest}) is not in the database yet`);
    }
    const files = bundleRoot(await unpack(archive, 'tar.gz', this.limits));
    this.verifier.verify(files, { digest: row.digest, signature: row.signature ?? undefined });
    const stored = await this.store.write(row.name, files);
    await stored.commit();
    return files;
  }

  private reconcileQuietly(name?: string): void {
    this.reconcile(name).catch((error: unknown) => {
      this.logger.warn(
        `extensions not brought up to date: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }
}
