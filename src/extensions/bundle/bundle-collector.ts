import { refused } from './bundle-refusal';

/** Limits on what a bundle may unpack to (configuration `extensions.*`). */
export interface BundleLimits {
  maxFileBytes: number;
  maxUnpackedBytes: number;
  maxEntries: number;
}

/** Receives the bytes of one file as they are unpacked. */
export interface FileSink {
  add(chunk: Buffer): void;
  end(): void;
}

/**
 * Gathers the files of a bundle in memory while an archive is read, enforcing the limits on the
 * bytes actually produced, whatever the archive's headers claim: entries, bytes per file, bytes
 * in all. Also refuses the same path twice (in any letter case: which copy would win is
 * ambiguous) and a file whose path another entry uses as a directory.
 */
export class BundleCollector {
  private readonly files = new Map<string, Buffer>();
  private readonly lowerPaths = new Set<string>();
  private entries = 0;
  private unpacked = 0;

  constructor(private readonly limits: BundleLimits) {}

  /** Counts one entry of any kind. */
  entry(): void {
    this.entries += 1;
    this.checkCount(this.entries);
  }

  /** Refuses a count of entries over the limit (also an archive's own, before reading). */
  checkCount(entries: number): void {
    if (entries > this.limits.maxEntries) {
      throw refused(
        'too_many_entries',
        `the bundle has more than ${this.limits.maxEntries} entries`,
        {
          limit: this.limits.maxEntries,
        },
      );
    }
  }

  /** Refuses a file whose declared size is already over the limit, before reading it. */
  declared(path: string, size: number): void {
    if (size > this.limits.maxFileBytes) this.tooLarge(path);
  }

  /** Starts a file; its bytes go to the returned sink. */
  file(path: string): FileSink {
    const lower = path.toLowerCase();
    if (this.lowerPaths.has(lower)) {
      throw refused('duplicate_entry', `entry ${path} appears twice in the bundle`, {
        entry: path,
      });
    }
    this.lowerPaths.add(lower);
    const chunks: Buffer[] = [];
    let size = 0;
    return {
      add: (chunk) => {
        size += chunk.length;
        if (size > this.limits.maxFileBytes) this.tooLarge(path);
        this.unpacked += chunk.length;
        if (this.unpacked > this.limits.maxUnpackedBytes) {
          throw refused(
            'unpacked_too_large',
            `the bundle unpacks to more than ${this.limits.maxUnpackedBytes} bytes`,
            { limit: this.limits.maxUnpackedBytes },
          );
        }
        chunks.push(chunk);
      },
      end: () => {
        this.files.set(path, Buffer.concat(chunks, size));
      },
    };
  }

  /** The files, once every entry is read. */
  result(): Map<string, Buffer> {
    for (const path of this.files.keys()) {
      const segments = path.split('/');
      for (let i = 1; i < segments.length; i += 1) {
        const parent = segments.slice(0, i).join('/');
        if (this.files.has(parent)) {
          throw refused('path_conflict', `${parent} is both a file and a directory`, {
            entry: parent,
          });
        }
      }
    }
    return this.files;
  }

  private tooLarge(path: string): never {
    throw refused('file_too_large', `${path} is larger than ${this.limits.maxFileBytes} bytes`, {
      entry: path,
      limit: this.limits.maxFileBytes,
    });
  }
}
