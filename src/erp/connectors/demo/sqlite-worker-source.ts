/**
 * The body of a read worker, as JavaScript source run with `new Worker(source, { eval: true })`.
 * Kept as source text (not a compiled file) so that the same code runs from `dist/` and under
 * ts-jest, where no .js file exists beside the .ts.
 *
 * Protocol: the parent posts `{ id, jobs: [{ mode, sql, params, cache }] }`, a batch run in order
 * (a page and its count travel together: one message each way per request). Mode `rows` answers
 * `{ columns, rowsJson }` (rows as a JSON array of arrays: cheaper to pass between threads than
 * structured clones of many small arrays); mode `value` answers `{ value }`, the first column of
 * the first row. The reply is `{ id, ok: true, results }` or `{ id, ok: false, message, code }`.
 *
 * Prepared statements are cached per SQL text (LRU). A job with `cache: true` is remembered per
 * mode, SQL text and parameters until `PRAGMA data_version` shows that another connection
 * committed a change: paging through a million-row IDO counts it once, and a dashboard that asks
 * the same aggregate every few seconds has it computed once, yet no answer ever goes stale
 * ("today" is a parameter of every statement that depends on it, so a new day is a new key).
 * Values (counts) are bounded by number (`answerCache`); rows are also bounded by the bytes of
 * their JSON (`answerBytes`; one answer at most an eighth of it; 0 keeps no rows).
 */
export const SQLITE_WORKER_SOURCE = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('query_only = ON');
db.pragma('cache_size = -' + String(workerData.cacheKiB));
db.pragma('mmap_size = ' + String(workerData.mmapBytes));
db.pragma('temp_store = MEMORY');
const statements = new Map();
function statement(mode, sql) {
  const key = mode + '\\u0000' + sql;
  let stmt = statements.get(key);
  if (stmt) {
    statements.delete(key);
    statements.set(key, stmt);
    return stmt;
  }
  stmt = db.prepare(sql);
  if (mode === 'rows') stmt.raw(true);
  else stmt.pluck(true);
  statements.set(key, stmt);
  if (statements.size > workerData.statementCache) statements.delete(statements.keys().next().value);
  return stmt;
}
const dataVersion = db.prepare('PRAGMA data_version').pluck();
let seenVersion = dataVersion.get();
const answers = new Map();
let rowBytes = 0;
const sizeOf = (answer) => (answer.rowsJson === undefined ? 0 : answer.rowsJson.length);
function forget(key) {
  const answer = answers.get(key);
  answers.delete(key);
  rowBytes -= sizeOf(answer);
}
function compute(job) {
  if (job.mode === 'rows') {
    const stmt = statement('rows', job.sql);
    const rows = stmt.all(job.params);
    return { columns: stmt.columns().map((c) => c.name), rowsJson: JSON.stringify(rows) };
  }
  const answer = statement('value', job.sql).get(job.params);
  return { value: answer === undefined ? null : answer };
}
function run(job) {
  if (!job.cache || (job.mode === 'rows' && workerData.answerBytes <= 0)) return compute(job);
  const version = dataVersion.get();
  if (version !== seenVersion) {
    answers.clear();
    rowBytes = 0;
    seenVersion = version;
  }
  const key = job.mode + '\u0000' + job.sql + '\u0000' + JSON.stringify(job.params);
  const known = answers.get(key);
  if (known !== undefined) {
    answers.delete(key);
    answers.set(key, known);
    return known;
  }
  const answer = compute(job);
  const size = sizeOf(answer);
  if (size > workerData.answerBytes / 8) return answer;
  answers.set(key, answer);
  rowBytes += size;
  while (answers.size > workerData.answerCache || rowBytes > workerData.answerBytes) {
    forget(answers.keys().next().value);
  }
  return answer;
}
parentPort.on('message', (message) => {
  try {
    parentPort.postMessage({ id: message.id, ok: true, results: message.jobs.map(run) });
  } catch (error) {
    parentPort.postMessage({
      id: message.id,
      ok: false,
      message: String(error && error.message ? error.message : error),
      code: error && error.code ? String(error.code) : undefined,
    });
  }
});
parentPort.postMessage({ ready: true });
`;
