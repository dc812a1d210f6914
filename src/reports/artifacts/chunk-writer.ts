import { createHash, Hash } from 'node:crypto';
import { Writable } from 'node:stream';

/** Stores one chunk; the writer waits for it before taking more bytes. */
export type ChunkSink = (seq: number, data: Buffer) => Promise<void>;

/**
 * Cuts what is written into chunks of exactly `chunkBytes` (the last may be shorter) and hands
 * each to the sink in order, one at a time: the writer's buffer plus one chunk is all it holds,
 * and a slow sink slows the renderer down through backpressure. Counts and hashes the bytes.
 */
export class ChunkWriter extends Writable {
  private readonly hash: Hash = createHash('sha256');
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private seq = 0;
  private total = 0;

  constructor(
    private readonly sink: ChunkSink,
    readonly chunkBytes: number,
  ) {
    super({ highWaterMark: chunkBytes });
  }

  get bytes(): number {
    return this.total;
  }

  get chunks(): number {
    return this.seq;
  }

  /** Hex SHA-256 of everything written; once finished. */
  digest(): string {
    return this.hash.copy().digest('hex');
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (e?: Error) => void): void {
    this.hash.update(chunk);
    this.total += chunk.length;
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes < this.chunkBytes) {
      callback();
      return;
    }
    this.flush(false).then(() => callback(), callback);
  }

  override _final(callback: (e?: Error) => void): void {
    this.flush(true).then(() => callback(), callback);
  }

  /** Sends every full chunk (and, at the end, the rest). */
  private async flush(last: boolean): Promise<void> {
    let data = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    while (data.length >= this.chunkBytes || (last && data.length > 0)) {
      const piece = data.subarray(0, Math.min(this.chunkBytes, data.length));
      await this.sink(this.seq, piece);
      this.seq += 1;
      data = data.subarray(piece.length);
    }
    if (data.length > 0) {
      this.pending = [data];
      this.pendingBytes = data.length;
    }
  }
}
