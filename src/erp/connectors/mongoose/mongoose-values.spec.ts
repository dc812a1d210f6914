import { DomainError } from '../../../common/errors/domain-error';
import { ErrorCode } from '../../../common/errors/error-code';
import { CatalogIdo } from '../../catalog/catalog-ido';
import type { PropertyDefinition } from '../../catalog/catalog.types';
import { SYTELINE_CATALOG } from '../../catalog/syteline-catalog';
import { itemValue, parseMongooseValue } from './mongoose-values';

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

describe('itemValue (the live connector and the replica sync alike)', () => {
  const pos = new CatalogIdo(SYTELINE_CATALOG.find((i) => i.name === 'SLPos') as never);
  const cost = pos.property('PoCost') as PropertyDefinition;

  it('reads a property of a record by its catalog type', () => {
    expect(itemValue(pos, cost, { PoCost: '1234.50000000' })).toBe(1234.5);
    expect(itemValue(pos, cost, {})).toBeNull();
  });

  it('turns a value it cannot read into ERP_UNAVAILABLE naming the IDO and the property', () => {
    let thrown: unknown;
    try {
      itemValue(pos, cost, { PoCost: 'abc' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect((thrown as DomainError).code).toBe(ErrorCode.ErpUnavailable);
    expect((thrown as DomainError).message).toBe(
      "the ERP answered a value of SLPos.PoCost: 'abc' is not a number",
    );
  });
});
