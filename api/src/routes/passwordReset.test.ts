import type { Express } from 'express';
import { API_ROUTES, AUTH_MESSAGES, VALIDATION_MESSAGES } from '@amb/shared-contracts';
import { createApp } from '../app';
import { sha256Hex } from '../auth/crypto';
import { createMailer, type MailMessage } from '../mail';
import { anonymousAgent, loginAs } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

let testDb: TestDb;
let app: Express;
let clock: Date;
const sent: MailMessage[] = [];
beforeAll(async () => {
  ({ testDb, app } = await createTestApp({
    now: () => clock,
    limits: { passwordReset: 1000 },
    mailer: createMailer({
      transport: (m) => {
        sent.push(m);
        return Promise.resolve();
      },
    }),
  }));
});
beforeEach(() => {
  clock = new Date('2026-01-05T09:00:00.000Z');
  sent.length = 0;
});
afterAll(() => testDb.destroy());

async function post(path: string, body: object, host?: string) {
  const { agent, csrf } = await anonymousAgent(app);
  const req = agent.post(path).set('x-csrf-token', csrf);
  if (host) req.set('X-Forwarded-Host', host);
  return { agent, res: await req.send(body) };
}
const tokenOf = (mail: MailMessage) => /passwort-zuruecksetzen\/([A-Za-z0-9_-]{43})$/m.exec(mail.text)![1]!;

