import type { SqlTarget } from '../../../config/sql-url';
import { MysqlSession } from './mysql-session';
import { PostgresSession } from './postgres-session';
import type { SqlSession, SqlSessionOptions } from './sql-session';
import { SqliteSession } from './sqlite-session';

/** The read-only session for a parsed `ERPC_SQL_URL`, opened (a first statement has run). */
export async function openSqlSession(
  target: SqlTarget,
  options: SqlSessionOptions,
): Promise<SqlSession> {
  const session: SqlSession =
    target.dialect === 'sqlite'
      ? new SqliteSession(target.file, options)
      : target.dialect === 'postgres'
        ? new PostgresSession(target, options)
        : new MysqlSession(target, options);
  try {
    await session.open();
  } catch (error) {
    await session.close().catch(() => undefined);
    throw error;
  }
  return session;
}
