import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { MESSAGES, type PageGlobals } from '@amb/shared-contracts';
import type { TestStore } from './support/deploymentStore';
import { closedPortUrl, type FakeApi } from './support/fakeApi';
import { eventually, startSlowUpstream } from './support/slowUpstream';
import { HOSTS, eventuallyGet, globalsOf, testApp } from './support/testApp';
import { startTestSystem, stopTestSystem } from './support/testSystem';

let store: TestStore;
let api: FakeApi;

beforeEach(async () => ({ store, api } = await startTestSystem()));
afterEach(() => stopTestSystem({ store, api }));

describe('documents', () => {
  it('renders the main site document with title, slots, styles, shell script and globals', async () => {
    const res = await request(testApp(store.root, api.url)).get('/seminare').set('Host', HOSTS.main).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<!doctype html><html lang="de">/);
    expect(res.text).toContain('<title>Seminare für Betriebsräte | Akademie für Mitbestimmung</title>');
    expect(res.text).toContain('<link rel="stylesheet" href="/mf/shell/aaaaaaaaaaaa/shell.css">');
    expect(res.text).toContain('<link rel="stylesheet" href="/mf/mf_navigation/bbbbbbbbbbbb/navigation.css">');
    expect(res.text).toContain('<div id="amb-header"><header data-site="main" data-version="1">Kopf Seminare Wissen');
    expect(res.text).toContain('<main id="amb-main"></main>');
    expect(res.text).toContain('<div id="amb-footer"><footer>Fuß main</footer></div>');
    expect(res.text).toContain('<script src="/mf/shell/aaaaaaaaaaaa/main.1234.js" defer></script></body></html>');

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

  it('renders version 2 on the newer site', async () => {
    const res = await request(testApp(store.root, api.url)).get('/').set('Host', HOSTS.newer).expect(200);
    expect((globalsOf(res.text) as PageGlobals).version).toBe(2);
    expect(res.text).toContain('data-site="newer" data-version="2"');
  });

  it('escapes the globals so navigation text cannot close the script element', async () => {
    const res = await request(testApp(store.root, api.url)).get('/').expect(200);
    const json = /<script id="amb-page-globals" type="application\/json">(.*?)<\/script>/s.exec(res.text)?.[1] ?? '';
    expect(json).not.toContain('</script>');
    expect(json).toContain('\\u003c/script>');
    const globals = globalsOf(res.text) as PageGlobals;
    expect(globals.navigation.map((item) => item.linkText)).toContain('</script><script>alert(1)</script>');
  });

  it('answers 404 for a path no remote owns, still with header, footer and the shell', async () => {
    const res = await request(testApp(store.root, api.url)).get('/gibt-es-nicht').expect(404);
    expect(res.text).toContain('<title>Seite nicht gefunden | Akademie für Mitbestimmung</title>');
    expect(res.text).toContain('<header data-site="main"');
    expect(res.text).toContain('<footer>Fuß main</footer>');
    expect(res.text).toContain('/mf/shell/aaaaaaaaaaaa/main.1234.js');
  });

  it('uses the registry at request time: a new shell version after a deploy, without a restart', async () => {
    const app = testApp(store.root, api.url);
    await request(app).get('/').expect(200);
    store.deploy('shell', 'dddddddddddd', { 'main.9999.js': '' }, { entry: 'main.9999.js', css: [] });
    store.writeRegistry({ shell: 'dddddddddddd', mf_navigation: 'bbbbbbbbbbbb' });
    const res = await request(app).get('/').expect(200);
    expect(res.text).toContain('<script src="/mf/shell/dddddddddddd/main.9999.js" defer>');
    expect(res.text).not.toContain('shell.css');
  });

  it('loads a new server build after mf_navigation is redeployed', async () => {
    const app = testApp(store.root, api.url);
    await request(app).get('/').expect(200);
    store.deploy('mf_navigation', 'eeeeeeeeeeee', {
      'remoteEntry.js': '',
      'server/render.js':
        'exports.renderHeader = () => "<b>neuer Kopf</b>"; exports.renderFooter = () => "<i>neuer Fuß</i>";',
    });
    store.writeRegistry({ shell: 'aaaaaaaaaaaa', mf_navigation: 'eeeeeeeeeeee' });
    const res = await eventuallyGet(app, '/', (answer) => answer.text.includes('neuer Kopf'));
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="amb-header"><b>neuer Kopf</b></div>');
    expect(res.text).toContain('<div id="amb-footer"><i>neuer Fuß</i></div>');
    expect((globalsOf(res.text) as PageGlobals).remotes.mf_navigation).toBe(
      '/mf/mf_navigation/eeeeeeeeeeee/remoteEntry.js',
    );
  });

  it('renders empty header and footer slots when the server build is missing', async () => {
    fs.rmSync(path.join(store.root, 'mf_navigation', 'bbbbbbbbbbbb', 'server'), { recursive: true });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await request(testApp(store.root, api.url)).get('/').expect(200);
    expect(res.text).toContain('<div id="amb-header"></div>');
    expect(res.text).toContain('<div id="amb-footer"></div>');
    // The browser renders them then, styled as ever.
    expect(res.text).toContain('<link rel="stylesheet" href="/mf/mf_navigation/bbbbbbbbbbbb/navigation.css">');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('renders empty slots when the server build throws, never a 500', async () => {
    store.deploy('mf_navigation', 'ffffffffffff', {
      'remoteEntry.js': '',
      'server/render.js':
        'exports.renderHeader = () => { throw new Error("kaputt"); }; exports.renderFooter = () => "<p>Fuß</p>";',
    });
    store.writeRegistry({ shell: 'aaaaaaaaaaaa', mf_navigation: 'ffffffffffff' });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await request(testApp(store.root, api.url)).get('/').expect(200);
    expect(res.text).toContain('<div id="amb-header"></div>');
    expect(res.text).toContain('<div id="amb-footer"><p>Fuß</p></div>');
    spy.mockRestore();
  });

  it('shows a German 502 page when the api is down and keeps running', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = testApp(store.root, await closedPortUrl());
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
      const res = await request(testApp(store.root, slow.url, { API_TIMEOUT_MS: '200' }))
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
    const app = testApp(store.root, api.url);
    await request(app).get('/').set('Host', HOSTS.main).expect(200);
    await request(app).get('/seminare').set('Host', HOSTS.main).expect(200);
    await request(app).get('/').set('Host', HOSTS.newer).expect(200);
    expect(api.calls.filter((url) => url.startsWith('/api/get-navigation'))).toEqual([
      '/api/get-navigation?site=main',
      '/api/get-navigation?site=newer',
    ]);
  });

  it('compresses documents with brotli when accepted, else gzip', async () => {
    const app = testApp(store.root, api.url);
    const br = await request(app).get('/').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    // superagent decodes br itself: the text is the document again.
    expect(br.text).toContain('<main id="amb-main">');
    const gzip = await request(app).get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('sends a CSP that allows only our own scripts', async () => {
    const res = await request(testApp(store.root, api.url)).get('/').expect(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('sends the referrer to our own pages only (the logout check of browsers without Fetch Metadata)', async () => {
    const res = await request(testApp(store.root, api.url)).get('/').expect(200);
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it.each([
    ['/seminare/warenkorb', 'a pending page route'],
    ['/seminare/t/betriebsratsarbeit-1', 'a pending theme page'],
    ['/kundenportal/br-a-z', 'a pending member page'],
    ['/seminare/unbekannt', 'an owned path that is no route'],
    ['/meinamb/gibt-es-nicht', 'an unknown member-area path'],
    ['/rss', 'a pending bff route'],
    ['/template/', 'the pending template route'],
    ['/seminare/pdf/7', 'a pending PDF'],
  ])('answers %s (%s) with 404 and the not-found document, never 200', async (path) => {
    const res = await request(testApp(store.root, api.url)).get(path).set('Accept', 'text/html').expect(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<title>Seite nicht gefunden | Akademie für Mitbestimmung</title>');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
  });

  it('answers a pending bff route asked for as data with the JSON 404', async () => {
    const res = await request(testApp(store.root, api.url))
      .get('/rss')
      .set('Accept', 'application/rss+xml')
      .expect(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('answers requests that do not accept HTML with JSON 404', async () => {
    const res = await request(testApp(store.root, api.url))
      .get('/seminare')
      .set('Accept', 'application/json')
      .expect(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
