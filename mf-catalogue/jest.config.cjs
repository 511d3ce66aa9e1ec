module.exports = require('../jest.preset.cjs')({
  environment: 'jsdom',
  setupFiles: ['<rootDir>/jest.setup.ts'],
});
