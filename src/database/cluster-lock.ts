import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * Runs work while holding a lock that every daemon on the same database respects: on PostgreSQL
 * a session-level advisory lock (`pg_advisory_lock(hashtext(key))`) held on one connection of
 * its own for the whole of the work, which may span several transactions and other I/O; a
 * crashed holder's session ends and so does its lock. On SQLite there is one daemon, and the
 * callers serialise their own work in process, so the work simply runs.
 */
@Injectable()
export class ClusterLock {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    if (this.dataSource.options.type !== 'postgres') return work();
    const holder = this.dataSource.createQueryRunner();
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
      try {
        return await work();
      } finally {
        await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
      }
    } finally {
      await holder.release();
    }
  }
}
