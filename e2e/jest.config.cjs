const base = require('../jest.preset.cjs')({ environment: 'node' });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/src/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/harness/globalSetup.cjs',
  globalTeardown: '<rootDir>/harness/globalTeardown.cjs',
  testTimeout: 60000,
  maxWorkers: 1,
  // Node's fetch keeps idle keep-alive sockets to the (already stopped) servers for a few seconds.
  forceExit: true,
};
