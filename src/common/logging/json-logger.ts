import { LoggerService, LogLevel } from '@nestjs/common';
import pino, { Logger as Pino } from 'pino';

const LEVELS: Record<LogLevel, pino.Level> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/**
 * Nest's logger interface on pino: one JSON object per line on stdout, which journald and log
 * shippers read without parsing guesses. Chosen over hand-written JSON for its speed and its
 * asynchronous, crash-safe writing.
 */
export class JsonLogger implements LoggerService {
  private readonly pino: Pino;

  constructor(level: string, destination: pino.DestinationStream = pino.destination(1)) {
    this.pino = pino({ level, base: { service: 'erp-connector' } }, destination);
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.write('log', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  flush(): void {
    this.pino.flush();
  }

  /** Nest passes the context last; an error's stack, when given, comes before it. */
  private write(level: LogLevel, message: unknown, rest: unknown[]): void {
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const fields: Record<string, unknown> = {};
    if (context) fields.context = context;
    if (typeof rest[0] === 'string' && rest[0].includes('\n')) fields.stack = rest[0];
    if (message instanceof Error) {
      fields.err = { message: message.message, stack: message.stack };
      this.pino[LEVELS[level]](fields, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.pino[LEVELS[level]]({ ...fields, ...message });
    } else {
      this.pino[LEVELS[level]](fields, String(message));
    }
  }
}
