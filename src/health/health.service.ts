import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain-error';
import { ErrorCode } from '../common/errors/error-code';

export interface ReadinessReport {
  status: 'ready';
  checks: Record<string, 'ok'>;
}

@Injectable()
export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

  async readiness(): Promise<ReadinessReport> {
    const failures: Record<string, string> = {};
    try {
      await this.dataSource.query('SELECT 1');
    } catch (error) {
      failures.database = (error as Error).message;
    }
    if (Object.keys(failures).length > 0) {
      throw new DomainError(ErrorCode.ServiceUnavailable, 'not ready', failures);
    }
    return { status: 'ready', checks: { database: 'ok' } };
  }
}
