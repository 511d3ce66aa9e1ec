// Lint keeps the arrows of ARCHITECTURE.md: no remote imports another remote, the shell imports no
// remote (and of the remote kit only its styles), the kit imports only shared-contracts, shared-contracts
// imports nothing of ours, nothing imports e2e/, a feature imports no other feature of its remote, the
// api's runtime never imports its seed; no import cycles; raw react-redux hooks banned; React's rules of
// hooks, accessible JSX, and type-aware TypeScript rules.
//
// `createConfig(root)` builds the rules for a tree laid out like this repository; the default export is
// this repository's. The lint self-test (scripts/lint-rules.test.mjs) applies the same function to a
// miniature tree of planted violations (scripts/lint-fixtures/) and expects exactly those to be reported.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const repoRoot = import.meta.dirname;

export const remotes = ['mf-navigation', 'mf-catalogue', 'mf-cart', 'mf-account', 'mf-content', 'mf-conferences'];
const packages = ['shared-contracts', 'remote-kit', 'shell', ...remotes, 'bff', 'api', 'e2e'];
const dirs = (names) => names.map((p) => `./${p}`);
const reactPackages = ['remote-kit', 'shell', ...remotes];

// The shell takes styles from the kit (tokens, the page frame and fallback of what it draws itself), no code.
const shellTakesKitStylesOnly = {
  target: './shell',
  from: './remote-kit',
  except: ['./src/tokens.css', './src/ui/page.css', './src/lifecycles/fallback.css'],
};

/** Server-only dependencies that must never reach a browser bundle (the password lists are megabytes). */
const serverOnlyImports = {
  group: ['@zxcvbn-ts/*'],
  message: 'Die Passwortlisten gehören nur in die api (Server), nie in ein Browser-Bundle.',
};

/**
 * The root of shared-contracts brings yup and moment; a browser bundle imports its subpaths (`/core`,
 * `/dates`, `/schemas`), so a page without a form or a date loads neither (issue 8).
 */
const contractsRootImport = {
  name: '@amb/shared-contracts',
  message:
    'Im Browser die Unterpfade importieren: @amb/shared-contracts/core, /dates oder /schemas (die Wurzel bringt yup und moment auf jede Seite).',
};

const packageZones = [
  { target: './shared-contracts', from: dirs(packages.filter((p) => p !== 'shared-contracts')) },
  { target: './remote-kit', from: dirs(packages.filter((p) => p !== 'shared-contracts' && p !== 'remote-kit')) },
  { target: './shell', from: dirs([...remotes, 'bff', 'api']) },
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: dirs([...remotes.filter((r) => r !== remote), 'shell', 'bff', 'api']),
  })),
  { target: './api', from: dirs([...remotes, 'remote-kit', 'shell', 'bff']) },
  { target: './bff', from: dirs([...remotes, 'remote-kit', 'shell', 'api']) },
];

/** e2e/ tests the running system over HTTP; nothing builds on its harness or helpers. */
const nothingImportsE2e = {
  target: dirs([...packages.filter((p) => p !== 'e2e'), 'webpack-preset', 'scripts']),
  from: './e2e',
  message: 'e2e/ testet das laufende System über HTTP; kein Paket importiert daraus.',
};

/** The demo data generator is a tool (its command, tests), never part of the api's runtime. */
const apiRuntimeSkipsSeed = {
  target: './api/src',
  from: './api/src/seed',
  message: 'Die api importiert zur Laufzeit nichts aus seed/ (server.ts reicht seedDemoData an openDatabase).',
};

