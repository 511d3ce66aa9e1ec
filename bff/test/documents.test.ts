import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import request from 'supertest';
import { MESSAGES, type PageGlobals } from '@amb/shared-contracts';
import { CONSENT_SCRIPT, EARLY_INPUT_SCRIPT, INLINE_SCRIPT } from '../src/rendering/document';
import { closedPortUrl } from './support/fakeApi';
import { eventually, startSlowUpstream } from './support/slowUpstream';
import { HOSTS, eventuallyGet, globalsOf } from './support/testApp';
import { withTestSystem } from './support/testSystem';

const system = withTestSystem();

describe('documents', () => {
  it('renders the main site document with title, slots, styles, shell script and globals', async () => {
    const res = await request(system.app()).get('/seminare').set('Host', HOSTS.main).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<!doctype html><html lang="de">/);
    expect(res.text).toContain('<title>Alle Seminare | Akademie für Mitbestimmung</title>');
    expect(res.text).toContain('<link rel="stylesheet" href="/mf/shell/aaaaaaaaaaaa/shell.css" data-href="shell.css">');
    expect(res.text).toContain(
      '<link rel="stylesheet" href="/mf/mf_navigation/bbbbbbbbbbbb/navigation.css" data-href="navigation.css">',
    );
    expect(res.text).toContain(
      '<header id="amb-header"><header data-site="main" data-version="1">Kopf Seminare Wissen',
    );
    // Rendered in the browser (no server build of mf_catalogue here): the loading state until it mounts.
    expect(res.text).toContain(
      '<main id="amb-main" tabindex="-1"><section data-boundary="mf_navigation"><p role="status">Einen Moment...</p></section></main>',
    );
    expect(res.text).toContain('<footer id="amb-footer"><footer>Fuß main</footer></footer>');
    expect(res.text).toContain('<script src="/mf/shell/aaaaaaaaaaaa/main.1234.js" async></script></body></html>');

    const globals = globalsOf(res.text) as PageGlobals;
    expect(globals).toMatchObject({
      site: 'main',
      version: 1,
      user: null,
      showsContactLink: true,
      serverRenderedMain: false,
      mainDomain: 'http://localhost:8080',
      newerDomain: 'http://localhost:8081',
      worksCouncilDomain: 'http://localhost:8082',
      remotes: {
        mf_navigation: '/mf/mf_navigation/bbbbbbbbbbbb/remoteEntry.js',
        mf_cart: '/mf/mf_cart/cccccccccccc/remoteEntry.js',
      },
    });
    expect(globals.socialLinks.facebook).toMatch(/^https:\/\//);
    // visibleNavigation: hidden items and hidden children are gone.
    expect(globals.navigation.map((item) => item.linkText)).not.toContain('Geheim');
    expect(globals.navigation[0]?.children.map((item) => item.linkText)).toEqual(['Rubriken']);
  });

  it("links the stylesheet of the route's owner into a page the browser renders (the cart), never another's", async () => {
    const cart = await request(system.app()).get('/seminare/warenkorb').set('Host', HOSTS.main).expect(200);
    expect(cart.text).toContain(
      '<link rel="stylesheet" href="/mf/mf_cart/cccccccccccc/styles.cart.css" data-href="styles.cart.css">',
    );
    expect(cart.text).toContain(
      '<main id="amb-main" tabindex="-1"><section data-boundary="mf_navigation"><p role="status">',
    );
    const seminars = await request(system.app()).get('/seminare').set('Host', HOSTS.main).expect(200);
    expect(seminars.text).not.toContain('styles.cart.css');
    const missing = await request(system.app()).get('/gibt-es-nicht').expect(404);
    expect(missing.text).not.toContain('styles.cart.css');
  });

  it('renders version 2 on the newer site', async () => {
    const res = await request(system.app()).get('/').set('Host', HOSTS.newer).expect(200);
    expect((globalsOf(res.text) as PageGlobals).version).toBe(2);
    expect(res.text).toContain('data-site="newer" data-version="2"');
  });

  it('escapes the globals so navigation text cannot close the script element', async () => {
    const res = await request(system.app()).get('/').expect(200);
    const json = /<script id="amb-page-globals" type="application\/json">(.*?)<\/script>/s.exec(res.text)?.[1] ?? '';
    expect(json).not.toContain('</script>');
    expect(json).toContain('\\u003c/script>');
    const globals = globalsOf(res.text) as PageGlobals;
    expect(globals.navigation.map((item) => item.linkText)).toContain('</script><script>alert(1)</script>');
  });

  it('lets the browser unmark the body when a consent choice is stored, so one document serves every visitor', async () => {
    const asked = await request(system.app()).get('/').expect(200);
    const chosen = await request(system.app()).get('/').set('Cookie', 'amb_consent=all').expect(200);
    // The same bytes with and without the cookie: a CDN may keep one copy.
    expect(chosen.text).toBe(asked.text);
    const body = /<body data-consent-required><script>(.*?)<\/script>/.exec(asked.text);
    expect(body?.[1]).toBe(INLINE_SCRIPT);
    expect(INLINE_SCRIPT.startsWith(CONSENT_SCRIPT)).toBe(true);
    // The CSP allows that script by its hash and no other inline script.
    const hash = createHash('sha256').update(body![1]!).digest('base64');
    expect(asked.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    const marked = (cookie: string) => {
      const attributes = new Set(['data-consent-required']);
      const document = { cookie, body: { removeAttribute: (name: string) => attributes.delete(name) } };
      vm.runInNewContext(CONSENT_SCRIPT, { document });
      return attributes.has('data-consent-required');
    };
    expect(marked('')).toBe(true);
    expect(marked('amb_consent=all')).toBe(false);
    expect(marked('amb_sid=x; amb_consent=necessary; amb_csrf=y')).toBe(false);
    expect(marked('amb_consent=vielleicht')).toBe(true);
    expect(marked('xamb_consent=all')).toBe(true);
    expect(marked('amb_consent=allerlei')).toBe(true);
  });

  it("records the visitor's first intent and early click on a script-only button until the shell takes over", () => {
    type Listener = (event: object) => void;
    const on = () => {
      const listeners = new Map<string, Listener[]>();
      return {
        listeners,
        addEventListener: (type: string, listener: Listener) =>
          listeners.set(type, [...(listeners.get(type) ?? []), listener]),
        fire: (type: string, event: object = {}) => listeners.get(type)?.forEach((listener) => listener(event)),
      };
    };
    const window = on();
    const document = on();
    vm.runInNewContext(EARLY_INPUT_SCRIPT, { window, document });
    const early = (window as unknown as { __ambEarlyInput: { intent: boolean; click: unknown; taken: boolean } })
      .__ambEarlyInput;
    expect(early).toEqual({ intent: false, click: null, taken: false });
    expect([...window.listeners.keys()]).toEqual(expect.arrayContaining(['pointerdown', 'keydown', 'scroll']));
    window.fire('pointermove');
    expect(early.intent).toBe(true);

    const button = { tag: 'button' };
    const click = (target: object, extra: object = {}) =>
      document.fire('click', {
        button: 0,
        target,
        ...extra,
        preventDefault: () => expect('no preventDefault').toBe(''),
      });
    const inside = (match: object | null) => ({
      closest: (selector: string) => (selector.includes('button') ? match : null),
    });
    click(inside(null));
    expect(early.click).toBeNull();
    click(inside(button), { ctrlKey: true });
    click(inside(button), { button: 1 });
    expect(early.click).toBeNull();
    click(inside(button));
    expect(early.click).toBe(button);
    early.taken = true;
    early.click = null;
    click(inside(button));
    expect(early.click).toBeNull();
  });

  it('answers 404 for a path no remote owns, still with header, footer and the shell', async () => {
    const res = await request(system.app()).get('/gibt-es-nicht').expect(404);
    expect(res.text).toContain('<title>Seite nicht gefunden | Akademie für Mitbestimmung</title>');
    expect(res.text).toContain('<header data-site="main"');
    expect(res.text).toContain('<footer>Fuß main</footer>');
    expect(res.text).toContain('/mf/shell/aaaaaaaaaaaa/main.1234.js');
  });

  it('uses the registry at request time: a new shell version after a deploy, without a restart', async () => {
    const app = system.app();
    await request(app).get('/').expect(200);
    system.store.deploy('shell', 'dddddddddddd', { 'main.9999.js': '' }, { entry: 'main.9999.js', css: [] });
    system.store.writeRegistry({ shell: 'dddddddddddd', mf_navigation: 'bbbbbbbbbbbb' });
    const res = await request(app).get('/').expect(200);
    expect(res.text).toContain('<script src="/mf/shell/dddddddddddd/main.9999.js" async>');
    expect(res.text).not.toContain('shell.css');
  });

  it('loads a new server build after mf_navigation is redeployed', async () => {
    const app = system.app();
    await request(app).get('/').expect(200);
    system.store.deploy('mf_navigation', 'eeeeeeeeeeee', {
      'remoteEntry.js': '',
      'server/render.js':
        'exports.renderHeader = () => "<b>neuer Kopf</b>"; exports.renderFooter = () => "<i>neuer Fuß</i>";',
    });
    system.store.writeRegistry({ shell: 'aaaaaaaaaaaa', mf_navigation: 'eeeeeeeeeeee' });
    const res = await eventuallyGet(app, '/', (answer) => answer.text.includes('neuer Kopf'));
    expect(res.status).toBe(200);
    expect(res.text).toContain('<header id="amb-header"><b>neuer Kopf</b></header>');
    expect(res.text).toContain('<footer id="amb-footer"><i>neuer Fuß</i></footer>');
    expect((globalsOf(res.text) as PageGlobals).remotes.mf_navigation).toBe(
      '/mf/mf_navigation/eeeeeeeeeeee/remoteEntry.js',
    );
  });

  it('renders empty header and footer slots when the server build is missing', async () => {
    fs.rmSync(path.join(system.store.root, 'mf_navigation', 'bbbbbbbbbbbb', 'server'), { recursive: true });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await request(system.app()).get('/').expect(200);
    expect(res.text).toContain('<header id="amb-header"></header>');
    expect(res.text).toContain('<footer id="amb-footer"></footer>');
    // The browser renders them then, styled as ever.
    expect(res.text).toContain(
      '<link rel="stylesheet" href="/mf/mf_navigation/bbbbbbbbbbbb/navigation.css" data-href="navigation.css">',
    );
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('renders empty slots when the server build throws, never a 500', async () => {
    system.store.deploy('mf_navigation', 'ffffffffffff', {
      'remoteEntry.js': '',
      'server/render.js':
        'exports.renderHeader = () => { throw new Error("kaputt"); }; exports.renderFooter = () => "<p>Fuß</p>";',
    });
    system.store.writeRegistry({ shell: 'aaaaaaaaaaaa', mf_navigation: 'ffffffffffff' });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await request(system.app()).get('/').expect(200);
    expect(res.text).toContain('<header id="amb-header"></header>');
    expect(res.text).toContain('<footer id="amb-footer"><p>Fuß</p></footer>');
    spy.mockRestore();
  });

  it('shows a German 502 page when the api is down and keeps running', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = system.appWithApi(await closedPortUrl());
    const res = await request(app).get('/seminare').expect(502);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<!doctype html><html lang="de">.*<\/html>$/s);
    expect(res.text).toContain('Die Seite ist vorübergehend nicht erreichbar');
    await request(app).get('/remotes.json').expect(200);
    spy.mockRestore();
  });

  it('shows a German 504 page when the api does not answer in time, and aborts the call', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const slow = await startSlowUpstream(30_000);
    try {
      const started = Date.now();
      const res = await request(system.appWithApi(slow.url, { API_TIMEOUT_MS: '200' }))
        .get('/seminare')
        .expect(504);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toMatch(/^<!doctype html><html lang="de">.*<\/html>$/s);
      expect(res.text).toContain(MESSAGES.pageTimeout);
      await eventually(() => slow.requests > 0 && slow.aborted === slow.requests);
    } finally {
      await slow.close();
      spy.mockRestore();
    }
  });

  it('caches the navigation per site instead of asking the api for every page', async () => {
    const app = system.app();
    await request(app).get('/').set('Host', HOSTS.main).expect(200);
    await request(app).get('/seminare').set('Host', HOSTS.main).expect(200);
    await request(app).get('/').set('Host', HOSTS.newer).expect(200);
    expect(system.api.calls.filter((url) => url.startsWith('/api/get-navigation'))).toEqual([
      '/api/get-navigation?site=main',
      '/api/get-navigation?site=newer',
    ]);
  });

  it('compresses documents with brotli when accepted, else gzip', async () => {
    const app = system.app();
    const br = await request(app).get('/').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    // superagent decodes br itself: the text is the document again.
    expect(br.text).toContain('<main id="amb-main" tabindex="-1">');
    const gzip = await request(app).get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('sends a CSP that allows only our own scripts', async () => {
    const res = await request(system.app()).get('/').expect(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('links the brand mark as icon and serves it', async () => {
    const app = system.app();
    const res = await request(app).get('/').expect(200);
    expect(res.text).toContain('<link rel="icon" href="/favicon.ico" sizes="any">');
    expect(res.text).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const ico = await request(app).get('/favicon.ico').expect(200);
    expect(ico.headers['cache-control']).toBe('public, max-age=604800');
    await request(app)
      .get('/favicon.svg')
      .expect(200)
      .expect('Content-Type', /image\/svg\+xml/);
    await request(app).get('/apple-touch-icon.png').expect(200).expect('Content-Type', 'image/png');
  });

  it.each([
    ['/', 'Seminare für Betriebsräte'],
    ['/seminare', 'Alle Seminare'],
    ['/kundenportal/login', 'Anmelden'],
  ])('gives %s its own title and description', async (path, title) => {
    const res = await request(system.app()).get(path).expect(200);
    expect(res.text).toContain(`<title>${title} | Akademie für Mitbestimmung</title>`);
    expect(res.text).toMatch(/<meta name="description" content="[^"]{40,160}">/);
  });

  it('puts every slot in a landmark: header, main and footer', async () => {
    const res = await request(system.app()).get('/').expect(200);
    expect(res.text).toMatch(
      /<body[^>]*>(<script>[^<]*<\/script>)?<style>.*<\/a><header id="amb-header">.*<\/header><main id="amb-main" tabindex="-1">.*<\/main><footer id="amb-footer">/s,
    );
  });

  /** The first focusable element of a document's body: its first link, button or form control. */
  const firstFocusable = (html: string) =>
    /<body[^>]*>(?:<script>[^<]*<\/script>)?(?:<style>.*?<\/style>)?(<(?:a|button|input|select|textarea)\b[^>]*>[^<]*)/s.exec(
      html,
    )?.[1];
  const SKIP = `<a class="amb-skip-link" href="#amb-main">${MESSAGES.skipToContent}`;

  it.each([
    ['a page of the main site', HOSTS.main, '/seminare', 200],
    ['a page of the newer site', HOSTS.newer, '/', 200],
    ['a page of the works-council site', HOSTS['works-council'], '/', 200],
    ['the not-found page', HOSTS.main, '/gibt-es-nicht', 404],
    ['the page frame for other systems', HOSTS.main, '/template/', 200],
  ])('starts %s with the skip link to the main slot, which takes the focus', async (_what, host, path, status) => {
    const res = await request(system.app()).get(path).set('Host', host).expect(status);
    expect(firstFocusable(res.text)).toBe(SKIP);
    expect(res.text).toContain('<main id="amb-main" tabindex="-1">');
    // Hidden until focused, then shown over the header's corner: the page does not move.
    expect(res.text).toMatch(/\.amb-skip-link:not\(:focus\)\{position:absolute;width:1px;height:1px/);
    expect(res.text).toMatch(/\.amb-skip-link:focus\{position:absolute;top:8px;left:8px/);
  });

  it('starts the notice pages (api down) with the skip link too', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = await request(system.appWithApi(await closedPortUrl()))
      .get('/seminare')
      .set('Host', HOSTS.main)
      .expect(502);
    spy.mockRestore();
    expect(firstFocusable(down.text)).toBe(SKIP);
    expect(down.text).toContain('<main id="amb-main" tabindex="-1"><h1>');
  });

  it('sends the referrer to our own pages only (the logout check of browsers without Fetch Metadata)', async () => {
    const res = await request(system.app()).get('/').expect(200);
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it.each([
    ['/seminare/unbekannt', 'an owned path that is no route'],
    ['/meinamb/gibt-es-nicht', 'an unknown member-area path'],
    ['/seminare/pdf/7', 'the PDF of an unknown theme'],
  ])('answers %s (%s) with 404 and the not-found document, never 200', async (path) => {
    const res = await request(system.app()).get(path).set('Accept', 'text/html').expect(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<title>Seite nicht gefunden | Akademie für Mitbestimmung</title>');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
  });

  it('serves the contact page and the Impressum (no longer pending)', async () => {
    for (const path of ['/service/kontakt', '/impressum']) {
      const res = await request(system.app()).get(path).set('Accept', 'text/html').expect(200);
      expect(res.text).not.toContain('<title>Seite nicht gefunden');
    }
  });

  it('answers a bff prefix without its parameter, asked for as data, with the JSON 404', async () => {
    const res = await request(system.app()).get('/news/pdf').set('Accept', 'application/json').expect(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('answers requests that do not accept HTML with JSON 404', async () => {
    const res = await request(system.app()).get('/seminare').set('Accept', 'application/json').expect(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
