import request from 'supertest';
import { DEPLOYED, FAKE_PAGE_RENDER_JS, FAKE_RENDER_JS, federationManifest } from './support/deploymentStore';
import type { PageGlobals } from '@amb/shared-contracts';
import { HOSTS, globalsOf } from './support/testApp';
import { withTestSystem } from './support/testSystem';

const system = withTestSystem();

/**
 * mf_navigation and mf_cart as new versions with their Module Federation manifests (header and footer share a chunk;
 * the footer's own chunk loads only when it hydrates, PageGlobals.deferredFooter).
 */
function deployWithManifests() {
  system.store.deploy(
    'mf_navigation',
    'nnnnnnnnnnnn',
    {
      'remoteEntry.js': 'var mf_navigation;',
      'nav.1.js': '',
      'foot.1.js': '',
      'server/render.js': FAKE_RENDER_JS,
      'mf-manifest.json': federationManifest({
        './Header': { sync: ['13.1.js', 'nav.1.js'], async: ['popovers.1.js'] },
        './Footer': { sync: ['13.1.js', 'foot.1.js'] },
      }),
    },
    { manifest: 'mf-manifest.json' },
  );
  system.store.deploy(
    'mf_cart',
    'kkkkkkkkkkkk',
    {
      'remoteEntry.js': 'var mf_cart;',
      'mf-manifest.json': federationManifest({ './App': { sync: ['expose.1.js'], async: ['page-cart.1.js'] } }),
    },
    { manifest: 'mf-manifest.json' },
  );
  system.store.writeRegistry({ ...DEPLOYED, mf_navigation: 'nnnnnnnnnnnn', mf_cart: 'kkkkkkkkkkkk' });
}

/** The bff in production mode (in development mode it gives no hints, see below). */
const production = (env: Record<string, string> = {}) => system.app({ NODE_ENV: 'production', ...env });

const preloadsIn = (html: string): string[] =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script" fetchpriority="low">/g)].map((m) => m[1] ?? '');

describe('preload hints from the Module Federation manifests', () => {
  it("names the remote entries and the exposed modules' first files of the header and the page's owner", async () => {
    deployWithManifests();
    const res = await request(production()).get('/seminare/warenkorb').set('Host', HOSTS.main).expect(200);
    expect(preloadsIn(res.text)).toEqual([
      '/mf/mf_navigation/nnnnnnnnnnnn/remoteEntry.js',
      '/mf/mf_navigation/nnnnnnnnnnnn/13.1.js',
      '/mf/mf_navigation/nnnnnnnnnnnn/nav.1.js',
      '/mf/mf_cart/kkkkkkkkkkkk/remoteEntry.js',
      '/mf/mf_cart/kkkkkkkkkkkk/expose.1.js',
    ]);
    // What loads later (pages, pop-overs, the footer's own chunk) or comes from whichever remote provides it first is
    // not hinted.
    expect(res.text).not.toMatch(/popovers\.1\.js|page-cart\.1\.js|lib-react|foot\.1\.js/);
    expect((globalsOf(res.text) as PageGlobals).deferredFooter).toBe(true);
  });

  it("hints the footer's files where the newsletter's confirm link led: its footer says at once how it went", async () => {
    deployWithManifests();
    const res = await request(production()).get('/?newsletter=bestaetigt').set('Host', HOSTS.main).expect(200);
    expect((globalsOf(res.text) as PageGlobals).deferredFooter).toBeUndefined();
    expect(preloadsIn(res.text)).toContain('/mf/mf_navigation/nnnnnnnnnnnn/foot.1.js');
    // In the head, before the shell's script.
    expect(res.text.indexOf('rel="preload"')).toBeLessThan(res.text.indexOf('</head>'));
  });

  it("hints only the header's files where no remote owns the page, and none for a version without a manifest", async () => {
    deployWithManifests();
    const missing = await request(production()).get('/gibt-es-nicht').expect(404);
    expect(preloadsIn(missing.text)).toEqual([
      '/mf/mf_navigation/nnnnnnnnnnnn/remoteEntry.js',
      '/mf/mf_navigation/nnnnnnnnnnnn/13.1.js',
      '/mf/mf_navigation/nnnnnnnnnnnn/nav.1.js',
    ]);
    system.store.writeRegistry({ ...DEPLOYED });
    const old = await request(production()).get('/seminare/warenkorb').set('Host', HOSTS.main).expect(200);
    expect(preloadsIn(old.text)).toEqual([]);
  });

  it("gives none for the remote of a page that hydrates at the visitor's first sign of use", async () => {
    deployWithManifests();
    system.store.deploy(
      'mf_catalogue',
      'cccccccccccc',
      {
        'remoteEntry.js': 'var mf_catalogue;',
        'server/render.js': FAKE_PAGE_RENDER_JS,
        'mf-manifest.json': federationManifest({ './App': { sync: ['expose.2.js'], async: [] } }),
      },
      { manifest: 'mf-manifest.json' },
    );
    system.store.writeRegistry({
      ...DEPLOYED,
      mf_navigation: 'nnnnnnnnnnnn',
      mf_cart: 'kkkkkkkkkkkk',
      mf_catalogue: 'cccccccccccc',
    });
    const list = await request(production()).get('/seminare').set('Host', HOSTS.main).expect(200);
    expect(preloadsIn(list.text)).toContain('/mf/mf_catalogue/cccccccccccc/remoteEntry.js');
    const deferred = await request(production()).get('/seminare/rubrik').set('Host', HOSTS.main).expect(200);
    expect(preloadsIn(deferred.text).filter((url) => url.includes('mf_catalogue'))).toEqual([]);
    expect(preloadsIn(deferred.text)).toContain('/mf/mf_navigation/nnnnnnnnnnnn/remoteEntry.js');
  });

  it('gives no hint for a remote a dev override serves from elsewhere', async () => {
    deployWithManifests();
    const app = production({ REMOTE_OVERRIDES: JSON.stringify({ mf_cart: 'http://localhost:3013/remoteEntry.js' }) });
    const res = await request(app).get('/seminare/warenkorb').set('Host', HOSTS.main).expect(200);
    expect(preloadsIn(res.text).filter((url) => url.includes('mf_cart'))).toEqual([]);
    expect(preloadsIn(res.text)).toContain('/mf/mf_navigation/nnnnnnnnnnnn/remoteEntry.js');
  });

  it('gives none in development mode, where the browser may point any remote at a dev server', async () => {
    deployWithManifests();
    const res = await request(system.app({ NODE_ENV: 'development' }))
      .get('/seminare/warenkorb')
      .set('Host', HOSTS.main)
      .expect(200);
    expect(preloadsIn(res.text)).toEqual([]);
  });

  it("hints the chrome's files in the embedded header, absolute on the site's origin", async () => {
    deployWithManifests();
    const res = await request(production()).get('/shared-modules/nav?embed=1').set('Host', HOSTS.main).expect(200);
    // The embedded chrome is all there is on the other host's page: its footer hydrates at once.
    expect(preloadsIn(res.text)).toEqual([
      'http://localhost:8080/mf/mf_navigation/nnnnnnnnnnnn/remoteEntry.js',
      'http://localhost:8080/mf/mf_navigation/nnnnnnnnnnnn/13.1.js',
      'http://localhost:8080/mf/mf_navigation/nnnnnnnnnnnn/nav.1.js',
      'http://localhost:8080/mf/mf_navigation/nnnnnnnnnnnn/foot.1.js',
    ]);
  });
});
