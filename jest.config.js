const { spawnSync } = require('node:child_process');

/**
 * Projects: fast unit specs beside the code; e2e suites that boot the real daemon on SQLite;
 * and the same e2e suites again with the daemon's state on PostgreSQL (e2e-postgres), so one
 * `npm test` covers both databases.
 */
const tsJest = ['ts-jest', { tsconfig: 'tsconfig.json', isolatedModules: true }];

/**
 * Whether a PostgreSQL server answers on loopback. CI machines run one, so there the project
 * always runs and a missing server fails loudly; elsewhere it is left out without a server
 * (test/support/scratch-database.ts asks the same for the PostgreSQL-only suites).
 */
function postgresAvailable() {
  if (process.env.CI) return true;
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `const { Client } = require('pg');
       const c = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres', connectionTimeoutMillis: 2000 });
       c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));`,
    ],
    { cwd: __dirname, timeout: 5000 },
  );
  return probe.status === 0;
}

const e2e = {
  testEnvironment: 'node',
  rootDir: '.',
  transform: { '^.+\\.ts$': tsJest },
};

const projects = [
  {
    displayName: 'unit',
    testEnvironment: 'node',
    rootDir: '.',
    testMatch: ['<rootDir>/src/**/*.spec.ts'],
    transform: { '^.+\\.ts$': tsJest },
  },
  { ...e2e, displayName: 'e2e', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
];

if (postgresAvailable()) {
  projects.push({
    ...e2e,
    displayName: 'e2e-postgres',
    testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
    // Left out: suites that run on PostgreSQL already (postgres, query-postgres, scale-out,
    // agents-cluster, sessions-cluster, the sql connector's), and suites about the built daemon or
    // the host (daemon, crash, abuse, start-banner, walkthrough, appliance-*, mongoose-replica-daemons).
    testPathIgnorePatterns: [
      '/node_modules/',
      '/test/e2e/(postgres|query-postgres|scale-out|agents-cluster|sessions-cluster|abuse|daemon|crash|start-banner|walkthrough|appliance-[a-z-]+|sql-[a-z-]+|mongoose-replica-daemons)\.e2e-spec\.ts$',
    ],
    setupFiles: ['<rootDir>/test/support/on-postgres.setup.ts'],
  });
} else {
  console.warn('e2e-postgres project skipped: no PostgreSQL at 127.0.0.1:5432 (CI always runs it)');
}

module.exports = {
  // E2E suites boot the daemon; Jest reads this only at the top level, not per project.
  testTimeout: 60000,
  projects,
};
