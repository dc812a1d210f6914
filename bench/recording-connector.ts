import type { CatalogIdo } from '../src/erp/catalog/catalog-ido';
import {
  ConnectorAggregate,
  ConnectorAggregateRows,
  ConnectorCount,
  ConnectorHealth,
  ConnectorIdoInfo,
  ConnectorLoad,
  ConnectorRows,
  ErpConnector,
} from '../src/erp/connectors/erp-connector.port';
import { DemoSqlBuilder } from '../src/erp/connectors/demo/demo-sql-builder';
import type { SqlParam, SqlStorage } from '../src/erp/filter/sql-filter-compiler';
import { DEMO_STORAGE } from '../src/erp/connectors/demo/demo-sql-builder';

export interface RecordedSql {
  sql: string;
  params: SqlParam[];
}

/**
 * A connector that only writes down the SQL the demo connector would run. The bench passes the
 * daemon's own load requests through the real executor with this connector, so the baseline
 * server runs exactly the statements the daemon runs. `storage` must be the one the daemon's
 * connector reads from the file (`materializedStorage(readMaterialized(db))`): with the default
 * the baseline would compute the roll-ups (`DueDate`, `DaysOverdue`) by correlated subqueries
 * that the daemon reads from the file's kept `_d_` columns.
 */
export class RecordingConnector extends ErpConnector {
  readonly name = 'recording';
  page: (RecordedSql & { columns: string[] }) | null = null;
  total: RecordedSql | null = null;

  constructor(private readonly storage: SqlStorage = DEMO_STORAGE) {
    super();
  }

  load(request: ConnectorLoad): Promise<ConnectorRows> {
    this.page = new DemoSqlBuilder(request.ido, request.today, this.storage).load(request);
    return Promise.resolve({ columns: this.page.columns, rows: [] });
  }

  count(request: ConnectorCount): Promise<number> {
    this.total = new DemoSqlBuilder(request.ido, request.today, this.storage).count(request);
    return Promise.resolve(0);
  }

  aggregate(_request: ConnectorAggregate): Promise<ConnectorAggregateRows> {
    return Promise.reject(new Error('not recorded'));
  }

  describe(_ido: CatalogIdo): Promise<ConnectorIdoInfo | null> {
    return Promise.resolve(null);
  }

  health(): Promise<ConnectorHealth> {
    return Promise.resolve({ ok: true, connector: this.name, detail: '' });
  }
}
