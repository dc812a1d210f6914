import { tokenize } from '../text/tokenizer';
import { readDate } from './date-recognizer';

/** 2026-11-21 is a Saturday. */
const TODAY = '2026-11-21';

describe('readDate (today 2026-11-21)', () => {
  it.each([
    ['today', '2026-11-21', '2026-11-21'],
    ['yesterday', '2026-11-20', '2026-11-20'],
    ['tomorrow', '2026-11-22', '2026-11-22'],
    ['last 30 days', '2026-10-22', '2026-11-21'],
    ['past 2 weeks', '2026-11-07', '2026-11-21'],
    ['last 3 months', '2026-08-21', '2026-11-21'],
    ['next 7 days', '2026-11-21', '2026-11-28'],
    ['next 2 weeks', '2026-11-21', '2026-12-05'],
    ['this month', '2026-11-01', '2026-11-30'],
    ['last month', '2026-10-01', '2026-10-31'],
    ['next month', '2026-12-01', '2026-12-31'],
    ['this week', '2026-11-16', '2026-11-22'],
    ['last week', '2026-11-09', '2026-11-15'],
    ['next week', '2026-11-23', '2026-11-29'],
    ['this quarter', '2026-10-01', '2026-12-31'],
    ['last quarter', '2026-07-01', '2026-09-30'],
    ['this year', '2026-01-01', '2026-12-31'],
    ['last year', '2025-01-01', '2025-12-31'],
    ['year to date', '2026-01-01', '2026-11-21'],
    ['March 2026', '2026-03-01', '2026-03-31'],
    ['March of 2025', '2025-03-01', '2025-03-31'],
    ['March 15, 2026', '2026-03-15', '2026-03-15'],
    ['March 15th', '2026-03-15', '2026-03-15'],
    ['15 March 2026', '2026-03-15', '2026-03-15'],
    ['2026-03-15', '2026-03-15', '2026-03-15'],
    ['3/15/2026', '2026-03-15', '2026-03-15'],
    ['Q1 2026', '2026-01-01', '2026-03-31'],
    ['first quarter of 2025', '2025-01-01', '2025-03-31'],
    ['30 days ago', '2026-10-22', '2026-10-22'],
    ['end of this month', '2026-11-30', '2026-11-30'],
    ['Christmas', '2026-12-25', '2026-12-25'],
    ['Christmas Eve 2025', '2025-12-24', '2025-12-24'],
    ['Halloween', '2026-10-31', '2026-10-31'],
    ['end of the month', '2026-11-30', '2026-11-30'],
    ['beginning of next year', '2027-01-01', '2027-01-01'],
  ])('%p is %s … %s', (text, from, to) => {
    const tokens = tokenize(text);
    const reading = readDate(tokens, 0, TODAY);
    expect(reading?.range).toEqual({ from, to });
    expect(reading?.length).toBe(tokens.length);
  });

  it('"this month" also offers the month so far, for dates that look back', () => {
    expect(readDate(tokenize('this month'), 0, TODAY)?.toDate).toEqual({
      from: '2026-11-01',
      to: TODAY,
    });
  });

  it('"within 30 days" reads back or ahead', () => {
    const reading = readDate(tokenize('within 30 days'), 0, TODAY);
    expect(reading?.range).toEqual({ from: '2026-10-22', to: TODAY });
    expect(reading?.forward).toEqual({ from: TODAY, to: '2026-12-21' });
  });

  it('"older than 90 days" lies before a day', () => {
    expect(readDate(tokenize('older than 90 days'), 0, TODAY)).toMatchObject({
      range: { from: '2026-08-23', to: '2026-08-23' },
      relation: 'before',
    });
  });

  it('a year needs a word that makes it one', () => {
    expect(readDate(tokenize('in 2025'), 1, TODAY)?.range).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(readDate(tokenize('over 2025'), 1, TODAY)).toBeUndefined();
    expect(readDate(tokenize('between 1000 and 2000'), 3, TODAY)).toBeUndefined();
  });

  it.each([['may'], ['last'], ['past due'], ['last 10 purchase orders'], ['vendors']])(
    'finds no date in %p',
    (text) => {
      expect(readDate(tokenize(text), 0, TODAY)).toBeUndefined();
    },
  );
});
