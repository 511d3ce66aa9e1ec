import { API_ROUTES, CSRF_COOKIE } from '@amb/shared-contracts';
import request from 'supertest';
import { createApp } from '../app';
import { anonymousAgent, cookieValue, loginAs, postLogin, setCookies } from '../test/agent';
import { eventWithFreeSeats } from '../test/buyers';
import { createTestDb, TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { sha256Hex } from './crypto';

let testDb: TestDb;
let clock: Date;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const makeApp = () => createApp({ db: testDb.db, dialect: testDb.dialect, logError: () => {}, now: () => clock });
let app: ReturnType<typeof makeApp>;

beforeAll(async () => {
  testDb = await createTestDb();
});
beforeEach(() => {
  clock = new Date('2026-01-05T09:00:00.000Z');
  app = makeApp();
});
afterAll(() => testDb.destroy());

const MINUTE = 60_000;

/**
 * A visitor whose first cart item created the session: its id, and the CSRF token, which is the signed
 * anonymous token the visitor had (the session keeps it, so the browser's cookie stays valid).
 */
async function anonymousSession(): Promise<{ sid: string; csrf: string }> {
  const { agent, csrf } = await anonymousAgent(app);
  const eventId = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 1);
  const res = await agent.post(API_ROUTES.cartAddItem.path).set('x-csrf-token', csrf).send({ eventId });
  expect(res.status).toBe(201);
  const sid = cookieValue(res, 'amb_sid')!;
  const row = await testDb.db
    .selectFrom('sessions')
    .select('csrfToken')
    .where('sessionHash', '=', sha256Hex(sid))
    .executeTakeFirstOrThrow();
  expect(row.csrfToken).toBe(csrf);
  return { sid, csrf };
}
const userOf = async (agent: Awaited<ReturnType<typeof loginAs>>['agent']) =>
  (await agent.get(API_ROUTES.currentUser.path)).body.user as { email?: string };

