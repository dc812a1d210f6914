/** Two projects: fast unit specs beside the code, and e2e suites that boot the real daemon. */
const tsJest = ['ts-jest', { tsconfig: 'tsconfig.json', isolatedModules: true }];
module.exports = {
  // E2E suites boot the daemon; Jest reads this only at the top level, not per project.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: '.',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: { '^.+\\.ts$': tsJest },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      rootDir: '.',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      transform: { '^.+\\.ts$': tsJest },
    },
  ],
};
