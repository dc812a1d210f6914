/**
 * What a password must be, in one sentence users are shown when theirs is refused. In the
 * spirit of NIST SP 800-63B: a minimum length and a check against passwords that guessers try
 * first, no composition rules (a long passphrase of lower-case words is fine).
 */
export const PASSWORD_RULE =
  'at least 8 characters, at least 5 of them different, not only spaces, ' +
  'not a common password or a keyboard or counting sequence, and not the username';

export const MIN_PASSWORD_LENGTH = 8;
const MIN_DISTINCT = 5;

/**
 * The passwords that lead every leaked-password list (lower case); a guesser tries these
 * first, so they are refused however long they are. Offline: no breach service is asked.
 */
const COMMON = new Set([
  '00000000',
  '11111111',
  '12121212',
  '123123123',
  '12341234',
  '1234567890',
  '12344321',
  '123456789',
  '1234567891',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  '88888888',
  '987654321',
  'aaaaaaaa',
  'abc12345',
  'abcd1234',
  'admin123',
  'admin1234',
  'administrator',
  'asdf1234',
  'baseball',
  'changeme',
  'charlie1',
  'computer',
  'dragon12',
  'football',
  'freedom1',
  'iloveyou',
  'jennifer',
  'letmein1',
  'letmein123',
  'liverpool',
  'master12',
  'michelle',
  'monkey12',
  'p@ssw0rd',
  'p@ssword',
  'passw0rd',
  'password',
  'password1',
  'password12',
  'password123',
  'password!',
  'princess',
  'qwerty12',
  'qwerty123',
  'qwertyui',
  'qwertyuiop',
  'sunshine',
  'superman',
  'trustno1',
  'welcome1',
  'welcome123',
  'whatever',
  'zaq12wsx',
  'secret123',
  'changeit',
  'default1',
  'letmein!',
  'starwars',
  'shadow12',
  'pa$$w0rd',
  'pa$$word',
  'hello123',
  'test1234',
  'testtest',
  'guest123',
  'root1234',
  'toor1234',
]);

const ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz'];

/** Runs of one step up or down ("12345678", "hgfedcba"), or a keyboard row ("asdfghjk"). */
function isSequence(text: string): boolean {
  const lower = text.toLowerCase();
  const step = lower.charCodeAt(1) - lower.charCodeAt(0);
  if (Math.abs(step) === 1 || step === 0) {
    let run = true;
    for (let i = 2; i < lower.length && run; i++) {
      run = lower.charCodeAt(i) - lower.charCodeAt(i - 1) === step;
    }
    if (run) return true;
  }
  return ROWS.some((row) => {
    const reversed = [...row].reverse().join('');
    return row.includes(lower) || reversed.includes(lower);
  });
}

/** Why `password` is refused, or null when it is acceptable. */
export function passwordWeakness(password: string, username?: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `it has fewer than ${MIN_PASSWORD_LENGTH} characters`;
  }
  if (password.trim() === '') return 'it is only spaces';
  if (new Set(password).size < MIN_DISTINCT) {
    return `it has fewer than ${MIN_DISTINCT} different characters`;
  }
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || COMMON.has(lower.replace(/[\d!.?]+$/, ''))) {
    return 'it is one of the most common passwords';
  }
  if (isSequence(password)) return 'it is a keyboard or counting sequence';
  if (username) {
    const name = username.toLowerCase();
    if (lower === name || lower === [...name].reverse().join('')) return 'it is the username';
  }
  return null;
}

/** The message of a refusal: the reason and the whole rule. */
export function weakPasswordMessage(reason: string): string {
  return `password is too weak: ${reason} (a password needs ${PASSWORD_RULE})`;
}
