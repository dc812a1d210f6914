import { composeCatalog } from '../catalog/compose-catalog';
import type { IdoDefinition } from '../catalog/catalog.types';
import { SYTELINE_CATALOG } from '../catalog/syteline-catalog';
import type { SqlConnector } from '../connectors/sql/sql.connector';
import { SqlTableMap } from '../connectors/sql/sql-table-map';
import { applyCatalogFile, readCatalogFile } from './catalog-file';
import { DiscoveredCatalog, discoverCatalog } from './discover-catalog';

export interface SqlCatalog extends DiscoveredCatalog {
  /** Where it came from, for the start-up log: `discovered`, `syteline` or the file. */
  source: string;
}

/**
 * The catalog a `sql` connector serves (`erp.catalog`): `discover` builds it from the database;
 * `syteline` is the built-in catalog over tables named as its IDOs; a file path is a catalog file,
 * applied over discovery when it says `"discover": true`. The result is validated as a whole; an
 * unsound catalog stops the daemon with every fault listed.
 */
export async function buildSqlCatalog(
  connector: SqlConnector,
  catalog: string,
  schemas: readonly string[] = [],
): Promise<SqlCatalog> {
  let built: SqlCatalog;
  if (catalog === 'syteline') {
    built = {
      definitions: [...SYTELINE_CATALOG],
      tables: new Map(),
      notes: [],
      source: 'syteline',
    };
  } else if (catalog === 'discover') {
    built = {
      ...(await discoverCatalog(connector.session, connector.dialect, { schemas })),
      source: 'discovered',
    };
  } else {
    const file = readCatalogFile(catalog);
    const discovered = file.discover
      ? await discoverCatalog(connector.session, connector.dialect, { schemas })
      : null;
    built = {
      ...applyCatalogFile(discovered, file),
      source: file.discover ? `discovered with ${catalog} applied` : catalog,
    };
  }
  assertSound(built.definitions, built.source);
  if (built.definitions.length === 0) {
    throw new Error(
      `the ${built.source} catalog of ${connector.session.display} has no IDO: no table or view that this user may read has a usable key`,
    );
  }
  connector.useTableMap(new SqlTableMap(built.tables));
  return built;
}

export function assertSound(definitions: readonly IdoDefinition[], source: string): void {
  const base = new Map(definitions.map((d) => [d.name.toLowerCase(), d]));
  const { faults } = composeCatalog(base, new Map());
  if (base.size !== definitions.length)
    faults.push({ kind: 'invalid', message: 'an IDO name is declared twice' });
  if (faults.length > 0) {
    throw new Error(
      `invalid ${source} catalog:\n  - ${faults.map((f) => f.message).join('\n  - ')}`,
    );
  }
}
