import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { IncomingMessage, Server, ServerResponse, createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { AddressInfo } from 'node:net';
import { CatalogIdo } from '../../src/erp/catalog/catalog-ido';
import type { IdoDefinition, PropertyDefinition } from '../../src/erp/catalog/catalog.types';
import { SYTELINE_CATALOG } from '../../src/erp/catalog/syteline-catalog';
import { serverWallClock } from '../../src/erp/connectors/mongoose/replica/server-time';
import type { FilterNode, Literal, Operand } from '../../src/erp/filter/filter-ast';
import { parseFilter } from '../../src/erp/filter/filter-parser';
import { SqlFilterCompiler, quoteIdent } from '../../src/erp/filter/sql-filter-compiler';
import { FakeIonGateway, FakeIonOptions, fakeIonGateway } from './fake-ion-gateway';

/**
 * A FAKE Mongoose IDO Request Service (REST v2) for tests and for trying the connector without
 * a SyteLine. It follows the protocol as documented in shared/reference/mongoose-ido-rest.md and
 * serves the rows of a generated demo ERP file (opened read-only) under SyteLine's names, with
 * SyteLine's habits: every value a string (dates `yyyyMMdd HH:mm:ss.fff`, numbers as decimal
 * text, null as null), keys as stored (padded), refusals as HTTP 200 `Success: false` with
 * `Items: null`, opaque bookmarks and `MoreRowsExist` instead of counts, recordcap −1 = 200 and
 * 0 = all, 405 on a wrong verb, 401 on a missing or expired token. Derived properties of our
 * catalog are not served: a real server does not have them.
 *
 * Filters are read in Mongoose's dialect: single-quoted literals ('' escapes a quote), `N'…'`
 * accepted, double quotes refused, GETDATE() and DATEADD(unit, n, GETDATE()) the only functions.
 * They are evaluated by our own filter parser and SQLite compiler over the demo file, so the
 * fake filters and sorts exactly as the demo connector does. Bookmarks hold a row offset here
 * (a real one holds keys); a client must treat them as opaque either way.
 */
export interface FakeMongooseOptions {
  /** A demo ERP SQLite file (see ensureDemoDatabase); opened read-only. */
  file: string;
  /** The configuration (site) name tokens are issued for. */
  config?: string;
  /** Accepted logins: user → password. */
  users?: Readonly<Record<string, string>>;
  /** What recordcap −1 (and no recordcap) means. */
  defaultRecordcap?: number;
  /** Today for GETDATE(), YYYY-MM-DD. */
  today?: string;
  port?: number;
  /** ION mode: the service is reachable only through a fake ION API gateway (see its file). */
  ion?: FakeIonOptions;
  /** HTTPS with this PEM key and certificate (made from a test CA) instead of HTTP. */
  tls?: { key: string; cert: string };
  /**
   * Replica tests: open `file` read-write (give the fake a copy) and keep a `RecordDate` on every
   * row, as SyteLine does, so that records can be changed, deleted and moved to history (see
   * FakeMongooseServer.records). Off: the file is only read and no RecordDate is served.
   */
  writable?: boolean;
  /** The server's time zone (IANA), in which RecordDate is written; default UTC. */
  timeZone?: string;
}

/** Switches a test (or a person) flips to make the ERP misbehave. */
export interface FakeMongooseSwitches {
  /** Added before every answer, milliseconds. */
  latencyMs: number;
  /** Every request (Ping.aspx included) answers 503, as when the IDO runtime is down. */
  outage: boolean;
  /** The next N requests to /ido/ answer `failStatus`. */
  failNext: number;
  failStatus: number;
  /** Requests to /ido/load are never answered (the client's timeout must fire). */
  stall: boolean;
  /** How a dead token is refused: HTTP 401, or 200 `Success: false` "Invalid token." */
  refusal: 'http401' | 'message';
  /** Every answer carries the first page's bookmark (a server whose paging is broken). */
  stuckBookmark: boolean;
  /** Tokens are issued but never accepted (a server whose sessions break at once). */
  refuseTokens: boolean;
  /** Properties the server does not have, per IDO (a site without them). */
  hidden: Record<string, string[]>;
  /** A site's user fields `Uf_…` per IDO, shown by /info (String, length 40; not loadable). */
  userFields: Record<string, string[]>;
  /** IDOs a site replaced, e.g. SLItems → CMP_SLItems: the old name is not served, the new one
   * answers /info (its loads are refused: this fake keeps no table by that name). */
  replaced: Record<string, string>;
}

export interface FakeMongooseStats {
  tokensIssued: number;
  loads: number;
  unauthorized: number;
  /** Every request received, whatever its answer. */
  requests: number;
  /** The most requests the fake was answering at once (for the client's in-flight cap). */
  maxConcurrent: number;
  /** Authorization headers seen on loads, for checking the raw-token convention. */
  lastAuthorization: string | null;
}

export interface FakeMongooseServer {
  /** Base URL of the IDO request service, e.g. http://127.0.0.1:1234/IDORequestService/ido */
  url: string;
  /** The server root, where Ping.aspx lives under /IDORequestService/. */
  origin: string;
  config: string;
  switches: FakeMongooseSwitches;
  stats: FakeMongooseStats;
  /** In ION mode, the gateway: its keys, `.ionapi` content and statistics. */
  ion?: FakeIonGateway;
  /** Every token issued since start (direct or ION), for tests that look for them in output. */
  issuedTokens(): string[];
  /** Every token issued so far stops working (the next call answers 401). */
  expireTokens(): void;
  /** Test-only changes to the data; present with the `writable` option. */
  records?: FakeRecordChanges;
  close(): Promise<void>;
}

const PREFIX = '/IDORequestService/ido/';
const DEFAULT_USERS = { erpc: 'erpc-password' };

/** `Message` of a refused request, as Mongoose words them (the shape, not the exact text). */
class Refusal extends Error {}

export async function startFakeMongooseServer(
  options: FakeMongooseOptions,
): Promise<FakeMongooseServer> {
  const config = options.config ?? 'DEMO';
  const users: Readonly<Record<string, string>> = options.users ?? DEFAULT_USERS;
  const defaultCap = options.defaultRecordcap ?? 200;
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const db = new Database(options.file, { readonly: !options.writable, fileMustExist: true });
  const records = options.writable
    ? new FakeRecordChanges(db, options.timeZone ?? 'UTC')
    : undefined;
  const idos = new Map<string, IdoDefinition>(
    SYTELINE_CATALOG.map((ido) => [ido.name.toLowerCase(), ido]),
  );
  const tokens = new Set<string>();
  const everIssued: string[] = [];
  const switches: FakeMongooseSwitches = {
    latencyMs: 0,
    outage: false,
    failNext: 0,
    failStatus: 500,
    stall: false,
    refuseTokens: false,
    stuckBookmark: false,
    refusal: 'http401',
    hidden: {},
    userFields: {},
    replaced: {},
  };
  const ion = options.ion ? fakeIonGateway(options.ion) : undefined;
  const stats: FakeMongooseStats = {
    tokensIssued: 0,
    loads: 0,
    unauthorized: 0,
    requests: 0,
    maxConcurrent: 0,
    lastAuthorization: null,
  };
  let concurrent = 0;
  const stalled = new Set<ServerResponse>();

  /** The IDO with only the properties this server has: stored ones, minus hidden ones. */
  function served(name: string): CatalogIdo {
    const replacedBy = (n: string): string | undefined =>
      Object.entries(switches.replaced).find(([, by]) => by.toLowerCase() === n.toLowerCase())?.[0];
    const original = replacedBy(name);
    const def = original
      ? { ...(idos.get(original.toLowerCase()) as IdoDefinition), name }
      : switches.replaced[idos.get(name.toLowerCase())?.name ?? '']
        ? undefined
        : idos.get(name.toLowerCase());
    if (!def) throw new Refusal(`The IDO '${name}' does not exist.`);
    const hidden = new Set((switches.hidden[def.name] ?? []).map((p) => p.toLowerCase()));
    return new CatalogIdo({
      ...def,
      properties: [...def.properties, ...(records ? [RECORD_DATE] : [])].filter(
        (p) => !p.derived && !hidden.has(p.name.toLowerCase()),
      ),
    });
  }

  function property(ido: CatalogIdo, name: string): PropertyDefinition {
    const prop = ido.property(name.trim());
    if (!prop) throw new Refusal(`Property '${name.trim()}' is not valid for IDO ${ido.name}.`);
    return prop;
  }

  function json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }

  function authorized(req: IncomingMessage): boolean {
    const header = req.headers.authorization;
    stats.lastAuthorization = header ?? null;
    return header !== undefined && tokens.has(header) && !switches.refuseTokens;
  }

  function token(req: IncomingMessage, res: ServerResponse, site: string): void {
    const user = header(req, 'username');
    const password = header(req, 'password');
    if (site !== config || !user || users[user] === undefined || users[user] !== password) {
      json(res, 200, { Message: 'Invalid user name or password.', Success: false, Token: null });
      return;
    }
    // Real tokens are long base64 texts holding '/', '+' and '='.
    const issued = `b/${randomBytes(48).toString('base64')}+=`;
    tokens.add(issued);
    everIssued.push(issued);
    stats.tokensIssued += 1;
    json(res, 200, { Message: null, Success: true, Token: issued });
  }

  function load(url: URL, res: ServerResponse, name: string): void {
    const ido = served(name);
    const params = url.searchParams;
    const listed = params.get('properties');
    const props =
      listed === null || listed.trim() === '*'
        ? [...ido.properties]
        : listed.split(',').map((p) => property(ido, p));
    const filterText = params.get('filter');
    let where = '';
    let bound: Array<string | number | null> = [];
    if (filterText && filterText.trim() !== '') {
      const tree = readFilter(filterText, ido, today);
      const fragment = new SqlFilterCompiler(ido, today).compile(tree);
      where = ` WHERE ${fragment.sql}`;
      bound = fragment.params;
    }
    const orderText = params.get('orderby');
    const order =
      orderText && orderText.trim() !== ''
        ? orderText.split(',').map((term) => {
            const [p, dir, extra] = term.trim().split(/\s+/);
            const direction = (dir ?? 'ASC').toUpperCase();
            if (extra !== undefined || (direction !== 'ASC' && direction !== 'DESC')) {
              throw new Refusal(`Incorrect syntax near '${term.trim()}'.`);
            }
            return `${quoteIdent(property(ido, p).name)} ${direction}`;
          })
        : ido.keys.map((k) => quoteIdent(k));
    const capText = params.get('recordcap');
    const cap = capText === null ? -1 : Number(capText);
    if (!Number.isInteger(cap) || cap < -1) throw new Refusal(`Invalid recordcap '${capText}'.`);
    const limit = cap === -1 ? defaultCap : cap;
    const loadType = (params.get('loadtype') ?? 'FIRST').toUpperCase();
    if (loadType !== 'FIRST' && loadType !== 'NEXT') {
      throw new Refusal(`Load type '${loadType}' is not supported by this fake.`);
    }
    let offset = 0;
    if (loadType === 'NEXT') {
      const match = /^<B><O>(\d+)<\/O><\/B>$/.exec(params.get('bookmark') ?? '');
      if (!match) throw new Refusal('A NEXT load needs the bookmark of the previous load.');
      offset = Number(match[1]);
    }
    const distinct = /^(1|true)$/i.test(params.get('distinct') ?? '');
    const columns = props.map((p) => quoteIdent(p.name)).join(', ');
    const sql =
      `SELECT ${distinct ? 'DISTINCT ' : ''}${columns} FROM ${quoteIdent(ido.name)}${where}` +
      ` ORDER BY ${order.join(', ')}` +
      (limit === 0 ? '' : ` LIMIT ${limit + 1}`) +
      (offset > 0 ? `${limit === 0 ? ' LIMIT -1' : ''} OFFSET ${offset}` : '');
    let rows: unknown[][];
    try {
      rows = db
        .prepare(sql)
        .raw()
        .all(...bound) as unknown[][];
    } catch (error) {
      throw new Refusal(`SQL error: ${(error as Error).message}`);
    }
    const more = limit !== 0 && rows.length > limit;
    if (more) rows = rows.slice(0, limit);
    const keyIndexes = ido.keys.map((k) => props.findIndex((p) => p.name === k));
    const items = rows.map((row) => {
      const item: Record<string, string | null> = {};
      props.forEach((p, i) => (item[p.name] = mongooseValue(p, row[i])));
      const keys = keyIndexes.map((i) => (i >= 0 ? String(row[i]) : '?')).join('|');
      item._ItemId = `PBT=[${ido.name.toLowerCase()}] ID=[${keys}]`;
      return item;
    });
    json(res, 200, {
      Items: items,
      Bookmark: `<B><O>${switches.stuckBookmark ? items.length : offset + items.length}</O></B>`,
      MoreRowsExist: more,
      Success: true,
      Message: null,
    });
  }

  function info(res: ServerResponse, name: string): void {
    const ido = served(name);
    const userFields = (switches.userFields[ido.name] ?? []).map((field) => ({
      Name: field,
      DataType: 'String',
      ClrTypeName: 'System.String',
      Length: 40,
      DecimalPos: 0,
      JustifyFormat: 'L',
      CaseFormat: 'M',
      Required: false,
      ReadOnly: false,
      IsKey: false,
      LabelStringID: `s${field}`,
    }));
    json(res, 200, {
      Message: null,
      Success: true,
      Keys: [...ido.keys],
      Properties: ido.properties
        .map((p) => ({
          Name: p.name,
          DataType: p === RECORD_DATE ? 'DateTime' : DATA_TYPES[p.type],
          ClrTypeName: CLR_TYPES[p.type],
          Length: p.format?.length ?? (p.type === 'date' ? 8 : p.type === 'string' ? 60 : 0),
          DecimalPos: p.type === 'decimal' ? 8 : 0,
          JustifyFormat: p.format?.justify === 'right' ? 'R' : 'L',
          CaseFormat: p.format?.case === 'upper' ? 'U' : 'M',
          Required: p.key === true || p.nullable !== true,
          ReadOnly: false,
          IsKey: p.key === true,
          LabelStringID: `s${p.name}`,
        }))
        .concat(userFields),
      SubCollections: subCollections(ido),
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (switches.latencyMs > 0) await new Promise((r) => setTimeout(r, switches.latencyMs));
    let url = new URL(req.url ?? '/', 'http://fake');
    if (switches.outage) {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('<h1>Service Unavailable</h1>');
      return;
    }
    // ION mode: the gateway answers tokens and refusals; what it lets through is trusted.
    if (ion) {
      const forwarded = await ion.route(req, res, url, config);
      if (forwarded === null) return;
      url = forwarded;
    }
    if (url.pathname.toLowerCase() === '/idorequestservice/ping.aspx') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('OK');
      return;
    }
    if (!url.pathname.startsWith(PREFIX)) {
      res.writeHead(404);
      res.end();
      return;
    }
    if (switches.failNext > 0) {
      switches.failNext -= 1;
      res.writeHead(switches.failStatus, { 'content-type': 'text/html' });
      res.end('<h1>Server Error</h1>');
      return;
    }
    const [verb, name, ...rest] = url.pathname.slice(PREFIX.length).split('/').map(decode);
    if (!['token', 'load', 'info', 'update', 'invoke'].includes(verb ?? '') || !name) {
      res.writeHead(404);
      res.end();
      return;
    }
    const expected = verb === 'update' || verb === 'invoke' ? 'POST' : 'GET';
    if (req.method !== expected) {
      res.writeHead(405, { allow: expected });
      res.end();
      return;
    }
    if (verb === 'token') {
      if (rest.length > 0) {
        json(res, 200, { Message: 'Use the username and password headers.', Success: false });
        return;
      }
      token(req, res, name);
      return;
    }
    if (!ion && !authorized(req)) {
      stats.unauthorized += 1;
      if (switches.refusal === 'message') {
        json(res, 200, { Items: null, Success: false, Message: 'Invalid token.' });
        return;
      }
      res.writeHead(401, { 'content-type': 'text/html' });
      res.end('<h1>401 Unauthorized</h1>');
      return;
    }
    if (verb === 'load') stats.loads += 1;
    if (verb === 'load' && switches.stall) {
      stalled.add(res);
      return;
    }
    try {
      if (verb === 'load') load(url, res, name);
      else if (verb === 'info') info(res, name);
      else throw new Refusal(`This fake serves no ${verb}.`);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      json(res, 200, { Items: null, Success: false, Message: error.message });
    }
  }

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    concurrent += 1;
    stats.requests += 1;
    stats.maxConcurrent = Math.max(stats.maxConcurrent, concurrent);
    res.once('close', () => (concurrent -= 1));
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  };
  const server: Server = options.tls
    ? createHttpsServer({ key: options.tls.key, cert: options.tls.cert }, listener)
    : createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  return {
    url: ion
      ? `${origin}/${ion.tenant}/CSI/IDORequestService/ido`
      : `${origin}/IDORequestService/ido`,
    origin,
    config,
    switches,
    stats,
    ion,
    issuedTokens: () => [...everIssued, ...(ion?.issued ?? [])],
    expireTokens: () => {
      tokens.clear();
      ion?.expireTokens();
    },
    records,
    async close() {
      for (const res of stalled) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
    },
  };
}

