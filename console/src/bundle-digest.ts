// The digest of an extension bundle, computed in the browser the way the daemon does
// (docs/extensions.md): SHA-256 of the sorted `<sha256>  <path>` listing of its files, the
// bundle's own SHA256SUMS and SIGNATURE left out. For bundles an Admin built on this machine;
// a signed bundle comes with its digest from the signing host.

const MANIFESTS = ['extension.json', 'extension.yaml', 'extension.yml'];
const LEFT_OUT = new Set(['SHA256SUMS', 'SIGNATURE']);
const decoder = new TextDecoder();

async function inflate(data: Uint8Array, format: 'gzip' | 'deflate-raw'): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream(format));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function text(bytes: Uint8Array): string {
  const end = bytes.indexOf(0);
  return decoder.decode(end >= 0 ? bytes.subarray(0, end) : bytes);
}

function octal(bytes: Uint8Array): number {
  const value = text(bytes).trim();
  return value ? parseInt(value, 8) : 0;
}

/** Regular files of a tar archive (ustar, pax and GNU long names). */
function readTar(data: Uint8Array): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  let offset = 0;
  let longName: string | null = null;
  while (offset + 512 <= data.length) {
    const header = data.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const size = octal(header.subarray(124, 136));
    const type = String.fromCharCode(header[156] || 48);
    const prefix = text(header.subarray(345, 500));
    let name = text(header.subarray(0, 100));
    if (prefix) name = `${prefix}/${name}`;
    const body = data.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (type === 'L') {
      longName = text(body);
      continue;
    }
    if (type === 'x') {
      const path = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(decoder.decode(body));
      if (path) longName = path[1];
      continue;
    }
    if (type === 'g') continue;
    if (longName !== null) {
      name = longName;
      longName = null;
    }
    if (type === '0' || type === '7') files.set(name, body);
  }
  return files;
}

/** Files of a zip archive (stored or deflated entries). */
async function readZip(data: Uint8Array): Promise<Map<string, Uint8Array>> {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip archive (no end of central directory)');
  const entries = view.getUint16(end + 10, true);
  let pointer = view.getUint32(end + 16, true);
  const files = new Map<string, Uint8Array>();
  for (let n = 0; n < entries; n++) {
    if (view.getUint32(pointer, true) !== 0x02014b50)
      throw new Error('zip central directory is damaged');
    const method = view.getUint16(pointer + 10, true);
    const compressed = view.getUint32(pointer + 20, true);
    const nameLength = view.getUint16(pointer + 28, true);
    const extraLength = view.getUint16(pointer + 30, true);
    const commentLength = view.getUint16(pointer + 32, true);
    const local = view.getUint32(pointer + 42, true);
    const name = decoder.decode(data.subarray(pointer + 46, pointer + 46 + nameLength));
    pointer += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const raw = data.subarray(start, start + compressed);
    if (method === 0) files.set(name, raw);
    else if (method === 8) files.set(name, await inflate(raw, 'deflate-raw'));
    else throw new Error(`zip entry ${name} uses compression method ${method}`);
  }
  return files;
}

/** The manifest at the root, or inside the one directory everything is in (stripped). */
function bundleRoot(files: Map<string, Uint8Array>): Map<string, Uint8Array> {
  const normal = new Map([...files].map(([path, data]) => [path.replace(/^(\.\/)+/, ''), data]));
  if (MANIFESTS.some((m) => normal.has(m))) return normal;
  const tops = new Set([...normal.keys()].map((p) => p.split('/')[0]));
  const [top] = tops;
  if (tops.size === 1 && top && [...normal.keys()].every((p) => p.includes('/'))) {
    const stripped = new Map([...normal].map(([p, d]) => [p.slice(top.length + 1), d]));
    if (MANIFESTS.some((m) => stripped.has(m))) return stripped;
  }
  throw new Error(`the bundle has no ${MANIFESTS.join(' or ')} at its root`);
}

async function sha256Hex(data: Uint8Array | string): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function archiveType(name: string): string | null {
  if (/\.(tar\.gz|tgz)$/i.test(name)) return 'application/gzip';
  if (/\.tar$/i.test(name)) return 'application/x-tar';
  if (/\.zip$/i.test(name)) return 'application/zip';
  return null;
}

export async function bundleDigest(file: File): Promise<string> {
  const data = new Uint8Array(await file.arrayBuffer());
  const type = archiveType(file.name);
  let files: Map<string, Uint8Array>;
  if (type === 'application/gzip') files = readTar(await inflate(data, 'gzip'));
  else if (type === 'application/x-tar') files = readTar(data);
  else if (type === 'application/zip') files = await readZip(data);
  else throw new Error('choose a .tar.gz, .tgz, .tar or .zip file');
  const root = bundleRoot(files);
  const paths = [...root.keys()].filter((p) => !LEFT_OUT.has(p)).sort();
  let listing = '';
  for (const path of paths)
    listing += `${await sha256Hex(root.get(path) as Uint8Array)}  ${path}\n`;
  return `sha256:${await sha256Hex(listing)}`;
}
