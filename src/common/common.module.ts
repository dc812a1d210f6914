import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { Clock } from './clock';
import { SecretStore } from './secret-store';
import { GlobalExceptionFilter } from './errors/global-exception.filter';
import { EnvelopeInterceptor } from './http/envelope.interceptor';

/** What every domain shares: the clock, the envelope, the one exception filter. */
@Global()
@Module({
  providers: [
    Clock,
    SecretStore,
    { provide: APP_FILTER, useClass: GlobalExceptionFilter },
    { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
  ],
  exports: [Clock, SecretStore],
})
export class CommonModule {}
