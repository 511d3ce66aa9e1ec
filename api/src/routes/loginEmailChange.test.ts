import type { Express } from 'express';
/** Changing the login e-mail ends every other session, rotates the current one and tells the old address. */
import { API_ROUTES, AUTH_MESSAGES, CSRF_COOKIE } from '@amb/shared-contracts';
import request from 'supertest';
import { createMailer, type MailMessage } from '../mail';
import { cookieValue, loginAs, putAs } from '../test/agent';
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

describe('PUT /api-meinamb/login-email', () => {
  it('ends the other sessions, rotates this one and sends a German notice (no secret) to the old address', async () => {
    const phone = await loginAs(app, 'tobias.becker@example.de');
    const laptop = await loginAs(app, 'tobias.becker@example.de');
    const oldCookies = String((await laptop.agent.get(API_ROUTES.currentUser.path)).request.cookies);
    expect(oldCookies).toContain('amb_sid=');

    const res = await putAs(laptop.agent, laptop.csrf, API_ROUTES.memberLoginEmail.path, {
      email: 'tobias.neu@example.de',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: 'tobias.neu@example.de', message: AUTH_MESSAGES.saved });

    // this session goes on with a new id and CSRF token; the old id is dead
    const newCsrf = cookieValue(res, CSRF_COOKIE);
    expect(newCsrf).toBeDefined();
    expect(newCsrf).not.toBe(laptop.csrf);
    expect(await whoIs(laptop.agent)).toBe('tobias.neu@example.de');
    expect((await request(app).get(API_ROUTES.currentUser.path).set('Cookie', oldCookies)).body).toEqual({ user: {} });
    // every other session of the member is gone
    expect(await whoIs(phone.agent)).toBeUndefined();

    // one notice, to the OLD address, German, without link or token
    expect(sent).toHaveLength(1);
    const [notice] = sent;
    expect(notice!.to).toBe('tobias.becker@example.de');
    expect(notice!.subject).toBe('Ihre Anmelde-E-Mail-Adresse wurde geändert – Akademie für Mitbestimmung');
    expect(notice!.text).toContain('Hallo Tobias,');
    expect(notice!.text).toContain('05.01.2026 um 10:30 Uhr');
    expect(notice!.text).toContain('Alle anderen Anmeldungen wurden beendet.');
    expect(notice!.text).not.toMatch(/https?:\/\//);
    expect(notice!.secret).toBeFalsy();
    // the outbox keeps its body (nothing secret in it)
    const row = await testDb.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('recipient', '=', 'tobias.becker@example.de')
      .orderBy('mailId', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.bodyText).toBe(notice!.text);
  });

  it('the same address again changes nothing: no notice, other sessions stay', async () => {
    const other = await loginAs(app, 'julia.richter@example.de');
    const current = await loginAs(app, 'julia.richter@example.de');
    const res = await putAs(current.agent, current.csrf, API_ROUTES.memberLoginEmail.path, {
      email: 'Julia.Richter@example.de',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
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
});
