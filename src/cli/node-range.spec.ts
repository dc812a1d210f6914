import { satisfiesRange } from './node-range';

describe('satisfiesRange (the engines check of doctor)', () => {
  const ours = '>=20.10 <21 || >=22';
  it.each([
    ['v20.10.0', ours, true],
    ['v20.20.2', ours, true],
    ['v20.9.9', ours, false],
    ['v21.7.0', ours, false],
    ['v22.0.0', ours, true],
    ['v24.1.0', ours, true],
    ['v18.19.0', ours, false],
    ['20.11.1', '^20.10', true],
    ['21.0.0', '^20.10', false],
    ['20.10.5', '~20.10', true],
    ['20.11.0', '~20.10', false],
    ['20.10.0', '20.10.0', true],
    ['20.10.1', '>20.10.0', true],
    ['20.10.0', '<=20.10.0', true],
    ['20.10.0', 'nonsense', false],
    ['not-a-version', ours, false],
  ])('%s in "%s" is %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });
});
