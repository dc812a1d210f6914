import type { CatalogIdo } from '../../catalog/catalog-ido';
import type { PropertyDefinition, PropertyType } from '../../catalog/catalog.types';
import type {
  ConnectorAggregate,
  ConnectorCount,
  ConnectorLoad,
  ConnectorOrder,
} from '../erp-connector.port';
import type { FilterNode } from '../../filter/filter-ast';
import {
  quoteIdent,
  SqlFilterCompiler,
  SqlFragment,
  SqlParam,
  SqlStorage,
} from '../../filter/sql-filter-compiler';
import type { ErpValue } from '../../load-request';

export interface BuiltQuery {
  sql: string;
  params: SqlParam[];
}

/** SQLite column type of a stored property; text compares case-insensitively like SQL Server. */
export function sqliteColumnType(type: PropertyType): string {
  switch (type) {
    case 'string':
      return 'TEXT COLLATE NOCASE';
    case 'integer':
      return 'INTEGER';
    case 'decimal':
      return 'REAL';
    case 'date':
    case 'enum':
      return 'TEXT';
  }
}

/**
 * How the demo ERP serves what extensions add. A real SyteLine already holds a site's
 * user-defined fields (the extension only declares them); the generated demo database does not,
 * so an extension may ship sample values (`demoData`) that are written into tables of its own,
 * `_ext_<extension>_<IDO>`, keyed like the IDO (see DemoExtensionData). A property an extension
 * adds to a built-in IDO is read through a correlated subquery on that side table (NULL where
 * the extension has no row); an IDO an extension declares lives wholly in its table. Extension
 * names cannot contain `_`, so one extension's prefix never matches another's tables.
 */
export function extensionTable(source: string, ido: string): string {
  return `_ext_${source}_${ido}`;
}

/** The table of an IDO in the demo database: the IDO name itself, columns named as properties. */
export function tableOf(ido: CatalogIdo): string {
  return quoteIdent(ido.source === 'builtin' ? ido.name : extensionTable(ido.source, ido.name));
}

const SIDE = '"_x"';

/**
 * The SQL of a stored property: its column, or a lookup in its extension's side table.
 * `qualifier` names the table (or a roll-up's alias) the column is read through; absent, the
 * column stands alone as at the top level of a statement.
 */
export function columnOf(
  ido: CatalogIdo,
  prop: PropertyDefinition,
  qualifier: string | null = null,
): SqlFragment {
  if (!prop.source || prop.source === ido.source) {
    const column = quoteIdent(prop.name);
    return { sql: qualifier ? `${qualifier}.${column}` : column, params: [] };
  }
  const outer = qualifier ?? tableOf(ido);
  const match = ido.keys
    .map((k) => `${SIDE}.${quoteIdent(k)} = ${outer}.${quoteIdent(k)}`)
    .join(' AND ');
  const side = quoteIdent(extensionTable(prop.source, ido.name));
  // A subquery's value carries no collation of its own: text compares without case, as on the
  // IDO's own columns.
  const collate = prop.type === 'string' ? ' COLLATE NOCASE' : '';
  return {
    sql: `(SELECT ${SIDE}.${quoteIdent(prop.name)} FROM ${side} AS ${SIDE} WHERE ${match})${collate}`,
    params: [],
  };
}

/** Tables and columns of the demo database, for the compiler (roll-ups read other IDOs' tables). */
export const DEMO_STORAGE: SqlStorage = { table: tableOf, column: columnOf };

function merge(parts: SqlFragment[], glue: string): SqlFragment {
  return { sql: parts.map((p) => p.sql).join(glue), params: parts.flatMap((p) => p.params) };
}

/**
 * Select lists remembered per storage and IDO (a catalog change brings new CatalogIdo objects;
 * a storage that keeps derived values compiles them differently).
 */
const SELECT_LISTS = new WeakMap<SqlStorage, WeakMap<CatalogIdo, Map<string, SqlFragment>>>();
const SELECT_LISTS_PER_IDO = 256;

/**
 * Builds the SQLite statements of the demo connector from resolved connector requests. All
 * values are bound parameters; identifiers come from the catalog only.
 */
export class DemoSqlBuilder {
  private readonly compiler: SqlFilterCompiler;

