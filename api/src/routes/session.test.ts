import type { Express } from 'express';
import { API_ROUTES, AUTH_MESSAGES, VALIDATION_MESSAGES } from '@amb/shared-contracts';
import request from 'supertest';
import { verifyUserToken } from '../accounts/userToken';
import { anonymousAgent, loginAs, postLogin } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

let testDb: TestDb;
let app: Express;
const clock = new Date('2026-01-05T09:00:00.000Z');
const logged: unknown[] = [];
beforeAll(async () => {
  ({ testDb, app } = await createTestApp({
    logError: (e) => logged.push(e),
    now: () => clock,
    auth: { tokenSecret: 'test-secret' },
    limits: { loginIp: 1000, loginAccount: 1000, loginAccountClient: 1000 },
  }));
});
afterAll(() => testDb.destroy());

async function login(body: object) {
  const { agent, csrf } = await anonymousAgent(app);
  const res = await postLogin(agent, csrf, body);
  return { agent, res };
}

describe('POST /kundenportal/local-login', () => {
  it('logs in with the demo password and answers the user and a sanitised redirect', async () => {
    const { res } = await login({
      email: 'Markus.Fischer@example.de',
      password: 'Mitbestimmung2026!',
      redirect: '/seminare',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: {
        userId: expect.any(Number),
        email: 'markus.fischer@example.de',
        salutation: 'Herr',
        title: '',
        firstname: 'Markus',
        lastname: 'Fischer',
        role: 'member',
        committee: { committeeId: 1, name: 'Betriebsrat Nordwerk GmbH', role: 'manager' },
        emailConfirmed: true,
        impersonated: false,
        impersonator: null,
      },
      redirect: '/seminare',
    });
  });

  it.each([
    ['https://evil.example/phish', '/kundenportal/meinamb'],
    ['//evil.example', '/kundenportal/meinamb'],
    ['http://localhost:8082/kundenportal/meinamb', 'http://localhost:8082/kundenportal/meinamb'],
    [undefined, '/kundenportal/meinamb'],
  ])('redirect %p -> %p', async (redirect, expected) => {
    const { res } = await login({ email: 'anna.schneider@example.de', password: 'Mitbestimmung2026!', redirect });
    expect(res.body.redirect).toBe(expected);
  });

  it('wrong password and unknown e-mail get the same 401 German message', async () => {
    const wrong = await login({ email: 'anna.schneider@example.de', password: 'falsches-passwort' });
    const unknown = await login({ email: 'gibt.es.nicht@example.de', password: 'falsches-passwort' });
    for (const { res, agent } of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: 'WRONG_CREDENTIALS', message: AUTH_MESSAGES.wrongCredentials } });
      expect((await agent.get(API_ROUTES.currentUser.path)).body).toEqual({ user: {} });
    }
  });

  it('bad input -> 400 with German field messages', async () => {
    const { res } = await login({ email: 'keine-mail', password: 123 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      email: VALIDATION_MESSAGES.emailInvalid,
      password: VALIDATION_MESSAGES.loginPassword,
    });
  });

  it('the password is never logged nor returned', async () => {
    const { res } = await login({ email: 'anna.schneider@example.de', password: 'GeheimesPasswort99' });
    expect(res.text).not.toContain('GeheimesPasswort99');
    expect(JSON.stringify(logged)).not.toContain('GeheimesPasswort99');
    expect(logged).toEqual([]);
  });

  it('GET -> 303 to the login page', async () => {
    const res = await request(app).get(API_ROUTES.localLogin.path);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/kundenportal/login');
  });
});