describe('password reset', () => {
  it('request: always 202 with the same German text; a mail only for registered addresses', async () => {
    const known = await post(API_ROUTES.passwordResetRequest.path, { email: 'Julia.Richter@example.de' });
    const unknown = await post(API_ROUTES.passwordResetRequest.path, { email: 'niemand@example.de' });
    for (const { res } of [known, unknown]) {
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.passwordResetSent });
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('julia.richter@example.de');
    expect(sent[0]!.text).toMatch(
      /^http:\/\/localhost:8080\/kundenportal\/passwort-zuruecksetzen\/[A-Za-z0-9_-]{43}$/m,
    );
    // stored hashed, 60 minutes
    const token = tokenOf(sent[0]!);
    const row = await testDb.db
      .selectFrom('passwordResetTokens')
      .selectAll()
      .where('tokenHash', '=', sha256Hex(token))
      .executeTakeFirstOrThrow();
    expect(row.expiresAt).toBe('2026-01-05T10:00:00.000Z');
    // the outbox records it, marked sent, but keeps no live link (SMTP delivered it)
    const outbox = await testDb.db
      .selectFrom('mailOutbox')
      .selectAll()
      .orderBy('mailId', 'desc')
      .executeTakeFirstOrThrow();
    expect(outbox.recipient).toBe('julia.richter@example.de');
    expect(outbox.subject).toBe('Passwort zurücksetzen – Akademie für Mitbestimmung');
    expect(outbox.sentAt).not.toBeNull();
    expect(outbox.bodyText).toBe('');
    expect(JSON.stringify(await testDb.db.selectFrom('mailOutbox').selectAll().execute())).not.toContain(token);
  });

  it('uses the site the request came through for the link', async () => {
    await post(API_ROUTES.passwordResetRequest.path, { email: 'julia.richter@example.de' }, 'localhost:8082');
    expect(sent[0]!.text).toContain('http://localhost:8082/kundenportal/passwort-zuruecksetzen/');
  });

  it('invalid e-mail -> 400 German', async () => {
    const { res } = await post(API_ROUTES.passwordResetRequest.path, { email: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.email).toBe(VALIDATION_MESSAGES.emailInvalid);
  });

  it('confirm: sets the password, logs in, ends other sessions, token single-use', async () => {
    const other = await loginAs(app, 'murat.yilmaz@example.de');
    await post(API_ROUTES.passwordResetRequest.path, { email: 'murat.yilmaz@example.de' });
    const token = tokenOf(sent[0]!);
    const { agent, res } = await post(API_ROUTES.passwordResetConfirm.path, { token, password: 'NeuesPasswort2026' });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('murat.yilmaz@example.de');
    expect((await agent.get(API_ROUTES.currentUser.path)).body.user.email).toBe('murat.yilmaz@example.de');
    expect((await other.agent.get(API_ROUTES.currentUser.path)).body).toEqual({ user: {} });
    await expect(loginAs(app, 'murat.yilmaz@example.de', 'NeuesPasswort2026')).resolves.toBeDefined();
    await expect(loginAs(app, 'murat.yilmaz@example.de')).rejects.toThrow(/401/);
    const again = await post(API_ROUTES.passwordResetConfirm.path, { token, password: 'NochEinPasswort1' });
    expect(again.res.status).toBe(400);
    expect(again.res.body).toEqual({ error: { code: 'RESET_INVALID', message: AUTH_MESSAGES.passwordResetInvalid } });
  });

  it('an expired token (61 minutes) is rejected, the password unchanged', async () => {
    await post(API_ROUTES.passwordResetRequest.path, { email: 'tobias.becker@example.de' });
    const token = tokenOf(sent[0]!);
    clock = new Date(clock.getTime() + 61 * 60_000);
    const { res } = await post(API_ROUTES.passwordResetConfirm.path, { token, password: 'NeuesPasswort2026' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(AUTH_MESSAGES.passwordResetInvalid);
    await expect(loginAs(app, 'tobias.becker@example.de')).resolves.toBeDefined();
  });

  it.each([
    [{ token: 'erfunden', password: 'NeuesPasswort2026' }],
    [{ token: 42, password: 'NeuesPasswort2026' }],
    [{ password: 'NeuesPasswort2026' }],
  ])('an unknown or malformed token -> 400 %p', async (body) => {
    const { res } = await post(API_ROUTES.passwordResetConfirm.path, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('RESET_INVALID');
  });

  it('a too short new password -> 400 field message, token stays usable', async () => {
    await post(API_ROUTES.passwordResetRequest.path, { email: 'lena.wagner@example.de' });
    const token = tokenOf(sent[0]!);
    const short = await post(API_ROUTES.passwordResetConfirm.path, { token, password: 'kurz' });
    expect(short.res.status).toBe(400);
    expect(short.res.body.error.fields.password).toBe(VALIDATION_MESSAGES.password);
    const ok = await post(API_ROUTES.passwordResetConfirm.path, { token, password: 'LangGenug2026' });
    expect(ok.res.status).toBe(200);
  });
});

describe('the admin outbox by mode', () => {
  const appIn = (mode: 'development' | 'production') =>
    createApp({
      db: testDb.db,
      dialect: testDb.dialect,
      logError: () => {},
      now: () => clock,
      mode,
      mailer: createMailer({ transport: async () => {} }),
    });

  it('production mode: GET /api/admin/outbox answers 404 like an unknown route, even for an admin', async () => {
    const app = appIn('production');
    const admin = await loginAs(app, 'admin@example.de');
    const res = await admin.agent.get(API_ROUTES.adminOutbox.path);
    const unknown = await admin.agent.get('/api/admin/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(unknown.body);
  });

  it('development mode: an admin reads it', async () => {
    const admin = await loginAs(appIn('development'), 'admin@example.de');
    expect((await admin.agent.get(API_ROUTES.adminOutbox.path)).status).toBe(200);
  });

  it('production mode without mail delivery is refused at start', () => {
    expect(() =>
      createApp({ db: testDb.db, dialect: testDb.dialect, mode: 'production', mailer: createMailer() }),
    ).toThrow(/SMTP_URL/);
  });
});

describe('mail without SMTP', () => {
  /** An app over this file's database and clock with the given mailer (none: the outbox only). */
  const appWithMailer = (mailer?: ReturnType<typeof createMailer>) =>
    createApp({
      db: testDb.db,
      dialect: testDb.dialect,
      logError: () => {},
      now: () => clock,
      limits: { passwordReset: 1000 },
      ...(mailer ? { mailer } : {}),
    });

  it('stays in the outbox (unsent), readable by an admin', async () => {
    const plain = appWithMailer();
    const { agent, csrf } = await anonymousAgent(plain);
    await agent
      .post(API_ROUTES.passwordResetRequest.path)
      .set('x-csrf-token', csrf)
      .send({ email: 'anna.schneider@example.de' });
    const admin = await loginAs(plain, 'admin@example.de');
    const res = await admin.agent.get(API_ROUTES.adminOutbox.path);
    expect(res.status).toBe(200);
    const latest = res.body.mails[0];
    expect(latest).toMatchObject({ recipient: 'anna.schneider@example.de', sentAt: null });
    expect(latest.bodyText).toContain('/kundenportal/passwort-zuruecksetzen/');
  });

  it('a failing SMTP transport leaves the mail unsent and the answer 202', async () => {
    const errors: unknown[] = [];
    const failing = appWithMailer(
      createMailer({ transport: () => Promise.reject(new Error('SMTP down')), logError: (e) => errors.push(e) }),
    );
    const { agent, csrf } = await anonymousAgent(failing);
    const res = await agent
      .post(API_ROUTES.passwordResetRequest.path)
      .set('x-csrf-token', csrf)
      .send({ email: 'jonas.weber@example.de' });
    expect(res.status).toBe(202);
    expect(errors).toHaveLength(1);
  });
});