  constructor(
    private readonly ido: CatalogIdo,
    private readonly today: string,
    /**
     * Where IDOs live: DEMO_STORAGE by default; one that reads kept derived values
     * (materialized-derived.ts); or the mongoose connector's live mode's tables of fetched rows,
     * named as the IDOs (PLAIN_STORAGE).
     */
    private readonly storage: SqlStorage = DEMO_STORAGE,
  ) {
    this.compiler = new SqlFilterCompiler(ido, today, storage);
  }

  load(request: ConnectorLoad): BuiltQuery & { columns: string[] } {
    const columns: PropertyDefinition[] = [...request.properties];
    for (const o of request.orderBy) if (!columns.includes(o.property)) columns.push(o.property);
    const select = this.selectList(columns);
    const conditions: SqlFragment[] = [];
    if (request.filter) conditions.push(this.compiler.compile(request.filter));
    if (request.after) conditions.push(this.keyset(request.orderBy, request.after));
    const where = this.where(conditions);
    const order = this.orderClause(request.orderBy);
    return {
      sql: `SELECT ${request.distinct ? 'DISTINCT ' : ''}${select.sql} FROM ${this.table}${where.sql} ORDER BY ${order.sql} LIMIT ?`,
      params: [...select.params, ...where.params, ...order.params, request.limit],
      columns: columns.map((p) => p.name),
    };
  }

  count(request: ConnectorCount): BuiltQuery {
    const where = this.where(request.filter ? [this.compiler.compile(request.filter)] : []);
    if (request.distinct && request.distinct.length > 0) {
      const items = merge(
        request.distinct.map((p) => this.compiler.expression(p)),
        ', ',
      );
      return {
        sql: `SELECT count(*) FROM (SELECT DISTINCT ${items.sql} FROM ${this.table}${where.sql})`,
        params: [...items.params, ...where.params],
      };
    }
    return {
      sql: `SELECT count(*) FROM ${this.table}${where.sql}`,
      params: where.params,
    };
  }

  /**
   * The rows of an aggregate, and (grouped) the count of every group. `counted` is the rows
   * statement with that count as an extra last column (`count(*) OVER ()` runs after GROUP BY,
   * before ORDER BY and LIMIT): one pass over the matches where `rows` then `groups` make two,
   * which for a year of a million orders was most of the answer's time.
   */
  aggregate(request: ConnectorAggregate): {
    rows: BuiltQuery;
    groups: BuiltQuery | null;
    counted: BuiltQuery | null;
  } {
    const where = this.where(request.filter ? [this.compiler.compile(request.filter)] : []);
    const groups = request.groupBy.map((p) => this.compiler.expression(p));
    const measures = request.measures.map((m, i): SqlFragment => {
      if (!m.property) return { sql: `count(*) AS "m${i}"`, params: [] };
      const e = this.compiler.expression(m.property);
      return { sql: `${m.fn}(${e.sql}) AS "m${i}"`, params: e.params };
    });
    const select = merge(
      [...groups.map((g, i) => ({ sql: `${g.sql} AS "g${i}"`, params: g.params })), ...measures],
      ', ',
    );
    const groupBy = groups.length > 0 ? merge(groups, ', ') : null;
    const orderTerms: string[] = request.orderBy.map((o) =>
      'measure' in o
        ? `"m${o.measure}" ${o.direction.toUpperCase()}`
        : `"g${o.group}" ${o.direction.toUpperCase()}`,
    );
    // Group columns last, so that ties come out in the same order every time.
    groups.forEach((_, i) => orderTerms.push(`"g${i}" ASC`));
    const tail = `${this.table}${where.sql}${groupBy ? ` GROUP BY ${groupBy.sql}` : ''}${
      orderTerms.length > 0 ? ` ORDER BY ${orderTerms.join(', ')}` : ''
    } LIMIT ?`;
    const params = [...select.params, ...where.params, ...(groupBy?.params ?? []), request.limit];
    const rows: BuiltQuery = { sql: `SELECT ${select.sql} FROM ${tail}`, params };
    if (!groupBy) return { rows, groups: null, counted: null };
    return {
      rows,
      counted: { sql: `SELECT ${select.sql}, count(*) OVER () FROM ${tail}`, params },
      groups: {
        sql: `SELECT count(*) FROM (SELECT 1 FROM ${this.table}${where.sql} GROUP BY ${groupBy.sql})`,
        params: [...where.params, ...groupBy.params],
      },
    };
  }

  private get table(): string {
    return this.storage.table(this.ido);
  }

