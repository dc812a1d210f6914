import { f, formatFilter } from '../../../erp/load-request';
import { negate, orTogether } from './filter-tools';

describe('filter tools', () => {
  it.each([
    [f.eq('Stat', 'C'), "Stat <> 'C'"],
    [f.cmp('QtyReceived', '>=', f.prop('QtyOrdered')), 'QtyReceived < QtyOrdered'],
    [f.cmp('DaysOverdue', '>', 0), 'DaysOverdue <= 0'],
    [f.in('Stat', ['P', 'O']), "Stat NOT IN ('P', 'O')"],
    [f.isNull('Email'), 'Email IS NOT NULL'],
    [f.like('Name', 'A%'), "Name NOT LIKE 'A%'"],
    [f.between('Amount', 1, 2), 'Amount NOT BETWEEN 1 AND 2'],
    [f.not(f.eq('A', 1)), 'A = 1'],
    [f.and(f.eq('A', 1), f.eq('B', 2)), 'A <> 1 OR B <> 2'],
  ])('negates %j as %p', (node, text) => {
    expect(formatFilter(negate(node as never))).toBe(text);
  });

  it('ORs equalities on one property into IN, and anything else into OR', () => {
    expect(formatFilter(orTogether([f.eq('State', 'TX'), f.eq('State', 'OH')]))).toBe(
      "State IN ('TX', 'OH')",
    );
    expect(formatFilter(orTogether([f.in('Stat', ['P', 'O']), f.eq('Stat', 'F')]))).toBe(
      "Stat IN ('P', 'O', 'F')",
    );
    expect(formatFilter(orTogether([f.eq('State', 'TX'), f.eq('City', 'Dallas')]))).toBe(
      "State = 'TX' OR City = 'Dallas'",
    );
  });
});
