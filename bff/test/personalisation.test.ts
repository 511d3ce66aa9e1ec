import request from 'supertest';
import type { PageGlobals } from '@amb/shared-contracts';
import { deployCatalogue, DEPLOYED, FAKE_RENDER_JS } from './support/deploymentStore';
import { FAKE_SESSIONS } from './support/fakeApi';
import { globalsOf } from './support/testApp';
import { withTestSystem } from './support/testSystem';

const system = withTestSystem();
// A render that runs past its budget on a busy machine would be a fallback, not what these tests look at.
const appOf = (env: Record<string, string> = {}) => system.app({ SSR_BUDGET_MS: '10000', ...env });

/** mf_navigation's header as it greets and counts: the name, the impersonation bar, the cart badge. */
const PERSONAL_HEADER_JS = FAKE_RENDER_JS.replace(
  'exports.renderHeader = function (g) {',
  `exports.renderHeader = function (g) {
  if (g.user) {
    var count = g.user.cartCount || 0;
    return '<div class="nav">' + (g.user.impersonated ? '<p>Sie handeln als ' + g.user.firstname + '.</p>' : '') +
      '<span>Hallo, ' + g.user.firstname + '</span>' +
      (count > 0 ? '<span class="nav-badge">' + count + '</span>' : '') + '</div>';
  }`,
);

beforeEach(() => {
  system.store.deploy('mf_navigation', 'b2b2b2b2b2b2', {
    'remoteEntry.js': '',
    'server/render.js': PERSONAL_HEADER_JS,
  });
  deployCatalogue(system.store, 'c1c1c1c1c1c1');
  system.store.writeRegistry({ ...DEPLOYED, mf_navigation: 'b2b2b2b2b2b2', mf_catalogue: 'c1c1c1c1c1c1' });
});

type Visitor = 'anna' | 'ben' | 'impersonated' | 'anonymous' | 'guest';
/** Who sends what: members with and without their CSRF cookie, a session without a user, nobody at all. */
const COOKIES: Record<Visitor, string | null> = {
  anna: `amb_sid=${FAKE_SESSIONS.anna.sid}`,
  ben: `amb_sid=${FAKE_SESSIONS.ben.sid}; amb_csrf=${FAKE_SESSIONS.ben.csrf}`,
  impersonated: `amb_sid=${FAKE_SESSIONS.impersonated.sid}`,
  anonymous: `amb_sid=${FAKE_SESSIONS.anonymous.sid}; amb_csrf=${FAKE_SESSIONS.anonymous.csrf}`,
  guest: null,
};
const EXPECTED: Record<Visitor, { name: string | null; count: number; csrf: string | null; bar: boolean }> = {
  anna: { name: 'Anna', count: 1, csrf: FAKE_SESSIONS.anna.csrf, bar: false },
  ben: { name: 'Ben', count: 12, csrf: null, bar: false },
  impersonated: { name: 'Jörg', count: 0, csrf: FAKE_SESSIONS.impersonated.csrf, bar: true },
  anonymous: { name: null, count: 0, csrf: null, bar: false },
  guest: { name: null, count: 0, csrf: null, bar: false },
};
const NAMES = ['Anna', 'Ben', 'Jörg'];
const CSRF_TOKENS = Object.values(FAKE_SESSIONS).map((session) => session.csrf);
const PATHS = ['/', '/seminare', '/seminare?seite=2', '/gibt-es-nicht'];

/** Everything personal in one answer: the greeting, the bar, the count, the globals' user, the CSRF cookie. */
function expectOwn(visitor: Visitor, res: request.Response): void {
  const want = EXPECTED[visitor];
  const header = /<header id="amb-header">(.*?)<\/header><main/s.exec(res.text)?.[1] ?? '';
  for (const name of NAMES) expect(header.includes(`Hallo, ${name}`)).toBe(name === want.name);
  expect(header.includes('Sie handeln als')).toBe(want.bar);
  const badge = /<span class="nav-badge">(\d+)<\/span>/.exec(header)?.[1];
  expect(badge === undefined ? 0 : Number(badge)).toBe(want.name ? want.count : 0);
  const user = (globalsOf(res.text) as PageGlobals).user;
  expect(user?.firstname ?? null).toBe(want.name);
  if (want.name) expect(user?.cartCount).toBe(want.count);
  // The CSRF cookie the api handed out, to whom it belongs and to nobody else.
  const cookies = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const csrf = cookies.map((line) => /^amb_csrf=([^;]*)/.exec(line)?.[1]).filter(Boolean);
  expect(csrf).toEqual(want.csrf ? [want.csrf] : []);
  for (const token of CSRF_TOKENS.filter((token) => token !== want.csrf)) expect(res.text).not.toContain(token);
  expect(res.headers['cache-control']).toEqual(
    COOKIES[visitor] ? 'private, no-cache' : expect.stringMatching(/^public, max-age=0, s-maxage=/),
  );
}

