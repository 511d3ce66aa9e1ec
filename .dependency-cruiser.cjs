// Import circles that ESLint's import-x/no-cycle does not see: it skips type-only imports, and a type-only
// circle (a feature importing its remote's page table for a type) is still a circle. dependency-cruiser
// follows type-only imports too (tsPreCompilationDeps). `npm run lint` runs it; the lint self-test
// (scripts/lint-rules.test.mjs) applies this same config to scripts/lint-fixtures/.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Importkreis (auch nur über Typen): gemeinsame Typen gehören in ein eigenes Modul, z. B. ins Remote-Kit.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|coverage|node_modules)/', '^scripts/lint-fixtures/', '^\\.deploy/', '^data/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'types', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
    },
  },
};
