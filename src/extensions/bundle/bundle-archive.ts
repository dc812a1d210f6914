import { BundleLimits } from './bundle-collector';
import { refused } from './bundle-refusal';
import { readTar } from './tar-reader';
import { readZip } from './zip-reader';

export type ArchiveKind = 'tar.gz' | 'tar' | 'zip';

/** Media types the deploy endpoint takes, and the archive each announces. */
export const ARCHIVE_MEDIA_TYPES: Readonly<Record<string, ArchiveKind>> = {
  'application/gzip': 'tar.gz',
  'application/x-gzip': 'tar.gz',
  'application/x-tar': 'tar',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
};

/** The names a bundle's manifest may have, at the bundle's root. */
export const MANIFEST_FILES = ['extension.json', 'extension.yaml', 'extension.yml'] as const;

function kindOfBytes(data: Buffer): ArchiveKind | null {
  if (data.length >= 2 && data[0] === 0x1f && data[1] === 0x8b) return 'tar.gz';
  if (data.length >= 4 && data.readUInt32LE(0) === 0x04034b50) return 'zip';
  // An empty zip is only its end-of-central-directory record.
  if (data.length >= 4 && data.readUInt32LE(0) === 0x06054b50) return 'zip';
  if (data.length >= 262 && data.toString('latin1', 257, 262) === 'ustar') return 'tar';
  return null;
}

/** What the body is, from its media type, confirmed by its first bytes (never one alone). */
export function archiveKind(mediaType: string, data: Buffer): ArchiveKind {
  const announced = ARCHIVE_MEDIA_TYPES[mediaType];
  const actual = kindOfBytes(data);
  if (!announced || actual !== announced) {
    throw refused(
      'not_an_archive',
      `the body is not the ${announced ?? mediaType} archive its content type says (found ${actual ?? 'no known archive'})`,
    );
  }
  return actual;
}

export function unpack(
  data: Buffer,
  kind: ArchiveKind,
  limits: BundleLimits,
): Promise<Map<string, Buffer>> {
  switch (kind) {
    case 'tar.gz':
      return readTar(data, true, limits);
    case 'tar':
      return readTar(data, false, limits);
    case 'zip':
      return readZip(data, limits);
  }
}

/**
 * The files relative to the bundle's root: the manifest is at the root, or inside the one
 * directory every entry is in (`tar czf b.tgz site-udfs/` packs the directory itself); that
 * directory is then stripped. Anything else has no manifest.
 */
export function bundleRoot(files: Map<string, Buffer>): Map<string, Buffer> {
  const hasManifest = (f: ReadonlyMap<string, Buffer>): boolean =>
    MANIFEST_FILES.some((m) => f.has(m));
  if (hasManifest(files)) return files;
  const tops = new Set([...files.keys()].map((p) => p.split('/')[0]));
  const [top] = tops;
  if (tops.size === 1 && [...files.keys()].every((p) => p.includes('/'))) {
    const stripped = new Map([...files].map(([p, data]) => [p.slice(top.length + 1), data]));
    if (hasManifest(stripped)) return stripped;
  }
  throw refused('manifest_missing', `the bundle has no ${MANIFEST_FILES.join(' or ')} at its root`);
}
