import { parseRange, RangeRequest } from './byte-range';

const range = (start: number, end: number): RangeRequest => ({
  kind: 'range',
  range: { start, end },
});
const whole: RangeRequest = { kind: 'whole' };
const unsatisfiable: RangeRequest = { kind: 'unsatisfiable' };

describe('parseRange', () => {
  it.each<[string | undefined, number, RangeRequest]>([
    [undefined, 100, whole],
    ['bytes=0-9', 100, range(0, 9)],
    ['bytes=10-', 100, range(10, 99)],
    ['bytes=90-200', 100, range(90, 99)],
    ['bytes=-10', 100, range(90, 99)],
    ['bytes=-500', 100, range(0, 99)],
    ['bytes=99-99', 100, range(99, 99)],
    [' bytes = 5 - 6 ', 100, range(5, 6)],
    ['bytes=100-', 100, unsatisfiable],
    ['bytes=150-160', 100, unsatisfiable],
    ['bytes=-0', 100, unsatisfiable],
    ['bytes=0-', 0, unsatisfiable],
    ['bytes=-5', 0, unsatisfiable],
    // Ignored, the whole is sent: other units, several ranges, nonsense, reversed.
    ['items=0-9', 100, whole],
    ['bytes=0-9,20-29', 100, whole],
    ['bytes=a-b', 100, whole],
    ['bytes=-', 100, whole],
    ['bytes=9-0', 100, whole],
    ['bytes=99999999999999999999-', 100, whole],
  ])('%s of %d bytes', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it('honours If-Range only with the current entity tag', () => {
    expect(parseRange('bytes=0-9', 100, '"abc"', '"abc"')).toEqual(range(0, 9));
    expect(parseRange('bytes=0-9', 100, '"old"', '"abc"')).toEqual(whole);
    expect(parseRange('bytes=0-9', 100, 'Wed, 21 Oct 2026 07:28:00 GMT', '"abc"')).toEqual(whole);
    expect(parseRange('bytes=0-9', 100, '"abc"', null)).toEqual(whole);
  });
});
