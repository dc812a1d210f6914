import { editDistance, typoBudget } from './edit-distance';

describe('editDistance', () => {
  it.each([
    ['purchase', 'purchase', 0],
    ['purhcase', 'purchase', 1],
    ['purchse', 'purchase', 1],
    ['vendros', 'vendors', 1],
    ['invocies', 'invoices', 1],
    ['kitten', 'sitting', 3],
  ])('%p → %p is %p edits', (a, b, d) => {
    expect(editDistance(a, b, 3)).toBe(d);
  });

  it('gives up past the budget', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it.each([
    [3, 0],
    [4, 1],
    [6, 1],
    [7, 2],
    [12, 2],
  ])('a %p-letter word may have %p typos', (length, budget) => {
    expect(typoBudget(length)).toBe(budget);
  });
});