  /** The WHERE clause of a filter tree alone (used by tests and the bench baseline). */
  whereOf(filter: FilterNode | undefined): SqlFragment {
    return this.where(filter ? [this.compiler.compile(filter)] : []);
  }

  /**
   * The select list of these columns: derived ones compile to roll-up subqueries, which cost a
   * keyed lookup more than its SQL did, and clients ask for the same columns again and again.
   * It depends on the IDO, the columns and the day only; fragments are never mutated.
   */
  private selectList(columns: readonly PropertyDefinition[]): SqlFragment {
    let byIdo = SELECT_LISTS.get(this.storage);
    if (!byIdo) SELECT_LISTS.set(this.storage, (byIdo = new WeakMap()));
    let lists = byIdo.get(this.ido);
    if (!lists) byIdo.set(this.ido, (lists = new Map<string, SqlFragment>()));
    const key = `${this.today}\u0000${columns.map((p) => p.name).join('\u0000')}`;
    let select = lists.get(key);
    if (!select) {
      select = merge(
        columns.map((p) => this.selectItem(p)),
        ', ',
      );
      if (lists.size >= SELECT_LISTS_PER_IDO) lists.delete(lists.keys().next().value as string);
      lists.set(key, select);
    }
    return select;
  }

  private selectItem(p: PropertyDefinition): SqlFragment {
    const e = this.compiler.expression(p);
    return e.sql === quoteIdent(p.name)
      ? e
      : { sql: `${e.sql} AS ${quoteIdent(p.name)}`, params: e.params };
  }

  private where(conditions: SqlFragment[]): SqlFragment {
    if (conditions.length === 0) return { sql: '', params: [] };
    const joined = merge(conditions, ' AND ');
    return { sql: ` WHERE ${joined.sql}`, params: joined.params };
  }

  private orderClause(orderBy: readonly ConnectorOrder[]): SqlFragment {
    return merge(
      orderBy.map((o) => {
        const e = this.compiler.expression(o.property);
        return { sql: `${e.sql} ${o.direction === 'desc' ? 'DESC' : 'ASC'}`, params: e.params };
      }),
      ', ',
    );
  }

  /**
   * Rows strictly after `after` in the total order. With one direction and no nullable column
   * this is a row-value comparison SQLite answers from an index; otherwise the expanded
   * lexicographic form, aware that SQLite sorts NULL first ascending and last descending.
   */
  private keyset(orderBy: readonly ConnectorOrder[], after: readonly ErpValue[]): SqlFragment {
    const exprs = orderBy.map((o) => this.compiler.expression(o.property));
    const uniform = orderBy.every((o) => o.direction === orderBy[0].direction);
    const nullable = orderBy.some((o, i) => o.property.nullable === true || after[i] === null);
    if (uniform && !nullable) {
      const op = orderBy[0].direction === 'desc' ? '<' : '>';
      const left = merge(exprs, ', ');
      return {
        sql: `(${left.sql}) ${op} (${after.map(() => '?').join(', ')})`,
        params: [...left.params, ...after],
      };
    }
    const disjuncts: SqlFragment[] = [];
    for (let i = 0; i < orderBy.length; i += 1) {
      const beyond = this.beyond(exprs[i], orderBy[i].direction, after[i]);
      if (!beyond) continue;
      const equalities = exprs.slice(0, i).map((e, j) => this.equal(e, after[j]));
      disjuncts.push(merge([...equalities, beyond], ' AND '));
    }
    if (disjuncts.length === 0) return { sql: '0', params: [] };
    return {
      sql: `(${disjuncts.map((d) => `(${d.sql})`).join(' OR ')})`,
      params: disjuncts.flatMap((d) => d.params),
    };
  }

  private equal(e: SqlFragment, value: ErpValue): SqlFragment {
    if (value === null) return { sql: `${e.sql} IS NULL`, params: e.params };
    return { sql: `${e.sql} = ?`, params: [...e.params, value] };
  }

  private beyond(e: SqlFragment, direction: 'asc' | 'desc', value: ErpValue): SqlFragment | null {
    if (direction === 'asc') {
      if (value === null) return { sql: `${e.sql} IS NOT NULL`, params: e.params };
      return { sql: `${e.sql} > ?`, params: [...e.params, value] };
    }
    if (value === null) return null;
    return {
      sql: `(${e.sql} < ? OR ${e.sql} IS NULL)`,
      params: [...e.params, value, ...e.params],
    };
  }
}
