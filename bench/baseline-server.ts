/**
 * The bare baseline: plain Fastify and better-sqlite3 on the main thread, running the very
 * statements the daemon runs (recorded by the bench, reading the file's kept roll-up columns as
 * the daemon does) with prepared statements, no auth, no framework, no worker threads. A first
 * page shorter than its limit is its own count, as a hand-written server would take it. Usage: node baseline-server.js <db file> <cases.json> <port>
 */
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import type { BaselineCases } from './bench-cases';

const [file, casesFile, portText] = process.argv.slice(2);
const cases = JSON.parse(readFileSync(casesFile, 'utf8')) as BaselineCases;
const db = new Database(file, { readonly: true, fileMustExist: true });
db.pragma('cache_size = -65536');
db.pragma('mmap_size = 268435456');

const statements = new Map<string, Database.Statement>();
function prepared(sql: string, mode: 'rows' | 'value'): Database.Statement {
  const key = `${mode}\u0000${sql}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = db.prepare(sql);
    if (mode === 'rows') statement.raw(true);
    else statement.pluck(true);
    statements.set(key, statement);
  }
  return statement;
}

const app = Fastify({ logger: false });
app.get<{ Params: { name: string; i: string } }>('/b/:name/:i', (request, reply) => {
  const variants = cases[request.params.name];
  const variant = variants?.[Number(request.params.i) % (variants?.length ?? 1)];
  if (!variant) return reply.code(404).send({ success: false });
  const started = performance.now();
  const rows = prepared(variant.page.sql, 'rows').all(variant.page.params) as unknown[][];
  const more = rows.length > variant.limit;
  const kept = more ? rows.slice(0, variant.limit) : rows;
  const data = kept.map((row) => {
    const record: Record<string, unknown> = {};
    variant.page.columns.forEach((column, c) => {
      if (c < variant.returnedColumns) record[column] = row[c];
    });
    return record;
  });
  const count =
    variant.first && !more
      ? data.length
      : prepared(variant.count.sql, 'value').get(variant.count.params);
  return {
    success: true,
    data,
    meta: {
      count,
      returned: data.length,
      nextBookmark: more ? 'x' : null,
      elapsed: `${((performance.now() - started) / 1000).toFixed(3)}s`,
    },
  };
});
app.get('/healthz', () => ({ ok: true }));

app.listen({ port: Number(portText), host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
