import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { MESSAGES, type PageGlobals } from '@amb/shared-contracts';
import {
  deployCatalogue,
  DEPLOYED,
  FAKE_PAGE_RENDER_JS,
  FAKE_PENDING_HTML,
  stageCatalogue,
} from './support/deploymentStore';
import { SEMINARS } from './support/fakeApi';
import { HOSTS, eventuallyGet, globalsOf } from './support/testApp';
import { withTestSystem } from './support/testSystem';
import { closeApp, renderedVersions, warmApp } from '../src/app';

const system = withTestSystem();
let errors: jest.SpyInstance;

beforeEach(() => {
  deployCatalogue(system.store, 'c1c1c1c1c1c1');
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

const mainOf = (html: string) => /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
const stateOf = (html: string) =>
  /<script id="amb-main-state" type="application\/json" data-remote="mf_catalogue">(.*?)<\/script>/s.exec(html)?.[1];

describe('server rendering of page remotes', () => {
  it("puts the owner's server-rendered page, its head and its state into the document", async () => {
    const res = await request(system.app()).get('/seminare?rubrik=arbeitsrecht').expect(200);
    expect(mainOf(res.text)).toBe(
      `<div data-boundary="mf_catalogue"><h1>Seminare</h1><ul>${SEMINARS.map((s) => `<li>${s.title}</li>`).join('')}</ul></div>`,
    );
    expect(res.text).toContain('<title>Seminare &lt;alle&gt; | Akademie für Mitbestimmung</title>');
    expect(res.text).toContain('<meta name="description" content="Alle Seminare für &quot;Betriebsräte&quot;">');
    // A canonical path becomes the seminar site's address, on the newer site too; JSON-LD cannot end its script.
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:8080/seminare?rubrik=arbeitsrecht">');
    expect(res.text).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"ItemList","name":"\\u003c/script>"}</script>',
    );
    expect(res.text).toContain(
      '<link rel="stylesheet" href="/mf/mf_catalogue/c1c1c1c1c1c1/catalogue.css" data-href="catalogue.css">',
    );
    const state = stateOf(res.text);
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state!)).toEqual({
      catalogueApi: { titles: SEMINARS.map((s) => s.title), note: '</script><script>alert(1)</script>' },
    });
    expect(globalsOf(res.text)).toMatchObject({
      status: 200,
      remotes: { mf_catalogue: '/mf/mf_catalogue/c1c1c1c1c1c1/remoteEntry.js' },
    });
    // The build fetched its data from the api itself, once.
    expect(system.api.calls.filter((url) => url.startsWith('/api/get-seminars'))).toEqual([
      '/api/get-seminars?pageSize=20',
    ]);
  });

  describe('document cache (SSR_CACHE_MS; documentCache.test.ts has its timing)', () => {
    const renders = () => system.api.calls.filter((url) => url.startsWith('/api/get-seminars')).length;

    it('renders a page once for all logged-out visitors within the time; each query of its own', async () => {
      const app = system.app({ SSR_CACHE_MS: '60000' });
      const [first, second] = await Promise.all([
        request(app).get('/seminare').expect(200),
        request(app).get('/seminare').expect(200),
      ]);
      expect(mainOf(second.text)).toBe(mainOf(first.text));
      expect(renders()).toBe(1);
      await request(app).get('/seminare?seite=2').expect(200);
      expect(renders()).toBe(2);
    });

    it('shares the render with members (their page has no render of its own) and renders after a deploy at once', async () => {
      const app = system.app({ SSR_CACHE_MS: '60000' });
      await request(app).get('/seminare').expect(200);
      const member = await request(app).get('/seminare').set('Cookie', 'amb_sid=sid-anna').expect(200);
      expect(member.text).toContain('Hallo, Anna');
      expect(renders()).toBe(1);
      deployCatalogue(
        system.store,
        'c4c4c4c4c4c4',
        FAKE_PAGE_RENDER_JS.replace('<h1>Seminare</h1>', '<h1>Seminare, Version 4</h1>'),
      );
      await eventuallyGet(app, '/seminare', (res) => mainOf(res.text).includes('Version 4'));
    });

    it('keeps no fallback: after a render past its budget the next visitor gets a fresh try', async () => {
      const app = system.app({ SSR_BUDGET_MS: '100', SSR_CACHE_MS: '60000' });
      const slow = await request(app).get('/seminare?verhalten=langsam').expect(200);
      expect(mainOf(slow.text)).toBe(FAKE_PENDING_HTML);
      // A kept fallback would answer at once; a fresh try waits for the budget again.
      const started = Date.now();
      const again = await request(app).get('/seminare?verhalten=langsam').expect(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(90);
      expect(mainOf(again.text)).toBe(FAKE_PENDING_HTML);
    });
  });

  it("sends the render's redirect: 301 to a permanent (canonical) address, else 302", async () => {
    const permanent = await request(system.app()).get('/seminare/t/11').expect(301);
    expect(permanent.headers.location).toBe('/seminare/t/arbeitsrecht-1');
    const temporary = await request(system.app()).get('/seminare?verhalten=umleiten').expect(302);
    expect(temporary.headers.location).toBe('/seminare');
  });

  it('answers an unknown id with 404 and the not-found page rendered on the server', async () => {
    const res = await request(system.app()).get('/seminare/r/unbekannt').expect(404);
    expect(mainOf(res.text)).toMatch(/^<section data-boundary="mf_navigation"><h1>Seite nicht gefunden<\/h1>/);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).toContain(`<title>${MESSAGES.pageNotFoundTitle} | Akademie für Mitbestimmung</title>`);
    expect(stateOf(res.text)).toBeUndefined();
    expect((globalsOf(res.text) as PageGlobals).status).toBe(404);
  });

  it.each([
    ['/gibt-es-nicht', HOSTS.main],
    ['/nirgendwo/zu-finden', HOSTS.newer],
    ['/forum/gibt-es-nicht', HOSTS['works-council']],
    ['/seminare', HOSTS['works-council']],
  ])('renders the one not-found page into every 404 document (%s on %s)', async (url, host) => {
    const res = await request(system.app()).get(url).set('Host', host).expect(404);
    expect(mainOf(res.text)).toContain('<h1>Seite nicht gefunden</h1>');
    expect((globalsOf(res.text) as PageGlobals).status).toBe(404);
  });

  describe('falls back to client rendering, and the page still works', () => {
    const expectClientRendered = (text: string) => {
      expect(mainOf(text)).toBe(FAKE_PENDING_HTML);
      expect(stateOf(text)).toBeUndefined();
      expect(text).toContain('<title>Alle Seminare | Akademie für Mitbestimmung</title>');
      // The browser loads the same version of the remote and renders the page itself.
      expect((globalsOf(text) as PageGlobals).remotes.mf_catalogue).toBe(
        '/mf/mf_catalogue/c1c1c1c1c1c1/remoteEntry.js',
      );
    };

    it('when the render throws (logged once)', async () => {
      const app = system.app();
      const first = await request(app).get('/seminare?verhalten=wirft').expect(200);
      await request(app).get('/seminare?verhalten=wirft').expect(200);
      expectClientRendered(first.text);
      const logged = errors.mock.calls.map(([message]) => String(message)).filter((m) => m.includes('kaputt'));
      expect(logged).toEqual([expect.stringContaining('mf_catalogue c1c1c1c1c1c1 rendert im Browser') as string]);
    });

    it('when the render runs past its time budget', async () => {
      const app = system.app({ SSR_BUDGET_MS: '150' });
      await request(app).get('/seminare').expect(200);
      const started = Date.now();
      const res = await request(app).get('/seminare?verhalten=langsam').expect(200);
      expect(Date.now() - started).toBeLessThan(1000);
      expectClientRendered(res.text);
    });

    it('when the render blocks its thread, and the next render works again', async () => {
      const app = system.app({ SSR_BUDGET_MS: '100', SSR_CACHE_MS: '0' });
      await request(app).get('/seminare').expect(200);
      const started = Date.now();
      const res = await request(app).get('/seminare?verhalten=blockiert').expect(200);
      expect(Date.now() - started).toBeLessThan(1000);
      expectClientRendered(res.text);
      // A new render thread starts and loads the server build again: on a busy machine that takes seconds.
      await eventuallyGet(app, '/seminare', (answer) => mainOf(answer.text).includes('<h1>Seminare</h1>'), {
        timeoutMs: 20_000,
      });
    }, 40_000);

    it('when the remote has no server build', async () => {
      fs.rmSync(path.join(system.store.root, 'mf_catalogue', 'c1c1c1c1c1c1', 'server'), { recursive: true });
      const res = await request(system.app()).get('/seminare').expect(200);
      expectClientRendered(res.text);
    });

    it('when the server build does not load', async () => {
      deployCatalogue(system.store, 'c2c2c2c2c2c2', 'this is not javascript');
      const res = await request(system.app()).get('/seminare').expect(200);
      expect(mainOf(res.text)).toBe(FAKE_PENDING_HTML);
      expect(res.text).toContain('<header data-site="main"');
    });
  });

  it('deploy and rollback switch the server half without a restart; each document names the versions that rendered it', async () => {
    const app = system.app();
    const first = await request(app).get('/seminare').expect(200);
    expect(mainOf(first.text)).toContain('<h1>Seminare</h1>');

    deployCatalogue(
      system.store,
      'c3c3c3c3c3c3',
      FAKE_PAGE_RENDER_JS.replace('<h1>Seminare</h1>', '<h1>Seminare, Version 3</h1>'),
    );
    const seen: string[] = [];
    const deployed = await eventuallyGet(app, '/seminare', (res) => {
      const version = /mf_catalogue\/(\w+)\/remoteEntry/.exec(res.text)?.[1] ?? '';
      // Never the new version's name with the old version's HTML, or the other way round.
      seen.push(`${version}:${mainOf(res.text).includes('Version 3')}`);
      return version === 'c3c3c3c3c3c3';
    });
    expect(mainOf(deployed.text)).toContain('<h1>Seminare, Version 3</h1>');
    expect(deployed.text).toContain('/mf/mf_catalogue/c3c3c3c3c3c3/catalogue.css');
    expect(new Set(seen)).toEqual(
      new Set(seen.filter((entry) => ['c1c1c1c1c1c1:false', 'c3c3c3c3c3c3:true'].includes(entry))),
    );

    system.store.writeRegistry({ ...DEPLOYED, mf_catalogue: 'c1c1c1c1c1c1' });
    // Until the old version renders on the server again (a first render of a freshly loaded build may run past the
    // budget on a busy machine and go to the browser); never the old version's name with the new version's HTML.
    const rolledBack = await eventuallyGet(
      app,
      '/seminare',
      (res) => {
        const main = mainOf(res.text);
        expect(main.includes('Version 3') && !res.text.includes('/mf/mf_catalogue/c3c3c3c3c3c3/')).toBe(false);
        return main.includes('<h1>Seminare</h1>');
      },
      { timeoutMs: 20_000 },
    );
    expect(rolledBack.text).toContain('/mf/mf_catalogue/c1c1c1c1c1c1/remoteEntry.js');
  }, 60_000);

  it('a started bff follows the registry: a deploy goes live without waiting for a request', async () => {
    const app = system.app();
    await warmApp(app);
    try {
      expect(renderedVersions(app)).toMatchObject({ mf_catalogue: 'c1c1c1c1c1c1' });
      deployCatalogue(
        system.store,
        'c3c3c3c3c3c3',
        FAKE_PAGE_RENDER_JS.replace('<h1>Seminare</h1>', '<h1>Seminare, Version 3</h1>'),
      );
      // No request in between: the next generation is warmed and swapped in by the bff itself.
      const started = Date.now();
      while (renderedVersions(app)?.mf_catalogue !== 'c3c3c3c3c3c3') {
        if (Date.now() - started > 20_000) throw new Error('Deploy nicht übernommen');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // So the first document after it already comes from the new build (a lazy switch would still give the old).
      const res = await request(app).get('/seminare').expect(200);
      expect(mainOf(res.text)).toContain('<h1>Seminare, Version 3</h1>');
    } finally {
      await closeApp(app);
    }
  }, 30_000);

  it('warms the build a deploy names as next before the flip, says so in its readiness file, and swaps at once', async () => {
    const app = system.app();
    const logged = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await warmApp(app);
    const readyDir = path.join(system.store.root, '.bff-ready');
    const warm = () =>
      fs.existsSync(readyDir)
        ? fs.readdirSync(readyDir).map((file) => JSON.parse(fs.readFileSync(path.join(readyDir, file), 'utf8')))
        : [];
    const waitFor = async (what: string, condition: () => boolean) => {
      const started = Date.now();
      while (!condition()) {
        if (Date.now() - started > 20_000) throw new Error(`${what}: nicht erreicht`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Date.now() - started;
    };
    try {
      stageCatalogue(system.store, 'c3c3c3c3c3c3', FAKE_PAGE_RENDER_JS.replace('<h1>Seminare</h1>', '<h1>V3</h1>'));
      system.store.writeRegistry({ ...DEPLOYED, mf_catalogue: 'c1c1c1c1c1c1' }, { mf_catalogue: 'c3c3c3c3c3c3' });
      await waitFor('Bereitschaft gemeldet', () =>
        warm().some((marker) => (marker.ready.mf_catalogue ?? []).includes('c3c3c3c3c3c3')),
      );
      // Warm beside the live build; apps without a server build count as ready for any version.
      expect(renderedVersions(app)).toMatchObject({ mf_catalogue: 'c1c1c1c1c1c1' });
      expect(warm()[0].ready).toMatchObject({
        mf_catalogue: ['c1c1c1c1c1c1', 'c3c3c3c3c3c3'],
        shell: ['aaaaaaaaaaaa'],
        mf_cart: ['cccccccccccc'],
      });

      system.store.writeRegistry({ ...DEPLOYED, mf_catalogue: 'c3c3c3c3c3c3' });
      const flipMs = await waitFor('Deploy live', () => renderedVersions(app)?.mf_catalogue === 'c3c3c3c3c3c3');
      expect(mainOf((await request(app).get('/seminare').expect(200)).text)).toContain('<h1>V3</h1>');
      // The rollback finds the builds before the flip still warm.
      system.store.writeRegistry({ ...DEPLOYED, mf_catalogue: 'c1c1c1c1c1c1' });
      const rollbackMs = await waitFor('Rollback live', () => renderedVersions(app)?.mf_catalogue === 'c1c1c1c1c1c1');
      const swaps = logged.mock.calls
        .map(([line]) => String(line))
        .filter((line) => line.includes('Server-Builds live'));
      expect(swaps).toEqual([expect.stringContaining('(vorgewärmt)'), expect.stringContaining('(vorgewärmt)')]);
      expect(Math.max(flipMs, rollbackMs)).toBeLessThan(1_000);
    } finally {
      await closeApp(app);
      logged.mockRestore();
    }
    expect(warm()).toEqual([]);
  }, 40_000);

  it('renders a remote served by a dev server (REMOTE_OVERRIDES) in the browser', async () => {
    const app = system.app({
      REMOTE_OVERRIDES: '{"mf_catalogue":"http://localhost:3012/remoteEntry.js"}',
    });
    const res = await request(app).get('/seminare').expect(200);
    expect(mainOf(res.text)).toBe(FAKE_PENDING_HTML);
    expect((globalsOf(res.text) as PageGlobals).remotes.mf_catalogue).toBe('http://localhost:3012/remoteEntry.js');
  });
});
