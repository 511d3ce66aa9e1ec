import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestStore {
  root: string;
  deploy(
    app: string,
    version: string,
    files: Record<string, string | Buffer>,
    info?: { entry?: string; css?: string[] },
  ): void;
  writeRegistry(current: Record<string, string>): void;
  remove(): void;
}

/** A fake mf_navigation server build: header and footer show what they were given. */
export const FAKE_RENDER_JS = `
exports.renderHeader = function (g) {
  return '<header data-site="' + g.site + '" data-version="' + g.version + '">Kopf ' +
    g.navigation.map(function (item) { return item.linkText.replace(/</g, '&lt;'); }).join(' ') + '</header>';
};
exports.renderFooter = function (g) { return '<footer>Fuß ' + g.site + '</footer>'; };
`;

/** A deployment store in a fresh temp folder, in the format of COMMON.md. */
export function createTestStore(): TestStore {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'amb-bff-store-'));
  return {
    root,
    deploy(app, version, files, info = {}) {
      const dir = path.join(root, app, version);
      for (const [name, content] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), content);
      }
      const deployJson = {
        app,
        version,
        deployedAt: new Date().toISOString(),
        entry: info.entry ?? 'remoteEntry.js',
        css: info.css ?? [],
      };
      fs.writeFileSync(path.join(dir, 'deploy.json'), JSON.stringify(deployJson));
    },
    writeRegistry(current) {
      const apps = Object.fromEntries(
        Object.entries(current).map(([app, version]) => [app, { current: version, previous: [] }]),
      );
      const temp = path.join(root, `.registry-${process.pid}-${Date.now()}.json`);
      fs.writeFileSync(temp, JSON.stringify({ apps }));
      fs.renameSync(temp, path.join(root, 'registry.json'));
    },
    remove() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A typical store: shell, mf_navigation with server build and css, mf_cart. */
export function createDeployedStore(): TestStore {
  const store = createTestStore();
  store.deploy(
    'shell',
    'aaaaaaaaaaaa',
    { 'main.1234.js': 'console.log("shell")', 'shell.css': 'body{}' },
    { entry: 'main.1234.js', css: ['shell.css'] },
  );
  store.deploy(
    'mf_navigation',
    'bbbbbbbbbbbb',
    { 'remoteEntry.js': 'var mf_navigation;', 'navigation.css': '.amb-nav{}', 'server/render.js': FAKE_RENDER_JS },
    { css: ['navigation.css'] },
  );
  store.deploy('mf_cart', 'cccccccccccc', { 'remoteEntry.js': 'var mf_cart;' });
  store.writeRegistry({ shell: 'aaaaaaaaaaaa', mf_navigation: 'bbbbbbbbbbbb', mf_cart: 'cccccccccccc' });
  return store;
}
