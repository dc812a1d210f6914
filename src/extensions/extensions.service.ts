import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { lstat } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import type { Readable } from 'node:stream';
import { Repository } from 'typeorm';
import type { Principal } from '../auth/principal';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { ClusterLock } from '../database/cluster-lock';
import { archiveKind, bundleRoot, unpack } from './bundle/bundle-archive';
import { packBundle } from './bundle/bundle-pack';
import { refused } from './bundle/bundle-refusal';
import { BundleCredentials, BundleVerifier } from './bundle/bundle-verifier';
import { readDirectory } from './bundle/directory-reader';
import { ContentsSummary, ExtensionContributions } from './extension-contributions.service';
import { ExtensionEntity } from './extension.entity';
import { ExtensionStore } from './extension-store';
import { ExtensionSync } from './extension-sync';
import type { DeployFromDirectoryDto, ExtensionView } from './extensions.dto';
import { loadExtension } from './manifest/manifest-loader';
import { SharedBundles } from './shared-bundles';

export type { BundleCredentials } from './bundle/bundle-verifier';

/** Every daemon on one database changes extensions one at a time under this lock. */
const LOCK = 'erpc:extensions';

export interface ArchiveUpload {
  stream: Readable;
  mediaType: string;
  /** Content-Length as sent, when sent. */
  declaredLength?: number;
}

/**
 * Reads an upload into memory up to `limit` bytes. Past the limit the rest of the body is left
 * to drain into nothing (the client may finish sending and read the 413) and never stored.
 */
function readUpload(upload: ArchiveUpload, limit: number): Promise<Buffer> {
  const tooLarge = (): DomainError =>
    refused(
      'bundle_too_large',
      `the bundle is larger than ${limit} bytes (extensions.maxBundleBytes)`,
      { limit },
    );
  const { stream } = upload;
  if (upload.declaredLength !== undefined && upload.declaredLength > limit) {
    stream.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.on('data', () => undefined);
      reject(tooLarge());
    };
    const onEnd = (): void => resolve(Buffer.concat(chunks, size));
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', (error) =>
      reject(refused('archive_corrupt', `the upload failed: ${error.message}`)),
    );
  });
}

/**
 * Extensions: deploy (verify, unpack, check, store, apply), list, enable, disable and remove.
 * The database row says an extension is deployed and enabled; its files live in the store (and,
 * on PostgreSQL, in the shared database for the other daemons); its contributions live in the
 * catalog, vocabulary, report and template registries of each daemon. A change runs one at a
 * time on this daemon (ExtensionSync.exclusive) and across daemons (a lock in the database),
 * starts from this daemon caught up with the database, and ends with a notice to the others,
 * which bring themselves in line (ExtensionSync).
 */
@Injectable()
export class ExtensionsService {
  private readonly logger = new Logger(ExtensionsService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly store: ExtensionStore,
    private readonly shared: SharedBundles,
    private readonly verifier: BundleVerifier,
    private readonly contributions: ExtensionContributions,
    private readonly sync: ExtensionSync,
    private readonly lock: ClusterLock,
    @InjectRepository(ExtensionEntity) private readonly rows: Repository<ExtensionEntity>,
  ) {}

  /** Every extension, with this daemon's state once it has caught up with the database. */
  async list(): Promise<ExtensionView[]> {
    await this.sync.reconcile();
    const rows = await this.rows.find({ order: { name: 'ASC' } });
    return rows.map((row) => this.view(row));
  }

  async deployArchive(
    upload: ArchiveUpload,
    credentials: BundleCredentials,
    principal: Principal,
  ): Promise<ExtensionView> {
    const data = await readUpload(upload, this.config.extensions.maxBundleBytes);
    const limits = this.sync.limits;
    const files = bundleRoot(await unpack(data, archiveKind(upload.mediaType, data), limits));
    return this.view(await this.change((name) => this.deploy(files, credentials, principal, name)));
  }

  async deployDirectory(
    body: DeployFromDirectoryDto,
    principal: Principal,
  ): Promise<ExtensionView> {
    const base = this.config.extensions.deployDir;
    if (!base) {
      throw DomainError.validation(
        'deploying from a host directory is off (set extensions.deployDir)',
        {
          reason: 'host_deploy_off',
        },
      );
    }
    const root = join(isAbsolute(base) ? base : join(this.config.rootDir, base), body.directory);
    const info = await lstat(root).catch(() => null);
    if (!info?.isDirectory()) throw DomainError.notFound(`bundle directory ${body.directory}`);
    const files = bundleRoot(await readDirectory(root, this.sync.limits));
    return this.view(await this.change((name) => this.deploy(files, body, principal, name)));
  }

