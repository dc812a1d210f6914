import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { ChunkWriter } from './chunk-writer';

/** Writes `pieces` (with backpressure) and returns the chunks the sink got, in order. */
async function chunked(pieces: Buffer[], chunkBytes: number) {
  const got: Array<{ seq: number; data: Buffer }> = [];
  const writer = new ChunkWriter(async (seq, data) => {
    await new Promise((resolve) => setImmediate(resolve));
    got.push({ seq, data: Buffer.from(data) });
  }, chunkBytes);
  for (const piece of pieces) if (!writer.write(piece)) await once(writer, 'drain');
  writer.end();
  await once(writer, 'finish');
  return { got, writer };
}

const bytes = (n: number, from = 0) =>
  Buffer.from(Array.from({ length: n }, (_, i) => (from + i) % 251));

describe('ChunkWriter', () => {
  it.each<[string, number[], number, number[]]>([
    ['nothing written: no chunk', [], 4, []],
    ['less than a chunk', [3], 4, [3]],
    ['exactly one chunk', [4], 4, [4]],
    ['a chunk and a bit', [5], 4, [4, 1]],
    ['many small writes', [1, 1, 1, 1, 1, 1, 1, 1, 1], 4, [4, 4, 1]],
    ['one write of several chunks', [13], 4, [4, 4, 4, 1]],
    ['exact multiple across writes', [3, 5], 4, [4, 4]],
  ])('%s', async (_name, sizes, chunkBytes, expected) => {
    let offset = 0;
    const pieces = sizes.map((n) => {
      const piece = bytes(n, offset);
      offset += n;
      return piece;
    });
    const all = Buffer.concat(pieces);
    const { got, writer } = await chunked(pieces, chunkBytes);
    expect(got.map((c) => c.data.length)).toEqual(expected);
    expect(got.map((c) => c.seq)).toEqual(expected.map((_, i) => i));
    expect(Buffer.concat(got.map((c) => c.data))).toEqual(all);
    expect(writer.bytes).toBe(all.length);
    expect(writer.chunks).toBe(expected.length);
    expect(writer.digest()).toBe(createHash('sha256').update(all).digest('hex'));
  });

  it('fails the stream when the sink fails, and stops sending', async () => {
    let calls = 0;
    const writer = new ChunkWriter(() => {
      calls += 1;
      return Promise.reject(new Error('database gone'));
    }, 4);
    const failed = once(writer, 'error');
    writer.write(bytes(10));
    writer.write(bytes(10));
    await expect(failed).resolves.toEqual([new Error('database gone')]);
    expect(calls).toBe(1);
  });
});
