import type { Readable } from 'node:stream';
import { Entry, fromBuffer, ZipFile } from 'yauzl';
import { DomainError } from '../../common/errors/domain-error';
import { BundleCollector, BundleLimits, FileSink } from './bundle-collector';
import { checkEntryPath, printable } from './bundle-path';
import { refused } from './bundle-refusal';

/** File type bits of a Unix mode (stored in the high half of a zip entry's external attributes). */
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

/** Whether an entry is a file or a directory; links and devices are refused. */
function checkType(entry: Entry, name: string): 'file' | 'directory' {
  if ((entry.generalPurposeBitFlag & 0x1) !== 0) {
    throw refused('encrypted_entry', `entry ${name} is encrypted`, { entry: name });
  }
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (type === S_IFLNK)
    throw refused('symlink', `entry ${name} is a symbolic link`, { entry: name });
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
    throw refused('special_file', `entry ${name} is a device, pipe or socket, not a file`, {
      entry: name,
    });
  }
  return name.endsWith('/') || type === S_IFDIR ? 'directory' : 'file';
}

/**
 * Unpacks a zip archive into memory. The central directory's entry count is checked before
 * anything is read; names are decoded by us (yauzl's own decoding would rewrite backslashes
 * before we could see them) and checked before an entry is opened; every file's inflated bytes
 * are counted as they stream, and yauzl stops an entry whose bytes exceed its declared size.
 */
export function readZip(archive: Buffer, limits: BundleLimits): Promise<Map<string, Buffer>> {
  const collector = new BundleCollector(limits);
  return new Promise((resolve, reject) => {
    fromBuffer(
      archive,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: true },
      (openError, zip) => {
        if (openError) {
          reject(corrupt(openError));
          return;
        }
        read(zip, collector).then(resolve, reject);
      },
    );
  });
}

function read(zip: ZipFile, collector: BundleCollector): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let current: Readable | undefined;
    const settle = (error: unknown, files?: Map<string, Buffer>): void => {
      if (settled) return;
      settled = true;
      if (error === undefined && files) {
        resolve(files);
        return;
      }
      current?.destroy();
      zip.close();
      reject(error instanceof DomainError ? error : corrupt(error));
    };
    zip.on('error', (error) => settle(error));
    zip.on('end', () => {
      try {
        settle(undefined, collector.result());
      } catch (error) {
        settle(error);
      }
    });
    zip.on('entry', (entry: Entry) => {
      let file: FileSink;
      try {
        collector.entry();
        const raw = entry.fileNameRaw.toString('latin1');
        const path = checkEntryPath(raw);
        if (checkType(entry, printable(raw)) === 'directory' || path === null) {
          zip.readEntry();
          return;
        }
        collector.declared(path, entry.uncompressedSize);
        file = collector.file(path);
      } catch (error) {
        settle(error);
        return;
      }
      zip.openReadStream(entry, (openError, stream) => {
        if (openError) {
          settle(openError);
          return;
        }
        current = stream;
        stream.on('data', (chunk: Buffer) => {
          try {
            file.add(chunk);
          } catch (error) {
            settle(error);
          }
        });
        stream.on('error', (error) => settle(error));
        stream.on('end', () => {
          if (settled) return;
          file.end();
          zip.readEntry();
        });
      });
    });
    // Counted again while reading; checking the directory's count first spares the work.
    try {
      collector.checkCount(zip.entryCount);
    } catch (error) {
      settle(error);
      return;
    }
    zip.readEntry();
  });
}

function corrupt(error: unknown): DomainError {
  return refused(
    'archive_corrupt',
    `the archive cannot be read: ${(error as Error)?.message ?? String(error)}`,
  );
}
