import type { Express } from 'express';
/** Every api route that takes a redirect runs the shared table of bypass forms and legitimate targets. */
import { API_ROUTES, DEFAULT_REDIRECT_TARGET, PAGE_ROUTES } from '@amb/shared-contracts';
import { REDIRECT_NON_STRINGS, redirectCases } from '@amb/shared-contracts/testing';
import request from 'supertest';
import { DEFAULT_ORIGINS } from '../auth/config';
import { anonymousAgent, loginAs, postLogin, type Agent } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

let testDb: TestDb;
let app: Express;
let member: Agent;
const { refused, accepted } = redirectCases(DEFAULT_ORIGINS);
const cases: Array<[unknown, string]> = [
  ...refused.map((value): [unknown, string] => [value, DEFAULT_REDIRECT_TARGET]),
  ...accepted,
];

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({
    limits: { loginIp: 100_000, loginAccount: 100_000, loginAccountClient: 100_000 },
  }));
  member = (await loginAs(app, 'anna.schneider@example.de')).agent;
});
afterAll(() => testDb.destroy());

describe('POST /kundenportal/local-login', () => {
  it.each([...cases, ...REDIRECT_NON_STRINGS.map((value): [unknown, string] => [value, DEFAULT_REDIRECT_TARGET])])(
    'redirect %j -> %j',
    async (redirect, expected) => {
      const { agent, csrf } = await anonymousAgent(app);
      const res = await postLogin(agent, csrf, {
        email: 'jonas.weber@example.de',
        password: 'Mitbestimmung2026!',
        redirect,
      });
      expect(res.status).toBe(200);
      expect(res.body.redirect).toBe(expected);
    },
  );
});

describe('GET /kundenportal/logintargetget', () => {
  it.each(cases)('redirect %j -> %j', async (redirect, expected) => {
    const res = await request(app).get(API_ROUTES.loginTargetGet.path).query({ redirect });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ target: expected, loggedIn: false });
  });

  it('a repeated parameter (an array) is refused', async () => {
    const res = await request(app).get(`${API_ROUTES.loginTargetGet.path}?redirect=/a&redirect=/b`);
    expect(res.body.target).toBe(DEFAULT_REDIRECT_TARGET);
  });
});

describe('GET /kundenportal/logintarget', () => {
  it.each(cases)('logged in: redirect %j -> 302 %j', async (redirect, expected) => {
    const res = await member.get(API_ROUTES.loginTarget.path).query({ redirect });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(expected);
  });

  it.each(cases)('logged out: redirect %j -> login page with %j', async (redirect, expected) => {
    const res = await request(app).get(API_ROUTES.loginTarget.path).query({ redirect });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${PAGE_ROUTES.login.path}?redirect=${encodeURIComponent(expected)}`);
  });
});
