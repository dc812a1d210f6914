import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One file of the built console, held in memory with its gzip form and validator. */
export interface ConsoleAsset {
  body: Buffer;
  gzip: Buffer | null;
  contentType: string;
  etag: string;
  /** Content-hashed names never change: cache them for a year. */
  immutable: boolean;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const HASHED_NAME = /-[A-Z0-9]{8,}\.(js|css)$/i;
const MAX_FILES = 200;

/**
 * Reads the console `npm run build` wrote into `dist/console-web` (a handful of small files) into
 * memory once at start: no file system access per request, and nothing outside that folder
 * can ever be served. Returns an empty map when the console was not built.
 */
export function loadConsoleAssets(directory: string): Map<string, ConsoleAsset> {
  const assets = new Map<string, ConsoleAsset>();
  if (!existsSync(directory)) return assets;
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stats = statSync(path);
      if (stats.isDirectory()) {
        walk(path);
        continue;
      }
      const contentType = CONTENT_TYPES[extname(name)];
      if (!stats.isFile() || !contentType || assets.size >= MAX_FILES) continue;
      const body = readFileSync(path);
      const compressible = !contentType.startsWith('image/') || name.endsWith('.svg');
      const gzip = compressible && body.length > 512 ? gzipSync(body, { level: 9 }) : null;
      assets.set(relative(directory, path).split(sep).join('/'), {
        body,
        gzip: gzip && gzip.length < body.length ? gzip : null,
        contentType,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        immutable: HASHED_NAME.test(name),
      });
    }
  };
  walk(directory);
  return assets;
}
