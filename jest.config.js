/** Two projects: fast unit specs beside the code, and e2e suites that boot the real daemon. */
const tsJest = ['ts-jest', { tsconfig: 'tsconfig.json', isolatedModules: true }];
module.exports = {
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
      testTimeout: 60000,
    },
  ],
};
