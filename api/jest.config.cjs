const preset = require('../jest.preset.cjs')({ environment: 'node' });

// pdf.js (unpdf) runs only in the PDF analysis's worker thread, which Node loads itself (content/pdfTextWorker.mts).
module.exports = {
  ...preset,
  roots: ['<rootDir>/src'],
  // Every test file's database is a copy of a template the run migrates and seeds once (src/test/templateDb.ts).
  globalSetup: '<rootDir>/src/test/globalSetup.ts',
  globalTeardown: '<rootDir>/src/test/globalTeardown.ts',
};
