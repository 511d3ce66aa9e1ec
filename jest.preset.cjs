// Shared jest settings: TypeScript/TSX through @swc/jest, workspace packages resolved to their sources.
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Dependencies published as ESM only: jest's module system loads them only when compiled to CommonJS
// (the built CommonJS code loads them through Node's require(esm)).
const ESM_ONLY = [
  'kysely',
  'http-proxy-middleware',
  'httpxy',
  'is-plain-obj',
  'puppeteer-core',
  'pixelmatch',
  '@puppeteer/browsers',
  'chromium-bidi',
  'feed',
  // sanitize-html and its parser (the api's plain text of editors' input)
  'sanitize-html',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
  // pg-boss (the api's job queue on PostgreSQL) and what it loads
  'pg-boss',
  'serialize-error',
  'non-error',
  'rrule-temporal',
  'temporal-spec',
];

/** The setup every jsdom package shares: jest-dom matchers and a clean window between tests. */
const KIT_SETUP = path.join(__dirname, 'remote-kit/src/testing/setup.ts');

/**
 * 'jsdom' means jsdom plus the fetch classes and TextEncoder of Node (see jest.environment.cjs) and the
 * remote kit's test setup; `setupFiles` add a package's own.
 */
module.exports = function jestPreset({ environment = 'node', setupFiles = [] } = {}) {
  return {
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest.environment.cjs') : environment,
    transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swcTransform },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
    moduleNameMapper: {
      '^@amb/shared-contracts$': path.join(__dirname, 'shared-contracts/src/index.ts'),
      '^@amb/shared-contracts/(.*)$': path.join(__dirname, 'shared-contracts/src/$1'),
      '^@amb/remote-kit$': path.join(__dirname, 'remote-kit/src/index.ts'),
      '^@amb/remote-kit/testing$': path.join(__dirname, 'remote-kit/src/testing/index.ts'),
      '^@amb/remote-kit/server$': path.join(__dirname, 'remote-kit/src/server.ts'),
      '^@amb/remote-kit/quick-login$': path.join(__dirname, 'remote-kit/src/quickLogin/index.ts'),
      '^@amb/remote-kit/booking$': path.join(__dirname, 'remote-kit/src/booking/index.ts'),
      '\\.(css)$': path.join(__dirname, 'jest.style-mock.cjs'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [KIT_SETUP, ...setupFiles] : setupFiles,
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    testTimeout: 20000,
  };
};
