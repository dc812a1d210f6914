import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange } from './artifact-store';
import { MeasuringStream } from './measuring-stream';

/** `<run id>.<format>`: the name of a finished artifact file. */
const ARTIFACT_FILE = /^([0-9a-f-]{36})\.([a-z]{1,8})$/;
const TEMPORARY = '.tmp';

/** A file being written: bytes go to `stream`; `done` settles once they are on disk. */
export interface FileWrite {
  stream: MeasuringStream;
  temporary: string;
  done: Promise<void>;
}

/**
 * Artifact files in `<data>/reports`: `<run>.<format>`, written through a temporary file in the
 * same directory and renamed into place.
 */
export class ArtifactFiles {
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = join(dataDir, 'reports');
  }

  path(runId: string, format: string): string {
    return join(this.directory, `${runId}.${format}`);
  }

  async ensureDirectory(): Promise<void> {
    await mkdir(this.directory, { recursive: true, mode: 0o750 });
  }

  /** Removes temporary files: a start after a crash, before any job runs. */
  async clearTemporaries(): Promise<void> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    for (const name of names) {
      if (name.endsWith(TEMPORARY)) await rm(join(this.directory, name), { force: true });
    }
  }

  /** Finished artifact files here, by run id. */
  async list(): Promise<Array<{ runId: string; format: string; path: string }>> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    return names.flatMap((name) => {
      const match = ARTIFACT_FILE.exec(name);
      return match ? [{ runId: match[1], format: match[2], path: join(this.directory, name) }] : [];
    });
  }

  async begin(runId: string, format: string, attempt: number): Promise<FileWrite> {
    await this.ensureDirectory();
    // The random part keeps two deliveries of one job (a stalled one and its replacement) apart.
    const temporary = `${this.path(runId, format)}.${attempt}.${randomBytes(4).toString('hex')}${TEMPORARY}`;
    const stream = new MeasuringStream();
    const done = pipeline(stream, createWriteStream(temporary, { mode: 0o640 }));
    // Awaited by commit or abort; a failure must not surface as an unhandled rejection first.
    done.catch(() => undefined);
    return { stream, temporary, done };
  }

  async finish(write: FileWrite, runId: string, format: string): Promise<void> {
    await write.done;
    await rename(write.temporary, this.path(runId, format));
  }

  async discard(write: FileWrite): Promise<void> {
    write.stream.destroy();
    await write.done.catch(() => undefined);
    await rm(write.temporary, { force: true });
  }

  /** The file's bytes (or a range of them), or null when the file is not here. */
  async read(path: string, range?: ByteRange): Promise<Readable | null> {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  remove(path: string): Promise<void> {
    return rm(path, { force: true });
  }
}
