import type { CatalogIdo } from '../../catalog/catalog-ido';
import type { PropertyDefinition } from '../../catalog/catalog.types';

/** A table or view, as the database spells it (any case, spaces allowed). */
export interface SqlTableRef {
  /** PostgreSQL schema; absent: the connection's search path (MariaDB: its database). */
  schema?: string;
  name: string;
}

/**
 * How a property's value is stored when that differs from its catalog type:
 * - `timestamp`: a date property over a timestamp column, or text holding a time after the
 *   date ('2026-03-31 14:05:00'); the daemon reads and compares its calendar date;
 * - `number` / `boolean`: a yes/no enum over a 0/1 number or a boolean column; the enum's codes
 *   are the stored values written as text ('0'/'1', 'true'/'false').
 */
export type SqlStorage = 'timestamp' | 'number' | 'boolean';

export interface SqlColumnMap {
  column: string;
  stored?: SqlStorage;
}

export interface SqlIdoMap {
  table: SqlTableRef;
  /** By property name (as in the catalog). */
  columns: Readonly<Record<string, SqlColumnMap>>;
}

/**
 * Where each IDO of a `sql` catalog lives: its table and, per property, its column and storage.
 * Built by discovery or read from a catalog file. An IDO or property the map does not know (one
 * an extension added) is looked up under its own name, as a real ERP holds user fields in place.
 */
export class SqlTableMap {
  private readonly byIdo: ReadonlyMap<string, SqlIdoMap>;

  constructor(entries: ReadonlyMap<string, SqlIdoMap> | Iterable<[string, SqlIdoMap]>) {
    this.byIdo = new Map([...entries].map(([name, map]) => [name.toLowerCase(), map]));
  }

  static empty(): SqlTableMap {
    return new SqlTableMap([]);
  }

  table(ido: CatalogIdo | string): SqlTableRef {
    const name = typeof ido === 'string' ? ido : ido.name;
    return this.byIdo.get(name.toLowerCase())?.table ?? { name };
  }

  column(ido: CatalogIdo | string, prop: PropertyDefinition | string): SqlColumnMap {
    const name = typeof ido === 'string' ? ido : ido.name;
    const property = typeof prop === 'string' ? prop : prop.name;
    return this.byIdo.get(name.toLowerCase())?.columns[property] ?? { column: property };
  }

  entries(): Array<[string, SqlIdoMap]> {
    return [...this.byIdo.entries()];
  }
}
