import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MongooseClient } from '../../src/erp/connectors/mongoose/mongoose-client';
import type { FakeMongooseServer } from './fake-mongoose-server';

/**
 * The Mongoose client of a process that talks to the fake server without a daemon (the replica
 * and live-mode benches, the NL evaluation of a replica): logged in as the fake's default user
 * through a password file written in `dir`. One attempt per load and no backoff, so that every
 * call the fake serves is one the caller made and timings hold no retry pauses.
 */
export function fakeMongooseClient(
  fake: FakeMongooseServer,
  dir: string,
  options: { timeoutMs: number; maxInFlight: number },
): MongooseClient {
  const passwordFile = join(dir, 'mongoose-password');
  writeFileSync(passwordFile, 'erpc-password', { mode: 0o600 });
  return new MongooseClient({
    url: fake.url,
    config: fake.config,
    user: 'erpc',
    passwordFile,
    timeoutMs: options.timeoutMs,
    maxInFlight: options.maxInFlight,
    loadAttempts: 1,
    retryBackoffMs: 0,
  });
}
