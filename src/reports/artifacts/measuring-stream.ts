import { createHash, Hash } from 'node:crypto';
import { Transform, TransformCallback } from 'node:stream';

/** Passes bytes through unchanged while counting them and taking their SHA-256. */
export class MeasuringStream extends Transform {
  private readonly hash: Hash = createHash('sha256');
  private count = 0;

  get bytes(): number {
    return this.count;
  }

  /** Hex SHA-256 of everything that passed; call once the stream has finished. */
  digest(): string {
    return this.hash.copy().digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.count += chunk.length;
    callback(null, chunk);
  }
}
