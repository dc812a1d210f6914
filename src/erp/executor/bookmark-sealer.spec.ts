import { BookmarkSealer } from './bookmark-sealer';

describe('BookmarkSealer', () => {
  const sealer = BookmarkSealer.ephemeral();
  const token = Buffer.from(JSON.stringify({ v: 1, s: 'shape', k: ['PO-2024-1847'] })).toString(
    'base64url',
  );

  it('round-trips a bookmark', () => {
    expect(sealer.open(sealer.seal(token))).toBe(token);
  });

  it('hides the values: the key cannot be read out of the sealed cursor', () => {
    const sealed = sealer.seal(token);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('PO-2024-1847');
    expect(sealed).not.toContain(token);
  });

  it.each([
    ['a flipped bit', (s: string) => s.slice(0, 20) + (s[20] === 'A' ? 'B' : 'A') + s.slice(21)],
    ['a truncated token', (s: string) => s.slice(0, 20)],
    ['the plain, unsealed token', () => token],
    ['characters outside base64url', (s: string) => s + '$'],
  ])('refuses %s with VALIDATION_FAILED', (_name, mangle) => {
    expect(() => sealer.open(mangle(sealer.seal(token)))).toThrow(/bookmark is malformed/);
  });

  it('refuses a bookmark sealed with another key (another installation)', () => {
    expect(() => sealer.open(BookmarkSealer.ephemeral().seal(token))).toThrow(/malformed/);
  });
});
