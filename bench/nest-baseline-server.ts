/**
 * The bare NestJS baseline for requests that touch no ERP data: NestJS on its Fastify adapter,
 * one controller answering a fixed JSON body (the daemon's own answer to the same request,
 * captured by the bench), no auth, no hooks, no logging.
 * Usage: node nest-baseline-server.js <bodies.json> <port>; GET /b/<i> answers the i-th body.
 */
import 'reflect-metadata';
import { Controller, Get, Module, Param } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { readFileSync } from 'node:fs';

const [bodyFile, portText] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(bodyFile, 'utf8')) as unknown[];

@Controller()
class BareController {
  @Get('b/:i')
  answer(@Param('i') i: string): unknown {
    return bodies[Number(i)];
  }

  @Get('healthz')
  health(): { ok: boolean } {
    return { ok: true };
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create<NestFastifyApplication>(BareModule, new FastifyAdapter(), {
    logger: false,
  });
  await app.listen(Number(portText), '127.0.0.1');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
