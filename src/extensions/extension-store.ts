import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { AppConfig } from '../config/app-config';
import { BundleLimits } from './bundle/bundle-collector';
import { readDirectory } from './bundle/directory-reader';
import { EXTENSION_NAME } from './manifest/extension-manifest.schema';

const STAGING = '.staging';
const TRASH = '.trash';

/** A bundle written into place whose previous version is kept until the caller is sure. */
export interface StoredBundle {
  /** Drops the previous version for good. */
  commit(): Promise<void>;
  /** Puts the previous version back (or removes the new bundle when there was none). */
  rollback(): Promise<void>;
}

/**
 * The bundles' files in `<data>/extensions/<name>/`, nothing outside. A bundle is written
 * into a staging directory inside the same directory, then renamed into place, so a reader (or
 * a crash) sees the old bundle or the new one, never half of one; a failed write leaves nothing.
 * Leftovers of a crash (staging and trash) are removed at start.
 */
@Injectable()
export class ExtensionStore {
  readonly root: string;

  constructor(config: AppConfig) {
    this.root = join(config.dataDir, 'extensions');
  }

  async init(): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: 0o750 });
    await this.clear(STAGING);
    await this.clear(TRASH);
  }

  /** Names of the stored bundles. */
  async names(): Promise<string[]> {
    const entries = await readdir(this.root, { withFileTypes: true });
    return entries.filter((e) => e.isDirectory() && EXTENSION_NAME.test(e.name)).map((e) => e.name);
  }

  /** Whether a bundle of that name is stored here. */
  has(name: string): Promise<boolean> {
    return this.exists(this.directory(name));
  }

  read(name: string, limits: BundleLimits): Promise<Map<string, Buffer>> {
    return readDirectory(this.directory(name), limits);
  }

  async write(name: string, files: ReadonlyMap<string, Buffer>): Promise<StoredBundle> {
    const target = this.directory(name);
    const staged = join(this.root, STAGING, randomUUID());
    try {
      await mkdir(staged, { recursive: true, mode: 0o750 });
      for (const [path, data] of files) {
        const file = this.inside(staged, path);
        await mkdir(dirname(file), { recursive: true, mode: 0o750 });
        await writeFile(file, data, { mode: 0o640, flag: 'wx' });
      }
    } catch (error) {
      await rm(staged, { recursive: true, force: true });
      throw error;
    }
    const previous = (await this.exists(target)) ? join(this.root, TRASH, randomUUID()) : null;
    if (previous) {
      await mkdir(dirname(previous), { recursive: true, mode: 0o750 });
      await rename(target, previous);
    }
    try {
      await rename(staged, target);
    } catch (error) {
      if (previous) await rename(previous, target);
      await this.clear(STAGING);
      throw error;
    }
    await this.clear(STAGING);
    return {
      commit: () => this.clear(TRASH),
      rollback: async () => {
        await rm(target, { recursive: true, force: true });
        if (previous) await rename(previous, target);
        await this.clear(TRASH);
      },
    };
  }

  async remove(name: string): Promise<void> {
    const target = this.directory(name);
    if (!(await this.exists(target))) return;
    const trash = join(this.root, TRASH, randomUUID());
    await mkdir(dirname(trash), { recursive: true, mode: 0o750 });
    await rename(target, trash);
    await this.clear(TRASH);
  }

  /**
   * Removes a working directory (staging or trash) whole. Callers run one at a time (the
   * service serializes mutations), so no other operation is using it.
   */
  private clear(directory: typeof STAGING | typeof TRASH): Promise<void> {
    return rm(join(this.root, directory), { recursive: true, force: true });
  }

  private directory(name: string): string {
    if (!EXTENSION_NAME.test(name)) throw new Error(`not an extension name: ${name}`);
    return this.inside(this.root, name);
  }

  /** `path` under `base`; bundle paths are checked already, this is belt and braces. */
  private inside(base: string, path: string): string {
    const full = resolve(base, path);
    if (!full.startsWith(resolve(base) + sep)) throw new Error(`${path} leaves ${base}`);
    return full;
  }

  private async exists(path: string): Promise<boolean> {
    try {
      await stat(path);
      return true;
    } catch {
      return false;
    }
  }
}