describe('session cookies', () => {
  it('get-user without a session writes nothing: no cookie, no row', async () => {
    const before = await testDb.db.selectFrom('sessions').select('sessionHash').execute();
    const res = await request(app).get(API_ROUTES.currentUser.path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: {} });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await testDb.db.selectFrom('sessions').select('sessionHash').execute()).toEqual(before);
  });

  it('GET /api/session/csrf stores nothing for a visitor: a signed token in the readable amb_csrf cookie, no session row', async () => {
    const count = async () => (await testDb.db.selectFrom('sessions').select('sessionHash').execute()).length;
    const before = await count();
    for (let i = 0; i < 30; i += 1) {
      const res = await request(app).get(API_ROUTES.sessionCsrf.path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({ csrfToken: cookieValue(res, CSRF_COOKIE) });
      expect(res.body.csrfToken).toMatch(/^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}$/);
      const csrf = setCookies(res).find((c) => c.startsWith(`${CSRF_COOKIE}=`))!;
      expect(csrf).not.toMatch(/HttpOnly/);
      expect(csrf).toMatch(/SameSite=Lax/);
      expect(setCookies(res).some((c) => c.startsWith('amb_sid='))).toBe(false);
    }
    expect(await count()).toBe(before);
  });

  it('GET /api/session/csrf keeps a visitor’s valid token, and an existing session and its token', async () => {
    const visitor = await anonymousAgent(app);
    expect((await visitor.agent.get(API_ROUTES.sessionCsrf.path)).body).toEqual({ csrfToken: visitor.csrf });
    const member = await loginAs(app, 'anna.schneider@example.de');
    const count = async () => (await testDb.db.selectFrom('sessions').select('sessionHash').execute()).length;
    const before = await count();
    const res = await member.agent.get(API_ROUTES.sessionCsrf.path);
    expect(res.body).toEqual({ csrfToken: member.csrf });
    expect(setCookies(res).some((c) => c.startsWith('amb_sid='))).toBe(false);
    expect(await count()).toBe(before);
  });

  it('a login creates the session: HttpOnly amb_sid (128-bit id) and readable amb_csrf, SameSite=Lax', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const res = await postLogin(agent, csrf, { email: 'anna.schneider@example.de', password: 'Mitbestimmung2026!' });
    const [sid, cookie] = ['amb_sid', CSRF_COOKIE].map((n) => setCookies(res).find((c) => c.startsWith(`${n}=`))!);
    expect(sid).toMatch(/HttpOnly/);
    expect(sid).toMatch(/SameSite=Lax/);
    expect(sid).toMatch(/Path=\//);
    expect(sid).not.toMatch(/Secure/);
    expect(cookie).not.toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookieValue(res, 'amb_sid')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('over HTTPS (X-Forwarded-Proto from the bff) uses __Host-amb_sid with Secure', async () => {
    const first = await request(app).get(API_ROUTES.sessionCsrf.path).set('X-Forwarded-Proto', 'https');
    expect(setCookies(first).find((c) => c.startsWith(`${CSRF_COOKIE}=`))).toMatch(/Secure/);
    // (supertest's cookie jar keeps Secure cookies from plain http: the cookie goes by hand)
    const res = await request(app)
      .post(API_ROUTES.localLogin.path)
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', `${CSRF_COOKIE}=${first.body.csrfToken as string}`)
      .set('x-csrf-token', first.body.csrfToken as string)
      .send({ email: 'anna.schneider@example.de', password: 'Mitbestimmung2026!' });
    const sid = setCookies(res).find((c) => c.startsWith('__Host-amb_sid='));
    expect(sid).toMatch(/Secure/);
    expect(sid).toMatch(/HttpOnly/);
    expect(sid).toMatch(/Path=\//);
    expect(sid).not.toMatch(/Domain=/);
    expect(setCookies(res).find((c) => c.startsWith(`${CSRF_COOKIE}=`))).toMatch(/Secure/);
    expect(setCookies(res).some((c) => c.startsWith('amb_sid='))).toBe(false);
  });

  it('stores only the sha256 of the session id', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const res = await postLogin(agent, csrf, { email: 'anna.schneider@example.de', password: 'Mitbestimmung2026!' });
    const id = cookieValue(res, 'amb_sid')!;
    const rows = await testDb.db.selectFrom('sessions').select('sessionHash').execute();
    expect(rows.map((r) => r.sessionHash)).toContain(sha256Hex(id));
    expect(rows.map((r) => r.sessionHash)).not.toContain(id);
  });
});

