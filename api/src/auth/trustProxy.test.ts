import { API_ROUTES, AUTH_MESSAGES } from '@amb/shared-contracts';
import { createApp } from '../app';
import { anonymousAgent } from '../test/agent';
import { createTestDb, type TestDb } from '../test/createTestDb';
import { trustOneHop } from './trustProxy';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
beforeEach(async () => {
  await testDb.db.deleteFrom('rateLimitHits').execute();
});
afterAll(() => testDb.destroy());

describe('the client address behind the bff (X-Forwarded-For)', () => {
  const makeApp = (trustedProxies?: string[]) =>
    createApp({
      db: testDb.db,
      dialect: testDb.dialect,
      logError: () => {},
      limits: { loginIp: 3 },
      ...(trustedProxies ? { trustedProxies } : {}),
    });

  async function attempts(app: ReturnType<typeof makeApp>, forwardedFor: (i: number) => string): Promise<number[]> {
    const { agent, csrf } = await anonymousAgent(app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await agent
        .post(API_ROUTES.localLogin.path)
        .set('x-csrf-token', csrf)
        .set('x-forwarded-for', forwardedFor(i))
        .send({ email: `niemand${i}@example.de`, password: 'falsch-falsch' });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.error.message).toBe(AUTH_MESSAGES.tooManyLoginAttempts);
    }
    return statuses;
  }

  it.each([
    ['a client on loopback', '127.0.0.1'],
    ['a client elsewhere', '203.0.113.7'],
  ])('forged left-hand values still hit the 429 of the real address (%s)', async (_name, real) => {
    const statuses = await attempts(makeApp(), (i) => `198.51.100.${i + 1}, 10.0.0.${i + 1}, ${real}`);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('different real addresses (the hop the bff added) are counted apart', async () => {
    const statuses = await attempts(makeApp(), (i) => `198.51.100.1, 203.0.113.${i + 1}`);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
  });

  it('a sender that is not a trusted proxy is the client itself: its X-Forwarded-For is ignored', async () => {
    const statuses = await attempts(makeApp(['10.9.9.9']), (i) => `203.0.113.${i + 1}`);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('trustOneHop', () => {
  it('trusts only hop 0 and only a trusted address', () => {
    const trust = trustOneHop(['loopback']);
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trust('127.0.0.1', 1)).toBe(false);
    expect(trust('203.0.113.7', 0)).toBe(false);
  });

  it('takes a configured list of addresses and ranges', () => {
    const trust = trustOneHop(['10.0.0.5', '192.168.0.0/16']);
    expect(trust('10.0.0.5', 0)).toBe(true);
    expect(trust('192.168.4.2', 0)).toBe(true);
    expect(trust('127.0.0.1', 0)).toBe(false);
  });

  it('throws for an entry that is no address', () => {
    expect(() => trustOneHop(['kein-proxy'])).toThrow();
  });
});
