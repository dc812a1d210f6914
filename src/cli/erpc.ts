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
import { writeFileSync } from 'node:fs';
import { DISCOVER_USAGE, discoverCatalogFile } from './discover';
import { DOCTOR_USAGE, doctorCommand } from './doctor';
import { RELOAD_USAGE, reloadCommand } from './reload';
import { waitReadyCommand } from './wait-ready';

const USAGE = `usage: erp-connector <command>

commands:
  create-admin [--username NAME]   create an Admin user; the password is read from standard input
                                   (typed at the prompt, or piped: echo 'pw' | erp-connector create-admin)
${DOCTOR_USAGE}
${RELOAD_USAGE}
${DISCOVER_USAGE}
  wait-ready [--timeout SECONDS]   exit 0 once the configured port accepts connections (the
                                   systemd unit's readiness probe), 1 after the timeout

The configuration (ERPC_DATA_DIR, ERPC_DATABASE_URL, ERPC_SQL_URL, ERPC_CONFIG) is the daemon's own.`;

async function discover(args: string[]): Promise<number> {
  const at = args.indexOf('--out');
  const out = at >= 0 ? args[at + 1] : undefined;
  const rest = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
  if (at >= 0 && !out) {
    console.error(USAGE);
    return 2;
  }
  const result = await discoverCatalogFile(rest, loadConfig());
  for (const line of result.summary) console.error(line);
  if (out) {
    writeFileSync(out, result.text);
    console.error(`written to ${out}; deploy it with ERPC_CATALOG=${out}`);
  } else {
    process.stdout.write(result.text);
  }
  return 0;
}

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
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  switch (command) {
    case 'create-admin':
      return createAdmin(args);
    case 'discover':
      return discover(args);
    case 'doctor':
      return doctorCommand(args, processEnvironment());
    case 'wait-ready':
      return waitReadyCommand(args, loadConfig());
    case 'reload':
      return reloadCommand(args, loadConfig());
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
