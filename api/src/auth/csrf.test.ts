import type { Express } from 'express';
import { API_ROUTES, AUTH_MESSAGES } from '@amb/shared-contracts';
import request from 'supertest';
import { anonymousAgent, loginAs, postLogin } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { registrationOf } from '../test/people';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp()));
afterAll(() => testDb.destroy());

const registration = registrationOf('clara.csrf@example.de');
const CSRF_BODY = { error: { code: 'CSRF_INVALID', message: AUTH_MESSAGES.csrfInvalid } };
const countUsers = async () => (await testDb.db.selectFrom('users').select('userId').execute()).length;

describe('csrfProtection', () => {
  it.each([
    ['no token header', (t: string) => ({ token: undefined, t })],
    ['a wrong token', (t: string) => ({ token: `${t}x`, t })],
    ['an empty token', (t: string) => ({ token: '', t })],
  ])('rejects a registration with %s: 403, nothing written', async (_name, make) => {
    const { agent, csrf } = await anonymousAgent(app);
    const { token } = make(csrf);
    const before = await countUsers();
    const req = agent.post(API_ROUTES.userRegistration.path);
    if (token !== undefined) req.set('x-csrf-token', token);
    const res = await req.send(registration);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(CSRF_BODY);
    expect(await countUsers()).toBe(before);
  });

  it('rejects a POST without any session, even with a token header', async () => {
    const res = await request(app).post(API_ROUTES.localLogin.path).set('x-csrf-token', 'abc').send({});
    expect(res.status).toBe(403);
    expect(res.body).toEqual(CSRF_BODY);
  });

  it("rejects another session's token (tokens are bound to their session)", async () => {
    const first = await anonymousAgent(app);
    const second = await anonymousAgent(app);
    const res = await postLogin(second.agent, first.csrf, {
      email: 'anna.schneider@example.de',
      password: 'Mitbestimmung2026!',
    });
    expect(res.status).toBe(403);
    expect(await second.agent.get(API_ROUTES.currentUser.path).then((r) => r.body)).toEqual({ user: {} });
  });

  it('logout without the token keeps the user logged in', async () => {
    const { agent } = await loginAs(app, 'anna.schneider@example.de');
    const res = await agent.post(API_ROUTES.sessionLogout.path);
    expect(res.status).toBe(403);
    expect((await agent.get(API_ROUTES.currentUser.path)).body.user.email).toBe('anna.schneider@example.de');
  });

  it('GET requests need no token', async () => {
    const res = await request(app).get(API_ROUTES.loginTargetGet.path);
    expect(res.status).toBe(200);
  });

  it('re-sends a missing amb_csrf cookie for a live session', async () => {
    const { agent, csrf } = await loginAs(app, 'jonas.weber@example.de');
    const sid = (await agent.get(API_ROUTES.currentUser.path)).request.cookies;
    expect(typeof sid).toBe('string');
    const res = await request(app)
      .get(API_ROUTES.currentUser.path)
      .set(
        'Cookie',
        String(sid)
          .split('; ')
          .filter((c) => c.startsWith('amb_sid='))
          .join('; '),
      );
    expect(res.headers['set-cookie']?.toString()).toContain(`amb_csrf=${csrf}`);
  });
});

describe('logout of an expired or missing session', () => {
  it('answers 200 and clears the cookies without a token (nothing to protect)', async () => {
    const res = await request(app)
      .post(API_ROUTES.sessionLogout.path)
      .set('Cookie', 'amb_sid=abgelaufen; amb_csrf=alt');
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/amb_sid=;.*Expires=Thu, 01 Jan 1970/);
  });
});
