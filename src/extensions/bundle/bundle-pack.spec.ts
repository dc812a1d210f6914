import { bundleRoot, unpack } from './bundle-archive';
import { bundleDigest } from './bundle-digest';
import { packBundle } from './bundle-pack';

const limits = { maxFileBytes: 1 << 20, maxUnpackedBytes: 1 << 22, maxEntries: 100 };

describe('packBundle', () => {
  it('packs files so that unpacking gives them back, with the same digest', async () => {
    const files = new Map([
      ['extension.yaml', Buffer.from('name: x\nversion: 1.0.0\n')],
      ['demo/items.json', Buffer.from('[{"Item":"IT-1"}]')],
      ['agents/a.yaml', Buffer.from('name: a\n')],
      ['empty.json', Buffer.alloc(0)],
    ]);
    const archive = await packBundle(files);
    expect(archive.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const back = bundleRoot(await unpack(archive, 'tar.gz', limits));
    expect(new Map([...back].sort())).toEqual(new Map([...files].sort()));
    expect(bundleDigest(back)).toBe(bundleDigest(files));
  });
});
