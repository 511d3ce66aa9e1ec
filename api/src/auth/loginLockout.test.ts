/**
 * Login limits (fake clock): a sliding window, and device cookies (OWASP) so that an attacker who
 * exhausts an account's budget for unknown devices does not lock out its owner on a known device.
 */
import { API_ROUTES, AUTH_MESSAGES } from '@amb/shared-contracts';
import request from 'supertest';
import { createApp } from '../app';
import { sha256Hex } from './crypto';
import { cookieValue, setCookies } from '../test/agent';
import { createTestDb, type TestDb } from '../test/createTestDb';

let testDb: TestDb;
let clock: Date;
const MINUTE = 60_000;
const RIGHT = 'Mitbestimmung2026!';
const makeApp = () => createApp({ db: testDb.db, dialect: testDb.dialect, logError: () => {}, now: () => clock });
let app: ReturnType<typeof makeApp>;

beforeAll(async () => {
  testDb = await createTestDb();
});
beforeEach(async () => {
  // 09:14:59 — one second before a fixed 15-minute window would end.
  clock = new Date('2026-01-05T09:14:59.000Z');
  await testDb.db.deleteFrom('rateLimitHits').execute();
  await testDb.db.deleteFrom('loginDevices').execute();
  await testDb.db.deleteFrom('loginAddresses').execute();
  app = makeApp();
});
afterAll(() => testDb.destroy());

/** One login attempt from `ip` (the address the bff puts last into X-Forwarded-For), optionally with a device cookie. */
async function attempt(email: string, password: string, ip: string, device?: string) {
  const agent = request.agent(app);
  const csrfRes = await agent.get(API_ROUTES.sessionCsrf.path).set('x-forwarded-for', ip);
  const csrf = csrfRes.body.csrfToken as string;
  const req = agent.post(API_ROUTES.localLogin.path).set('x-forwarded-for', ip).set('x-csrf-token', csrf);
  if (device) req.set('Cookie', `amb_device=${device}`);
  return req.send({ email, password });
}

const statuses = async (n: number, run: () => Promise<{ status: number }>) => {
  const all: number[] = [];
  for (let i = 0; i < n; i += 1) all.push((await run()).status);
  return all;
};

describe('sliding window', () => {
  it('a boundary attack gets 5 guesses, not 10: failures just before the window ends still count after it', async () => {
    const before = await statuses(5, () => attempt('anna.schneider@example.de', 'falsch-1', '198.51.100.7'));
    clock = new Date(clock.getTime() + 2000); // 09:15:01, a new fixed window
    const after = await statuses(5, () => attempt('anna.schneider@example.de', 'falsch-2', '198.51.100.7'));
    expect(before).toEqual([401, 401, 401, 401, 401]);
    expect(after).toEqual([429, 429, 429, 429, 429]);
  });

  it('a failure counts for 15 minutes after it happened, then no more', async () => {
    await statuses(5, () => attempt('anna.schneider@example.de', 'falsch', '198.51.100.7'));
    clock = new Date(clock.getTime() + 10 * MINUTE);
    expect((await attempt('anna.schneider@example.de', RIGHT, '198.51.100.7')).status).toBe(429);
    clock = new Date(clock.getTime() + 21 * MINUTE);
    expect((await attempt('anna.schneider@example.de', RIGHT, '198.51.100.7')).status).toBe(200);
  });
});