describe('login targets', () => {
  it('logged out: logintarget -> 302 to the login page with the target', async () => {
    const res = await request(app).get(API_ROUTES.loginTarget.path).query({ redirect: '/warenkorb' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/kundenportal/login?redirect=%2Fwarenkorb');
  });

  it('logged in: logintarget -> 302 to the target; an external target becomes meinamb', async () => {
    const { agent } = await loginAs(app, 'anna.schneider@example.de');
    const res = await agent.get(API_ROUTES.loginTarget.path).query({ redirect: '/warenkorb' });
    expect(res.headers.location).toBe('/warenkorb');
    const evil = await agent.get(API_ROUTES.loginTarget.path).query({ redirect: 'https://evil.example' });
    expect(evil.headers.location).toBe('/kundenportal/meinamb');
  });

  it('logintargetget answers target and loggedIn', async () => {
    const anonymous = await request(app).get(API_ROUTES.loginTargetGet.path).query({ redirect: '/a' });
    expect(anonymous.body).toEqual({ target: '/a', loggedIn: false });
    const { agent } = await loginAs(app, 'anna.schneider@example.de');
    expect((await agent.get(API_ROUTES.loginTargetGet.path)).body).toEqual({
      target: '/kundenportal/meinamb',
      loggedIn: true,
    });
  });
});

describe('GET /kundenportal/get-token', () => {
  it('401 when logged out', async () => {
    const res = await request(app).get(API_ROUTES.userToken.path);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(AUTH_MESSAGES.loginRequired);
  });

  it('a signed token valid for 5 minutes', async () => {
    const { agent } = await loginAs(app, 'jonas.weber@example.de');
    const res = await agent.get(API_ROUTES.userToken.path);
    expect(res.status).toBe(200);
    expect(res.body.expiresAt).toBe('2026-01-05T09:05:00.000Z');
    const me = await agent.get(API_ROUTES.currentUser.path);
    expect(verifyUserToken(res.body.token, clock, 'test-secret')).toBe(me.body.user.userId);
    expect(verifyUserToken(res.body.token, new Date('2026-01-05T09:05:01.000Z'), 'test-secret')).toBeNull();
    expect(verifyUserToken(res.body.token, clock, 'other-secret')).toBeNull();
    expect(verifyUserToken(`${res.body.token}x`, clock, 'test-secret')).toBeNull();
  });
});

describe('committee and admin routes', () => {
  const anonymous = () => Promise.resolve(request(app));
  it.each([
    ['anonymous', null, 401],
    ['member without committee', 'anna.schneider@example.de', 403],
    // The members page lists the committee for each of its members; only its manager changes it.
    ['committee member', 'lena.wagner@example.de', 200],
    ['admin', 'admin@example.de', 403],
    ['manager', 'markus.fischer@example.de', 200],
  ])('get-gremium-users as %s -> %i', async (_who, email, status) => {
    const client = email ? (await loginAs(app, email)).agent : await anonymous();
    const res = await client.get(API_ROUTES.committeeUsers.path);
    expect(res.status).toBe(status);
  });

  it('a manager sees exactly the members of the own committee, without passwords', async () => {
    const { agent } = await loginAs(app, 'sabine.koch@example.de');
    const res = await agent.get(API_ROUTES.committeeUsers.path);
    expect(res.body.map((u: { email: string }) => u.email).sort()).toEqual([
      'julia.richter@example.de',
      'murat.yilmaz@example.de',
      'sabine.koch@example.de',
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'committeeRole',
      'email',
      'firstname',
      'lastname',
      'salutation',
      'userId',
    ]);
  });

  it.each([
    ['anonymous', null, 401],
    ['member', 'anna.schneider@example.de', 403],
    ['manager', 'markus.fischer@example.de', 403],
    ['admin', 'admin@example.de', 200],
  ])('admin outbox as %s -> %i', async (_who, email, status) => {
    const client = email ? (await loginAs(app, email)).agent : await anonymous();
    expect((await client.get(API_ROUTES.adminOutbox.path)).status).toBe(status);
  });
});

describe('hostile login input', () => {
  it.each([['nul\u0000@example.de'], ['\u0000'], ['a'.repeat(10_000)]])(
    'hostile e-mail #%# -> 400, no 5xx (also on PostgreSQL)',
    async (email) => {
      const { res } = await login({ email, password: 'irgendwas' });
      expect(res.status).toBe(400);
      expect(logged).toEqual([]);
    },
  );
});
