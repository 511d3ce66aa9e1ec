import request from 'supertest';
import type { PageGlobals } from '@amb/shared-contracts';
import { DEPLOYED, FAKE_RENDER_JS } from './support/deploymentStore';
import { NAVIGATION, navItem } from './support/fakeApi';
import { HOSTS, eventuallyGet, globalsOf } from './support/testApp';
import { withTestSystem } from './support/testSystem';

const system = withTestSystem();

describe('shared-modules fragments', () => {
  it('serves the header alone, for the site of the Host header', async () => {
    const res = await request(system.app()).get('/shared-modules/nav').set('Host', HOSTS.newer).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<header data-site="newer" data-version="2">Kopf Seminare/);
  });

  it('serves the footer alone, the site given by the query', async () => {
    const res = await request(system.app()).get('/shared-modules/footer?site=works-council').expect(200);
    expect(res.text).toBe('<footer>Fuß works-council</footer>');
  });

  it('allows our three origins by CORS, and no other', async () => {
    const app = system.app();
    const ours = await request(app).get('/shared-modules/nav').set('Origin', 'http://localhost:8082').expect(200);
    expect(ours.headers['access-control-allow-origin']).toBe('http://localhost:8082');
    expect(ours.headers['access-control-allow-credentials']).toBe('true');
    const preflight = await request(app)
      .options('/shared-modules/footer')
      .set('Origin', 'http://localhost:8081')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8081');
    const foreign = await request(app).get('/shared-modules/nav').set('Origin', 'https://fremd.example').expect(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('rejects an unknown site', async () => {
    const res = await request(system.app()).get('/shared-modules/nav?site=mars').expect(400);
    expect(res.body.error.code).toBe('INVALID_SITE');
  });

  it('answers 503 when the server build is not deployed', async () => {
    system.store.writeRegistry({ shell: 'aaaaaaaaaaaa' });
    const res = await request(system.app()).get('/shared-modules/footer').expect(503);
    expect(res.body.error.code).toBe('RENDERER_UNAVAILABLE');
  });
});

/** mf_navigation whose header tells how often its thread rendered it (a fresh render shows a new number). */
const COUNTING_RENDER_JS = `${FAKE_RENDER_JS}
var renders = 0;
var header = exports.renderHeader;
exports.renderHeader = function (g) { renders += 1; return header(g).replace('</header>', ' #' + renders + '</header>'); };
`;

function deployNavigation(version: string, renderJs: string) {
  system.store.deploy('mf_navigation', version, { 'remoteEntry.js': '', 'server/render.js': renderJs });
  system.store.writeRegistry({ ...DEPLOYED, mf_navigation: version });
}

const renderNumber = (html: string) => /#(\d+)<\/header>/.exec(html)?.[1];

describe('fragment cache', () => {
  beforeEach(() => deployNavigation('f1f1f1f1f1f1', COUNTING_RENDER_JS));

  it('renders the anonymous header once and answers with ETag, Cache-Control and 304', async () => {
    const app = system.app();
    const first = await request(app).get('/shared-modules/nav').expect(200);
    const second = await request(app).get('/shared-modules/nav').expect(200);
    expect(renderNumber(second.text)).toBe(renderNumber(first.text));
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const unchanged = await request(app).get('/shared-modules/nav').set('If-None-Match', first.headers.etag!);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    await request(app).get('/shared-modules/nav').set('If-None-Match', '"anders"').expect(200);
  });

  it('sends the fragment compressed once, each encoding with its own ETag', async () => {
    const app = system.app();
    const plain = await request(app).get('/shared-modules/footer').set('Accept-Encoding', 'identity').expect(200);
    const br = await request(app).get('/shared-modules/footer').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(plain.text).toBe('<footer>Fuß main</footer>');
    const gzip = await request(app).get('/shared-modules/footer').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(plain.text);
    // superagent decodes what it is sent: compressed exactly once, by the cache, not again on the way out.
    expect(br.text).toBe(plain.text);
  });

  it('serves logged-out documents the cached header; a member gets one rendered for them', async () => {
    const app = system.app();
    const fragment = await request(app).get('/shared-modules/nav').expect(200);
    const anonymous = await request(app).get('/').expect(200);
    expect(renderNumber(anonymous.text)).toBe(renderNumber(fragment.text));
    const member = await request(app).get('/').set('Cookie', 'amb_sid=sid-anna').expect(200);
    expect(member.text).toContain('Hallo, Anna');
    expect(renderNumber(member.text)).not.toBe(renderNumber(fragment.text));
  });

  it('renders anew after a deploy of mf_navigation (new ETag)', async () => {
    const app = system.app();
    const before = await request(app).get('/shared-modules/nav').expect(200);
    deployNavigation('f2f2f2f2f2f2', COUNTING_RENDER_JS.replace('Kopf', 'Neuer Kopf'));
    const after = await eventuallyGet(app, '/shared-modules/nav', (res) => res.text.includes('Neuer Kopf'));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await request(app).get('/shared-modules/nav').set('If-None-Match', before.headers.etag!).expect(200);
    const page = await request(app).get('/').expect(200);
    expect(page.text).toContain('Neuer Kopf');
  });

  it('keeps the /template/ frame like the fragments: rendered and compressed once, strong ETags, 304', async () => {
    const app = system.app();
    const first = await request(app).get('/template/').set('Accept-Encoding', 'identity').expect(200);
    const second = await request(app).get('/template/').set('Accept-Encoding', 'identity').expect(200);
    expect(second.text).toBe(first.text);
    expect(renderNumber(second.text)).toBe(renderNumber(first.text));
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toMatch(/Cookie/);
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    const unchanged = await request(app)
      .get('/template/')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', first.headers.etag!);
    expect(unchanged.status).toBe(304);
    const br = await request(app).get('/template/').set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).not.toBe(first.headers.etag);
    expect(br.text).toBe(first.text);
    // The consent question is part of the frame: a visitor who chose gets the other variant.
    const chosen = await request(app).get('/template/').set('Cookie', 'amb_consent=necessary').expect(200);
    expect(chosen.headers.etag).not.toBe(first.headers.etag);
    deployNavigation('f3f3f3f3f3f3', COUNTING_RENDER_JS.replace('Kopf', 'Neuer Kopf'));
    const after = await eventuallyGet(app, '/template/', (res) => res.text.includes('Neuer Kopf'));
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('never keeps a member’s /template/ frame', async () => {
    const app = system.app();
    const member = await request(app).get('/template/').set('Cookie', 'amb_sid=sid-anna').expect(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
    const anonymous = await request(app).get('/template/').expect(200);
    expect(anonymous.text).not.toContain('Hallo, Anna');
  });

  it('renders anew when the navigation tree changes, and only then', async () => {
    const app = system.app({ NAVIGATION_CACHE_MS: '0' });
    const before = await request(app).get('/shared-modules/nav').expect(200);
    const same = await request(app).get('/shared-modules/nav').expect(200);
    expect(same.headers.etag).toBe(before.headers.etag);
    expect(renderNumber(same.text)).toBe(renderNumber(before.text));

    system.api.setNavigation([navItem(9, 'Neu im Menü'), ...NAVIGATION]);
    const after = await request(app).get('/shared-modules/nav').expect(200);
    expect(after.text).toContain('Kopf Neu im Menü Seminare');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const page = await request(app).get('/').expect(200);
    expect(page.text).toContain('Kopf Neu im Menü Seminare');
  });
});

describe('fragments for the visitor of the request', () => {
  it('renders header and footer for a member (private, never stored) and the shared copy for anyone else', async () => {
    const app = system.app();
    const member = await request(app).get('/shared-modules/nav').set('Cookie', 'amb_sid=sid-anna').expect(200);
    expect(member.text).toMatch(/^<header data-site="main" data-version="1">Kopf Hallo, Anna Seminare/);
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers.vary).toMatch(/Cookie/);
    const footer = await request(app)
      .get('/shared-modules/footer')
      .set('Host', HOSTS['works-council'])
      .set('Cookie', 'amb_sid=sid-anna')
      .expect(200);
    expect(footer.text).toBe('<footer>Fuß works-council für Anna</footer>');
    expect(footer.headers['cache-control']).toBe('private, no-store');

    const anonymous = await request(app).get('/shared-modules/nav').expect(200);
    expect(anonymous.text).not.toContain('Hallo');
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
    expect(anonymous.headers.vary).toMatch(/Cookie/);
    expect(anonymous.headers.vary).toMatch(/Accept-Encoding/);
    expect(anonymous.headers.vary).toMatch(/Origin/);
  });

  it('treats a session the api does not know as logged out (the shared copy)', async () => {
    const res = await request(system.app()).get('/shared-modules/nav').set('Cookie', 'amb_sid=sid-anon').expect(200);
    expect(res.text).not.toContain('Hallo');
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('serves each site its own header for the requesting host', async () => {
    const app = system.app();
    for (const [site, host] of Object.entries(HOSTS)) {
      const res = await request(app).get('/shared-modules/nav').set('Host', host).set('Cookie', 'amb_sid=sid-anna');
      expect(res.text).toContain(`data-site="${site}"`);
      expect(res.text).toContain('Hallo, Anna');
    }
  });
});

describe('CORS for embedding hosts', () => {
  const EMBED_ORIGINS = 'https://shop.example.de=main,https://jobs.example.de=works-council';

  it("allows the embedding hosts named for the requested site, with the visitor's cookies", async () => {
    const app = system.app({ EMBED_ORIGINS });
    const shop = await request(app)
      .get('/shared-modules/nav')
      .set('Host', HOSTS.main)
      .set('Origin', 'https://shop.example.de')
      .expect(200);
    expect(shop.headers['access-control-allow-origin']).toBe('https://shop.example.de');
    expect(shop.headers['access-control-allow-credentials']).toBe('true');
    expect(shop.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const jobs = await request(app)
      .get('/shared-modules/footer?site=works-council')
      .set('Origin', 'https://jobs.example.de')
      .expect(200);
    expect(jobs.headers['access-control-allow-origin']).toBe('https://jobs.example.de');
  });

  it('refuses an embedding host of another site, and any host when none is configured', async () => {
    const otherSite = await request(system.app({ EMBED_ORIGINS }))
      .get('/shared-modules/nav')
      .set('Host', HOSTS.main)
      .set('Origin', 'https://jobs.example.de')
      .expect(200);
    expect(otherSite.headers['access-control-allow-origin']).toBeUndefined();
    const unconfigured = await request(system.app())
      .get('/shared-modules/nav')
      .set('Origin', 'https://shop.example.de')
      .expect(200);
    expect(unconfigured.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("lets the embedded header count the visitor's cart from the host (small cart, preflight too)", async () => {
    const app = system.app({ EMBED_ORIGINS });
    const cart = await request(app)
      .get('/shared-modules/shopping-cart-small')
      .set('Host', HOSTS.main)
      .set('Origin', 'https://shop.example.de')
      .set('Cookie', 'amb_sid=sid-anna')
      .expect(200);
    expect(cart.headers['access-control-allow-origin']).toBe('https://shop.example.de');
    expect(cart.body).toHaveLength(1);
    const preflight = await request(app)
      .options('/shared-modules/shopping-cart-small')
      .set('Host', HOSTS.main)
      .set('Origin', 'https://shop.example.de')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://shop.example.de');
    const foreign = await request(app)
      .get('/shared-modules/shopping-cart-small')
      .set('Origin', 'https://fremd.example')
      .expect(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the embedded variant (?embed=1)', () => {
  it('brings styles, page globals with absolute links, the header slot and the shell, all absolute', async () => {
    const res = await request(system.app()).get('/shared-modules/nav?embed=1').set('Host', HOSTS.newer).expect(200);
    const origin = 'http://localhost:8081';
    expect(res.text).toContain(`<link rel="stylesheet" href="${origin}/mf/shell/${DEPLOYED.shell}/shell.css"`);
    expect(res.text).toContain(
      `<link rel="stylesheet" href="${origin}/mf/mf_navigation/${DEPLOYED.mf_navigation}/navigation.css"`,
    );
    expect(res.text).toContain(
      '<header id="amb-header"><header data-site="newer" data-version="2" data-links="absolute">',
    );
    expect(res.text).toMatch(
      new RegExp(`</header></header><script src="${origin}/mf/shell/${DEPLOYED.shell}/main.1234.js" defer></script>$`),
    );
    const globals = globalsOf(res.text) as PageGlobals;
    expect(globals).toMatchObject({ site: 'newer', absoluteLinks: true, serverRenderedMain: true, user: null });
    // Only the navigation remote loads on the host's page.
    expect(globals.remotes).toEqual({
      mf_navigation: `${origin}/mf/mf_navigation/${DEPLOYED.mf_navigation}/remoteEntry.js`,
    });
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('greets the member (private) and gives the footer slot alone', async () => {
    const app = system.app();
    const nav = await request(app).get('/shared-modules/nav?embed=1').set('Cookie', 'amb_sid=sid-anna').expect(200);
    expect(nav.text).toContain('Hallo, Anna');
    expect((globalsOf(nav.text) as PageGlobals).user).toEqual({ firstname: 'Anna', impersonated: false, cartCount: 1 });
    expect(nav.headers['cache-control']).toBe('private, no-store');
    const footer = await request(app).get('/shared-modules/footer?embed=1&site=works-council').expect(200);
    expect(footer.text).toBe('<footer id="amb-footer"><footer>Fuß works-council</footer></footer>');
  });
});

describe('the files of the embedded remotes', () => {
  it('may be loaded by hosts on other sites once embedding hosts are configured (else same-site)', async () => {
    const file = `/mf/mf_navigation/${DEPLOYED.mf_navigation}/remoteEntry.js`;
    const embedding = await request(system.app({ EMBED_ORIGINS: 'https://jobs.example.com=main' }))
      .get(file)
      .expect(200);
    expect(embedding.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const plain = await request(system.app()).get(file).expect(200);
    expect(plain.headers['cross-origin-resource-policy']).toBe('same-site');
  });
});
