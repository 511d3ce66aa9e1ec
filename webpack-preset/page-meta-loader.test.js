const fs = require('node:fs');
const path = require('node:path');
const { withoutDescriptions } = require('./page-meta-loader');
const { createConfig, createServerConfig } = require('./index');

const PAGE_META_FILE = path.resolve(__dirname, '../shared-contracts/src/pageMeta.ts');
const source = fs.readFileSync(PAGE_META_FILE, 'utf8');

describe('page-meta-loader: PAGE_META without descriptions in browser builds', () => {
  const stripped = withoutDescriptions(source, PAGE_META_FILE);

  it('blanks every description of the real table, whatever its form, and keeps every title', () => {
    // Literals, templates and the shared constants: none of their text is left in PAGE_META.
    expect(stripped).not.toContain('Fachtagungen für Betriebsräte, SBV und JAV');
    expect(stripped).toMatch(/loginWithEmail: \{ title: 'Anmelden', description: '' \}/);
    expect(stripped).toMatch(/article: \{ title: 'Fachartikel', description: '' \}/);
    const table = stripped.slice(
      stripped.indexOf('export const PAGE_META'),
      stripped.indexOf('\n};', stripped.indexOf('export const PAGE_META')),
    );
    const values = [...table.matchAll(/description:\s*([^,\n}]*)/g)].map((match) => match[1]?.trim());
    expect(values.length).toBeGreaterThan(100);
    expect(values.filter((value) => value !== "''")).toEqual([]);
    expect(stripped).toContain("title: 'Fachtagung'");
    expect(stripped).toContain('export function pageMetaOf');
  });

  it('fails on a file without the PAGE_META object instead of passing its descriptions through', () => {
    expect(() => withoutDescriptions("export const META = { a: { title: 'A', description: 'B' } };")).toThrow(
      /PAGE_META/,
    );
  });

  it('is a rule of the browser build only: the server build keeps the descriptions', () => {
    const options = { name: 'mf_test', dir: __dirname, port: 3099 };
    const isLoaderRule = (rule) => JSON.stringify(rule?.use ?? '').includes('page-meta-loader');
    for (const mode of ['production', 'development']) {
      const rules = createConfig(options, {}, { mode }).module.rules;
      const rule = rules.find(isLoaderRule);
      expect(rule.test.test(PAGE_META_FILE)).toBe(true);
      expect(rule.test.test(path.resolve(__dirname, '../shared-contracts/src/pageGlobals.ts'))).toBe(false);
    }
    const server = createServerConfig({ dir: __dirname, entry: './src/server.tsx' });
    expect(server.module.rules.some(isLoaderRule)).toBe(false);
  });
});
