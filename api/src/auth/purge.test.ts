import { API_ROUTES } from '@amb/shared-contracts';
import { createApp } from '../app';
import { loginAs } from '../test/agent';
import { createTestDb, type TestDb } from '../test/createTestDb';
import { embeddedQueue } from '../background/embeddedQueue';
import { handlePurge, purgeExpired, type PurgeCounts } from './purge';
import { rateLimitWindows } from './rateLimit';

let testDb: TestDb;
let userId: number;

const NOW = new Date('2026-01-05T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (offsetMs: number): string => new Date(NOW.getTime() + offsetMs).toISOString();

beforeAll(async () => {
  testDb = await createTestDb();
  const user = await testDb.db
    .selectFrom('users')
    .select('userId')
    .where('email', '=', 'anna.schneider@example.de')
    .executeTakeFirstOrThrow();
  userId = user.userId;
});
beforeEach(async () => {
  for (const table of ['sessions', 'passwordResetTokens', 'rateLimitHits', 'loginDevices', 'loginAddresses'] as const) {
    await testDb.db.deleteFrom(table).execute();
  }
});
afterAll(() => testDb.destroy());

async function insertSession(hash: string, createdAt: string, lastSeenAt: string): Promise<void> {
  await testDb.db
    .insertInto('sessions')
    .values({ sessionHash: hash, userId, impersonatorUserId: null, csrfToken: `csrf-${hash}`, createdAt, lastSeenAt })
    .execute();
}

async function insertToken(hash: string, expiresAt: string, usedAt: string | null): Promise<void> {
  await testDb.db.insertInto('passwordResetTokens').values({ tokenHash: hash, userId, expiresAt, usedAt }).execute();
}

async function insertHit(key: string, windowStart: string): Promise<void> {
  await testDb.db.insertInto('rateLimitHits').values({ key, windowStart, hits: 3 }).execute();
}

const sessionHashes = async () =>
  (await testDb.db.selectFrom('sessions').select('sessionHash').orderBy('sessionHash').execute()).map(
    (r) => r.sessionHash,
  );
const tokenHashes = async () =>
  (await testDb.db.selectFrom('passwordResetTokens').select('tokenHash').orderBy('tokenHash').execute()).map(
    (r) => r.tokenHash,
  );
const hitKeys = async () =>
  (await testDb.db.selectFrom('rateLimitHits').select('key').orderBy('key').execute()).map((r) => r.key);

describe('purgeExpired', () => {
  it('deletes sessions past the idle (30 min) or absolute (12 h) limit and keeps live ones', async () => {
    await insertSession('idle-expired', at(-2 * HOUR), at(-31 * MINUTE));
    await insertSession('absolute-expired', at(-12 * HOUR - MINUTE), at(-MINUTE));
    await insertSession('fresh', at(-5 * MINUTE), at(-MINUTE));
    // exactly at the limits the session middleware still accepts them
    await insertSession('idle-boundary', at(-HOUR), at(-30 * MINUTE));
    await insertSession('absolute-boundary', at(-12 * HOUR), at(0));

    const counts = await purgeExpired(testDb.db, NOW);

    expect(counts.sessions).toBe(2);
    expect(await sessionHashes()).toEqual(['absolute-boundary', 'fresh', 'idle-boundary']);
  });

  it('uses the given timeouts', async () => {
    await insertSession('five-minutes-idle', at(-10 * MINUTE), at(-5 * MINUTE));
    await insertSession('one-minute-idle', at(-10 * MINUTE), at(-MINUTE));
    const counts = await purgeExpired(testDb.db, NOW, { idleTimeoutMs: 2 * MINUTE, absoluteTimeoutMs: HOUR });
    expect(counts.sessions).toBe(1);
    expect(await sessionHashes()).toEqual(['one-minute-idle']);
  });

  it('deletes reset tokens past expiry or used more than a day ago', async () => {
    await insertToken('expired', at(-MINUTE), null);
    await insertToken('expires-now', at(0), null);
    await insertToken('used-two-days-ago', at(HOUR), at(-48 * HOUR));
    await insertToken('valid', at(30 * MINUTE), null);
    await insertToken('used-an-hour-ago', at(HOUR), at(-HOUR));

    const counts = await purgeExpired(testDb.db, NOW);

    expect(counts.passwordResetTokens).toBe(3);
    expect(await tokenHashes()).toEqual(['used-an-hour-ago', 'valid']);
  });

  it('deletes the rate-limit windows that ended, by the window length of each limit', async () => {
    const windows = new Map([
      ['short', MINUTE],
      ['long', 15 * MINUTE],
    ]);
    await insertHit('short:1.2.3.4', at(-2 * MINUTE)); // ended a minute ago
    await insertHit('short:5.6.7.8', at(-MINUTE)); // ends right now
    await insertHit('short:9.9.9.9', at(-30 * 1000)); // current window
    await insertHit('long:1.2.3.4', at(-16 * MINUTE)); // ended
    await insertHit('long:5.6.7.8', at(-10 * MINUTE)); // current window
    await insertHit('shortcut:1.2.3.4', at(-2 * MINUTE)); // unknown limit: kept for a day
    await insertHit('unknown:1.2.3.4', at(-25 * HOUR)); // unknown limit, over a day old

    const counts = await purgeExpired(testDb.db, NOW, { rateLimitWindows: windows });

    expect(counts.rateLimitHits).toBe(4);
    expect(await hitKeys()).toEqual(['long:5.6.7.8', 'short:9.9.9.9', 'shortcut:1.2.3.4']);
  });

  it('forgets device cookies unused for 180 days and login addresses unused for 30 days', async () => {
    const user = await testDb.db.selectFrom('users').select('userId').executeTakeFirstOrThrow();
    const DAY = 24 * HOUR;
    await testDb.db
      .insertInto('loginDevices')
      .values([
        { tokenHash: 'old', userId: user.userId, createdAt: at(-400 * DAY), lastUsedAt: at(-181 * DAY) },
        { tokenHash: 'recent', userId: user.userId, createdAt: at(-400 * DAY), lastUsedAt: at(-179 * DAY) },
      ])
      .execute();
    await testDb.db
      .insertInto('loginAddresses')
      .values([
        { userId: user.userId, address: '1.2.3.4', lastSuccessAt: at(-31 * DAY) },
        { userId: user.userId, address: '5.6.7.8', lastSuccessAt: at(-29 * DAY) },
      ])
      .execute();
    const counts = await purgeExpired(testDb.db, NOW, { rateLimitWindows: new Map() });
    expect(counts.knownLogins).toBe(2);
    expect((await testDb.db.selectFrom('loginDevices').select('tokenHash').execute()).map((r) => r.tokenHash)).toEqual([
      'recent',
    ]);
    expect((await testDb.db.selectFrom('loginAddresses').select('address').execute()).map((r) => r.address)).toEqual([
      '5.6.7.8',
    ]);
  });

  it('returns zero counts and changes nothing when nothing expired', async () => {
    await insertSession('fresh', at(-MINUTE), at(0));
    await insertToken('valid', at(HOUR), null);
    await insertHit('loginIp:1.2.3.4', at(-MINUTE));
    const counts: PurgeCounts = await purgeExpired(testDb.db, NOW, { rateLimitWindows: new Map() });
    expect(counts).toEqual({
      sessions: 0,
      passwordResetTokens: 0,
      rateLimitHits: 0,
      knownLogins: 0,
      emailConfirmations: 0,
      chatbotConversations: 0,
    });
    expect(await sessionHashes()).toEqual(['fresh']);
    expect(await tokenHashes()).toEqual(['valid']);
    expect(await hitKeys()).toEqual(['loginIp:1.2.3.4']);
  });

  it('rolls back every delete when one fails (one transaction)', async () => {
    await insertSession('idle-expired', at(-2 * HOUR), at(-HOUR));
    await insertToken('expired', at(-MINUTE), null);
    // A window length that cannot become a date makes the rate-limit delete throw after the others ran.
    await expect(
      purgeExpired(testDb.db, NOW, { rateLimitWindows: new Map([['broken', Number.MAX_VALUE]]) }),
    ).rejects.toThrow();
    expect(await sessionHashes()).toEqual(['idle-expired']);
    expect(await tokenHashes()).toEqual(['expired']);
  });

  it('removes real sessions and rate-limit rows of the app once they expired', async () => {
    let clock = new Date('2026-01-05T09:00:00.000Z');
    const app = createApp({ db: testDb.db, dialect: testDb.dialect, logError: () => {}, now: () => clock });
    // the limits of the app are known to the purge
    expect(rateLimitWindows().get('loginIp')).toBe(15 * MINUTE);
    expect(rateLimitWindows().get('emailAvailability')).toBe(MINUTE);

    const { agent } = await loginAs(app, 'anna.schneider@example.de');
    await agent.get(API_ROUTES.emailAvailability.path).query({ email: 'neu@example.de' });
    expect(await sessionHashes()).toHaveLength(1);
    expect(await hitKeys()).toHaveLength(1);

    expect(await purgeExpired(testDb.db, clock)).toEqual({
      sessions: 0,
      passwordResetTokens: 0,
      rateLimitHits: 0,
      knownLogins: 0,
      emailConfirmations: 0,
      chatbotConversations: 0,
    });

    clock = new Date(clock.getTime() + 31 * MINUTE);
    expect(await purgeExpired(testDb.db, clock)).toEqual({
      sessions: 1,
      passwordResetTokens: 0,
      rateLimitHits: 1,
      knownLogins: 0,
      emailConfirmations: 0,
      chatbotConversations: 0,
    });
    expect(await sessionHashes()).toEqual([]);
    expect(await hitKeys()).toEqual([]);
  });
});

describe('the purge job', () => {
  it('runs as the periodic background job at start and reports what went', async () => {
    await insertSession('alt', at(-30 * 24 * HOUR), at(-30 * 24 * HOUR));
    const background = embeddedQueue();
    const reports: PurgeCounts[] = [];
    handlePurge(background, testDb.db, { now: () => NOW, onPurged: (counts) => reports.push(counts) });
    await background.start();
    await background.stop();
    expect(reports).toEqual([expect.objectContaining({ sessions: 1 })]);
    expect(await sessionHashes()).toEqual([]);
  });
});
