import type { CatalogIdo } from '../../catalog/catalog-ido';
import type { PropertyDefinition } from '../../catalog/catalog.types';
import type { ErpValue } from '../../load-request';
import {
  ConnectorAggregate,
  ConnectorAggregateRows,
  ConnectorCount,
  ConnectorHealth,
  ConnectorIdoInfo,
  ConnectorLoad,
  ConnectorRows,
  ErpConnector,
} from '../erp-connector.port';
import { SqlDialect, sqlDialect } from './sql-dialect';
import { tableId } from './sql-expressions';
import { SqlQueryBuilder } from './sql-query-builder';
import type { SqlSession } from './sql-session';
import { SqlStorage, SqlTableMap } from './sql-table-map';
import { sql } from 'kysely';

/** A cell as the API serves it: numbers for numbers, ISO text for dates, text for the rest. */
export function normalizeValue(
  value: unknown,
  prop: PropertyDefinition | undefined,
  stored?: SqlStorage,
): ErpValue {
  if (value === null || value === undefined) return null;
  const type = prop?.type;
  if (type === 'integer' || type === 'decimal') {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? n : null;
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Buffer.isBuffer(value)) return null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'object') return JSON.stringify(value);
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  if (type === 'date' || stored === 'timestamp') return text.slice(0, 10);
  if (typeof value === 'number' && type === undefined) return value;
  return text;
}

/** Numbers of an aggregate: counts, sums and averages arrive as numbers or numeric text. */
function numeric(value: unknown): ErpValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const n = Number(value);
  return Number.isFinite(n) ? n : typeof value === 'string' ? value : null;
}

/**
 * The `sql` connector (SPEC §9): IDOs over tables and views of a database the site runs,
 * PostgreSQL, MariaDB/MySQL or a SQLite file, strictly read-only (see SqlSession). Statements
 * are built with Kysely for the dialect from the catalog and its table map, filters compiled
 * from the checked syntax tree with every value bound.
 */
export class SqlConnector extends ErpConnector {
  readonly name = 'sql';
  readonly dialect: SqlDialect;

  constructor(
    /** The read-only pool; also what discovery reads the schema through. */
    readonly session: SqlSession,
    private map: SqlTableMap,
  ) {
    super();
    this.dialect = sqlDialect(session.dialect);
  }

  /** Where each IDO lives; replaced once discovery (or a catalog file) has built the catalog. */
  useTableMap(map: SqlTableMap): void {
    this.map = map;
  }

  get tableMap(): SqlTableMap {
    return this.map;
  }

  async load(request: ConnectorLoad): Promise<ConnectorRows> {
    const { query, columns } = this.builder(request.ido, request.today).load(request);
    const result = await this.session.query(query);
    const stored = columns.map((p) => this.stored(request.ido, p));
    return {
      columns: columns.map((p) => p.name),
      rows: result.rows.map((row) => row.map((v, i) => normalizeValue(v, columns[i], stored[i]))),
    };
  }

  async count(request: ConnectorCount): Promise<number> {
    const result = await this.session.query(
      this.builder(request.ido, request.today).count(request),
    );
    return Number(result.rows[0]?.[0] ?? 0);
  }

  async aggregate(request: ConnectorAggregate): Promise<ConnectorAggregateRows> {
    const built = this.builder(request.ido, request.today).aggregate(request);
    const [rows, groups] = await Promise.all([
      this.session.query(built.rows),
      built.groups ? this.session.query(built.groups) : Promise.resolve(null),
    ]);
    const width = request.groupBy.length;
    return {
      rows: rows.rows.map((row) =>
        row.map((v, i) => {
          if (i < width) {
            const p = request.groupBy[i];
            return normalizeValue(v, p, this.stored(request.ido, p));
          }
          const m = request.measures[i - width];
          // min and max of a date or text keep their type; everything else is a number.
          if ((m.fn === 'min' || m.fn === 'max') && m.property) {
            return normalizeValue(v, m.property, this.stored(request.ido, m.property));
          }
          return numeric(v);
        }),
      ),
      groups: groups ? Number(groups.rows[0]?.[0] ?? 0) : 1,
    };
  }

  async describe(ido: CatalogIdo): Promise<ConnectorIdoInfo | null> {
    const query = this.dialect.db
      .selectFrom(sql`${tableId(this.map.table(ido))}`.as('t') as never)
      .selectAll()
      .limit(0)
      .compile();
    let columns: string[];
    try {
      columns = (await this.session.query(query)).columns;
    } catch {
      return null;
    }
    const present = new Set(columns);
    return {
      ido: ido.name,
      properties: ido.properties
        .filter((p) => !p.derived && present.has(this.map.column(ido, p).column))
        .map((p) => p.name),
    };
  }

  async health(): Promise<ConnectorHealth> {
    try {
      await this.session.query({ sql: 'SELECT 1', parameters: [] });
      return { ok: true, connector: this.name, detail: this.session.display };
    } catch (error) {
      return { ok: false, connector: this.name, detail: (error as Error).message };
    }
  }

  override async close(): Promise<void> {
    await this.session.close();
  }

  private builder(ido: CatalogIdo, today: string): SqlQueryBuilder {
    return new SqlQueryBuilder(this.dialect, this.map, ido, today);
  }

  private stored(ido: CatalogIdo, prop: PropertyDefinition): SqlStorage | undefined {
    return prop.derived ? undefined : this.map.column(ido, prop).stored;
  }
}
