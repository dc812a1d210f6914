import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp, API_VERSION } from './app.factory';
import { JsonLogger } from './common/logging/json-logger';
import { ConfigError, loadConfig } from './config/load-config';
import { RedisNotInstalledError } from './redis/embedded-redis';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`erp-connector: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = new JsonLogger(config.log.level);
  const app = await createApp(config, logger);
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
  await app.listen({ port: config.server.port, host: config.server.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.server.port;
  new Logger('Main').log({
    msg: `erp-connector ${API_VERSION} listening on http://${config.server.host}:${port}`,
    version: API_VERSION,
    port,
    dataDir: config.dataDir,
    database: config.database.url ? 'postgresql' : 'sqlite',
    erp: config.erp.connector,
  });
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
