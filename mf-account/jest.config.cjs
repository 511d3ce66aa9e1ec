module.exports = require('../jest.preset.cjs')({
  environment: 'jsdom',
  setupFiles: ['<rootDir>/src/test/setup.ts'],
});