describe('login, rotation, logout', () => {
  it('rotates the id on login: the anonymous id no longer works', async () => {
    // An anonymous session: a cart item needs one.
    const first = await anonymousSession();
    const anonymousId = first.sid;
    const csrf = first.csrf;
    const login = await request(app)
      .post(API_ROUTES.localLogin.path)
      .set('Cookie', `amb_sid=${anonymousId}; ${CSRF_COOKIE}=${csrf}`)
      .set('x-csrf-token', csrf)
      .send({ email: 'anna.schneider@example.de', password: 'Mitbestimmung2026!' });
    expect(login.status).toBe(200);
    const newId = cookieValue(login, 'amb_sid')!;
    expect(newId).not.toBe(anonymousId);
    expect(cookieValue(login, CSRF_COOKIE)).not.toBe(csrf);
    const old = await request(app).get(API_ROUTES.currentUser.path).set('Cookie', `amb_sid=${anonymousId}`);
    expect(old.body).toEqual({ user: {} });
    const current = await request(app).get(API_ROUTES.currentUser.path).set('Cookie', `amb_sid=${newId}`);
    expect(current.body.user.email).toBe('anna.schneider@example.de');
  });

  it('logout destroys the session and clears both cookies', async () => {
    const { agent, csrf } = await loginAs(app, 'anna.schneider@example.de');
    const res = await agent.post(API_ROUTES.sessionLogout.path).set('x-csrf-token', csrf);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(setCookies(res).find((c) => c.startsWith('amb_sid='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(setCookies(res).find((c) => c.startsWith(`${CSRF_COOKIE}=`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await userOf(agent)).toEqual({});
  });

  it('a restart (a new app on the same database) logs nobody out', async () => {
    const { agent } = await loginAs(app, 'jonas.weber@example.de');
    app = makeApp();
    const res = await agent.get(API_ROUTES.currentUser.path);
    expect(res.body.user.email).toBe('jonas.weber@example.de');
  });
});

describe('get-user for the server-rendered header', () => {
  it("counts the member's own cart, the dates the small cart lists; a visitor's session counts for nobody", async () => {
    const visitor = await anonymousSession();
    const anna = await loginAs(app, 'anna.schneider@example.de');
    const jonas = await loginAs(app, 'jonas.weber@example.de');
    const countOf = async (agent: typeof anna.agent) =>
      ((await agent.get(API_ROUTES.currentUser.path)).body.user as { cartCount?: number }).cartCount;
    const before = await countOf(anna.agent);
    // Dates no other test of this file puts into a cart.
    for (const skip of [7, 8]) {
      const eventId = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 1, skip);
      const added = await anna.agent.post(API_ROUTES.cartAddItem.path).set('x-csrf-token', anna.csrf).send({ eventId });
      expect(added.status).toBe(201);
    }
    expect(await countOf(anna.agent)).toBe(before! + 2);
    const small = await anna.agent.get(API_ROUTES.cartGetSmall.path);
    expect(small.body).toHaveLength(before! + 2);
    expect(await countOf(jonas.agent)).toBe(0);
    const anonymous = await request(app).get(API_ROUTES.currentUser.path).set('Cookie', `amb_sid=${visitor.sid}`);
    expect(anonymous.body).toEqual({ user: {} });
  });
});

describe('timeouts (injectable clock)', () => {
  it('idle timeout 30 minutes: activity keeps the session, 30 idle minutes end it and delete the row', async () => {
    const { agent } = await loginAs(app, 'anna.schneider@example.de');
    advance(25 * MINUTE);
    expect((await userOf(agent)).email).toBe('anna.schneider@example.de');
    advance(25 * MINUTE);
    expect((await userOf(agent)).email).toBe('anna.schneider@example.de');
    advance(31 * MINUTE);
    const before = await testDb.db.selectFrom('sessions').select('sessionHash').execute();
    expect(await userOf(agent)).toEqual({});
    const after = await testDb.db.selectFrom('sessions').select('sessionHash').execute();
    // the expired row is gone and get-user created no new one
    expect(after).toHaveLength(before.length - 1);
  });

  it('absolute timeout 12 hours even with constant activity', async () => {
    const { agent } = await loginAs(app, 'anna.schneider@example.de');
    for (let i = 0; i < 24; i += 1) {
      advance(29 * MINUTE);
      expect((await userOf(agent)).email).toBe('anna.schneider@example.de');
    }
    advance(29 * MINUTE); // 12 h 25 min after login
    expect(await userOf(agent)).toEqual({});
  });
});

describe('anonymousAgent', () => {
  it('gives a signed token without a session row: a write accepts it, a forged or foreign one is refused', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    expect(await testDb.db.selectFrom('sessions').select('csrfToken').where('csrfToken', '=', csrf).execute()).toEqual(
      [],
    );
    const ok = await agent.post(API_ROUTES.sessionLogout.path).set('x-csrf-token', csrf);
    expect(ok.status).toBe(200);
    // a token of our shape but not signed by us, in cookie and header alike
    const forged = `${'a'.repeat(32)}.${'b'.repeat(43)}`;
    const refused = await request(app)
      .post(API_ROUTES.passwordResetRequest.path)
      .set('Cookie', `${CSRF_COOKIE}=${forged}`)
      .set('x-csrf-token', forged)
      .send({ email: 'anna.schneider@example.de' });
    expect(refused.status).toBe(403);
    // a valid token in the header but another in the cookie (double submit)
    const other = await anonymousAgent(app);
    const mixed = await agent
      .post(API_ROUTES.passwordResetRequest.path)
      .set('x-csrf-token', other.csrf)
      .send({ email: 'anna.schneider@example.de' });
    expect(mixed.status).toBe(403);
  });
});
