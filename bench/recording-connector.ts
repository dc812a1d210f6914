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
import type { SqlParam } from '../src/erp/filter/sql-filter-compiler';

export interface RecordedSql {
  sql: string;
  params: SqlParam[];
}

/**
 * A connector that only writes down the SQL the demo connector would run. The bench passes the
 * daemon's own load requests through the real executor with this connector, so the baseline
 * server runs exactly the statements the daemon runs.
 */
export class RecordingConnector extends ErpConnector {
  readonly name = 'recording';
  page: (RecordedSql & { columns: string[] }) | null = null;
  total: RecordedSql | null = null;

  load(request: ConnectorLoad): Promise<ConnectorRows> {
    this.page = new DemoSqlBuilder(request.ido, request.today).load(request);
    return Promise.resolve({ columns: this.page.columns, rows: [] });
  }

  count(request: ConnectorCount): Promise<number> {
    this.total = new DemoSqlBuilder(request.ido, request.today).count(request);
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