/** The feature folders of a remote (src/features/<feature>/) as they are on disk under `root`. */
function featuresOf(root, remote) {
  try {
    return fs
      .readdirSync(path.join(root, remote, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

/** A feature imports no other feature of its remote; what several features use lives in src/components/. */
const featureZones = (root) =>
  remotes.flatMap((remote) =>
    featuresOf(root, remote).map((feature) => ({
      target: `./${remote}/src/features/${feature}`,
      from: `./${remote}/src/features`,
      except: [`./${feature}`],
      message: 'Ein Feature importiert kein anderes Feature; Gemeinsames gehört nach src/components/.',
    })),
  );

/**
 * A feature imports not its remote's page table (src/pages.ts or src/pages/): the table imports the features,
 * so the way back is an import circle, type-only or not. What a page needs comes from the remote kit.
 */
const featuresSkipPageTable = remotes.map((remote) => ({
  target: `./${remote}/src/features`,
  from: [`./${remote}/src/pages.ts`, `./${remote}/src/pages.tsx`, `./${remote}/src/pages`],
  message:
    'Ein Feature importiert nicht die Seitentabelle seines Remotes (Importkreis); Seitentypen kommen aus dem Remote-Kit.',
}));

export function createConfig(root) {
  const zones = [
    ...packageZones,
    nothingImportsE2e,
    ...featureZones(root),
    ...featuresSkipPageTable,
    shellTakesKitStylesOnly,
  ];
  const importRules = (zoneList) => ['error', { zones: zoneList, basePath: root }];

  return defineConfig(
    {
      ignores: [
        '**/dist/**',
        '**/node_modules/**',
        '**/coverage/**',
        '.deploy/**',
        'data/**',
        '**/*.d.ts',
        // Planted violations for the lint self-test; linted only by it.
        'scripts/lint-fixtures/**',
      ],
    },
    tseslint.configs.recommended,
    {
      plugins: { 'import-x': importX },
      settings: {
        // Without these import-x skips every .ts/.tsx file it follows, and no-cycle and the zones see nothing.
        'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
        'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            // The root tsconfig references every package; `source` points our workspaces at their src/,
            // as webpack and jest do, so a cycle through another package's index is seen too.
            tsconfig: { configFile: path.join(repoRoot, 'tsconfig.json'), references: 'auto' },
            conditionNames: ['source', 'types', 'import', 'require', 'node', 'browser', 'default'],
          }),
        ],
      },
      languageOptions: { globals: { ...globals.node, ...globals.browser } },
      rules: {
        // basePath: zones are folders of `root` whatever directory eslint runs from.
        'import-x/no-restricted-paths': importRules(zones),
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/no-require-imports': 'off',
      },
    },
    {
      // Type-aware rules for all TypeScript, each file checked in the project of its nearest tsconfig.
      files: ['**/*.{ts,tsx,mts,cts}'],
      extends: [tseslint.configs.recommendedTypeCheckedOnly],
      languageOptions: {
        parserOptions: {
          projectService: { allowDefaultProject: ['scripts/fixtures/two-apps/*/src/*.ts'] },
          tsconfigRootDir: root,
        },
      },
    },
    {
      // Tests read untyped HTTP bodies and JSON in their assertions (a wrong guess fails the assertion),
      // and jest's idiom is expect(mock.method): the `any` rules and unbound-method guard runtime code.
      files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/testing/**/*.{ts,tsx}', 'e2e/**/*.ts'],
      rules: {
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-return': 'off',
        '@typescript-eslint/unbound-method': 'off',
      },
    },
    {
      files: remotes.map((r) => `${r}/src/**/*.{ts,tsx}`),
      ignores: ['**/hooks.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'react-redux',
                importNames: ['useSelector', 'useDispatch'],
                message: 'Nutze useAppSelector/useAppDispatch aus hooks.ts.',
              },
              contractsRootImport,
            ],
            patterns: [serverOnlyImports],
          },
        ],
      },
    },
    {
      files: ['shared-contracts/src/**/*.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [serverOnlyImports] }] },
    },
    {
      files: ['remote-kit/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', ...remotes.map((r) => `${r}/src/**/hooks.ts`)],
      rules: { 'no-restricted-imports': ['error', { paths: [contractsRootImport], patterns: [serverOnlyImports] }] },
    },
    {
      // The two classic rules. The React Compiler rules of the plugin's `recommended` (refs,
      // set-state-in-effect, ...) judge code for a compiler this project does not use.
      files: reactPackages.map((p) => `${p}/src/**/*.{ts,tsx}`),
      plugins: { 'react-hooks': reactHooks },
      rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    },
    {
      files: reactPackages.map((p) => `${p}/src/**/*.tsx`),
      ...jsxA11y.configs.recommended,
    },
    {
      // Queries live in api/src/repositories (migrations in db/, the demo data in seed/); routes and services
      // call repository functions and keep only the transaction boundaries.
      files: ['api/src/**/*.ts'],
      ignores: [
        'api/src/repositories/**',
        'api/src/db/**',
        'api/src/seed/**',
        'api/src/test/**',
        'api/src/bench/**',
        '**/*.test.ts',
      ],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector:
              'CallExpression > MemberExpression.callee[property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
            message: 'SQL gehört in ein Repository unter api/src/repositories/.',
          },
          {
            selector: "TaggedTemplateExpression[tag.name='sql']",
            message: 'SQL gehört in ein Repository unter api/src/repositories/.',
          },
        ],
      },
    },
    {
      // The api and the bff read their environment once, in config.ts, validated at start.
      files: ['api/src/**/*.ts', 'bff/src/**/*.ts'],
      ignores: ['api/src/config.ts', 'bff/src/config.ts', 'api/src/test/**', 'api/src/bench/**', '**/*.test.ts'],
      rules: {
        'no-restricted-properties': [
          'error',
          { object: 'process', property: 'env', message: 'Die Umgebung liest nur config.ts (einmal beim Start).' },
        ],
      },
    },
    {
      // The api's runtime never imports the seed: server.ts (the composition root) hands seedDemoData to
      // openDatabase; the seed's own command, the tests and the benchmark (a command too) may import it.
      files: ['api/src/**/*.ts'],
      ignores: ['api/src/seed/**', 'api/src/test/**', 'api/src/bench/**', '**/*.test.ts', 'api/src/server.ts'],
      rules: { 'import-x/no-restricted-paths': importRules([...zones, apiRuntimeSkipsSeed]) },
    },
    {
      // The shell's test renders the kit's NotFoundPage to prove the shell's 404 is the same page.
      files: ['shell/src/**/*.test.ts'],
      rules: {
        'import-x/no-restricted-paths': importRules(zones.filter((zone) => zone !== shellTakesKitStylesOnly)),
      },
    },
    prettier,
  );
}

export default createConfig(repoRoot);
