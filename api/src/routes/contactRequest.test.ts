import type { Express } from 'express';
import { CONTACT_TEXTS } from '@amb/shared-contracts';
import { anonymousAgent, loginAs } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { storedRequests } from '../test/formRequests';

const REQUEST = {
  salutation: 'Herr',
  topic: 'Frage zu einem Seminar',
  firstname: 'Jonas',
  lastname: 'Weber',
  email: 'jonas.weber@betrieb.example.de',
  phone: '',
  message: 'Gibt es das Seminar Arbeitsrecht I auch als Inhouse-Veranstaltung?',
};

let testDb: TestDb;
let app: Express;
// Many requests from one address below; the limit itself is tested apart.
beforeAll(async () => ({ testDb, app } = await createTestApp({ limits: { contactRequest: 100 } })));
afterAll(() => testDb.destroy());

const stored = () => storedRequests(testDb.db, 'contact');
const mails = () =>
  testDb.db.selectFrom('mailOutbox').selectAll().where('subject', '=', CONTACT_TEXTS.mailSubject).execute();

describe('POST /api/contact-request', () => {
  it('stores the message of a visitor and confirms it by mail', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const before = (await stored()).length;
    const res = await agent
      .post('/api/contact-request')
      .set('x-csrf-token', csrf)
      // A field the form does not have is dropped, not stored.
      .send({ ...REQUEST, firstname: ' Jonas ', requestId: 1, userId: 7, note: 'x' });
    expect(res.status).toBe(201);
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    const row = rows[rows.length - 1]!;
    expect(res.body).toEqual({ requestId: row.requestId, message: CONTACT_TEXTS.sent });
    expect(row).toMatchObject({ ...REQUEST, firstname: 'Jonas', userId: null });
    const mail = (await mails()).find((m) => m.recipient === REQUEST.email)!;
    expect(mail.bodyText).toContain('Guten Tag Herr Weber,');
    expect(mail.bodyText).toContain('„Frage zu einem Seminar“');
    expect(mail.bodyText).toContain(REQUEST.message);
  });

  it('keeps the member who wrote and an optional phone number', async () => {
    const { agent, csrf } = await loginAs(app, 'anna.schneider@example.de');
    const res = await agent
      .post('/api/contact-request')
      .set('x-csrf-token', csrf)
      .send({ ...REQUEST, phone: '+49 40 123456' });
    expect(res.status).toBe(201);
    const row = (await stored()).find((r) => r.requestId === res.body.requestId)!;
    const user = await testDb.db
      .selectFrom('users')
      .select('userId')
      .where('email', '=', 'anna.schneider@example.de')
      .executeTakeFirstOrThrow();
    expect(row.userId).toBe(user.userId);
    expect(row.phone).toBe('+49 40 123456');
  });

  it.each([
    [{ salutation: '' }, 'salutation', 'Bitte wählen Sie eine Anrede aus'],
    [{ topic: '' }, 'topic', 'Bitte wählen Sie ein Betreff aus'],
    [{ topic: 'Werbung' }, 'topic', 'Bitte wählen Sie ein Betreff aus'],
    [{ firstname: '' }, 'firstname', 'Bitte tragen Sie einen Vornamen ein'],
    [{ lastname: 'W' }, 'lastname', 'Bitte tragen Sie den vollständigen Nachnamen ein'],
    [{ email: 'keine-adresse' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse an'],
    [{ phone: '123' }, 'phone', 'Die angegebene Telefonnummer ist zu kurz'],
    [{ message: 'x' }, 'message', 'Bitte geben Sie eine Nachricht ein'],
    [{ message: 'x'.repeat(4001) }, 'message', 'Die Nachricht darf höchstens 4000 Zeichen lang sein'],
  ])('refuses %j with 400 and the German message, storing and sending nothing', async (change, field, message) => {
    const { agent, csrf } = await anonymousAgent(app);
    const [rowsBefore, mailsBefore] = [(await stored()).length, (await mails()).length];
    const res = await agent
      .post('/api/contact-request')
      .set('x-csrf-token', csrf)
      .send({ ...REQUEST, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toBe(message);
    expect(await stored()).toHaveLength(rowsBefore);
    expect(await mails()).toHaveLength(mailsBefore);
  });

  it('needs the CSRF token of the session', async () => {
    const { agent } = await anonymousAgent(app);
    const before = (await stored()).length;
    const res = await agent.post('/api/contact-request').send(REQUEST);
    expect(res.status).toBe(403);
    expect(await stored()).toHaveLength(before);
  });

  it('keeps the line breaks of a long message, refuses other control characters', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const message = `Guten Tag,\n\n${'wir planen eine Schulung für den ganzen Betriebsrat. '.repeat(10)}\nDanke!`;
    const ok = await agent
      .post('/api/contact-request')
      .set('x-csrf-token', csrf)
      .send({ ...REQUEST, message });
    expect(ok.status).toBe(201);
    expect((await stored()).find((r) => r.requestId === ok.body.requestId)?.message).toBe(message.trim());
    const bad = await agent
      .post('/api/contact-request')
      .set('x-csrf-token', csrf)
      .send({ ...REQUEST, message: 'Hallo\u0007 Welt' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.message).toBe('Die Eingabe enthält unzulässige Zeichen.');
  });

  it('limits the messages per address and hour (German 429), storing nothing more', async () => {
    const limited = await createTestApp({ limits: { contactRequest: 2 } });
    try {
      const { agent, csrf } = await anonymousAgent(limited.app);
      const send = () => agent.post('/api/contact-request').set('x-csrf-token', csrf).send(REQUEST);
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const res = await send();
      expect(res.status).toBe(429);
      expect(res.body.error.message).toMatch(/[äöü]|versuchen|Anfragen/i);
      const rows = await storedRequests(limited.testDb.db, 'contact');
      expect(rows).toHaveLength(2);
    } finally {
      await limited.testDb.destroy();
    }
  });
});