/**
 * Children of an IDO as /info names them: every IDO whose relation points at this one's whole
 * key (SLPoItems.PoNum → SLPos.PoNum makes SLPoItems a subcollection of SLPos).
 */
function subCollections(
  ido: CatalogIdo,
): Array<{ Name: string; IDOName: string; LinkBy: Array<{ Parent: string; Child: string }> }> {
  const out = [];
  for (const child of SYTELINE_CATALOG) {
    const links = child.relations.filter(
      (r) => r.targetIdo.toLowerCase() === ido.name.toLowerCase(),
    );
    const link = links.find((r) => ido.keys.length === 1 && r.targetProperty === ido.keys[0]);
    if (!link || child.name === ido.name) continue;
    out.push({
      Name: child.name.replace(/^SL/, ''),
      IDOName: child.name,
      LinkBy: [{ Parent: link.targetProperty, Child: link.property }],
    });
  }
  return out;
}

const DATA_TYPES: Readonly<Record<PropertyDefinition['type'], string>> = {
  string: 'String',
  enum: 'String',
  integer: 'Int32',
  decimal: 'Decimal',
  date: 'Date',
};
const CLR_TYPES: Readonly<Record<PropertyDefinition['type'], string>> = {
  string: 'System.String',
  enum: 'System.String',
  integer: 'System.Int32',
  decimal: 'System.Decimal',
  date: 'System.DateTime',
};

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** A stored value as Mongoose answers it: always a string, or null. */
function mongooseValue(prop: PropertyDefinition, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  // SQLite hands back text, numbers or bigints only.
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'bigint'
        ? value.toString()
        : '';
  switch (prop.type) {
    case 'date':
      return `${text.slice(0, 4)}${text.slice(5, 7)}${text.slice(8, 10)} 00:00:00.000`;
    case 'decimal':
      return Number(text).toFixed(8);
    case 'integer':
      return String(Math.trunc(Number(text)));
    case 'string':
    case 'enum':
      return text;
  }
}

