import { Readable, Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { extract, Header } from 'tar-stream';
import { DomainError } from '../../common/errors/domain-error';
import { BundleCollector, BundleLimits, FileSink } from './bundle-collector';
import { checkEntryPath, printable } from './bundle-path';
import { refused } from './bundle-refusal';

/** Tar framing (headers, padding, PAX records) allowed on top of the file bytes. */
const FRAMING_BYTES_PER_ENTRY = 4096;

/** The header as it arrives: an unknown typeflag comes as null whatever the typings say. */
type TarHeader = Omit<Header, 'type'> & { type: Header['type'] | null };

function checkType(header: TarHeader, path: string): 'file' | 'directory' {
  switch (header.type) {
    case 'file':
    case 'contiguous-file':
      return 'file';
    case 'directory':
      return 'directory';
    case 'symlink':
      throw refused(
        'symlink',
        `entry ${path} is a symbolic link (to ${printable(header.linkname)})`,
        {
          entry: path,
        },
      );
    case 'link':
      throw refused('hardlink', `entry ${path} is a hard link (to ${printable(header.linkname)})`, {
        entry: path,
      });
    case 'block-device':
    case 'character-device':
    case 'fifo':
    case null:
      throw refused(
        'special_file',
        `entry ${path} is a ${header.type ?? 'special'} entry, not a file`,
        {
          entry: path,
        },
      );
  }
}

/**
 * Unpacks a tar archive, gzipped or not, into memory. Streams: the gzip layer's output is
 * counted as it is inflated and stops the read once it exceeds what the limits can need (a
 * decompression bomb is cut off after a few MiB over the cap, never inflated whole), and each
 * file's bytes are counted as they arrive. Names and types are checked before any data is read.
 */
export function readTar(
  archive: Buffer,
  gzipped: boolean,
  limits: BundleLimits,
): Promise<Map<string, Buffer>> {
  const collector = new BundleCollector(limits);
  const maxInflated = limits.maxUnpackedBytes + limits.maxEntries * FRAMING_BYTES_PER_ENTRY + 65536;
  return new Promise((resolve, reject) => {
    let settled = false;
    const source = Readable.from([archive]);
    const gunzip = gzipped ? createGunzip() : null;
    const tar = extract();
    const settle = (error: unknown, files?: Map<string, Buffer>): void => {
      if (settled) return;
      settled = true;
      if (error === undefined && files) {
        resolve(files);
        return;
      }
      source.destroy();
      gunzip?.destroy();
      meter.destroy();
      tar.destroy();
      reject(error instanceof DomainError ? error : corrupt(error));
    };
    let inflated = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        inflated += chunk.length;
        if (inflated > maxInflated) {
          settle(
            refused(
              'unpacked_too_large',
              `the bundle unpacks to more than ${limits.maxUnpackedBytes} bytes`,
              {
                limit: limits.maxUnpackedBytes,
              },
            ),
          );
          done();
          return;
        }
        done(null, chunk);
      },
    });
    tar.on('entry', (header, stream, next) => {
      let file: FileSink;
      try {
        collector.entry();
        const path = checkEntryPath(header.name);
        const kind = checkType(header, printable(header.name));
        if (kind === 'directory' || path === null) {
          stream.on('end', () => next());
          stream.resume();
          return;
        }
        collector.declared(path, header.size);
        file = collector.file(path);
      } catch (error) {
        settle(error);
        return;
      }
      stream.on('data', (chunk) => {
        try {
          file.add(chunk as Buffer);
        } catch (error) {
          settle(error);
        }
      });
      stream.on('end', () => {
        if (settled) return;
        file.end();
        next();
      });
      stream.on('error', (error) => settle(error));
    });
    tar.on('error', (error) => settle(error));
    tar.on('finish', () => {
      try {
        settle(undefined, collector.result());
      } catch (error) {
        settle(error);
      }
    });
    meter.on('error', (error) => settle(error));
    gunzip?.on('error', (error) => settle(error));
    (gunzip ? source.pipe(gunzip).pipe(meter) : source.pipe(meter)).pipe(tar);
  });
}

function corrupt(error: unknown): DomainError {
  return refused(
    'archive_corrupt',
    `the archive cannot be read: ${(error as Error)?.message ?? String(error)}`,
  );
}
