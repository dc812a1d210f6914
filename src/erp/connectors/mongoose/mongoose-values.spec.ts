import type { PropertyDefinition } from '../../catalog/catalog.types';
import { parseMongooseValue } from './mongoose-values';

const prop = (type: PropertyDefinition['type']): PropertyDefinition => ({
  name: 'P',
  type,
  label: 'P',
  alias: 'p',
});

describe('parseMongooseValue', () => {
  it('reads Mongoose dates as the server wrote them, without shifting', () => {
    expect(parseMongooseValue(prop('date'), '20261121 00:00:00.000')).toBe('2026-11-21');
    expect(parseMongooseValue(prop('date'), '20261121 23:59:59.997')).toBe('2026-11-21');
    expect(parseMongooseValue(prop('date'), '2026-11-21T00:00:00')).toBe('2026-11-21');
  });

  it('reads numbers from decimal text and keeps padded text as stored', () => {
    expect(parseMongooseValue(prop('decimal'), '1234.50000000')).toBe(1234.5);
    expect(parseMongooseValue(prop('integer'), '42')).toBe(42);
    expect(parseMongooseValue(prop('string'), '   1042')).toBe('   1042');
    expect(parseMongooseValue(prop('decimal'), null)).toBeNull();
  });

  it('refuses text that is not its type', () => {
    expect(() => parseMongooseValue(prop('decimal'), 'abc')).toThrow(/not a number/);
    expect(() => parseMongooseValue(prop('date'), 'Nov 21 2026')).toThrow(/not a date/);
  });
});
