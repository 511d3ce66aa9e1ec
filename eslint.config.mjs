// Lint keeps the arrows of ARCHITECTURE.md: no remote imports another remote, the shell imports no
// remote, shared-contracts imports nothing of ours; no import cycles; raw react-redux hooks banned.
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const remotes = ['mf-navigation', 'mf-catalogue', 'mf-cart', 'mf-account', 'mf-content', 'mf-conferences'];
const packages = ['shared-contracts', 'shell', ...remotes, 'bff', 'api', 'e2e'];

/** Server-only dependencies that must never reach a browser bundle (the password lists are megabytes). */
const serverOnlyImports = {
  group: ['@zxcvbn-ts/*'],
  message: 'Die Passwortlisten gehören nur in die api (Server), nie in ein Browser-Bundle.',
};

const zones = [
  { target: './shared-contracts', from: packages.filter((p) => p !== 'shared-contracts').map((p) => `./${p}`) },
  { target: './shell', from: [...remotes, 'bff', 'api'].map((p) => `./${p}`) },
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: [...remotes.filter((r) => r !== remote), 'shell', 'bff', 'api'].map((p) => `./${p}`),
  })),
  { target: './api', from: [...remotes, 'shell', 'bff'].map((p) => `./${p}`) },
  { target: './bff', from: [...remotes, 'shell', 'api'].map((p) => `./${p}`) },
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
    files: ['shared-contracts/src/**/*.ts', 'shell/src/**/*.{ts,tsx}', ...remotes.map((r) => `${r}/src/**/hooks.ts`)],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnlyImports] }] },
  },
  prettier,
);
