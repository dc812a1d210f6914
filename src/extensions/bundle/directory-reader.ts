import { constants } from 'node:fs';
import { lstat, open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { BundleCollector, BundleLimits } from './bundle-collector';
import { checkEntryPath } from './bundle-path';
import { refused } from './bundle-refusal';

/**
 * Reads a bundle laid out as a directory (a stored bundle, or one an Admin deploys from the
 * configured host directory) with the same rules as an archive: portable names, no symbolic or
 * hard links, no devices, the same limits. Files are opened with O_NOFOLLOW, so a link swapped in
 * after the check is not followed either.
 */
export async function readDirectory(
  root: string,
  limits: BundleLimits,
): Promise<Map<string, Buffer>> {
  const collector = new BundleCollector(limits);
  const walk = async (relative: string): Promise<void> => {
    const names = (await readdir(join(root, relative))).sort();
    for (const name of names) {
      collector.entry();
      const rel = relative ? `${relative}/${name}` : name;
      const path = checkEntryPath(rel) ?? rel;
      const absolute = join(root, path);
      const info = await lstat(absolute);
      if (info.isSymbolicLink())
        throw refused('symlink', `${rel} is a symbolic link`, { entry: rel });
      if (info.isDirectory()) {
        await walk(path);
        continue;
      }
      if (!info.isFile())
        throw refused('special_file', `${rel} is not a regular file`, { entry: rel });
      if (info.nlink > 1) throw refused('hardlink', `${rel} has other hard links`, { entry: rel });
      collector.declared(path, info.size);
      const sink = collector.file(path);
      const handle = await open(absolute, constants.O_RDONLY | constants.O_NOFOLLOW);
      try {
        for await (const chunk of handle.createReadStream({ autoClose: false }))
          sink.add(chunk as Buffer);
      } finally {
        await handle.close();
      }
      sink.end();
    }
  };
  await walk('');
  return collector.result();
}
