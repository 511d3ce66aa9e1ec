module.exports = {
  ...require('../jest.preset.cjs')({ environment: 'node' }),
  roots: ['<rootDir>/src'],
  // kysely 0.29 ships ESM only; jest's module system loads it only when compiled to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!kysely/)'],
};
