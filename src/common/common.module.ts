import { Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { Clock } from './clock';
import { SecretStore } from './secret-store';
import { GlobalExceptionFilter } from './errors/global-exception.filter';

/** What every domain shares: the clock, the envelope, the one exception filter. */
@Global()
@Module({
  providers: [Clock, SecretStore, { provide: APP_FILTER, useClass: GlobalExceptionFilter }],
  exports: [Clock, SecretStore],
})
export class CommonModule {}
