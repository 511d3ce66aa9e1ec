import http from 'node:http';
import request from 'supertest';
import { deployCatalogue, DEPLOYED } from './support/deploymentStore';
import { FAKE_SESSIONS, NAVIGATION, closedPortUrl, navItem } from './support/fakeApi';
import { decoded, onPort } from './support/rawHttp';
import { eventually } from './support/slowUpstream';
import { HOSTS } from './support/testApp';
import { closeServer, listenOnLoopback, withTestSystem } from './support/testSystem';

const system = withTestSystem();
// A render that runs past its budget on a busy machine would be a fallback, not what these tests look at.
const appOf = (env: Record<string, string> = {}) => system.app({ SSR_BUDGET_MS: '10000', ...env });
const BROWSER = 'gzip, deflate, br, zstd';
const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';
const member = (session: { sid: string; csrf: string }) => `amb_sid=${session.sid}; amb_csrf=${session.csrf}`;

/** A fake mf_content whose law pages fetch their law from the api (each render is one call, counted). */
const LAW_RENDER_JS = `
exports.render = async function (request) {
  var url = new URL(request.url, 'http://bff.test');
  var match = /^\\/gesetze\\/([a-z]+)$/.exec(url.pathname);
  if (!match) return { status: 404, head: { title: 'Seite nicht gefunden' }, html: '', state: {} };
  await fetch(request.apiBaseUrl + '/api/content/laws/' + match[1], { signal: request.signal }).catch(function () {});
  return { status: 200, head: { title: match[1].toUpperCase() }, html: '<article>' + match[1] + '</article>', state: {} };
};
`;

beforeEach(() => deployCatalogue(system.store, 'c1c1c1c1c1c1'));

async function withPort<T>(
  app: Parameters<typeof onPort>[0],
  work: (port: Awaited<ReturnType<typeof onPort>>) => Promise<T>,
) {
  const server = await onPort(app);
  try {
    return await work(server);
  } finally {
    await server.close();
  }
}

describe('compressed variants', () => {
  it('decode to the same HTML in every coding, compressed per response first and precompressed once made', async () => {
    await withPort(appOf(), async (server) => {
      for (const path of ['/', '/seminare', '/gibt-es-nicht']) {
        const plain = await server.get(path, { 'accept-encoding': 'identity' });
        expect(plain.headers['content-encoding']).toBeUndefined();
        const html = plain.body.toString('utf8');
        expect(html).toContain('<main id="amb-main" tabindex="-1">');
        for (const coding of ['br', 'zstd', 'gzip']) {
          const first = await server.get(path, { 'accept-encoding': coding });
          expect(first.headers['content-encoding']).toBe(coding);
          expect(decoded(first)).toBe(html);
          let kept = first;
          for (let tries = 0; tries < 100 && kept.headers.etag!.startsWith('W/'); tries += 1) {
            await new Promise((resolve) => setTimeout(resolve, 20));
            kept = await server.get(path, { 'accept-encoding': coding });
          }
          // Precompressed: a strong tag of its own per coding (a cache never answers gzip with br bytes).
          expect(kept.headers.etag).toMatch(
            new RegExp(`^"[\\w-]{22}-${{ br: 'br', zstd: 'zs', gzip: 'gz' }[coding]}"$`),
          );
          expect(decoded(kept)).toBe(html);
          expect(Number(kept.headers['content-length'])).toBe(kept.body.length);
        }
      }
    });
  });

  it("decode to the same member's HTML in every coding (gzip spliced, the others compressed for the response)", async () => {
    await withPort(appOf(), async (server) => {
      const cookie = member(FAKE_SESSIONS.anna);
      const html = decoded(await server.get('/seminare', { cookie, 'accept-encoding': 'identity' }));
      expect(html).toContain('Hallo, Anna');
      for (const coding of ['gzip', 'br', 'zstd']) {
        const answer = await server.get('/seminare', { cookie, 'accept-encoding': coding });
        expect(answer.headers['content-encoding']).toBe(coding);
        expect(decoded(answer)).toBe(html);
      }
      // A browser takes gzip first for a member: nothing is compressed for the response.
      expect((await server.get('/seminare', { cookie, 'accept-encoding': BROWSER })).headers['content-encoding']).toBe(
        'gzip',
      );
    });
  });

  it('never sends a coding the client refused; the smallest of those it accepts once they are made', async () => {
    await withPort(appOf(), async (server) => {
      const refusesBr = await server.get('/', { 'accept-encoding': 'br;q=0, gzip' });
      expect(refusesBr.headers['content-encoding']).toBe('gzip');
      const none = await server.get('/', { 'accept-encoding': 'gzip;q=0' });
      expect(none.headers['content-encoding']).toBeUndefined();
      // gzip is made already; once br is made too, the smaller of the two goes out.
      let browser = await server.get('/', { 'accept-encoding': BROWSER });
      for (let tries = 0; tries < 100 && browser.headers['content-encoding'] !== 'br'; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        browser = await server.get('/', { 'accept-encoding': BROWSER });
      }
      expect(browser.headers['content-encoding']).toBe('br');
      const gzip = await server.get('/', { 'accept-encoding': 'gzip' });
      expect(browser.body.length).toBeLessThan(gzip.body.length);
    });
  });
});