/**
 * Mongoose's filter dialect read into our filter tree: `N'…'` becomes a plain literal, the two
 * allowed functions become date literals, double quotes and any other function are refused, and
 * date literals compared with a date property are read from `yyyyMMdd[ HH:mm:ss[.fff]]` or ISO.
 */
function readFilter(text: string, ido: CatalogIdo, today: string): FilterNode {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "'") {
      let j = i + 1;
      for (;;) {
        if (j >= text.length)
          throw new Refusal('Unclosed quotation mark after the character string.');
        if (text[j] === "'" && text[j + 1] === "'") j += 2;
        else if (text[j] === "'") break;
        else j += 1;
      }
      out += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === '"') throw new Refusal(`Invalid column name: double-quoted text in the filter.`);
    if (
      (ch === 'N' || ch === 'n') &&
      text[i + 1] === "'" &&
      !/[A-Za-z0-9_]/.test(text[i - 1] ?? ' ')
    ) {
      i += 1;
      continue;
    }
    const call = /^([A-Za-z_][A-Za-z0-9_]*)\s*\(/.exec(text.slice(i));
    if (call && !/[A-Za-z0-9_]/.test(text[i - 1] ?? ' ') && !/^(IN|NOT|AND|OR)$/i.test(call[1])) {
      const fn = call[1].toUpperCase();
      const getdate = /^GETDATE\s*\(\s*\)/i.exec(text.slice(i));
      const dateadd =
        /^DATEADD\s*\(\s*(day|dd|d|week|wk|month|mm|year|yy)\s*,\s*(-?\d+)\s*,\s*GETDATE\s*\(\s*\)\s*\)/i.exec(
          text.slice(i),
        );
      if (fn === 'GETDATE' && getdate) {
        out += `'${today}'`;
        i += getdate[0].length;
      } else if (fn === 'DATEADD' && dateadd) {
        out += `'${addDate(today, dateadd[1].toLowerCase(), Number(dateadd[2]))}'`;
        i += dateadd[0].length;
      } else {
        throw new Refusal(`The function '${call[1]}' is not allowed in a filter.`);
      }
      continue;
    }
    out += ch;
    i += 1;
  }
  let tree: FilterNode;
  try {
    tree = parseFilter(out);
  } catch (error) {
    throw new Refusal(`Incorrect syntax in filter: ${(error as Error).message}`);
  }
  return normalize(tree, ido);
}

