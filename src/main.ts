import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { Server as HttpsServer } from 'node:https';
import { createApp, API_VERSION, tlsCredentialsOf } from './app.factory';
import { TlsCredentials, TlsCredentialsError } from './common/http/tls-credentials';
import { TlsReloader } from './common/http/tls-reloader';
import { JsonLogger, textDestination } from './common/logging/json-logger';
import { startBanner, textLogs } from './common/logging/start-banner';
import { AppConfig } from './config/app-config';
import { ConfigError, loadConfig } from './config/load-config';
import { MetricsService } from './metrics/metrics.service';
import { ErpConnector } from './erp/connectors/erp-connector.port';
import { RedisNotInstalledError } from './redis/embedded-redis';
import { UsersService } from './users/users.service';

async function main(): Promise<void> {
  let config: AppConfig;
  let tls: TlsCredentials | null;
  try {
    config = loadConfig();
    // Unreadable or mismatched TLS files are a configuration fault too: exit 2, say which.
    tls = tlsCredentialsOf(config);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof TlsCredentialsError) {
      process.stderr.write(`erp-connector: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const text = textLogs(config.log.format, process.stdout.isTTY === true);
  const logger = new JsonLogger(config.log.level, text ? textDestination() : undefined);
  const app = await createApp(config, logger, tls);
  const shutdownLog = new Logger('Shutdown');
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    shutdownLog.log(`${signal}: closing; running work finishes or is handed back`);
    app.close().then(
      () => {
        logger.flush();
        process.exit(0);
      },
      (error: unknown) => {
        shutdownLog.error(`shutdown failed: ${String(error)}`);
        logger.flush();
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // SIGHUP re-reads the certificate (systemd's ExecReload). Without a handler Node would exit.
  const reloader = tls
    ? new TlsReloader(config.server.tls, app.getHttpServer() as HttpsServer, tls, (loaded) =>
        app.get(MetricsService).setTlsCertificateExpiry(loaded.validTo),
      )
    : null;
  process.on('SIGHUP', () => {
    if (reloader) reloader.reload();
    else new Logger('Main').log('SIGHUP: no TLS configured; nothing to reload');
  });
  await app.listen({ port: config.server.port, host: config.server.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.server.port;
  const scheme = tls ? 'https' : 'http';
  new Logger('Main').log({
    msg: `erp-connector ${API_VERSION} listening on ${scheme}://${config.server.host}:${port}`,
    version: API_VERSION,
    port,
    dataDir: config.dataDir,
    database: config.database.url ? 'postgresql' : 'sqlite',
    erp: config.erp.connector,
    ...(tls ? { tls: { fingerprint256: tls.fingerprint256, validTo: tls.validTo } } : {}),
  });
  if (text) {
    // The logger writes asynchronously: flush it so the banner comes after the lines above.
    logger.flush();
    const erp = await app
      .get(ErpConnector)
      .health()
      .catch((error: unknown) => ({
        ok: false,
        connector: config.erp.connector,
        detail: String(error),
      }));
    const shownHost = ['0.0.0.0', '::'].includes(config.server.host)
      ? '127.0.0.1'
      : config.server.host;
    process.stdout.write(
      startBanner({
        version: API_VERSION,
        url: `${scheme}://${shownHost}:${port}`,
        dataDir: config.dataDir,
        database: config.database.url ? 'postgresql' : 'sqlite',
        erp: {
          connector: config.erp.connector,
          ok: erp.ok,
          detail: erp.ok ? undefined : erp.detail,
        },
        hasUsers: (await app.get(UsersService).count()) > 0,
      }),
    );
  }
}

main().catch((error: unknown) => {
  // Errors meant for the operator are printed as they are; anything else with its stack.
  const text =
    error instanceof RedisNotInstalledError
      ? error.message
      : ((error as Error)?.stack ?? String(error));
  process.stderr.write(`erp-connector failed to start: ${text}\n`);
  process.exit(1);
});
