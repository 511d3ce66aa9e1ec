import type { Express } from 'express';
import request from 'supertest';
import { NEWSLETTER_MESSAGES } from '@amb/shared-contracts';
import { anonymousAgent } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

const SIGN_UP = '/api/newsletter-subscription-request';

let testDb: TestDb;
let app: Express;
let now = new Date('2027-03-01T10:00:00Z');
// Many sign-ups from one address below; the limit itself is tested apart.
beforeAll(
  async () =>
    ({ testDb, app } = await createTestApp({ seed: false, now: () => now, limits: { newsletterSubscription: 100 } })),
);
afterAll(() => testDb.destroy());

const rowOf = (email: string) =>
  testDb.db.selectFrom('newsletterSubscriptions').selectAll().where('email', '=', email).executeTakeFirst();
const mailsTo = (email: string) =>
  testDb.db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('recipient', '=', email)
    .where('subject', '=', NEWSLETTER_MESSAGES.mailSubject)
    .orderBy('mailId')
    .execute();
const linkIn = (body: string) => /https?:\/\/\S+/.exec(body)![0];

async function signUp(email: unknown, host?: string) {
  const { agent, csrf } = await anonymousAgent(app);
  const call = agent.post(SIGN_UP).set('x-csrf-token', csrf);
  if (host) call.set('x-forwarded-host', host);
  return call.send({ email });
}

/** Opens the mail's link on the api: its path and query. */
const open = (link: string) => {
  const url = new URL(link);
  return request(app).get(`${url.pathname}${url.search}`);
};

describe('POST /api/newsletter-subscription-request (double opt-in)', () => {
  it('stores a pending row (trimmed, lower case) and mails a confirm link on the site signed up on', async () => {
    const res = await signUp('  Paula.Weber@Betrieb.example.de ', 'localhost:8081');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: NEWSLETTER_MESSAGES.requested });
    const row = await rowOf('paula.weber@betrieb.example.de');
    expect(row).toMatchObject({ confirmedAt: null, requestedAt: now.toISOString() });
    const [mail] = await mailsTo('paula.weber@betrieb.example.de');
    expect(linkIn(mail!.bodyText)).toMatch(/^http:\/\/localhost:8081\/api\/newsletter-subscription-confirm\?token=/);
    // Only the token's hash is stored.
    expect(mail!.bodyText).not.toContain(row!.tokenHash!);
  });

  it('the link confirms and sends the browser to the start page, which says so; a second open still confirms', async () => {
    await signUp('jan.roth@example.de');
    const [mail] = await mailsTo('jan.roth@example.de');
    const res = await open(linkIn(mail!.bodyText));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/?newsletter=bestaetigt');
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect((await rowOf('jan.roth@example.de'))!.confirmedAt).toBe(now.toISOString());
    expect((await open(linkIn(mail!.bodyText))).headers.location).toBe('/?newsletter=bestaetigt');
  });

  it('an unknown, empty or expired token confirms nothing', async () => {
    expect((await request(app).get('/api/newsletter-subscription-confirm?token=falsch')).headers.location).toBe(
      '/?newsletter=ungueltig',
    );
    expect((await request(app).get('/api/newsletter-subscription-confirm')).headers.location).toBe(
      '/?newsletter=ungueltig',
    );
    await signUp('spaet@example.de');
    const [mail] = await mailsTo('spaet@example.de');
    const before = now;
    now = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
    try {
      expect((await open(linkIn(mail!.bodyText))).headers.location).toBe('/?newsletter=ungueltig');
      expect((await rowOf('spaet@example.de'))!.confirmedAt).toBeNull();
    } finally {
      now = before;
    }
  });

  it('a second sign-up while pending sends a new link (the old one no longer works); once confirmed, none', async () => {
    await signUp('doppelt@example.de');
    await signUp('doppelt@example.de');
    const [first, second] = await mailsTo('doppelt@example.de');
    expect((await open(linkIn(first!.bodyText))).headers.location).toBe('/?newsletter=ungueltig');
    expect((await open(linkIn(second!.bodyText))).headers.location).toBe('/?newsletter=bestaetigt');
    const res = await signUp('doppelt@example.de');
    // The same answer: nobody learns whether an address is subscribed.
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: NEWSLETTER_MESSAGES.requested });
    expect(await mailsTo('doppelt@example.de')).toHaveLength(2);
    expect((await rowOf('doppelt@example.de'))!.confirmedAt).not.toBeNull();
  });

  it.each([
    ['', 'Bitte geben Sie eine E-Mail-Adresse an'],
    ['keine-adresse', 'Bitte geben Sie eine gültige E-Mail-Adresse an'],
    [42, 'Bitte geben Sie eine gültige E-Mail-Adresse an'],
  ])('refuses %p with the German message and stores nothing', async (email, message) => {
    const before = await testDb.db.selectFrom('newsletterSubscriptions').select('email').execute();
    const res = await signUp(email);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: message } });
    expect(await testDb.db.selectFrom('newsletterSubscriptions').select('email').execute()).toEqual(before);
  });

  it('needs the CSRF token of the session', async () => {
    const { agent } = await anonymousAgent(app);
    const res = await agent.post(SIGN_UP).send({ email: 'ohne.token@example.de' });
    expect(res.status).toBe(403);
    expect(await rowOf('ohne.token@example.de')).toBeUndefined();
  });

  it('limits the sign-ups per address and hour (German 429)', async () => {
    const limited = await createTestApp({ seed: false, limits: { newsletterSubscription: 2 } });
    try {
      const { agent, csrf } = await anonymousAgent(limited.app);
      const send = () => agent.post(SIGN_UP).set('x-csrf-token', csrf).send({ email: 'viel@example.de' });
      expect((await send()).status).toBe(202);
      expect((await send()).status).toBe(202);
      const res = await send();
      expect(res.status).toBe(429);
      expect(res.body.error.message).toMatch(/Anfragen/);
    } finally {
      await limited.testDb.destroy();
    }
  });
});
