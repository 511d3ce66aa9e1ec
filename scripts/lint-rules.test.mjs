// The lint self-test: the repository's own ESLint rules (createConfig from eslint.config.mjs) applied to
// lint-fixtures/, a miniature of this repository's layout with planted violations. Every fixture file
// must report exactly the rule ids listed for it, so switching off or breaking any of these rules (an
// import cycle no longer seen, a zone gone, the hooks, a11y or type-aware rules off) fails this test.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { createConfig } from '../eslint.config.mjs';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lint-fixtures');

/** Fixture file (relative to lint-fixtures/) -> the rule ids lint reports there, sorted. */
const expected = {
  'mf-cart/src/cycle/cartTotal.ts': ['import-x/no-cycle'],
  'mf-cart/src/cycle/cartLines.ts': ['import-x/no-cycle'],
  'mf-cart/src/importsAnotherRemote.ts': ['import-x/no-restricted-paths'],
  'mf-account/src/App.tsx': [],
  'mf-cart/src/features/checkout/CheckoutSummary.tsx': ['import-x/no-restricted-paths'],
  'mf-cart/src/features/participants/participantCount.ts': [],
  'mf-cart/src/features/wishlist/WishlistPage.tsx': ['import-x/no-restricted-paths'],
  'mf-cart/src/pages.ts': [],
  'mf-cart/src/components/PriceTag.tsx': [],
  'shell/src/usesE2eHarness.ts': ['import-x/no-restricted-paths'],
  'shell/src/usesContractsRoot.ts': ['no-restricted-imports'],
  'shell/src/usesContractSubpath.ts': [],
  'mf-cart/src/usesContractsRoot.ts': ['no-restricted-imports'],
  'e2e/harness/system.ts': [],
  'api/src/routes/catalogue.ts': ['import-x/no-restricted-paths'],
  'api/src/routes/catalogue.test.ts': [],
  'api/src/seed/slug.ts': [],
  'api/src/seed/cli.ts': [],
  'api/src/test/createTestDb.ts': [],
  'api/src/server.ts': [],
  'mf-cart/src/components/ParticipantCounter.tsx': ['react-hooks/rules-of-hooks'],
  'mf-cart/src/components/useCartTitle.ts': ['react-hooks/exhaustive-deps'],
  'shared-contracts/src/saveCart.ts': ['@typescript-eslint/no-floating-promises'],
  'mf-cart/src/components/SeminarTeaser.tsx': [
    'jsx-a11y-x/alt-text',
    'jsx-a11y-x/click-events-have-key-events',
    'jsx-a11y-x/no-static-element-interactions',
  ],
};

/** @type {Map<string, string[]>} */
const reported = new Map();

beforeAll(async () => {
  const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: true, overrideConfig: createConfig(fixtures) });
  for (const result of await eslint.lintFiles(['.'])) {
    const file = path.relative(fixtures, result.filePath).split(path.sep).join('/');
    // A parse error has no rule id: it shows as 'fatal' with its message, never as a pass.
    reported.set(
      file,
      result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`),
    );
  }
}, 120_000);

test('lint looks at every fixture file, and every fixture file has an expectation', () => {
  expect([...reported.keys()].sort()).toEqual(Object.keys(expected).sort());
});

test.each(Object.entries(expected))('%s reports %j', (file, ruleIds) => {
  expect([...(reported.get(file) ?? [])].sort()).toEqual(ruleIds);
});

// Type-only circles: import-x/no-cycle skips type imports, dependency-cruiser (npm run lint:circles) sees them.
test('the circle check reports the type-only circle of a feature and its page table, and the cycle fixture', async () => {
  const { cruise } = await import('dependency-cruiser');
  const require = createRequire(import.meta.url);
  const config = require('../.dependency-cruiser.cjs');
  const result = await cruise(['mf-cart/src'], {
    ...config.options,
    exclude: { path: ['(^|/)(dist|node_modules)/'] },
    tsConfig: { fileName: path.join(fixtures, 'tsconfig.json') },
    baseDir: fixtures,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
  });
  const circles = result.output.summary.violations
    .filter((violation) => violation.rule.name === 'no-circular')
    .map((violation) => violation.from)
    .sort();
  // One violation per circle, named by the module where dependency-cruiser entered it.
  expect(circles).toEqual(['mf-cart/src/cycle/cartLines.ts', 'mf-cart/src/features/wishlist/WishlistPage.tsx']);
}, 60_000);
