const preset = require('../jest.preset.cjs')({ environment: 'node' });

// pdf.js (unpdf) runs only in the PDF analysis's worker thread, which Node loads itself (content/pdfTextWorker.mts).
module.exports = {
  ...preset,
  roots: ['<rootDir>/src'],
};