describe('device cookies', () => {
  it('a successful login issues a long-lived httpOnly device cookie; only its sha256 is stored, bound to the user', async () => {
    const res = await attempt('jonas.weber@example.de', RIGHT, '203.0.113.1');
    expect(res.status).toBe(200);
    const line = setCookies(res).find((c) => c.startsWith('amb_device='))!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=\d{7,}/);
    const token = cookieValue(res, 'amb_device')!;
    const rows = await testDb.db.selectFrom('loginDevices').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const user = await testDb.db
      .selectFrom('users')
      .select('userId')
      .where('email', '=', 'jonas.weber@example.de')
      .executeTakeFirstOrThrow();
    expect(rows[0]!.userId).toBe(user.userId);
  });

  it('the owner on a known device still logs in while attackers exhausted the budget of unknown devices; they get 429', async () => {
    const owner = cookieValue(await attempt('lena.wagner@example.de', RIGHT, '203.0.113.2'), 'amb_device')!;
    const attacker = await statuses(8, () => attempt('lena.wagner@example.de', 'rate-mal', '198.51.100.20'));
    expect(attacker).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // even with the right password the attacker's client is refused now
    expect((await attempt('lena.wagner@example.de', RIGHT, '198.51.100.20')).status).toBe(429);
    // the owner's device is limited on its own: a typo, then the right password
    expect((await attempt('lena.wagner@example.de', 'vertippt', '192.0.2.50', owner)).status).toBe(401);
    expect((await attempt('lena.wagner@example.de', RIGHT, '192.0.2.50', owner)).status).toBe(200);
    // the attacker still gets 429
    expect((await attempt('lena.wagner@example.de', 'rate-mal', '198.51.100.20')).status).toBe(429);
  });

  it('a device cookie of another account counts as unknown', async () => {
    const jonas = cookieValue(await attempt('jonas.weber@example.de', RIGHT, '203.0.113.3'), 'amb_device')!;
    await statuses(5, () => attempt('sabine.koch@example.de', 'rate-mal', '203.0.113.3'));
    expect((await attempt('sabine.koch@example.de', RIGHT, '203.0.113.3', jonas)).status).toBe(429);
  });

  it('guessing with a stolen device cookie is limited per device (generous, then 429)', async () => {
    const device = cookieValue(await attempt('murat.yilmaz@example.de', RIGHT, '203.0.113.4'), 'amb_device')!;
    const all = await statuses(21, () => attempt('murat.yilmaz@example.de', 'rate-mal', '198.51.100.40', device));
    expect(all.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(all[20]).toBe(429);
    // other devices of the account are not touched by that device's failures
    const other = cookieValue(await attempt('murat.yilmaz@example.de', RIGHT, '203.0.113.5'), 'amb_device');
    expect(other).toBeDefined();
  });

  it('an address the account logged in from recently counts as known (without device cookie)', async () => {
    expect((await attempt('julia.richter@example.de', RIGHT, '203.0.113.6')).status).toBe(200);
    await statuses(6, () => attempt('julia.richter@example.de', 'rate-mal', '198.51.100.50'));
    expect((await attempt('julia.richter@example.de', RIGHT, '198.51.100.50')).status).toBe(429);
    expect((await attempt('julia.richter@example.de', RIGHT, '203.0.113.6')).status).toBe(200);
  });

  it('the limits hold across processes: a second app on the same database sees the same counters', async () => {
    await statuses(5, () => attempt('tobias.becker@example.de', 'rate-mal', '198.51.100.60'));
    app = makeApp();
    const res = await attempt('tobias.becker@example.de', RIGHT, '198.51.100.60');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: { code: 'RATE_LIMITED', message: AUTH_MESSAGES.tooManyLoginAttempts } });
  });
});

describe('someone else’s failures', () => {
  it('do not lock out the owner on a new device from a new address, even after 20 of them', async () => {
    const attacker = await statuses(20, () => attempt('anna.schneider@example.de', 'rate-mal', '198.51.100.70'));
    expect(attacker.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(attacker.slice(5).every((s) => s === 429)).toBe(true);
    // the owner: no device cookie, an address never used before
    expect((await attempt('anna.schneider@example.de', RIGHT, '192.0.2.77')).status).toBe(200);
  });

  it('many addresses together meet the slower account-wide budget (50 an hour); known devices stay exempt', async () => {
    const device = cookieValue(await attempt('jonas.weber@example.de', RIGHT, '203.0.113.9'), 'amb_device')!;
    for (let n = 0; n < 10; n += 1) {
      expect(await statuses(5, () => attempt('jonas.weber@example.de', 'rate-mal', `198.51.100.${100 + n}`))).toEqual([
        401, 401, 401, 401, 401,
      ]);
    }
    expect((await attempt('jonas.weber@example.de', RIGHT, '192.0.2.88')).status).toBe(429);
    expect((await attempt('jonas.weber@example.de', RIGHT, '192.0.2.88', device)).status).toBe(200);
    clock = new Date(clock.getTime() + 61 * MINUTE);
    expect((await attempt('jonas.weber@example.de', RIGHT, '192.0.2.88')).status).toBe(200);
  });
});