describe('entity tags and 304', () => {
  it('revalidate a logged-out document to 304 (strong or weak form), a changed one to 200', async () => {
    const app = appOf();
    const first = await request(app).get('/seminare').set('Accept-Encoding', 'identity').expect(200);
    const tag = first.headers.etag!;
    const again = await request(app).get('/seminare').set('Accept-Encoding', 'identity').set('If-None-Match', tag);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['cache-control']).toBe(SHARED);
    expect(again.text).toBe('');
    await request(app)
      .get('/seminare')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', `"x", W/${tag}`)
      .expect(304);
    await request(app).get('/seminare').set('Accept-Encoding', 'identity').set('If-None-Match', '"anders"').expect(200);
    // A deploy changes the document (another shell): the old tag no longer matches.
    system.store.deploy('shell', 'a2a2a2a2a2a2', { 'main.9.js': '' }, { entry: 'main.9.js' });
    system.store.writeRegistry({ ...DEPLOYED, shell: 'a2a2a2a2a2a2', mf_catalogue: 'c1c1c1c1c1c1' });
    const deployed = await request(app).get('/seminare').set('Accept-Encoding', 'identity').set('If-None-Match', tag);
    expect(deployed.status).toBe(200);
    expect(deployed.text).toContain('/mf/shell/a2a2a2a2a2a2/main.9.js');
  });

  it("revalidate a member's document to 304 for them only: not for another member, nor a logged-out visitor", async () => {
    const app = appOf();
    const get = (cookie: string | null, tag?: string) => {
      const call = request(app).get('/').set('Accept-Encoding', 'gzip');
      if (cookie) call.set('Cookie', cookie);
      if (tag) call.set('If-None-Match', tag);
      return call;
    };
    const anna = await get(member(FAKE_SESSIONS.anna)).expect(200);
    const annasTag = anna.headers.etag!;
    expect(annasTag).toMatch(/^"[\w-]{22}-gz"$/);
    const revalidated = await get(member(FAKE_SESSIONS.anna), annasTag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('private, no-cache');
    const ben = await get(member(FAKE_SESSIONS.ben), annasTag).expect(200);
    expect(ben.text).toContain('Hallo, Ben');
    expect(ben.headers.etag).not.toBe(annasTag);
    const anonymous = await get(null, annasTag).expect(200);
    expect(anonymous.text).not.toContain('Hallo');
    await get(member(FAKE_SESSIONS.anna), anonymous.headers.etag).expect(200);
  });

  it('tags a 404 document too, but revalidates only a 200', async () => {
    const app = appOf();
    const missing = await request(app).get('/gibt-es-nicht').set('Accept-Encoding', 'identity').expect(404);
    expect(missing.headers.etag).toMatch(/^"[\w-]{22}"$/);
    await request(app)
      .get('/gibt-es-nicht')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', missing.headers.etag!)
      .expect(404);
  });
});

describe('cache headers for a CDN', () => {
  it('shares a logged-out document for a minute, varies only by encoding and names its tags; one copy whatever the consent cookie', async () => {
    const app = appOf();
    const res = await request(app).get('/seminare').expect(200);
    expect(res.headers['cache-control']).toBe(SHARED);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['surrogate-key']).toBe('amb:doc amb:site:main amb:seminarList');
    expect(res.headers['cache-tag']).toBe('amb:doc,amb:site:main,amb:seminarList');
    expect(res.headers['set-cookie']).toBeUndefined();
    const consented = await request(app).get('/seminare').set('Cookie', 'amb_consent=all').expect(200);
    expect(consented.text).toBe(res.text);
    expect(consented.headers['cache-control']).toBe(SHARED);
    const missing = await request(app).get('/gibt-es-nicht').expect(404);
    expect(missing.headers['cache-control']).toBe(SHARED);
  });

  it("keeps everything that depends on a session private: a member's page, a session without a user, any Set-Cookie", async () => {
    const app = appOf();
    for (const cookie of [member(FAKE_SESSIONS.anna), member(FAKE_SESSIONS.anonymous), 'amb_sid=sid-anna']) {
      const res = await request(app).get('/seminare').set('Cookie', cookie).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['surrogate-key']).toBeUndefined();
      expect(res.headers['cache-tag']).toBeUndefined();
    }
    // The api handed out the missing CSRF cookie: that answer is this visitor's alone.
    const refreshed = await request(app).get('/seminare').set('Cookie', 'amb_sid=sid-ben').expect(200);
    expect(refreshed.headers['set-cookie']).toEqual([expect.stringMatching(/^amb_csrf=csrf-ben;/)]);
    expect(refreshed.headers['cache-control']).toBe('private, no-cache');
  });

  it('lets nobody keep an error page', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await request(system.appWithApi(await closedPortUrl()))
      .get('/')
      .expect(502);
    expect(res.headers['cache-control']).toBe('no-store');
    spy.mockRestore();
  });
});

