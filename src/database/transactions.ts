import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/**
 * Runs units of work in a transaction, safely under concurrent requests on either database.
 *
 * SQLite: TypeORM drives better-sqlite3 through one connection, so two requests opening a
 * transaction at once fail with "cannot start a transaction within a transaction" (seen as a
 * 500 when three clients set the same policy). Transactions are queued one after another here.
 *
 * PostgreSQL: each transaction has its own pooled connection; `lockKey` serialises those that
 * read-then-write the same thing (a policy's next version) with a transaction-scoped advisory
 * lock, which every daemon sharing the database respects.
 */
@Injectable()
export class Transactions {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>, lockKey?: string): Promise<T> {
    if (this.dataSource.options.type === 'postgres') {
      return this.dataSource.transaction(async (manager) => {
        if (lockKey) await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKey]);
        return work(manager);
      });
    }
    const result = this.queue.then(() => this.dataSource.transaction(work));
    // The next transaction waits for this one whether it commits or rolls back.
    this.queue = result.catch(() => undefined);
    return result;
  }
}
