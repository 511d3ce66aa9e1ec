module.exports = require('../jest.preset.cjs')({
  environment: '<rootDir>/jest.environment.cjs',
  setupFiles: ['<rootDir>/src/test/setup.ts'],
});