function addDate(today: string, unit: string, n: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  if (unit.startsWith('d')) d.setUTCDate(d.getUTCDate() + n);
  else if (unit.startsWith('w')) d.setUTCDate(d.getUTCDate() + 7 * n);
  else if (unit.startsWith('m')) d.setUTCMonth(d.getUTCMonth() + n);
  else d.setUTCFullYear(d.getUTCFullYear() + n);
  return d.toISOString().slice(0, 10);
}

/** Property names to the served spelling (unknown ones refused); date literals to ISO. */
function normalize(node: FilterNode, ido: CatalogIdo): FilterNode {
  const prop = (name: string): PropertyDefinition => {
    const p = ido.property(name);
    if (!p) throw new Refusal(`Invalid column name '${name}'.`);
    return p;
  };
  const literal = (lit: Literal, p: PropertyDefinition | undefined): Literal => {
    if (p === RECORD_DATE && typeof lit.value === 'string') {
      return { kind: 'literal', value: recordDateLiteral(lit.value) };
    }
    if (p?.type !== 'date' || typeof lit.value !== 'string') return lit;
    const compact = /^(\d{4})(\d{2})(\d{2})(?:\s+\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)?$/.exec(
      lit.value.trim(),
    );
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(lit.value.trim());
    const m = compact ?? iso;
    if (!m) throw new Refusal(`Conversion failed when converting date from '${lit.value}'.`);
    return { kind: 'literal', value: `${m[1]}-${m[2]}-${m[3]}` };
  };
  const operand = (o: Operand, other: Operand): Operand => {
    if (o.kind === 'property') return { kind: 'property', name: prop(o.name).name };
    return literal(o, other.kind === 'property' ? prop(other.name) : undefined);
  };
  switch (node.kind) {
    case 'and':
    case 'or':
      return { kind: node.kind, operands: node.operands.map((o) => normalize(o, ido)) };
    case 'not':
      return { kind: 'not', operand: normalize(node.operand, ido) };
    case 'compare':
      return {
        ...node,
        left: operand(node.left, node.right),
        right: operand(node.right, node.left),
      };
    case 'like':
      return { ...node, target: { kind: 'property', name: prop(node.target.name).name } };
    case 'null':
      return { ...node, target: { kind: 'property', name: prop(node.target.name).name } };
    case 'in': {
      const p = prop(node.target.name);
      return {
        ...node,
        target: { kind: 'property', name: p.name },
        values: node.values.map((v) => literal(v, p)),
      };
    }
    case 'between': {
      const target = { kind: 'property' as const, name: prop(node.target.name).name };
      return {
        ...node,
        target,
        low: operand(node.low, target),
        high: operand(node.high, target),
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Replica support (option `writable`): RecordDate on every row and test-only changes.

/**
 * SyteLine's last-modified stamp, on every IDO (server-local time, not UTC). Kept here as text
 * in Mongoose's own `yyyyMMdd HH:mm:ss.fff` form, which sorts as the instants do, and compared
 * as text; filter literals in that form or ISO are read into it.
 */
const RECORD_DATE: PropertyDefinition = {
  name: 'RecordDate',
  type: 'string',
  label: 'Record date',
  alias: 'record_date',
};

/** A RecordDate filter literal (`yyyyMMdd HH:mm:ss.fff` or ISO) in the stored form. */
function recordDateLiteral(text: string): string {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/.exec(
    text.trim(),
  );
  if (!m) throw new Refusal(`Conversion failed when converting date and/or time from '${text}'.`);
  const ms = (m[7] ?? '0').padEnd(3, '0');
  return `${m[1]}${m[2]}${m[3]} ${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}.${ms}`;
}

type FakeValue = string | number | null;

/**
 * What a replica test does to the ERP behind the connector's back: change a record (its
 * RecordDate becomes now, as SyteLine's triggers do), add one, delete one, or move one to
 * history (SyteLine moves a PO set to History into SLPohs: to a reader of SLPos, a deletion).
 */
export class FakeRecordChanges {
  constructor(
    private readonly db: Database.Database,
    private readonly timeZone: string,
  ) {
    const stamp = this.now();
    for (const ido of SYTELINE_CATALOG) {
      const columns = db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(ido.name);
      if (!columns.includes('RecordDate')) {
        db.exec(
          `ALTER TABLE ${quoteIdent(ido.name)} ADD COLUMN "RecordDate" TEXT NOT NULL DEFAULT '${stamp}'`,
        );
      }
    }
  }

  /**
   * The server's clock as RecordDate is written: the daemon's own function for its watermark,
   * whose zone arithmetic server-time.spec.ts pins against fixed instants.
   */
  now(): string {
    return serverWallClock(new Date(), this.timeZone);
  }

  /** Sets `values` on the record with `key` (stored key values, padding included). */
  update(ido: string, key: Record<string, FakeValue>, values: Record<string, FakeValue>): void {
    const sets = Object.keys(values).map((name) => `${quoteIdent(name)} = ?`);
    const where = this.where(key);
    const changed = this.db
      .prepare(
        `UPDATE ${quoteIdent(ido)} SET ${[...sets, '"RecordDate" = ?'].join(', ')} WHERE ${where.sql}`,
      )
      .run(...Object.values(values), this.now(), ...where.params).changes;
    if (changed !== 1) throw new Error(`fake: no ${ido} record ${JSON.stringify(key)}`);
  }

  /** Adds a record (every stored property of the IDO must be given). */
  insert(ido: string, row: Record<string, FakeValue>): void {
    const names = Object.keys(row);
    this.db
      .prepare(
        `INSERT INTO ${quoteIdent(ido)} (${[...names, 'RecordDate'].map(quoteIdent).join(', ')}) VALUES (${names.map(() => '?').join(', ')}, ?)`,
      )
      .run(...Object.values(row), this.now());
  }

  /** Deletes the record with `key`. */
  remove(ido: string, key: Record<string, FakeValue>): void {
    const where = this.where(key);
    const deleted = this.db
      .prepare(`DELETE FROM ${quoteIdent(ido)} WHERE ${where.sql}`)
      .run(...where.params).changes;
    if (deleted !== 1) throw new Error(`fake: no ${ido} record ${JSON.stringify(key)}`);
  }

  /** Moves the record to history: the IDO no longer serves it, exactly as after a deletion. */
  moveToHistory(ido: string, key: Record<string, FakeValue>): void {
    this.remove(ido, key);
  }

  /** Rows of an IDO as stored (for a test to pick records to change). */
  rows(ido: string, limit: number): Array<Record<string, FakeValue>> {
    return this.db.prepare(`SELECT * FROM ${quoteIdent(ido)} LIMIT ?`).all(limit) as Array<
      Record<string, FakeValue>
    >;
  }

  private where(key: Record<string, FakeValue>): { sql: string; params: FakeValue[] } {
    return {
      sql: Object.keys(key)
        .map((name) => `${quoteIdent(name)} = ?`)
        .join(' AND '),
      params: Object.values(key),
    };
  }
}
