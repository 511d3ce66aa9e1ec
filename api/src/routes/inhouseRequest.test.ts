import type { Express } from 'express';
import { FORM_REQUESTS } from '@amb/shared-contracts';
import { generateSeed } from '../seed/generate';
import { anonymousAgent, loginAs } from '../test/agent';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { storedRequests } from '../test/formRequests';

const data = generateSeed(TEST_BASE_DATE);
const theme = data.themes.find((t) => t.title === 'Kündigung und Kündigungsschutz')!;

const REQUEST = {
  themeId: theme.themeId,
  salutation: 'Frau',
  firstname: 'Sabine',
  lastname: 'Koch',
  email: 'sabine.koch@betrieb.example.de',
  phone: '+49 30 1234567',
  company: 'Südstahl AG',
  street: 'Hüttenweg',
  streetNumber: '12a',
  postalCode: '44135',
  city: 'Dortmund',
  participants: 14,
  message: 'Wir wünschen das Seminar im zweiten Quartal bei uns im Haus.',
};

let testDb: TestDb;
let app: Express;
// Many requests from one address below; the limit itself is tested apart.
beforeAll(async () => ({ testDb, app } = await createTestApp({ limits: { inhouseRequest: 100 } })));
afterAll(() => testDb.destroy());

const stored = () => storedRequests(testDb.db, 'inhouse');
const mails = () =>
  testDb.db.selectFrom('mailOutbox').selectAll().where('subject', '=', FORM_REQUESTS.inhouse.mailSubject).execute();

describe('POST /api/inhouse-request', () => {
  it('stores the request of a visitor and confirms it by mail', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const before = (await stored()).length;
    const res = await agent
      .post('/api/inhouse-request')
      .set('x-csrf-token', csrf)
      // A field the form does not have is dropped, not stored (nor a column the database lacks).
      .send({ ...REQUEST, firstname: ' Sabine ', requestId: 1, userId: 7, note: 'x' });
    expect(res.status).toBe(201);
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    const row = rows[rows.length - 1]!;
    expect(res.body).toEqual({ requestId: row.requestId, message: FORM_REQUESTS.inhouse.sent });
    expect(row).toMatchObject({ ...REQUEST, firstname: 'Sabine', userId: null });
    const mail = (await mails()).find((m) => m.recipient === REQUEST.email)!;
    expect(mail.bodyText).toContain('Guten Tag Frau Koch,');
    expect(mail.bodyText).toContain('„Kündigung und Kündigungsschutz“');
    expect(mail.bodyText).toContain('14 Teilnehmenden');
  });

  it('keeps the member who asked', async () => {
    const { agent, csrf } = await loginAs(app, 'anna.schneider@example.de');
    const res = await agent.post('/api/inhouse-request').set('x-csrf-token', csrf).send(REQUEST);
    expect(res.status).toBe(201);
    const row = (await stored()).find((r) => r.requestId === res.body.requestId)!;
    const user = await testDb.db
      .selectFrom('users')
      .select('userId')
      .where('email', '=', 'anna.schneider@example.de')
      .executeTakeFirstOrThrow();
    expect(row.userId).toBe(user.userId);
  });

  it.each([
    [{ postalCode: '1234' }, 'postalCode', 'Die Postleitzahl ist ungültig'],
    [{ phone: '123' }, 'phone', 'Die angegebene Telefonnummer ist zu kurz'],
    [{ email: 'keine-adresse' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse an'],
    [{ street: 'Weg 5' }, 'street', 'Die Straße darf keine Zahlen enthalten'],
    [{ salutation: '' }, 'salutation', 'Bitte wählen Sie eine Anrede aus'],
    [{ message: 'x' }, 'message', 'Bitte geben Sie eine Nachricht ein'],
    [{ participants: 0 }, 'participants', 'Bitte geben Sie die Zahl der Teilnehmenden an (1 bis 500)'],
    [{ themeId: 'eins' }, 'themeId', 'Bitte wählen Sie ein Seminar aus'],
    [{ themeId: 999_999 }, 'themeId', 'Dieses Seminar gibt es nicht.'],
  ])('refuses %j with 400 and the German message, storing and sending nothing', async (change, field, message) => {
    const { agent, csrf } = await anonymousAgent(app);
    const [rowsBefore, mailsBefore] = [(await stored()).length, (await mails()).length];
    const res = await agent
      .post('/api/inhouse-request')
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
    const res = await agent.post('/api/inhouse-request').send(REQUEST);
    expect(res.status).toBe(403);
    expect(await stored()).toHaveLength(before);
  });

  it('limits the requests per address and hour (German 429)', async () => {
    const limited = await createTestApp({ limits: { inhouseRequest: 2 } });
    try {
      const { agent, csrf } = await anonymousAgent(limited.app);
      const send = () => agent.post('/api/inhouse-request').set('x-csrf-token', csrf).send(REQUEST);
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const res = await send();
      expect(res.status).toBe(429);
      expect(res.body.error.message).toMatch(/[äöü]|versuchen|Anfragen/i);
    } finally {
      await limited.testDb.destroy();
    }
  });
});
