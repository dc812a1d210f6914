import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { lstat } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import type { Readable } from 'node:stream';
import { Repository } from 'typeorm';
import type { Principal } from '../auth/principal';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { parseEd25519PublicKey } from '../config/ed25519-public-key';
import { archiveKind, bundleRoot, unpack } from './bundle/bundle-archive';
import type { BundleLimits } from './bundle/bundle-collector';
import { bundleDigest, checkSums, parseDigest, SIGNATURE_FILE } from './bundle/bundle-digest';
import { refused } from './bundle/bundle-refusal';
import { checkSignature, TrustedKey } from './bundle/bundle-signature';
import { readDirectory } from './bundle/directory-reader';
import {
  ContentsSummary,
  ExtensionContributions,
  PreparedContents,
} from './extension-contributions.service';
import { ExtensionEntity } from './extension.entity';
import { ExtensionStore } from './extension-store';
import type { DeployFromDirectoryDto, ExtensionView } from './extensions.dto';
import { loadExtension } from './manifest/manifest-loader';

/** How the uploader vouches for a bundle: its digest, and optionally a signature of it. */
export interface BundleCredentials {
  digest?: string;
  signature?: string;
}

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
 * Extensions: deploy (verify, unpack, check, store, apply), list, enable, disable, remove, and
 * re-apply at start. Mutations run one at a time, so two deploys never interleave their checks
 * and applications. The database row says an extension is deployed; its files live in the
 * store; its contributions live in the catalog, vocabulary, report and template registries.
 */
@Injectable()
export class ExtensionsService implements OnModuleInit {
  private readonly logger = new Logger(ExtensionsService.name);
  private readonly keys: TrustedKey[];
  /** Extensions that should be enabled but could not be applied, with the reason. */
  private readonly failures = new Map<string, string>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly store: ExtensionStore,
    private readonly contributions: ExtensionContributions,
    @InjectRepository(ExtensionEntity) private readonly rows: Repository<ExtensionEntity>,
  ) {
    this.keys = config.extensions.trustedKeys.map((k) => ({
      id: k.id,
      key: parseEd25519PublicKey(k.publicKey),
    }));
  }

  private get limits(): BundleLimits {
    const { maxFileBytes, maxUnpackedBytes, maxEntries } = this.config.extensions;
    return { maxFileBytes, maxUnpackedBytes, maxEntries };
  }

  /** Re-applies the enabled extensions before the daemon serves. */
  async onModuleInit(): Promise<void> {
    await this.store.init();
    const rows = await this.rows.find({ order: { deployedAt: 'ASC' } });
    const known = new Set(rows.map((r) => r.name));
    for (const name of await this.store.names()) {
      // Files without a row: a deploy that crashed before recording it.
      if (!known.has(name)) await this.store.remove(name);
    }
    for (const row of rows.filter((r) => r.enabled)) {
      try {
        const prepared = await this.loadStored(row);
        await this.contributions.apply(prepared, row.digest);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.failures.set(row.name, message);
        this.logger.error(`extension ${row.name} ${row.version} not applied: ${message}`);
      }
    }
    if (rows.length > 0) {
      this.logger.log(
        `extensions: ${rows.filter((r) => r.enabled && !this.failures.has(r.name)).length} of ${rows.length} applied`,
      );
    }
  }

  async list(): Promise<ExtensionView[]> {
    const rows = await this.rows.find({ order: { name: 'ASC' } });
    return rows.map((row) => this.view(row));
  }

  async deployArchive(
    upload: ArchiveUpload,
    credentials: BundleCredentials,
    principal: Principal,
  ): Promise<ExtensionView> {
    const data = await readUpload(upload, this.config.extensions.maxBundleBytes);
    const files = bundleRoot(await unpack(data, archiveKind(upload.mediaType, data), this.limits));
    return this.exclusive(() => this.deploy(files, credentials, principal));
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
    const files = bundleRoot(await readDirectory(root, this.limits));
    return this.exclusive(() => this.deploy(files, body, principal));
  }

  setEnabled(name: string, enabled: boolean): Promise<ExtensionView> {
    return this.exclusive(async () => {
      const row = await this.require(name);
      if (enabled) {
        const prepared = await this.loadStored(row);
        await this.contributions.apply(prepared, row.digest);
      } else {
        if (row.enabled) this.contributions.checkWithdraw(name);
        this.contributions.withdraw(name);
      }
      this.failures.delete(name);
      row.enabled = enabled;
      row.updatedAt = this.clock.now();
      return this.view(await this.rows.save(row));
    });
  }

  remove(name: string): Promise<void> {
    return this.exclusive(async () => {
      const row = await this.require(name);
      if (row.enabled) this.contributions.checkWithdraw(name);
      this.contributions.withdraw(name);
      await this.contributions.dropData(name);
      await this.rows.delete({ name: row.name });
      await this.store.remove(name);
      this.failures.delete(name);
    });
  }

  private async deploy(
    files: Map<string, Buffer>,
    credentials: BundleCredentials,
    principal: Principal,
  ): Promise<ExtensionView> {
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
    const { manifest, contents } = loadExtension(files);
    const previous = await this.rows.findOneBy({ name: manifest.name });
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
      enabled: true,
      contents: JSON.stringify(this.contributions.summary(prepared)),
      deployedBy: principal.username,
      deployedAt: now,
      updatedAt: now,
    });
    const stored = await this.store.write(manifest.name, files);
    try {
      await this.rows.save(row);
      await this.contributions.apply(prepared, digest);
    } catch (error) {
      await this.undeploy(manifest.name, previous, stored.rollback);
      throw error;
    }
    await stored.commit();
    this.failures.delete(manifest.name);
    this.logger.log(
      `extension ${manifest.name} ${manifest.version} deployed by ${principal.username} (${digest})`,
    );
    return this.view(row);
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
      return;
    }
    await this.rows.save(previous);
    if (previous.enabled) {
      const prepared = await this.loadStored(previous);
      await this.contributions.apply(prepared, previous.digest);
    }
  }

  /** A stored bundle, checked against its recorded digest, prepared against the daemon. */
  private async loadStored(row: ExtensionEntity): Promise<PreparedContents> {
    const files = await this.store.read(row.name, this.limits);
    const digest = bundleDigest(files);
    if (digest !== row.digest) {
      throw refused(
        'digest_mismatch',
        `the stored files of ${row.name} changed: digest ${digest}, deployed ${row.digest}`,
        {
          expected: row.digest,
          actual: digest,
        },
      );
    }
    const { contents } = loadExtension(files);
    return this.contributions.prepare(row.name, contents);
  }

  private async require(name: string): Promise<ExtensionEntity> {
    const row = await this.rows.findOneBy({ name });
    if (!row) throw DomainError.notFound(`extension ${name}`);
    return row;
  }

  private view(row: ExtensionEntity): ExtensionView {
    const failure = this.failures.get(row.name);
    return {
      id: row.name,
      name: row.name,
      version: row.version,
      description: row.description,
      enabled: row.enabled,
      state: !row.enabled ? 'disabled' : failure ? 'failed' : 'enabled',
      ...(failure && row.enabled ? { error: failure } : {}),
      digest: row.digest,
      signer: row.signer,
      contents: JSON.parse(row.contents) as ContentsSummary,
      deployedBy: row.deployedBy,
      deployedAt: row.deployedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Runs mutations one after another. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