describe('purges: what a change changes, here and in a CDN', () => {
  /** A CDN's purge endpoint: every call with its body and headers. */
  async function startPurgeHook() {
    const calls: Array<{ body: unknown; headers: http.IncomingHttpHeaders }> = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        calls.push({ body: JSON.parse(Buffer.concat(chunks).toString() || 'null'), headers: req.headers });
        res.end('{"success":true}');
      });
    });
    const port = await listenOnLoopback(server);
    return { url: `http://127.0.0.1:${port}/purge`, calls, close: () => closeServer(server) };
  }

  const deployLaws = () => {
    system.store.deploy('mf_content', 'dddddddddddd', { 'remoteEntry.js': '', 'server/render.js': LAW_RENDER_JS });
    system.store.writeRegistry({ ...DEPLOYED, mf_catalogue: 'c1c1c1c1c1c1', mf_content: 'dddddddddddd' });
  };
  const rendersOf = (path: string) => system.api.calls.filter((url) => url === path).length;
  const seminarRenders = () => system.api.calls.filter((url) => url.startsWith('/api/get-seminars')).length;

  it("an editor's save of a paragraph renders that law's page anew and nothing else, and tells the CDN", async () => {
    deployLaws();
    const hook = await startPurgeHook();
    try {
      const app = appOf({ SSR_CACHE_MS: '60000', CDN_PURGE_URL: hook.url, CDN_PURGE_TOKEN: 'geheim' });
      for (const path of ['/gesetze/betrvg', '/gesetze/bgb', '/seminare']) await request(app).get(path).expect(200);
      const law = await request(app).get('/gesetze/betrvg').expect(200);
      expect(law.headers['surrogate-key']).toBe('amb:doc amb:site:main amb:law amb:law:betrvg');
      // A refused save changes nothing.
      await request(app).put('/api/manage/laws/betrvg/paragraphs/0').send({}).expect(409);
      await request(app).put('/api/manage/laws/betrvg/paragraphs/87').send({}).expect(200);
      for (const path of ['/gesetze/betrvg', '/gesetze/bgb', '/seminare']) await request(app).get(path).expect(200);
      expect(rendersOf('/api/content/laws/betrvg')).toBe(2);
      expect(rendersOf('/api/content/laws/bgb')).toBe(1);
      expect(seminarRenders()).toBe(1);
      await eventually(() => hook.calls.length === 1);
      expect(hook.calls[0]!.body).toEqual({ tags: ['amb:law:betrvg'] });
      expect(hook.calls[0]!.headers).toMatchObject({
        authorization: 'Bearer geheim',
        'surrogate-key': 'amb:law:betrvg',
      });
      // A judgment draft is on no public page: nothing is purged.
      await request(app).post('/api/manage/judgments').send({}).expect(201);
      await request(app).get('/seminare').expect(200);
      expect(seminarRenders()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(hook.calls).toHaveLength(1);
    } finally {
      await hook.close();
    }
  });

  it('a deploy purges every document in the CDN, a new navigation the site’s', async () => {
    const hook = await startPurgeHook();
    try {
      const app = appOf({ CDN_PURGE_URL: hook.url, NAVIGATION_CACHE_MS: '0' });
      await request(app).get('/').set('Host', HOSTS.main).expect(200);
      system.api.setNavigation([...NAVIGATION, navItem(500, 'Neu im Menü')]);
      const res = await request(app).get('/').set('Host', HOSTS.main).expect(200);
      expect(res.text).toContain('Neu im Menü');
      await eventually(() => hook.calls.length === 1);
      expect(hook.calls[0]!.body).toEqual({ tags: ['amb:site:main'] });
      deployLaws();
      await eventually(() => hook.calls.length === 2, 4000);
      expect(hook.calls[1]!.body).toEqual({ tags: ['amb:doc'] });
    } finally {
      await hook.close();
    }
  });
});
