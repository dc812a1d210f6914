import type { LoggerService } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { ConsoleAsset, loadConsoleAssets } from './console-assets';

export const CONSOLE_PREFIX = '/console/';

/**
 * The console's page may load only its own files and talk only to this server: no inline
 * script or style, no frames, no plugins, no form posts elsewhere. `connect-src 'self'`
 * covers the event WebSocket on the same host and port (CSP 3).
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

/** Headers on every console response. */
export function consoleSecurityHeaders(overTls: boolean): Record<string, string> {
  return {
    'content-security-policy': CONSOLE_CSP,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ...(overTls ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>erp-connector console</title>
<p>The console has not been built: run <code>npm run build</code> and restart the daemon.
The API is served as usual (<a href="/api/v1/docs">/api/v1/docs</a>).</p></html>`;

function accepts(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && header.split(',').some((e) => e.trim().startsWith(encoding));
}

function send(request: FastifyRequest, reply: FastifyReply, asset: ConsoleAsset): FastifyReply {
  void reply.headers(consoleSecurityHeaders(request.protocol === 'https'));
  void reply.header('etag', asset.etag);
  void reply.header(
    'cache-control',
    asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  void reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  void reply.type(asset.contentType);
  if (asset.gzip && accepts(request, 'gzip')) {
    void reply.header('content-encoding', 'gzip');
    return reply.send(asset.gzip);
  }
  return reply.send(asset.body);
}

/**
 * Serves the console built into `dist/console-web` at `/console/` and sends `/` there. Plain
 * Fastify routes, outside Nest's guard: the files are public, the data behind them is not.
 */
export function registerConsole(
  fastify: FastifyInstance,
  config: AppConfig,
  logger: Pick<LoggerService, 'warn'> | null,
): void {
  const assets = loadConsoleAssets(join(config.rootDir, 'dist', 'console-web'));
  if (assets.size === 0) {
    logger?.warn('the console is not built (dist/console-web is missing): run npm run build');
  }
  fastify.get('/', (_request, reply) => reply.redirect(CONSOLE_PREFIX, 302));
  fastify.get('/console', (_request, reply) => reply.redirect(CONSOLE_PREFIX, 301));
  fastify.get('/console/*', (request, reply) => {
    const path = (request.params as { '*': string })['*'] || 'index.html';
    const asset = assets.get(path);
    if (asset) return send(request, reply, asset);
    void reply.headers(consoleSecurityHeaders(request.protocol === 'https'));
    if (path === 'index.html') {
      return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('not found\n');
  });
}
