import request from 'supertest';
import { MESSAGES, type PageGlobals } from '@amb/shared-contracts';
import { FAKE_SESSIONS, closedPortUrl } from './support/fakeApi';
import { eventually, startSlowUpstream } from './support/slowUpstream';
import { HOSTS, globalsOf } from './support/testApp';
import { withTestSystem } from './support/testSystem';

const system = withTestSystem();

const cookie = (session: { sid: string; csrf: string }) => `amb_sid=${session.sid}; amb_csrf=${session.csrf}`;
const logoutCalls = () => system.api.requests.filter((call) => call.url === '/api/session/logout');
const LOGOUT_PATHS = ['/kundenportal/logout', '/kundenportal/br-logout', '/werbemittelshop-logout'];

/** Anna (logged in) asks the main site to log her out, with `headers` (Fetch Metadata, Origin, Referer). */
const annaLogout = (method: 'get' | 'post', path: string, headers: Record<string, string>) =>
  request(system.app())[method](path).set('Host', HOSTS.main).set(headers).set('Cookie', cookie(FAKE_SESSIONS.anna));

/** The confirmation page: a German question and a POST form to the same route, nothing logged out. */
function expectConfirmation(res: request.Response, path: string): void {
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['set-cookie']).toBeUndefined();
  expect(res.text).toMatch(/^<!doctype html><html lang="de">.*<\/html>$/s);
  expect(res.text).toContain('<meta name="robots" content="noindex">');
  expect(res.text).toContain(`<p>${MESSAGES.logoutConfirm}</p>`);
  expect(res.text).toContain(`<form method="post" action="${path}"><button type="submit">Abmelden</button></form>`);
  expect(logoutCalls()).toHaveLength(0);
}

describe('logout from our own pages', () => {
  it.each([
    ['main', HOSTS.main, '/kundenportal/logout'],
    ['newer', HOSTS.newer, '/kundenportal/logout'],
    ['works-council', HOSTS['works-council'], '/kundenportal/br-logout'],
    ['main (promo shop)', HOSTS.main, '/werbemittelshop-logout'],
  ])('%s: %s logs out at the api and goes to the start page of the same site', async (_site, host, path) => {
    const res = await request(system.app({ TRUST_PROXY: 'loopback' }))
      .get(path)
      .set('Host', host)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', cookie(FAKE_SESSIONS.anna))
      .expect(302);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('no-store');
    const logout = logoutCalls();
    expect(logout).toHaveLength(1);
    expect(logout[0]?.method).toBe('POST');
    expect(logout[0]?.headers).toMatchObject({
      cookie: 'amb_sid=sid-anna; amb_csrf=csrf-anna',
      'x-csrf-token': 'csrf-anna',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': host,
    });
    // The api's Set-Cookie lines clear both cookies in the browser.
    expect(res.headers['set-cookie']).toEqual([
      expect.stringMatching(/^amb_sid=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/),
      expect.stringMatching(/^amb_csrf=; Path=\/; Expires=Thu, 01 Jan 1970/),
    ]);
  });

  it('logs out when the address was typed or bookmarked (Sec-Fetch-Site: none)', async () => {
    await request(system.app())
      .get('/kundenportal/logout')
      .set('Sec-Fetch-Site', 'none')
      .set('Cookie', cookie(FAKE_SESSIONS.anna))
      .expect(302);
    expect(logoutCalls()).toHaveLength(1);
  });

  it.each([
    ['the Referer of the same host', { Referer: `http://${HOSTS.main}/seminare` }],
    ['the Referer of another of our sites', { Referer: 'http://localhost:8082/' }],
    ['the Origin of a configured site', { Origin: 'http://localhost:8080' }],
  ])('without Fetch Metadata, logs out for %s', async (_case, headers) => {
    await annaLogout('get', '/kundenportal/logout', headers).expect(302);
    expect(logoutCalls()).toHaveLength(1);
  });

  it('the redirect leads to a start page document that is logged out', async () => {
    const app = system.app();
    await request(app)
      .get('/kundenportal/logout')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Cookie', cookie(FAKE_SESSIONS.anna))
      .expect(302);
    // The browser drops the cleared cookies; the next document has no session.
    const res = await request(app).get('/').expect(200);
    expect((globalsOf(res.text) as PageGlobals).user).toBeNull();
  });

  it('without a session cookie it only clears leftovers and redirects, no api call', async () => {
    const res = await request(system.app())
      .get('/werbemittelshop-logout')
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(302);
    expect(res.headers.location).toBe('/');
    expect(logoutCalls()).toHaveLength(0);
  });
});

