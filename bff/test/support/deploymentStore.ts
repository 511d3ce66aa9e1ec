import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestStore {
  root: string;
  deploy(
    app: string,
    version: string,
    files: Record<string, string | Buffer>,
    info?: { entry?: string; css?: string[]; manifest?: string },
  ): void;
  /** `next`: versions a deploy is about to make current (the bffs warm them before the flip). */
  writeRegistry(current: Record<string, string>, next?: Record<string, string>): void;
  remove(): void;
}

/** A fake mf_navigation server build: header, footer and the not-found page show what they were given. */
/** The fake mf_navigation's pending main area (a page the browser renders, until its remote mounts). */
export const FAKE_PENDING_HTML =
  '<section data-boundary="mf_navigation"><p role="status">Einen Moment...</p></section>';

export const FAKE_RENDER_JS = `
exports.renderHeader = function (g) {
  return '<header data-site="' + g.site + '" data-version="' + g.version + '"' +
    (g.absoluteLinks ? ' data-links="absolute"><a href="' + g.mainDomain + '/seminare">Seminare</a>' : '>') + 'Kopf ' +
    (g.user ? 'Hallo, ' + g.user.firstname + ' ' : '') +
    g.navigation.map(function (item) { return item.linkText.replace(/</g, '&lt;'); }).join(' ') + '</header>';
};
exports.renderFooter = function (g) {
  return '<footer>Fuß ' + g.site + (g.user ? ' für ' + g.user.firstname : '') + '</footer>';
};
exports.renderNotFound = function (g) {
  return '<section data-boundary="mf_navigation"><h1>Seite nicht gefunden</h1><p>Die aufgerufene Seite gibt es ' +
    'leider nicht.</p><a href="' + (g.site === 'works-council' ? g.mainDomain : '') + '/seminare">Seminare</a></section>';
};
exports.renderPending = function () {
  return '${FAKE_PENDING_HTML}';
};
`;

/**
 * A fake mf_catalogue server build: /seminare lists the api's seminars with their state; `?verhalten=` makes it
 * throw, wait (past any budget) or block its thread, `umleiten` sends the visitor to /seminare (302);
 * / is a page without script (interactive: false); /seminare/r/unbekannt is an unknown rubric (404); /seminare/t/11 is a theme by id, its canonical address the slug (301).
 */
export const FAKE_PAGE_RENDER_JS = `
exports.render = async function (request) {
  var url = new URL(request.url, 'http://bff.test');
  var behaviour = url.searchParams.get('verhalten');
  if (behaviour === 'wirft') throw new Error('kaputt');
  if (behaviour === 'langsam') await new Promise(function (resolve) { setTimeout(resolve, 5000); });
  if (behaviour === 'blockiert') { var until = Date.now() + 1500; while (Date.now() < until) {} }
  if (behaviour === 'umleiten') {
    return { status: 200, head: { title: 'Seminare' }, html: '', state: null, redirect: '/seminare' };
  }
  if (url.pathname === '/seminare/t/11') {
    return { status: 200, head: { title: 'Arbeitsrecht I' }, html: '', state: null, redirect: '/seminare/t/arbeitsrecht-1', redirectStatus: 301 };
  }
  if (url.pathname === '/') {
    return { status: 200, head: { title: 'Startseite' }, html: '<div data-boundary="mf_catalogue"><h1>Start</h1></div>',
      state: { catalogueApi: { home: true } }, interactive: false };
  }
  if (url.pathname === '/seminare/rubrik') {
    return { status: 200, head: { title: 'Rubriken' }, html: '<div data-boundary="mf_catalogue"><h1>Rubriken</h1></div>',
      state: { catalogueApi: { rubrics: true } }, hydrateOn: 'interaction' };
  }
  if (url.pathname === '/seminare/r/unbekannt') {
    return { status: 404, head: { title: 'Seite nicht gefunden' }, html: '<p>kein solches</p>', state: null };
  }
  var response = await fetch(request.apiBaseUrl + '/api/get-seminars?pageSize=20', { signal: request.signal });
  var page = await response.json();
  var titles = page.items.map(function (item) { return item.title; });
  return {
    status: 200,
    head: {
      title: 'Seminare <alle>',
      description: 'Alle Seminare für "Betriebsräte"',
      canonical: url.pathname + url.search,
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'ItemList', name: '</script>' }],
    },
    html: '<div data-boundary="mf_catalogue"><h1>Seminare</h1><ul>' +
      titles.map(function (title) { return '<li>' + title + '</li>'; }).join('') + '</ul></div>',
    state: { catalogueApi: { titles: titles, note: '</script><script>alert(1)</script>' } },
  };
};
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
        ...(info.manifest ? { manifest: info.manifest } : {}),
      };
      fs.writeFileSync(path.join(dir, 'deploy.json'), JSON.stringify(deployJson));
    },
    writeRegistry(current, next = {}) {
      const apps = Object.fromEntries(
        Object.entries(current).map(([app, version]) => [
          app,
          { current: version, previous: [], ...(next[app] ? { next: next[app] } : {}) },
        ]),
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
  store.deploy(
    'mf_cart',
    'cccccccccccc',
    { 'remoteEntry.js': 'var mf_cart;', 'styles.cart.css': '.amb-cart{}' },
    { css: ['styles.cart.css'] },
  );
  store.writeRegistry({ shell: 'aaaaaaaaaaaa', mf_navigation: 'bbbbbbbbbbbb', mf_cart: 'cccccccccccc' });
  return store;
}

/** The versions createDeployedStore makes current. */
export const DEPLOYED = { shell: 'aaaaaaaaaaaa', mf_navigation: 'bbbbbbbbbbbb', mf_cart: 'cccccccccccc' } as const;

/** Copies the fake mf_catalogue (browser entry, stylesheet, server build) into the store as `version`. */
export function stageCatalogue(store: TestStore, version: string, renderJs = FAKE_PAGE_RENDER_JS): void {
  store.deploy(
    'mf_catalogue',
    version,
    { 'remoteEntry.js': 'var mf_catalogue;', 'catalogue.css': '.cat{}', 'server/render.js': renderJs },
    { css: ['catalogue.css'] },
  );
}

/** Deploys the fake mf_catalogue as `version` and makes it current. */
export function deployCatalogue(store: TestStore, version: string, renderJs = FAKE_PAGE_RENDER_JS): void {
  stageCatalogue(store, version, renderJs);
  store.writeRegistry({ ...DEPLOYED, mf_catalogue: version });
}

/**
 * A Module Federation manifest as @module-federation/enhanced writes it (the parts the bff reads): `exposes` maps an
 * exposed module to the JS files it loads at once and those it may load later.
 */
export function federationManifest(exposes: Record<string, { sync: string[]; async?: string[] }>): string {
  return JSON.stringify({
    id: 'x',
    name: 'x',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [{ name: 'react', assets: { js: { sync: ['lib-react.1.js'], async: [] } } }],
    remotes: [],
    exposes: Object.entries(exposes).map(([exposed, js]) => ({
      id: `x:${exposed.slice(2)}`,
      name: exposed.slice(2),
      path: exposed,
      assets: { js: { sync: js.sync, async: js.async ?? [] }, css: { sync: [], async: [] } },
    })),
  });
}
