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
 * Nest's start-up chatter: one line per module, controller and route (about 90 "Mapped {…}
 * route" lines). Useful when debugging routing, noise otherwise: logged at debug, not info.
 */
const BOOT_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
  'WebSocketsController',
]);

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/**
 * For a person at a terminal: each pino JSON line as `12:00:01 WARN  [Context] message`, with
 * the remaining fields as compact JSON after it.
 */
export function textDestination(
  out: { write(text: string): unknown } = process.stdout,
): pino.DestinationStream {
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.write(line);
        return;
      }
      const {
        level,
        time,
        msg,
        context,
        pid: _pid,
        hostname: _host,
        service: _service,
        ...rest
      } = entry;
      const clock = new Date(Number(time)).toISOString().slice(11, 19);
      const name = (LEVEL_NAMES[Number(level)] ?? String(level)).padEnd(5);
      const where = typeof context === 'string' ? `[${context}] ` : '';
      // A stack reads as lines, under the entry, rather than as one escaped JSON string.
      const err = rest.err as { stack?: unknown } | undefined;
      const stack = typeof rest.stack === 'string' ? rest.stack : err?.stack;
      if (typeof stack === 'string') {
        delete rest.stack;
        delete rest.err;
      }
      const extra = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : '';
      const trace = typeof stack === 'string' ? `\n${stack.replace(/^/gm, '    ')}` : '';
      out.write(`${clock} ${name} ${where}${typeof msg === 'string' ? msg : ''}${extra}${trace}\n`);
    },
  };
}

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
    const context = rest[rest.length - 1];
    this.write(
      typeof context === 'string' && BOOT_CONTEXTS.has(context) ? 'debug' : 'log',
      message,
      rest,
    );
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
    // Before building anything: the access log calls this once per request, and at the
    // usual production level (warn) every such line is dropped.
    if (!this.pino.isLevelEnabled(LEVELS[level])) return;
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
