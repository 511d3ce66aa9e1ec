import type { Express } from 'express';
/**
 * Changing the login e-mail: the new address gets a confirmation link and becomes the login e-mail only when
 * it is confirmed; then every session of the account ends (the confirming one goes on under a new id) and
 * the old address is told.
 */
import {
  API_ROUTES,
  AUTH_MESSAGES,
  CSRF_COOKIE,
  EMAIL_CONFIRMATION_MESSAGES,
  PAGE_ROUTES,
  buildPath,
} from '@amb/shared-contracts';
import { createMailer, type MailMessage } from '../mail';
import { anonymousAgent, cookieValue, loginAs, putAs, type Agent } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

let testDb: TestDb;
let app: Express;
const sent: MailMessage[] = [];
const PASSWORD = 'Mitbestimmung2026!';
const clock = new Date('2026-01-05T09:30:00.000Z');

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({
    now: () => clock,
    mailer: createMailer({
      transport: (m) => {
        sent.push(m);
        return Promise.resolve();
      },
    }),
  }));
});
beforeEach(() => {
  sent.length = 0;
});
afterAll(() => testDb.destroy());

const whoIs = async (agent: Awaited<ReturnType<typeof loginAs>>['agent']) =>
  (await agent.get(API_ROUTES.currentUser.path)).body.user.email as string | undefined;

/** The token of the newest confirmation mail to `email`. */
function linkToken(email: string): string {
  const mail = [...sent].reverse().find((m) => m.to === email && m.subject === EMAIL_CONFIRMATION_MESSAGES.mailSubject);
  if (!mail) throw new Error(`no confirmation mail to ${email}`);
  const prefix = buildPath(PAGE_ROUTES.emailConfirmation.path, { token: 'TOKEN' }).replace('TOKEN', '');
  return new RegExp(`${prefix}([A-Za-z0-9_-]+)`).exec(mail.text)![1]!;
}

const confirm = (agent: Agent, csrf: string, token: string) =>
  agent.post(API_ROUTES.emailConfirm.path).set('x-csrf-token', csrf).send({ token });

