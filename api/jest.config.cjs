const path = require('node:path');
const preset = require('../jest.preset.cjs')({ environment: 'node' });

// unpdf loads pdf.js (ESM only) with a dynamic import, which jest's CommonJS module system cannot run: the
// tests map its `unpdf/pdfjs` entry to the file and compile it like the other ESM-only dependencies.
const PDFJS = path.join(path.dirname(require.resolve('unpdf')), 'pdfjs.mjs');

module.exports = {
  ...preset,
  roots: ['<rootDir>/src'],
  moduleNameMapper: { '^unpdf/pdfjs$': PDFJS, ...preset.moduleNameMapper },
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) => pattern.replace('(?!(', '(?!(unpdf|')),
};
