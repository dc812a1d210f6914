import { DomainError } from '../../../common/errors/domain-error';
import { ErrorCode } from '../../../common/errors/error-code';
import type { CatalogIdo } from '../../catalog/catalog-ido';
import type { PropertyDefinition } from '../../catalog/catalog.types';
import type { ErpValue } from '../../load-request';

/**
 * A value as Mongoose answers it (always text, or null) read by the catalog's type: numbers
 * from decimal text, dates from `yyyyMMdd HH:mm:ss.fff` (or ISO) to `YYYY-MM-DD` — the date
 * as the server wrote it, in its own time zone, never shifted — and text as stored, padding
 * included. Text that does not read as its type is an ERP we do not understand: an error.
 */
export function parseMongooseValue(prop: PropertyDefinition, value: unknown): ErpValue {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') {
    throw new Error(`${prop.name}: Mongoose answered a ${typeof value}, not text`);
  }
  switch (prop.type) {
    case 'string':
    case 'enum':
      return value;
    case 'integer':
    case 'decimal': {
      if (value.trim() === '') return null;
      const n = Number(value);
      if (!Number.isFinite(n)) throw new Error(`${prop.name}: '${value}' is not a number`);
      return prop.type === 'integer' ? Math.trunc(n) : n;
    }
    case 'date': {
      if (value.trim() === '') return null;
      const compact = /^(\d{4})(\d{2})(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.exec(
        value,
      );
      const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(value);
      const m = compact ?? iso;
      if (!m) throw new Error(`${prop.name}: '${value}' is not a date`);
      return `${m[1]}-${m[2]}-${m[3]}`;
    }
  }
}

/**
 * `prop` of one record of `ido` as Mongoose answered it, read by `parseMongooseValue`. A value
 * that does not read is the ERP's fault, not the caller's: ERP_UNAVAILABLE, naming the property.
 */
export function itemValue(
  ido: CatalogIdo,
  prop: PropertyDefinition,
  item: Record<string, unknown>,
): ErpValue {
  try {
    return parseMongooseValue(prop, item[prop.name]);
  } catch (error) {
    throw new DomainError(
      ErrorCode.ErpUnavailable,
      `the ERP answered a value of ${ido.name}.${(error as Error).message}`,
    );
  }
}
