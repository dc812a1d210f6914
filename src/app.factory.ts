import { Logger, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { WsAdapter } from '@nestjs/platform-ws';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppModule } from './app.module';
import { envelopeHook } from './common/http/envelope-hook';
import { readTlsCredentials, TlsCredentials } from './common/http/tls-credentials';
import { accessLogHook } from './common/logging/access-log';
import { registerConsole } from './console/console-routes';
import { AppConfig } from './config/app-config';
import { MetricsService } from './metrics/metrics.service';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's X-Request-Id when it is sane, so logs correlate across systems. */
function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && CLIENT_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export const API_VERSION = '0.1.0';

/** The configured certificate and key, read and checked; null when TLS is not configured. */
export function tlsCredentialsOf(config: AppConfig): TlsCredentials | null {
  return config.server.tls.certFile ? readTlsCredentials(config.server.tls) : null;
}

/**
 * Builds the whole daemon (not yet listening): Fastify, modules, OpenAPI, hooks. With TLS
 * credentials it serves HTTPS, and the event WebSocket is WSS on the same server.
 */
export async function createApp(
  config: AppConfig,
  logger: LoggerService | false,
  tls: TlsCredentials | null = tlsCredentialsOf(config),
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    ...(tls ? { https: tls.options } : {}),
    bodyLimit: config.server.bodyLimitBytes,
    trustProxy: config.server.trustProxy,
    genReqId: requestIdOf,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
  });
  const fastify = adapter.getInstance();
  // JSON only: anything else on a JSON endpoint is 415, not a string that fails validation later.
  fastify.removeContentTypeParser('text/plain');
  // Agent manifests may be posted as YAML text; the handler validates it like JSON.
  fastify.addContentTypeParser(
    ['application/yaml', 'application/x-yaml', 'text/yaml'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  fastify.addHook('preSerialization', envelopeHook);
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  if (config.log.accessLog) fastify.addHook('onResponse', accessLogHook(new Logger('Http')));

  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: logger === false ? false : logger,
    bufferLogs: false,
    // No urlencoded parser: JSON endpoints answer 415 to form posts.
    bodyParser: false,
    abortOnError: false,
  });

  app.useWebSocketAdapter(new WsAdapter(app));
  // The web console: static files from dist/console at /console/, and / redirects there.
  registerConsole(fastify, config, logger === false ? null : new Logger('Console'));
  if (tls) app.get(MetricsService).setTlsCertificateExpiry(tls.validTo);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('erp-connector')
      .setDescription(
        'One secure JSON API over Infor SyteLine IDOs. Envelope and roles: see docs/api.md.',
      )
      .setVersion(API_VERSION)
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
      .build(),
  );
  SwaggerModule.setup('api/v1/docs', app, document, {
    jsonDocumentUrl: 'api/v1/openapi.json',
    yamlDocumentUrl: 'api/v1/openapi.yaml',
    useGlobalPrefix: false,
  });
  return app;
}
