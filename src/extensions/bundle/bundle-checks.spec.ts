import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { DomainError } from '../../common/errors/domain-error';
import { bundleDigest, canonicalListing, checkSums, parseDigest } from './bundle-digest';
import { checkEntryPath } from './bundle-path';
import { checkSignature } from './bundle-signature';

function reasonOf(work: () => unknown): string | undefined {
  try {
    work();
  } catch (error) {
    return ((error as DomainError).details as { reason?: string } | undefined)?.reason;
  }
  return undefined;
}

describe('checkEntryPath', () => {
  it.each([
    ['extension.yaml', 'extension.yaml'],
    ['./extension.yaml', 'extension.yaml'],
    ['demo/items.json', 'demo/items.json'],
    ['demo//items.json', 'demo/items.json'],
    ['demo/', 'demo'],
    ['./', null],
    ['site-udfs/agents/watch_1.yaml', 'site-udfs/agents/watch_1.yaml'],
  ])('%s → %s', (raw, normalized) => expect(checkEntryPath(raw)).toBe(normalized));

  it.each([
    ['../x', 'path_traversal'],
    ['a/../../x', 'path_traversal'],
    ['a/..', 'path_traversal'],
    ['/etc/passwd', 'absolute_path'],
    ['C:/x', 'absolute_path'],
    ['c:x', 'absolute_path'],
    ['..\\x', 'invalid_path'],
    ['a\\b', 'invalid_path'],
    ['a\u0000b', 'invalid_path'],
    ['.hidden', 'invalid_path'],
    ['a/.git/config', 'invalid_path'],
    ['name with space', 'invalid_path'],
    ['naïve.txt', 'invalid_path'],
    ['a/b/c/d/e/f/g/h/i', 'invalid_path'],
    [`${'a'.repeat(101)}`, 'invalid_path'],
  ])('refuses %j (%s)', (raw, reason) => expect(reasonOf(() => checkEntryPath(raw))).toBe(reason));
});

describe('bundle digest', () => {
  const files = new Map([
    ['b.txt', Buffer.from('two\n')],
    ['a/z.json', Buffer.from('{}')],
    ['SHA256SUMS', Buffer.from('ignored')],
    ['SIGNATURE', Buffer.from('ignored')],
    ['A.txt', Buffer.from('one\n')],
  ]);
  const hex = (data: string): string => createHash('sha256').update(data).digest('hex');

  it('lists files like sha256sum over C-sorted paths, leaving SHA256SUMS and SIGNATURE out', () => {
    expect(canonicalListing(files)).toBe(
      `${hex('one\n')}  A.txt\n${hex('{}')}  a/z.json\n${hex('two\n')}  b.txt\n`,
    );
    expect(bundleDigest(files)).toBe(`sha256:${hex(canonicalListing(files))}`);
  });

  it('reads the digest as given, with or without its prefix, and refuses anything else', () => {
    const digest = 'sha256:' + 'A'.repeat(64);
    expect(parseDigest(` ${digest} `)).toBe(digest.toLowerCase());
    expect(parseDigest('a'.repeat(64))).toBe('sha256:' + 'a'.repeat(64));
    expect(reasonOf(() => parseDigest(undefined))).toBe('digest_required');
    expect(reasonOf(() => parseDigest('md5:abc'))).toBe('digest_required');
  });

  it('checks a SHA256SUMS file against the files, both ways', () => {
    const sums = canonicalListing(files);
    const good = new Map([...files, ['SHA256SUMS', Buffer.from(sums.replace(/ {2}/g, ' *'))]]);
    expect(() => checkSums(good)).not.toThrow();
    const stale = new Map([
      ...files,
      ['SHA256SUMS', Buffer.from(sums.replace(hex('{}'), hex('[]')))],
    ]);
    expect(reasonOf(() => checkSums(stale))).toBe('sums_mismatch');
    const short = new Map([...files, ['SHA256SUMS', Buffer.from(sums.split('\n')[0] + '\n')]]);
    expect(reasonOf(() => checkSums(short))).toBe('sums_mismatch');
    const extra = new Map([
      ...files,
      ['SHA256SUMS', Buffer.from(`${sums}${hex('x')}  ghost.txt\n`)],
    ]);
    expect(reasonOf(() => checkSums(extra))).toBe('sums_mismatch');
  });
});

describe('checkSignature', () => {
  const digest = 'sha256:' + 'ab'.repeat(32);
  const ours = generateKeyPairSync('ed25519');
  const theirs = generateKeyPairSync('ed25519');
  const keys = [{ id: 'ops', key: ours.publicKey }];
  const signature = (key = ours.privateKey, text = digest): string =>
    sign(null, Buffer.from(text), key).toString('base64');

  it('names the key that verifies', () => {
    expect(checkSignature(digest, signature(), keys, false)).toBe('ops');
  });

  it.each<[string, () => string | null, string]>([
    [
      'an unknown key',
      () => checkSignature(digest, signature(theirs.privateKey), keys, true),
      'signature_invalid',
    ],
    [
      'another digest',
      () => checkSignature(digest, signature(ours.privateKey, 'sha256:00'), keys, true),
      'signature_invalid',
    ],
    [
      'not base64',
      () => checkSignature(digest, 'not a signature!', keys, true),
      'signature_invalid',
    ],
    [
      'no signature where one is required',
      () => checkSignature(digest, undefined, keys, false),
      'signature_required',
    ],
    [
      'a signature nobody can check',
      () => checkSignature(digest, signature(), [], true),
      'signature_unverifiable',
    ],
  ])('refuses %s', (_, work, reason) => expect(reasonOf(work)).toBe(reason));

  it('takes unsigned bundles without keys, or where allowed', () => {
    expect(checkSignature(digest, undefined, [], false)).toBeNull();
    expect(checkSignature(digest, ' ', keys, true)).toBeNull();
  });
});
