// Lint keeps the arrows of ARCHITECTURE.md: no remote imports another remote, the shell imports no
// remote (and of the remote kit only its styles), the kit imports only shared-contracts, shared-contracts
// imports nothing of ours; no import cycles; raw react-redux hooks banned.
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const remotes = ['mf-navigation', 'mf-catalogue', 'mf-cart', 'mf-account', 'mf-content', 'mf-conferences'];
const packages = ['shared-contracts', 'remote-kit', 'shell', ...remotes, 'bff', 'api', 'e2e'];
const dirs = (names) => names.map((p) => `./${p}`);

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

const zones = [
  { target: './shared-contracts', from: dirs(packages.filter((p) => p !== 'shared-contracts')) },
  { target: './remote-kit', from: dirs(packages.filter((p) => p !== 'shared-contracts' && p !== 'remote-kit')) },
  { target: './shell', from: dirs([...remotes, 'bff', 'api']) },
  shellTakesKitStylesOnly,
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: dirs([...remotes.filter((r) => r !== remote), 'shell', 'bff', 'api']),
  })),
  { target: './api', from: dirs([...remotes, 'remote-kit', 'shell', 'bff']) },
  { target: './bff', from: dirs([...remotes, 'remote-kit', 'shell', 'api']) },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.deploy/**', 'data/**', '**/*.d.ts'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
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
          ],
          patterns: [serverOnlyImports],
        },
      ],
    },
  },
  {
    files: [
      'shared-contracts/src/**/*.ts',
      'remote-kit/src/**/*.{ts,tsx}',
      'shell/src/**/*.{ts,tsx}',
      ...remotes.map((r) => `${r}/src/**/hooks.ts`),
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnlyImports] }] },
  },
  {
    // Queries live in api/src/repositories (migrations in db/, the demo data in seed/); routes and services
    // call repository functions and keep only the transaction boundaries.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/repositories/**', 'api/src/db/**', 'api/src/seed/**', 'api/src/test/**', '**/*.test.ts'],
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
    ignores: ['api/src/config.ts', 'bff/src/config.ts', 'api/src/test/**', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Die Umgebung liest nur config.ts (einmal beim Start).' },
      ],
    },
  },
  {
    // The api's runtime never imports the seed: server.ts (the composition root) hands seedDemoData to
    // openDatabase; the seed's own command and the tests may import it.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/seed/**', 'api/src/test/**', '**/*.test.ts', 'api/src/server.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...zones,
            {
              target: './api/src',
              from: './api/src/seed',
              message:
                'Die api importiert zur Laufzeit nichts aus seed/ (server.ts reicht seedDemoData an openDatabase).',
            },
          ],
        },
      ],
    },
  },
  {
    // The shell's test renders the kit's NotFoundPage to prove the shell's 404 is the same page.
    files: ['shell/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: zones.filter((zone) => zone !== shellTakesKitStylesOnly) }],
    },
  },
  prettier,
);