describe('logout from other sites', () => {
  it.each(LOGOUT_PATHS)('GET %s from another site asks instead of logging out (200, noindex)', async (path) => {
    const res = await annaLogout('get', path, { 'Sec-Fetch-Site': 'cross-site' }).expect(200);
    expectConfirmation(res, path);
  });

  it.each([
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Referer without Fetch Metadata', { Referer: 'https://evil.example/seite' }],
    ['a foreign Origin without Fetch Metadata', { Origin: 'https://evil.example' }],
    ['Origin null', { Origin: 'null' }],
    ['no hint at all', {}],
    [
      'Sec-Fetch-Site cross-site with our Referer',
      { 'Sec-Fetch-Site': 'cross-site', Referer: 'http://localhost:8080/' },
    ],
  ])('GET with %s asks', async (_case, headers) => {
    const res = await annaLogout('get', '/kundenportal/logout', headers).expect(200);
    expectConfirmation(res, '/kundenportal/logout');
  });
});

describe('POST logout (the confirmation form)', () => {
  it.each(LOGOUT_PATHS)('POST %s from our own page logs out and goes to the start page (303)', async (path) => {
    const res = await annaLogout('post', path, { 'Sec-Fetch-Site': 'same-origin', Origin: `http://${HOSTS.main}` })
      .type('form')
      .send('')
      .expect(303);
    expect(res.headers.location).toBe('/');
    expect(logoutCalls()).toHaveLength(1);
    expect(res.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/^amb_sid=;/)]));
  });

  it('POST with our Origin and no Fetch Metadata logs out', async () => {
    await annaLogout('post', '/kundenportal/logout', { Origin: `http://${HOSTS.main}` }).expect(303);
    expect(logoutCalls()).toHaveLength(1);
  });

  it.each([
    ['cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['same-site', { 'Sec-Fetch-Site': 'same-site', Origin: 'http://neu.main.test' }],
    ['none (not a form on our page)', { 'Sec-Fetch-Site': 'none' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['no Origin at all', {}],
  ])('POST %s is refused with 403 and the question, nothing logged out', async (_case, headers) => {
    const res = await annaLogout('post', '/kundenportal/logout', headers).expect(403);
    expectConfirmation(res, '/kundenportal/logout');
  });
});

/** The failure page: cookies untouched, the German message and a button to try again (POST, same route). */
function expectNotLoggedOut(res: request.Response, path: string): void {
  expect(res.status).toBe(503);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.text).toMatch(/^<!doctype html><html lang="de">.*<\/html>$/s);
  expect(res.text).toContain(`<p>${MESSAGES.logoutFailed}</p>`);
  expect(res.text).toContain(
    `<form method="post" action="${path}"><button type="submit">${MESSAGES.retry}</button></form>`,
  );
  expect(res.text).not.toMatch(/abgemeldet/i);
  for (const line of res.headers['set-cookie'] ?? [])
    expect(line).not.toMatch(/amb_sid=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
}

describe('logout when the api fails', () => {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => spy.mockRestore());

  it.each(LOGOUT_PATHS)('GET %s with the api down keeps the cookies and says so (503)', async (path) => {
    const res = await request(system.appWithApi(await closedPortUrl()))
      .get(path)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Cookie', cookie(FAKE_SESSIONS.anna));
    expectNotLoggedOut(res, path);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(spy).toHaveBeenCalled();
  });

  it('POST with the api down answers the same', async () => {
    const res = await request(system.appWithApi(await closedPortUrl()))
      .post('/kundenportal/br-logout')
      .set('Host', HOSTS['works-council'])
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Cookie', cookie(FAKE_SESSIONS.anna));
    expectNotLoggedOut(res, '/kundenportal/br-logout');
  });

  it('a slow api: gives up after API_TIMEOUT_MS, aborts the call, keeps the cookies (503)', async () => {
    const slow = await startSlowUpstream(30_000);
    try {
      const started = Date.now();
      const res = await request(system.appWithApi(slow.url, { API_TIMEOUT_MS: '200' }))
        .get('/kundenportal/logout')
        .set('Sec-Fetch-Site', 'same-origin')
        .set('Cookie', cookie(FAKE_SESSIONS.anna));
      expect(Date.now() - started).toBeLessThan(3000);
      expectNotLoggedOut(res, '/kundenportal/logout');
      await eventually(() => slow.requests === 1 && slow.aborted === 1);
    } finally {
      await slow.close();
    }
  });

  it('the api refuses (stale CSRF cookie): 503, its fresh CSRF cookie arrives, and the retry logs out', async () => {
    const app = system.app();
    const refused = await request(app)
      .get('/kundenportal/logout')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Cookie', 'amb_sid=sid-anna; amb_csrf=falsch');
    expectNotLoggedOut(refused, '/kundenportal/logout');
    expect(refused.headers['set-cookie']).toEqual([expect.stringMatching(/^amb_csrf=csrf-anna;/)]);
    const retry = await request(app)
      .post('/kundenportal/logout')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Cookie', cookie(FAKE_SESSIONS.anna))
      .expect(303);
    expect(retry.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/^amb_sid=;/)]));
    expect(logoutCalls()).toHaveLength(2);
  });
});
