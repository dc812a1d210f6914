#!/usr/bin/env node
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createInterface } from 'node:readline/promises';
import { Role } from '../auth/capabilities';
import { CommonModule } from '../common/common.module';
import { ConfigModule } from '../config/config.module';
import { ConfigError, loadConfig, processEnvironment } from '../config/load-config';
import { DatabaseModule } from '../database/database.module';
import { PASSWORD_RULE, passwordWeakness, weakPasswordMessage } from '../users/password-policy';
import { UsersModule } from '../users/users.module';
import { UsersService } from '../users/users.service';
import { DOCTOR_USAGE, doctorCommand } from './doctor';
import { waitReadyCommand } from './wait-ready';

const USAGE = `usage: erp-connector <command>

commands:
  create-admin [--username NAME]   create an Admin user; the password is read from standard input
                                   (typed at the prompt, or piped: echo 'pw' | erp-connector create-admin)
${DOCTOR_USAGE}
  wait-ready [--timeout SECONDS]   exit 0 once the configured port accepts connections (the
                                   systemd unit's readiness probe), 1 after the timeout

The configuration (ERPC_DATA_DIR, ERPC_DATABASE_URL, ERPC_CONFIG) is the daemon's own.`;

async function readPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  if (process.stdin.isTTY) process.stderr.write(`password for the new admin (${PASSWORD_RULE}): `);
  for await (const line of rl) {
    rl.close();
    return line.trim();
  }
  return '';
}

async function createAdmin(args: string[]): Promise<number> {
  const at = args.indexOf('--username');
  const username = at >= 0 ? args[at + 1] : 'admin';
  if (!username) {
    console.error(USAGE);
    return 2;
  }
  const password = await readPassword();
  const weakness = passwordWeakness(password, username);
  if (weakness) {
    console.error(weakPasswordMessage(weakness));
    return 2;
  }
  const config = loadConfig();

  @Module({
    imports: [ConfigModule.forRoot(config), CommonModule, DatabaseModule, UsersModule],
  })
  class CliModule {}

  const context = await NestFactory.createApplicationContext(CliModule, { logger: ['error'] });
  try {
    const user = await context.get(UsersService).create({
      username,
      password,
      role: Role.Admin,
      kind: 'person',
    });
    console.log(`created Admin "${user.username}" (${user.id}) in ${config.dataDir}`);
    return 0;
  } finally {
    await context.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'create-admin':
      return createAdmin(args);
    case 'doctor':
      return doctorCommand(args, processEnvironment());
    case 'wait-ready':
      return waitReadyCommand(args, loadConfig());
    default:
      console.error(USAGE);
      return command === undefined || command === '--help' ? 0 : 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : (error as Error).message);
    process.exit(1);
  },
);
