module.exports = require('../jest.preset.cjs')({
  environment: 'jsdom',
  setupFiles: ['<rootDir>/src/testing/setup.ts'],
});
