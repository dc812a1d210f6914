import type { AppConfig } from '../config/app-config';
import { parseSqlUrl } from '../config/sql-url';
import { SYTELINE_CATALOG } from '../erp/catalog/syteline-catalog';
import { openSqlSession } from '../erp/connectors/sql/open-sql-session';
import { SqlConnector } from '../erp/connectors/sql/sql.connector';
import { SqlTableMap } from '../erp/connectors/sql/sql-table-map';
import { openMongooseClient } from '../erp/connectors/mongoose/open-mongoose-client';
import { printCatalogFile } from '../erp/discovery/catalog-file';
import { discoverMongooseCatalog } from '../erp/discovery/mongoose-catalog';
import { buildSqlCatalog } from '../erp/discovery/sql-catalog';

export const DISCOVER_USAGE = `  discover [--url URL] [--catalog discover|FILE] [--ido A,B] [--out FILE]
                                   print the catalog the configured connector serves as a catalog
                                   file to review, edit and deploy with ERPC_CATALOG (--url: any
                                   postgres://, mysql:// or sqlite:/// database instead; --catalog:
                                   apply a catalog file over discovery, to check it; mongoose: the
                                   syteline catalog's IDOs, or those of --ido, read from /info,
                                   with what the site changed on standard error)`;

export interface DiscoverOutput {
  /** The catalog file text. */
  text: string;
  /** What to tell the person on standard error (where it came from, what was left out). */
  summary: string[];
}

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

/**
 * `erp-connector discover`: the catalog a connector would serve, as a catalog file. For a SQL
 * database (the configured one, or `--url`) it is discovered from the database through the
 * same read-only session the daemon uses; for the demo connector it is the built-in catalog.
 */
export async function discoverCatalogFile(
  args: readonly string[],
  config: AppConfig,
): Promise<DiscoverOutput> {
  const known = new Set(['--url', '--catalog', '--ido']);
  for (let i = 0; i < args.length; i += 2) {
    if (!known.has(args[i])) throw new Error(`unknown argument ${args[i]}`);
  }
  if (config.erp.connector === 'mongoose' && !option(args, '--url')) {
    return discoverMongoose(option(args, '--ido'), config);
  }
  const url = option(args, '--url') ?? (config.erp.connector === 'sql' ? config.erp.sqlUrl : null);
  if (!url) {
    const catalog = {
      definitions: [...SYTELINE_CATALOG],
      tables: new Map(),
      notes: [],
    };
    return {
      text: printCatalogFile(catalog, 'demo ERP (built-in syteline catalog)'),
      summary: [
        `the demo connector serves the built-in syteline catalog (${SYTELINE_CATALOG.length} IDOs); ` +
          'give --url (or ERPC_SQL_URL) to discover a database',
      ],
    };
  }
  const target = parseSqlUrl(url);
  const session = await openSqlSession(target, {
    timeoutMs: config.erp.timeoutMs,
    poolSize: 1,
  });
  const connector = new SqlConnector(session, SqlTableMap.empty());
  try {
    const chosen =
      option(args, '--catalog') ?? (option(args, '--url') ? 'discover' : config.erp.catalog);
    const catalog = await buildSqlCatalog(
      connector,
      chosen === 'syteline' ? 'discover' : chosen,
      target.dialect === 'sqlite' ? [] : target.schemas,
    );
    return {
      text: printCatalogFile(catalog, target.display),
      summary: [
        `${target.display}: ${catalog.definitions.length} IDOs (${catalog.source})`,
        ...catalog.notes.map((n) => `  left out: ${n}`),
      ],
    };
  } finally {
    await connector.close();
  }
}

/**
 * A Mongoose site: `/info` of the syteline catalog's IDOs (or those named), printed as a catalog
 * file (`discover: false`, deployable with ERPC_CATALOG), and on standard error what differs
 * from the shipped catalog: user fields, replaced IDOs, missing properties.
 */
async function discoverMongoose(
  idos: string | undefined,
  config: AppConfig,
): Promise<DiscoverOutput> {
  const client = openMongooseClient(config);
  const names = idos
    ?.split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  const catalog = await discoverMongooseCatalog(client, names);
  const where = `${client.display} configuration ${config.erp.mongoose.config ?? ''}`;
  const d = catalog.differences;
  return {
    text: printCatalogFile(catalog, where),
    summary: [
      `${where}: ${catalog.definitions.length} IDOs read from /info (${client.via})`,
      `differences from the shipped syteline catalog: ${d.userFields.length} user fields, ` +
        `${d.replaced.length} replaced IDOs, ${d.missing.length} missing properties, ` +
        `${d.notServed.length} IDOs not served`,
      ...catalog.notes.map((n) => `  ${n}`),
    ],
  };
}
