import { redact } from './mongoose-client';

describe('redact (secrets echoed by an ERP or an identity provider)', () => {
  const secret = 'a#b c&d+e/f';

  it('strikes a secret out as it is and as a form body or a query string carried it', () => {
    const echoes = [
      `bad password ${secret}`,
      `bad password ${encodeURIComponent(secret)}`,
      `grant_type=password&password=${new URLSearchParams({ p: secret }).toString().slice(2)}`,
    ];
    for (const echo of echoes) {
      const out = redact(echo, [secret]);
      expect(out).toContain('***');
      expect(out).not.toContain('a#b');
      expect(out).not.toContain('a%23b');
    }
  });

  it('leaves text without a secret alone, and ignores empty secrets', () => {
    expect(redact('the IDO SLPos is unknown', [secret, ''])).toBe('the IDO SLPos is unknown');
  });
});