describe('PUT /api-meinamb/login-email', () => {
  it('takes effect only with the link to the new address; then the other sessions end and the old address is told', async () => {
    const phone = await loginAs(app, 'tobias.becker@example.de');
    const laptop = await loginAs(app, 'tobias.becker@example.de');

    const res = await putAs(laptop.agent, laptop.csrf, API_ROUTES.memberLoginEmail.path, {
      email: 'Tobias.Neu@example.de',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email: 'tobias.becker@example.de',
      pendingEmail: 'tobias.neu@example.de',
      message: EMAIL_CONFIRMATION_MESSAGES.changeRequested('tobias.neu@example.de'),
    });
    // nothing changed yet: the old address still logs in, the new one does not, the settings show it pending
    expect(await whoIs(laptop.agent)).toBe('tobias.becker@example.de');
    expect(await whoIs(phone.agent)).toBe('tobias.becker@example.de');
    await expect(loginAs(app, 'tobias.neu@example.de')).rejects.toThrow();
    const settings = (await laptop.agent.get(API_ROUTES.memberSettings.path)).body;
    expect(settings).toMatchObject({
      loginEmail: 'tobias.becker@example.de',
      loginEmailConfirmed: true,
      pendingLoginEmail: 'tobias.neu@example.de',
    });
    // one mail, to the NEW address, with the link; nothing to the old one yet
    expect(sent.map((m) => m.to)).toEqual(['tobias.neu@example.de']);
    expect(sent[0]!.secret).toBe(true);

    const confirmed = await confirm(laptop.agent, laptop.csrf, linkToken('tobias.neu@example.de'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      email: 'tobias.neu@example.de',
      kind: 'change',
      message: EMAIL_CONFIRMATION_MESSAGES.changeConfirmed('tobias.neu@example.de'),
    });
    // the confirming session goes on with a new id and CSRF token; every other session is gone
    const newCsrf = cookieValue(confirmed, CSRF_COOKIE);
    expect(newCsrf).toBeDefined();
    expect(newCsrf).not.toBe(laptop.csrf);
    expect(await whoIs(laptop.agent)).toBe('tobias.neu@example.de');
    expect(await whoIs(phone.agent)).toBeUndefined();
    await expect(loginAs(app, 'tobias.becker@example.de')).rejects.toThrow();
    await expect(loginAs(app, 'tobias.neu@example.de')).resolves.toBeDefined();

    // the notice goes to the OLD address, German, without link or token
    const notice = sent.find((m) => m.to === 'tobias.becker@example.de')!;
    expect(notice.subject).toBe('Ihre Anmelde-E-Mail-Adresse wurde geändert – Akademie für Mitbestimmung');
    expect(notice.text).toContain('Hallo Tobias,');
    expect(notice.text).toContain('05.01.2026 um 10:30 Uhr');
    expect(notice.text).toContain('Alle anderen Anmeldungen wurden beendet.');
    expect(notice.text).not.toMatch(/https?:\/\//);
    expect(notice.secret).toBeFalsy();
    const row = await testDb.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('recipient', '=', 'tobias.becker@example.de')
      .orderBy('mailId', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.bodyText).toBe(notice.text);
    expect((await laptop.agent.get(API_ROUTES.memberSettings.path)).body.pendingLoginEmail).toBeNull();
  });

  it('a link opened on another device confirms too; only the newest requested address can be confirmed', async () => {
    const member = await loginAs(app, 'lena.wagner@example.de');
    const ask = (email: string) =>
      putAs(member.agent, member.csrf, API_ROUTES.memberLoginEmail.path, { email, password: PASSWORD });
    expect((await ask('lena.erst@example.de')).status).toBe(200);
    const first = linkToken('lena.erst@example.de');
    expect((await ask('lena.zweit@example.de')).status).toBe(200);
    const { agent, csrf } = await anonymousAgent(app);
    expect((await confirm(agent, csrf, first)).status).toBe(400);
    expect((await confirm(agent, csrf, linkToken('lena.zweit@example.de'))).status).toBe(200);
    expect(await whoIs(member.agent)).toBeUndefined();
    await expect(loginAs(app, 'lena.zweit@example.de')).resolves.toBeDefined();
  });

  it('the same address again changes nothing: no mail, other sessions stay', async () => {
    const other = await loginAs(app, 'julia.richter@example.de');
    const current = await loginAs(app, 'julia.richter@example.de');
    const res = await putAs(current.agent, current.csrf, API_ROUTES.memberLoginEmail.path, {
      email: 'Julia.Richter@example.de',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: 'julia.richter@example.de', pendingEmail: null, message: AUTH_MESSAGES.saved });
    expect(sent).toHaveLength(0);
    expect(await whoIs(other.agent)).toBe('julia.richter@example.de');
  });

  it('a wrong password changes nothing and sends nothing', async () => {
    const other = await loginAs(app, 'murat.yilmaz@example.de');
    const current = await loginAs(app, 'murat.yilmaz@example.de');
    const res = await putAs(current.agent, current.csrf, API_ROUTES.memberLoginEmail.path, {
      email: 'murat.neu@example.de',
      password: 'falsch-falsch',
    });
    expect(res.status).toBe(400);
    expect(sent).toHaveLength(0);
    expect(await whoIs(other.agent)).toBe('murat.yilmaz@example.de');
  });

  it('another account’s address is refused (409) without a mail', async () => {
    const current = await loginAs(app, 'sabine.koch@example.de');
    const res = await putAs(current.agent, current.csrf, API_ROUTES.memberLoginEmail.path, {
      email: 'anna.schneider@example.de',
      password: PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(sent).toHaveLength(0);
  });
});
