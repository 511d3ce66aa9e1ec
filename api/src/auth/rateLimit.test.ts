import { API_ROUTES, AUTH_MESSAGES } from '@amb/shared-contracts';
import { createApp } from '../app';
import { anonymousAgent, loginAs, postLogin } from '../test/agent';
import { createTestDb, secondConnection, type TestDb } from '../test/createTestDb';

let testDb: TestDb;
let clock: Date;
const makeApp = (limits = {}) =>
  createApp({ db: testDb.db, dialect: testDb.dialect, logError: () => {}, now: () => clock, limits });

beforeAll(async () => {
  testDb = await createTestDb();
});
beforeEach(async () => {
  clock = new Date('2026-01-05T09:00:00.000Z');
  await testDb.db.deleteFrom('rateLimitHits').execute();
});
afterAll(() => testDb.destroy());

const RATE_LIMITED = (message: string) => ({ error: { code: 'RATE_LIMITED', message } });

describe('login rate limits', () => {
  it('per account: the 6th failure within 15 minutes gets a German 429, even with the right password', async () => {
    const app = makeApp();
    const { agent, csrf } = await anonymousAgent(app);
    const attempt = (password: string) => postLogin(agent, csrf, { email: 'Anna.Schneider@example.de', password });
    for (let i = 0; i < 5; i += 1) expect((await attempt('falsch-falsch')).status).toBe(401);
    const blocked = await attempt('Mitbestimmung2026!');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(RATE_LIMITED(AUTH_MESSAGES.tooManyLoginAttempts));
    // other accounts from the same IP still work
    await expect(loginAs(app, 'jonas.weber@example.de')).resolves.toBeDefined();
    // the counter lives in the database: a restarted api still blocks
    const restarted = makeApp();
    const again = await anonymousAgent(restarted);
    const res = await postLogin(again.agent, again.csrf, {
      email: 'anna.schneider@example.de',
      password: 'Mitbestimmung2026!',
    });
    expect(res.status).toBe(429);
    // after the window the account can log in again
    clock = new Date(clock.getTime() + 16 * 60_000);
    await expect(loginAs(restarted, 'anna.schneider@example.de')).resolves.toBeDefined();
  });

  it('successful logins do not count against the account', async () => {
    const app = makeApp();
    for (let i = 0; i < 7; i += 1) await loginAs(app, 'lena.wagner@example.de');
  });

  it('per IP: more than the limit of attempts from one address -> 429', async () => {
    const app = makeApp({ loginIp: 3 });
    const { agent, csrf } = await anonymousAgent(app);
    const statuses: number[] = [];
    for (const email of ['a1@example.de', 'a2@example.de', 'a3@example.de', 'a4@example.de']) {
      statuses.push((await postLogin(agent, csrf, { email, password: 'x' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('other rate limits', () => {
  it('e-mail availability per IP', async () => {
    const app = makeApp({ emailAvailability: 2 });
    const { agent } = await anonymousAgent(app);
    const url = `${API_ROUTES.emailAvailability.path}?email=neu@example.de`;
    expect((await agent.get(url)).status).toBe(200);
    expect((await agent.get(url)).status).toBe(200);
    const res = await agent.get(url);
    expect(res.status).toBe(429);
    expect(res.body).toEqual(RATE_LIMITED(AUTH_MESSAGES.tooManyRequests));
  });

  it('password reset requests per IP', async () => {
    const app = makeApp({ passwordReset: 1 });
    const { agent, csrf } = await anonymousAgent(app);
    const send = () =>
      agent.post(API_ROUTES.passwordResetRequest.path).set('x-csrf-token', csrf).send({ email: 'x@example.de' });
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(429);
  });

  it('registration per IP', async () => {
    const app = makeApp({ registration: 1 });
    const { agent, csrf } = await anonymousAgent(app);
    const send = () => agent.post(API_ROUTES.userRegistration.path).set('x-csrf-token', csrf).send({});
    expect((await send()).status).toBe(400);
    const res = await send();
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(AUTH_MESSAGES.tooManyRequests);
  });
});

describe('successful logins', () => {
  it('do not count against the IP limit', async () => {
    const app = makeApp({ loginIp: 3 });
    for (const email of [
      'anna.schneider@example.de',
      'jonas.weber@example.de',
      'lena.wagner@example.de',
      'sabine.koch@example.de',
      'admin@example.de',
    ]) {
      await loginAs(app, email);
    }
  });
});

describe('several api processes on one database', () => {
  it('concurrent requests through two processes never pass the limit together', async () => {
    // PostgreSQL: a second pool is what a second api process holds; SQLite has one connection, one process.
    const second = secondConnection(testDb);
    const limits = { emailAvailability: 5 };
    const apps = [makeApp(limits)];
    if (second) {
      apps.push(createApp({ db: second.db, dialect: second.dialect, logError: () => {}, now: () => clock, limits }));
    }
    try {
      const agents = await Promise.all(apps.map(async (app) => (await anonymousAgent(app)).agent));
      const url = `${API_ROUTES.emailAvailability.path}?email=parallel@example.de`;
      const statuses = await Promise.all(
        Array.from({ length: 24 }, (_, i) => agents[i % agents.length]!.get(url).then((res) => res.status)),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(19);
    } finally {
      await second?.db.destroy();
    }
  });
});
