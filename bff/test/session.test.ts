import request from 'supertest';
import type { PageGlobals } from '@amb/shared-contracts';
import { createDeployedStore, type TestStore } from './support/deploymentStore';
import { BROKEN_SID, FAKE_SESSIONS, closedPortUrl, startFakeApi, type FakeApi } from './support/fakeApi';
import { HOSTS, globalsOf, testApp } from './support/testApp';

/** A server build that greets like mf_navigation does, so the greeting is checked in the HTML. */
const GREETING_RENDER_JS = `
exports.renderHeader = function (g) {
  return '<header data-site="' + g.site + '">' + (g.user ? 'Hallo, ' + g.user.firstname + (g.user.impersonated ? ' (vertreten)' : '') : 'Bei meinamb anmelden') + '</header>';
};
exports.renderFooter = function () { return '<footer></footer>'; };
`;

let store: TestStore;
let api: FakeApi;

beforeEach(async () => {
  store = createDeployedStore();
  store.deploy('mf_navigation', '111111111111', { 'remoteEntry.js': '', 'server/render.js': GREETING_RENDER_JS });
  store.writeRegistry({ shell: 'aaaaaaaaaaaa', mf_navigation: '111111111111' });
  api = await startFakeApi();
});

afterEach(async () => {
  await api.close();
  store.remove();
});

const cookie = (session: { sid: string; csrf: string }) => `amb_sid=${session.sid}; amb_csrf=${session.csrf}`;
const userCalls = () => api.requests.filter((call) => call.url === '/kundenportal/get-user');

