import { PassThrough } from 'node:stream';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';

/**
 * A bundle's files as a tar.gz, paths sorted, files only: how a bundle is kept in the shared
 * database. Reading it back goes through the same unpacking (and limits) as an upload.
 */
export async function packBundle(files: ReadonlyMap<string, Buffer>): Promise<Buffer> {
  const tar = pack();
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
    tar.on('error', reject);
  });
  tar.pipe(createGzip()).pipe(out);
  const paths = [...files.keys()].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  for (const path of paths) {
    const data = files.get(path) as Buffer;
    await new Promise<void>((resolve, reject) => {
      tar.entry({ name: path, size: data.length, type: 'file', mode: 0o640 }, data, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  }
  tar.finalize();
  await done;
  return Buffer.concat(chunks);
}
