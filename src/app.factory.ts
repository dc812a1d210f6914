import { Logger, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { envelopeHook } from './common/http/envelope-hook';
import { requestIdOf } from './common/http/request-id';
import { securityHeadersHook } from './common/http/security-headers';
import { readTlsCredentials, TlsCredentials } from './common/http/tls-credentials';
import { accessLogHook } from './common/logging/access-log';
import { registerConsole } from './console/console-routes';
import { AppConfig } from './config/app-config';
import { EventsWsAdapter } from './events/events-ws-adapter';
import { MetricsService } from './metrics/metrics.service';

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
  const { headersTimeoutMs, requestTimeoutMs, connectionTimeoutMs } = config.server;
  // Slow clients (headers, or headers and a byte of body, then silence) must not hold a
  // connection: Node answers 408 and closes once these pass, checked this often.
  const timeouts = {
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(headersTimeoutMs / 2))),
  };
  const adapter = new FastifyAdapter({
    ...(tls ? { https: { ...tls.options, ...timeouts } } : { http: timeouts }),
    requestTimeout: requestTimeoutMs,
    connectionTimeout: connectionTimeoutMs,
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
  // One hook for the request id and the security headers: a hook each cost a step of
  // Fastify's hook chain on every request.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    securityHeadersHook(request, reply, done);
  });
  // Access lines are info: at warn and above (the production default) they would be built
  // and dropped on every request, so the hook is not installed at all.
  if (config.log.accessLog && ['info', 'debug', 'trace'].includes(config.log.level)) {
    fastify.addHook('onResponse', accessLogHook(new Logger('Http')));
  }

  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: logger === false ? false : logger,
    bufferLogs: false,
    // No urlencoded parser: JSON endpoints answer 415 to form posts.
    bodyParser: false,
    abortOnError: false,
  });

  app.useWebSocketAdapter(new EventsWsAdapter(app));
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
