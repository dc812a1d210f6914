import { createHash } from 'node:crypto';
import { refused } from './bundle-refusal';

/** Files at the bundle's root that describe the bundle and are left out of its digest. */
export const SUMS_FILE = 'SHA256SUMS';
export const SIGNATURE_FILE = 'SIGNATURE';

const DIGEST = /^sha256:[0-9a-f]{64}$/;

function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The canonical listing of a bundle: one line `<sha256 hex>  <path>` per file, paths relative
 * to the bundle's root, sorted bytewise, SHA256SUMS and SIGNATURE left out. It is exactly what
 * `LC_ALL=C sort`ed paths fed to `sha256sum` print (bundle names are plain ASCII, so there is no
 * escaping), so an operator can compute it on any host without our tools.
 */
export function canonicalListing(files: ReadonlyMap<string, Buffer>): string {
  return [...files.keys()]
    .filter((path) => path !== SUMS_FILE && path !== SIGNATURE_FILE)
    .sort()
    .map((path) => `${sha256(files.get(path) as Buffer)}  ${path}\n`)
    .join('');
}

/** The bundle digest: `sha256:` and the SHA-256 of the canonical listing. */
export function bundleDigest(files: ReadonlyMap<string, Buffer>): string {
  return `sha256:${sha256(canonicalListing(files))}`;
}

/** The digest as given (a header or a body field), normalized; refuses anything malformed. */
export function parseDigest(text: string | undefined): string {
  if (text === undefined || text.trim() === '') {
    throw refused(
      'digest_required',
      'the bundle digest is required: send X-Extension-Digest: sha256:<hex of the SHA-256 of the canonical listing>',
    );
  }
  const digest = text.trim().toLowerCase();
  const normalized = digest.startsWith('sha256:') ? digest : `sha256:${digest}`;
  if (!DIGEST.test(normalized)) {
    throw refused('digest_required', 'the bundle digest must be sha256: followed by 64 hex digits');
  }
  return normalized;
}

/**
 * When the bundle carries a SHA256SUMS file, every line must name a file of the bundle with its
 * hash, and every file must be listed: a SUMS file that does not describe the bundle is refused
 * rather than ignored.
 */
export function checkSums(files: ReadonlyMap<string, Buffer>): void {
  const sums = files.get(SUMS_FILE);
  if (!sums) return;
  const listed = new Map<string, string>();
  for (const line of sums.toString('utf8').split('\n')) {
    if (line.trim() === '') continue;
    const match = /^([0-9a-fA-F]{64}) [ *](.+)$/.exec(line.replace(/\r$/, ''));
    if (!match)
      throw refused('sums_mismatch', `${SUMS_FILE}: cannot read the line "${line.slice(0, 120)}"`);
    listed.set(match[2].replace(/^\.\//, ''), match[1].toLowerCase());
  }
  for (const [path, data] of files) {
    if (path === SUMS_FILE || path === SIGNATURE_FILE) continue;
    const hash = listed.get(path);
    if (hash === undefined)
      throw refused('sums_mismatch', `${SUMS_FILE} does not list ${path}`, { entry: path });
    if (hash !== sha256(data)) {
      throw refused('sums_mismatch', `${SUMS_FILE} gives another hash for ${path}`, {
        entry: path,
      });
    }
    listed.delete(path);
  }
  const extra = [...listed.keys()][0];
  if (extra !== undefined) {
    throw refused('sums_mismatch', `${SUMS_FILE} lists ${extra}, which is not in the bundle`, {
      entry: extra,
    });
  }
}