  async setEnabled(id: string, enabled: boolean): Promise<ExtensionView> {
    const row = await this.change(async (name) => {
      name(id);
      const row = await this.current(id);
      if (enabled) {
        const prepared = await this.sync.load(row);
        await this.contributions.apply(prepared, row.digest);
      } else {
        if (row.enabled) this.contributions.checkWithdraw(id);
        this.contributions.withdraw(id);
      }
      row.enabled = enabled;
      row.updatedAt = this.clock.now();
      const saved = await this.rows.save(row);
      this.sync.record(id, { digest: row.digest, applied: enabled });
      return saved;
    });
    return this.view(row);
  }

  async remove(id: string): Promise<void> {
    await this.change(async (name) => {
      name(id);
      const row = await this.current(id);
      if (row.enabled) this.contributions.checkWithdraw(id);
      this.contributions.withdraw(id);
      await this.contributions.dropData(id);
      await this.rows.delete({ name: row.name });
      await this.store.remove(id);
      await this.shared.drop(id);
      this.sync.record(id, null);
      this.logger.log(`extension ${id} removed`);
    });
  }

  /**
   * Runs one change on this daemon and under the database lock, then tells the other daemons
   * (before the caller's response, so a client that goes on to another daemon meets a daemon that
   * has heard of it). `work` names the extension it changes as soon as it knows it.
   */
  private async change<T>(work: (name: (id: string) => void) => Promise<T>): Promise<T> {
    let changed: string | undefined;
    const result = await this.sync.exclusive(() =>
      this.lock.run(LOCK, () => work((id) => (changed = id))),
    );
    if (changed !== undefined) await this.sync.announce(changed);
    return result;
  }

  /** The row, with this daemon brought in line with it first (another daemon may have changed it). */
  private async current(name: string): Promise<ExtensionEntity> {
    const row = await this.rows.findOneBy({ name });
    if (!row) {
      await this.sync.forget(name);
      throw DomainError.notFound(`extension ${name}`);
    }
    await this.sync.follow(row);
    return row;
  }

  private async deploy(
    files: Map<string, Buffer>,
    credentials: BundleCredentials,
    principal: Principal,
    named: (id: string) => void,
  ): Promise<ExtensionEntity> {
    const { digest, signer, signature } = this.verifier.verify(files, credentials);
    const { manifest, contents } = loadExtension(files);
    const previous = await this.rows.findOneBy({ name: manifest.name });
    if (previous) await this.sync.follow(previous);
    else await this.sync.forget(manifest.name);
    if (previous?.version === manifest.version) {
      throw refused(
        'version_deployed',
        `${manifest.name} ${manifest.version} is deployed already; give a changed bundle a new version`,
      );
    }
    const prepared = this.contributions.prepare(manifest.name, contents);
    const now = this.clock.now();
    const row = this.rows.create({
      name: manifest.name,
      version: manifest.version,
      description: manifest.description,
      digest,
      signer,
      signature,
      enabled: true,
      contents: JSON.stringify(this.contributions.summary(prepared)),
      deployedBy: principal.username,
      deployedAt: now,
      updatedAt: now,
    });
    if (this.shared.shared) await this.shared.put(manifest.name, digest, await packBundle(files));
    const stored = await this.store.write(manifest.name, files);
    named(manifest.name);
    try {
      await this.rows.save(row);
      await this.contributions.apply(prepared, digest);
    } catch (error) {
      await this.undeploy(manifest.name, previous, stored.rollback);
      if (previous?.digest !== digest) await this.shared.drop(manifest.name, digest);
      throw error;
    }
    await stored.commit();
    await this.shared.keepOnly(manifest.name, digest);
    this.sync.record(manifest.name, { digest, applied: true });
    this.logger.log(
      `extension ${manifest.name} ${manifest.version} deployed by ${principal.username} (${digest})`,
    );
    return row;
  }

  /** A deploy failed after the files were written: back to the previous version, if any. */
  private async undeploy(
    name: string,
    previous: ExtensionEntity | null,
    rollbackFiles: () => Promise<void>,
  ): Promise<void> {
    this.contributions.withdraw(name);
    await rollbackFiles();
    if (!previous) {
      await this.rows.delete({ name });
      await this.contributions.dropData(name);
      this.sync.record(name, null);
      return;
    }
    await this.rows.save(previous);
    this.sync.record(name, { digest: previous.digest, applied: false });
    await this.sync.follow(previous);
  }

  private view(row: ExtensionEntity): ExtensionView {
    const held = this.sync.state(row.name);
    const failure = row.enabled && held?.digest === row.digest ? held.error : undefined;
    const state = !row.enabled
      ? 'disabled'
      : failure
        ? 'failed'
        : held?.applied && held.digest === row.digest
          ? 'enabled'
          : 'pending';
    return {
      id: row.name,
      name: row.name,
      version: row.version,
      description: row.description,
      enabled: row.enabled,
      state,
      ...(failure ? { error: failure } : {}),
      digest: row.digest,
      signer: row.signer,
      contents: JSON.parse(row.contents) as ContentsSummary,
      deployedBy: row.deployedBy,
      deployedAt: row.deployedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
