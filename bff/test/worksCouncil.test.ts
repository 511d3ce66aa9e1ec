import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { berlinDateKey, type PageGlobals } from '@amb/shared-contracts';
import { DEPLOYED } from './support/deploymentStore';
import { HOSTS, globalsOf } from './support/testApp';
import { withTestSystem } from './support/testSystem';

const system = withTestSystem();

describe('works-council site', () => {
  it('renders its start page on the server', async () => {
    const res = await request(system.app()).get('/').set('Host', HOSTS['works-council']).expect(200);
    expect(res.text).toContain('<title>Betriebsrat aktuell | Akademie für Mitbestimmung</title>');
    const main = /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(res.text)?.[1] ?? '';
    expect(main).toContain('<h1>Betriebsrat aktuell</h1>');
    for (const [label, href] of [
      ['News', '/news'],
      ['Rechtsprechung', '/rechtsprechung'],
      ['Lexikon', '/betriebsratslexikon/br'],
      ['Gesetze', '/gesetze/betrvg'],
      ['Forum', '/forum'],
    ]) {
      expect(main).toContain(`<a href="${href}">${label}</a>`);
    }
    // The latest threads of the forum, newest activity first, and the way to the forum.
    expect(main).toContain(
      '<h2>Neu im Forum</h2><ul class="amb-wc-news"><li><a href="/forum/thema/arbeitgeber-verweigert-kosten-fuer-grundlagenseminar-was-tun-7">Arbeitgeber verweigert Kosten für Grundlagenseminar – was tun?</a> <span class="amb-wc-date">BR-Praxis · 3 Antworten, zuletzt am 02.03.2026</span></li></ul><p><a href="/forum">Zum Forum</a></p>',
    );
    expect(system.api.calls).toContain('/api/forum/threads');
    // The latest news, then the latest articles, pages of this site; the news list and the feed.
    expect(main).toMatch(
      /<h2>Aktuelle News<\/h2><ul class="amb-wc-news"><li><a href="\/news\/bag-pflicht-zur-arbeitszeiterfassung">BAG: Arbeitgeber müssen die Arbeitszeit erfassen<\/a> <span class="amb-wc-date">News vom 14\.09\.2022<\/span><\/li><\/ul><p><a href="\/news">Alle News<\/a><\/p><h2>Neue Urteile<\/h2>/,
    );
    // The latest judgments: topic, court and file number, linked to the judgment on this site.
    expect(main).toContain(
      '<a href="/rechtsprechung/br/urteil/bag-1-abr-22-21">Arbeitszeit: BAG, 1 ABR 22/21</a> <span class="amb-wc-date">Beschluss vom 13.09.2022</span>',
    );
    expect(main).toMatch(/<p><a href="\/rechtsprechung">Alle Urteile<\/a><\/p><h2>Neu im Forum<\/h2>/);
    expect(main).toMatch(/<p><a href="\/forum">Zum Forum<\/a><\/p><h2>Neue Fachartikel<\/h2>/);
    expect(system.api.calls).toContain('/api/case-law?limit=5');
    expect(main).toContain(
      '<a href="/fachartikel/mobile-arbeit">Mobile Arbeit &amp; Mitbestimmung &lt;§ 87&gt;</a> <span class="amb-wc-date">Fachartikel vom 06.05.2025</span>',
    );
    expect(main).toContain('<a href="/rss">RSS-Feed abonnieren</a>');
    expect(system.api.calls).toContain('/api/content?kind=news&limit=5');
    expect(system.api.calls).toContain('/api/content?kind=article&limit=5');
    expect(main).toContain('<a href="http://localhost:8080/seminare">Alle Seminare ansehen</a>');
    // The next conferences, pages of the main site.
    expect(main).toContain(
      '<h2>Kommende Fachtagungen</h2><ul class="amb-wc-seminars"><li><a href="http://localhost:8080/fachtagung/betriebsraete-fachtagung">Betriebsräte-Fachtagung</a>',
    );
    expect(system.api.calls).toContain('/api/get-conferences?limit=3');
    expect(main).toContain('<h2>Die nächsten Online-Seminare</h2>');
    expect(main).toContain(
      '<a href="http://localhost:8080/seminare/p/501">BR 1 – Einstieg in die Betriebsratsarbeit</a>',
    );
    expect(main).toContain('09.03.2026 – 11.03.2026');
    expect(main).toMatch(/Arbeitsrecht kompakt<\/a> <span[^>]*>14\.04\.2026<\/span>/);
    // Only seminars from today on (Berlin calendar day).
    expect(system.api.calls).toContain(`/api/get-seminars?format=online&from=${berlinDateKey(Date.now())}&pageSize=5`);
  });

  it('carries only mf_navigation and serverRenderedMain in its globals, and no contact link', async () => {
    const res = await request(system.app()).get('/').set('Host', HOSTS['works-council']).expect(200);
    const globals = globalsOf(res.text) as PageGlobals;
    expect(globals).toMatchObject({
      site: 'works-council',
      version: 1,
      serverRenderedMain: true,
      showsContactLink: false,
    });
    expect(globals.remotes).toEqual({ mf_navigation: '/mf/mf_navigation/bbbbbbbbbbbb/remoteEntry.js' });
    expect(res.text).toContain('<header data-site="works-council" data-version="1">');
  });

  it('renders a German 404 page in the main slot for paths nobody renders yet', async () => {
    const res = await request(system.app()).get('/forum/gibt-es-nicht').set('Host', HOSTS['works-council']).expect(404);
    expect(res.text).toContain('<title>Seite nicht gefunden | Akademie für Mitbestimmung</title>');
    expect(res.text).toMatch(
      /<main id="amb-main"[^>]*><section[^>]*><h1>Seite nicht gefunden<\/h1><p>Die aufgerufene Seite gibt es leider nicht/,
    );
    expect(res.text).toContain('<footer>Fuß works-council</footer>');
  });

  it.each([
    ['/kundenportal/login', 'Anmelden'],
    ['/kundenportal/login/anna%40example.de', 'Anmelden'],
    ['/registrierung', 'Registrierung'],
    ['/kundenportal/meinamb', 'meinamb'],
  ])('lets mf_account render its account page %s in the browser (own login on this site)', async (url, title) => {
    system.store.deploy('mf_account', 'dddddddddddd', { 'remoteEntry.js': 'var mf_account;' });
    system.store.writeRegistry({
      shell: 'aaaaaaaaaaaa',
      mf_navigation: 'bbbbbbbbbbbb',
      mf_cart: 'cccccccccccc',
      mf_account: 'dddddddddddd',
    });
    const res = await request(system.app()).get(url).set('Host', HOSTS['works-council']).expect(200);
    const globals = globalsOf(res.text) as PageGlobals;
    expect(globals).toMatchObject({ site: 'works-council', serverRenderedMain: false, showsContactLink: false });
    expect(globals.remotes).toEqual({
      mf_navigation: '/mf/mf_navigation/bbbbbbbbbbbb/remoteEntry.js',
      mf_account: '/mf/mf_account/dddddddddddd/remoteEntry.js',
    });
    expect(res.text).toContain(
      '<main id="amb-main" tabindex="-1"><section data-boundary="mf_navigation"><p role="status">',
    );
    expect(res.text).toContain(`<title>${title} | Akademie für Mitbestimmung</title>`);
  });

  it('keeps the contact page off this site', async () => {
    const res = await request(system.app()).get('/service/kontakt').set('Host', HOSTS['works-council']).expect(404);
    expect((globalsOf(res.text) as PageGlobals).remotes).toEqual({
      mf_navigation: '/mf/mf_navigation/bbbbbbbbbbbb/remoteEntry.js',
    });
  });

  it('still renders the start page when only the seminar list fails', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Without the document cache: a kept start page would be sent while the api is gone (documentCache.test.ts).
    const app = system.app({ SSR_CACHE_MS: '0' });
    await request(app).get('/').set('Host', HOSTS['works-council']).expect(200);
    // The navigation is cached now; with the api gone only the seminar list is missing.
    await system.api.close();
    const res = await request(app).get('/').set('Host', HOSTS['works-council']).expect(200);
    expect(res.text).toContain('<h1>Betriebsrat aktuell</h1>');
    expect(res.text).toContain('Die nächsten Online-Seminare können gerade nicht geladen werden.');
    expect(res.text).toContain('Die aktuellen News können gerade nicht geladen werden.');
    expect(res.text).toContain('Die aktuellen Fachartikel können gerade nicht geladen werden.');
    expect(res.text).toContain('Die aktuellen Forumsthemen können gerade nicht geladen werden.');
    spy.mockRestore();
  });

  describe('content pages (mf_content), rendered on the server only', () => {
    const CONTENT_RENDER_JS = `
exports.render = async function (request) {
  var url = new URL(request.url, 'http://bff.test');
  if (url.pathname === '/datenschutz' && url.searchParams.get('verhalten') === 'wirft') throw new Error('kaputt');
  if (url.pathname !== '/datenschutz') return { status: 404, head: { title: 'Seite nicht gefunden' }, html: '', state: {} };
  return {
    status: 200,
    head: { title: 'Datenschutzerklärung', description: 'Was die Websites verarbeiten.', canonical: '/datenschutz' },
    html: '<div data-boundary="mf_content"><h1>Datenschutzerklärung</h1><p>' + request.site + '</p></div>',
    state: { contentApi: { geheim: 'nur zum Hydrieren' } },
  };
};
`;
    const deployContent = (files: Record<string, string>) => {
      system.store.deploy(
        'mf_content',
        'eeeeeeeeeeee',
        { 'remoteEntry.js': 'var mf_content;', ...files },
        {
          css: ['content.css'],
        },
      );
      system.store.writeRegistry({ ...DEPLOYED, mf_content: 'eeeeeeeeeeee' });
    };
    const mainOf = (html: string) => /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
    let errors: jest.SpyInstance;
    beforeEach(() => {
      errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => errors.mockRestore());

    it('renders /datenschutz with the server build: its head and stylesheet, no state, no page remote', async () => {
      deployContent({ 'content.css': '.cnt{}', 'server/render.js': CONTENT_RENDER_JS });
      const res = await request(system.app()).get('/datenschutz').set('Host', HOSTS['works-council']).expect(200);
      expect(mainOf(res.text)).toBe(
        '<div data-boundary="mf_content"><h1>Datenschutzerklärung</h1><p>works-council</p></div>',
      );
      expect(res.text).toContain('<title>Datenschutzerklärung | Akademie für Mitbestimmung</title>');
      expect(res.text).toContain(
        '<link rel="stylesheet" href="/mf/mf_content/eeeeeeeeeeee/content.css" data-href="content.css">',
      );
      // Nothing hydrates on this site: no state in the document, only the navigation in the browser.
      expect(res.text).not.toContain('amb-main-state');
      expect(res.text).not.toContain('nur zum Hydrieren');
      const globals = globalsOf(res.text) as PageGlobals;
      expect(globals).toMatchObject({ status: 200, serverRenderedMain: true });
      expect(globals.remotes).toEqual({ mf_navigation: '/mf/mf_navigation/bbbbbbbbbbbb/remoteEntry.js' });
    });

    it('keeps no 503 in the page cache: the next visitor gets a fresh try', async () => {
      // The render fails while this file exists (a broken dependency), then works again: same build, same generation.
      const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'amb-content-')), 'kaputt');
      fs.writeFileSync(broken, '');
      const failing = CONTENT_RENDER_JS.replace(
        'exports.render = async function (request) {',
        `exports.render = async function (request) {\n  if (require('fs').existsSync(${JSON.stringify(broken)})) throw new Error('kaputt');`,
      );
      deployContent({ 'content.css': '.cnt{}', 'server/render.js': failing });
      const app = system.app({ SSR_CACHE_MS: '60000' });
      await request(app).get('/datenschutz').set('Host', HOSTS['works-council']).expect(503);
      fs.rmSync(broken);
      await request(app).get('/datenschutz').set('Host', HOSTS['works-council']).expect(200);
    });

    it('answers a content path that is no route 404, without asking the server build', async () => {
      deployContent({ 'content.css': '.cnt{}', 'server/render.js': CONTENT_RENDER_JS });
      const res = await request(system.app())
        .get('/forum/gibt-es-nicht')
        .set('Host', HOSTS['works-council'])
        .expect(404);
      expect(res.text).toContain('<h1>Seite nicht gefunden</h1>');
    });

    it.each(['/forum', '/forum/thema/schulung-7', '/chatbot'])(
      'renders %s on the server and lets mf_content hydrate it in the browser (members write, visitors ask)',
      async (url) => {
        const FORUM_RENDER_JS = CONTENT_RENDER_JS.replace(
          "if (url.pathname !== '/datenschutz')",
          "if (url.pathname !== '/datenschutz' && !url.pathname.startsWith('/forum') && url.pathname !== '/chatbot')",
        );
        deployContent({ 'content.css': '.cnt{}', 'server/render.js': FORUM_RENDER_JS });
        const res = await request(system.app()).get(url).set('Host', HOSTS['works-council']).expect(200);
        expect(res.text).toContain('amb-main-state');
        expect(res.text).toContain('nur zum Hydrieren');
        const globals = globalsOf(res.text) as PageGlobals;
        expect(globals).toMatchObject({ status: 200, serverRenderedMain: false });
        expect(globals.remotes).toEqual({
          mf_navigation: '/mf/mf_navigation/bbbbbbbbbbbb/remoteEntry.js',
          mf_content: '/mf/mf_content/eeeeeeeeeeee/remoteEntry.js',
        });
      },
    );

    it.each([
      ['without a server build', {}, '/datenschutz', /mf_content hat keinen Server-Build/],
      [
        'when the render throws',
        { 'server/render.js': CONTENT_RENDER_JS },
        '/datenschutz?verhalten=wirft',
        /antwortet 503 auf der Website works-council/,
      ],
    ])('answers 503 (German, retry later) %s: the browser cannot render it here', async (_name, files, url, log) => {
      deployContent({ 'content.css': '.cnt{}', ...files });
      const res = await request(system.app()).get(url).set('Host', HOSTS['works-council']).expect(503);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.text).toContain('<h1>Vorübergehend nicht erreichbar</h1>');
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringMatching(log)]);
    });
  });
});