function visit(app: ReturnType<typeof system.app>, visitor: Visitor, path: string) {
  // supertest decodes gzip and br (the codings of every answer here are checked in documentDelivery.test.ts).
  const call = request(app).get(path).set('Accept-Encoding', 'gzip, deflate, br');
  const cookie = COOKIES[visitor];
  return cookie ? call.set('Cookie', cookie) : call;
}

const visitors = Object.keys(COOKIES) as Visitor[];

describe('nothing personal reaches another visitor', () => {
  it('members, a session without a user and a guest, one after the other on the same pages', async () => {
    const app = appOf({ SSR_CACHE_MS: '60000' });
    for (let round = 0; round < 2; round += 1) {
      for (const path of PATHS) {
        for (const visitor of round === 0 ? visitors : [...visitors].reverse())
          expectOwn(visitor, await visit(app, visitor, path));
      }
    }
  });

  it('the same, all at once in a shuffled order, with the page rendered once for all of them', async () => {
    const app = appOf({ SSR_CACHE_MS: '60000' });
    const calls = Array.from({ length: 6 }, () =>
      visitors.flatMap((visitor) => PATHS.map((path) => ({ visitor, path }))),
    ).flat();
    // A fixed shuffle (no flaky order): every visitor interleaved with every other on every page.
    const order = calls
      .map((call, index) => ({ call, key: (index * 7919) % calls.length }))
      .sort((a, b) => a.key - b.key);
    const answers = await Promise.all(order.map(({ call }) => visit(app, call.visitor, call.path)));
    answers.forEach((res, index) => expectOwn(order[index]!.call.visitor, res));
    // One render of each catalogue page that fetches (/seminare, its second page) serves guests and members alike.
    expect(system.api.calls.filter((url) => url.startsWith('/api/get-seminars'))).toHaveLength(2);
  });

  it("keeps the shared document free of every member: a guest's bytes are the same before and after members came", async () => {
    const app = appOf({ SSR_CACHE_MS: '60000' });
    const before = await visit(app, 'guest', '/seminare').expect(200);
    for (const visitor of ['anna', 'ben', 'impersonated'] as const) await visit(app, visitor, '/seminare').expect(200);
    const after = await visit(app, 'guest', '/seminare').expect(200);
    expect(after.text).toBe(before.text);
    // The same entity (the first answer was compressed for itself: a weak tag of the same content).
    const bare = (tag: string | undefined) => tag?.replace(/^W\//, '');
    expect(bare(after.headers.etag)).toBe(bare(before.headers.etag));
    const main = (html: string) => /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(html)?.[1];
    expect(main(before.text)).toContain('data-boundary=');
    expect(main((await visit(app, 'anna', '/seminare')).text)).toBe(main(before.text));
  });
});

describe("the api's answer of who a session is, kept for a few seconds", () => {
  const userCalls = () => system.api.calls.filter((url) => url === '/kundenportal/get-user').length;
  const ANNA = `amb_sid=${FAKE_SESSIONS.anna.sid}; amb_csrf=${FAKE_SESSIONS.anna.csrf}`;

  it("serves the member's next pages, each session its own; a missing CSRF cookie asks the api again", async () => {
    const app = appOf();
    await request(app).get('/').set('Cookie', ANNA).expect(200);
    await request(app).get('/seminare').set('Cookie', ANNA).expect(200);
    expect(userCalls()).toBe(1);
    const ben = await request(app).get('/').set('Cookie', COOKIES.ben!).expect(200);
    expect(ben.text).toContain('Hallo, Ben');
    expect(userCalls()).toBe(2);
    // Without the CSRF cookie the api hands it out again: that answer is not kept, the next one is.
    for (let i = 0; i < 2; i += 1) {
      const res = await request(app).get('/').set('Cookie', `amb_sid=${FAKE_SESSIONS.anna.sid}`).expect(200);
      expect(res.headers['set-cookie']).toEqual([expect.stringMatching(/^amb_csrf=csrf-anna;/)]);
    }
    expect(userCalls()).toBe(4);
  });

  it('forgets it with every write of the session through the proxy and with a logout here', async () => {
    const app = appOf();
    await request(app).get('/').set('Cookie', ANNA).expect(200);
    await request(app).post('/order-api/add-to-cart').set('Cookie', ANNA).send({ eventId: 1 }).expect(201);
    await request(app).get('/').set('Cookie', ANNA).expect(200);
    expect(userCalls()).toBe(2);
    await request(app).get('/kundenportal/logout').set('Cookie', ANNA).set('Sec-Fetch-Site', 'same-origin').expect(302);
    await request(app).get('/').set('Cookie', ANNA).expect(200);
    expect(userCalls()).toBe(3);
  });

  it('asks the api for every page with SESSION_CACHE_MS=0', async () => {
    const app = appOf({ SESSION_CACHE_MS: '0' });
    await request(app).get('/').set('Cookie', ANNA).expect(200);
    await request(app).get('/').set('Cookie', ANNA).expect(200);
    expect(userCalls()).toBe(2);
  });
});
