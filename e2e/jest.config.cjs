const base = require('../jest.preset.cjs')({ environment: 'node' });

module.exports = {
  projects: [
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/src/**/*.e2e.test.ts'],
      globalSetup: '<rootDir>/harness/globalSetup.cjs',
      globalTeardown: '<rootDir>/harness/globalTeardown.cjs',
    },
    // Unit tests of the bench's helpers: no system needed (a project's globalSetup runs only for its own tests).
    { ...base, displayName: 'bench', testMatch: ['<rootDir>/bench/**/*.test.{ts,mjs}'] },
    // The chaos tests start a cluster of their own (harness/cluster.cjs), not the system of the e2e tests.
    { ...base, displayName: 'cluster', testMatch: ['<rootDir>/cluster/**/*.cluster.test.ts'] },
  ],
  // A run-wide option: jest ignores testTimeout in a project's config.
  testTimeout: 60000,
  maxWorkers: 1,
  // Node's fetch keeps idle keep-alive sockets to the (already stopped) servers for a few seconds.
  forceExit: true,
};