describe('the visitor in the document', () => {
  it('greets a logged-in visitor in the server-rendered header and puts firstname/impersonated in the globals', async () => {
    const res = await request(testApp(store.root, api.url))
      .get('/seminare')
      .set('Host', HOSTS.main)
      .set('Cookie', cookie(FAKE_SESSIONS.anna))
      .expect(200);
    expect(res.text).toContain('<header id="amb-header"><header data-site="main">Hallo, Anna</header></header>');
    expect((globalsOf(res.text) as PageGlobals).user).toEqual({ firstname: 'Anna', impersonated: false, cartCount: 1 });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('sends the visitor cookies and X-Forwarded-Proto/-Host to get-user', async () => {
    await request(testApp(store.root, api.url, { TRUST_PROXY: 'loopback' }))
      .get('/')
      .set('Host', HOSTS.newer)
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', cookie(FAKE_SESSIONS.anna))
      .expect(200);
    expect(userCalls()).toHaveLength(1);
    expect(userCalls()[0]?.headers).toMatchObject({
      cookie: 'amb_sid=sid-anna; amb_csrf=csrf-anna',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': HOSTS.newer,
    });
    expect(userCalls()[0]?.headers['x-forwarded-for']).toBeTruthy();
  });

  it('never passes forged X-Forwarded-* of the client on to get-user', async () => {
    await request(testApp(store.root, api.url))
      .get('/')
      .set('Host', HOSTS.main)
      .set('X-Forwarded-For', '203.0.113.9')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'evil.example')
      .set('Cookie', cookie(FAKE_SESSIONS.anna))
      .expect(200);
    const headers = userCalls()[0]?.headers;
    expect(headers).toMatchObject({ 'x-forwarded-proto': 'http', 'x-forwarded-host': HOSTS.main });
    expect(headers?.['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('carries impersonated: true while an admin acts as the member', async () => {
    const res = await request(testApp(store.root, api.url))
      .get('/')
      .set('Cookie', cookie(FAKE_SESSIONS.impersonated))
      .expect(200);
    expect((globalsOf(res.text) as PageGlobals).user).toEqual({ firstname: 'Jörg', impersonated: true, cartCount: 0 });
    expect(res.text).toContain('Hallo, Jörg (vertreten)');
  });

  it.each([
    ['no cookie at all', undefined],
    ['only the CSRF cookie', 'amb_csrf=csrf-alt'],
    ['an empty session cookie', 'amb_sid='],
  ])('renders a visitor with %s logged out without asking the api and sets no cookie', async (_case, cookies) => {
    const call = request(testApp(store.root, api.url)).get('/seminare');
    const res = await (cookies ? call.set('Cookie', cookies) : call).expect(200);
    expect((globalsOf(res.text) as PageGlobals).user).toBeNull();
    expect(res.text).toContain('Bei meinamb anmelden');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(userCalls()).toHaveLength(0);
  });

  it.each(['amb_sid=sid-anna', '__Host-amb_sid=sid-anna'])('asks the api for a visitor with %s', async (cookies) => {
    const res = await request(testApp(store.root, api.url)).get('/').set('Cookie', cookies).expect(200);
    expect(userCalls()).toHaveLength(1);
    expect((globalsOf(res.text) as PageGlobals).user).toEqual({ firstname: 'Anna', impersonated: false, cartCount: 1 });
  });

  it('forwards the cookies the api sets for a stale session, named for HTTPS when the visitor came over HTTPS', async () => {
    const res = await request(testApp(store.root, api.url, { TRUST_PROXY: 'loopback' }))
      .get('/')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', '__Host-amb_sid=abgelaufen')
      .expect(200);
    expect(res.headers['set-cookie']).toEqual([
      '__Host-amb_sid=sid-new; Path=/; HttpOnly; Secure; SameSite=Lax',
      'amb_csrf=csrf-new; Path=/; Secure; SameSite=Lax',
    ]);
  });

  it('treats an anonymous session (user {}) as logged out', async () => {
    const res = await request(testApp(store.root, api.url))
      .get('/')
      .set('Cookie', cookie(FAKE_SESSIONS.anonymous))
      .expect(200);
    expect((globalsOf(res.text) as PageGlobals).user).toBeNull();
  });

  it('renders logged out when get-user fails, still 200', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await request(testApp(store.root, api.url))
      .get('/seminare')
      .set('Cookie', `amb_sid=${BROKEN_SID}`)
      .expect(200);
    expect((globalsOf(res.text) as PageGlobals).user).toBeNull();
    expect(res.text).toContain('Bei meinamb anmelden');
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('/kundenportal/get-user'));
    spy.mockRestore();
  });

  it('greets on the works-council site too (server-rendered main)', async () => {
    const res = await request(testApp(store.root, api.url))
      .get('/')
      .set('Host', HOSTS['works-council'])
      .set('Cookie', cookie(FAKE_SESSIONS.anna))
      .expect(200);
    expect(res.text).toContain('<header data-site="works-council">Hallo, Anna</header>');
  });

  it('keeps the 502 page when the api is down', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await request(testApp(store.root, await closedPortUrl()))
      .get('/')
      .set('Cookie', cookie(FAKE_SESSIONS.anna))
      .expect(502);
    expect(res.text).toContain('Die Seite ist vorübergehend nicht erreichbar');
    spy.mockRestore();
  });

  it('does not ask for the user for non-documents', async () => {
    await request(testApp(store.root, api.url)).get('/remotes.json').expect(200);
    await request(testApp(store.root, api.url)).get('/seminare').set('Accept', 'application/json').expect(404);
    expect(userCalls()).toHaveLength(0);
  });
});

describe('/werbemittelshop-login', () => {
  it('sends a logged-out visitor to the login page with the redirect back', async () => {
    const res = await request(testApp(store.root, api.url)).get('/werbemittelshop-login').expect(302);
    expect(res.headers.location).toBe('/kundenportal/login?redirect=%2Fwerbemittelshop-login');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('renders the shop of mf_account for a logged-in member, in the same session', async () => {
    const res = await request(testApp(store.root, api.url))
      .get('/werbemittelshop-login')
      .set('Cookie', cookie(FAKE_SESSIONS.anna))
      .expect(200);
    expect(res.text).toContain('Hallo, Anna');
    const globals = globalsOf(res.text) as PageGlobals;
    expect(globals.user).toEqual({ firstname: 'Anna', impersonated: false, cartCount: 1 });
    expect(globals.status).toBe(200);
  });
});
