import { createTestDb, type TestDb } from '../test/createTestDb';
import { createMailer, type MailMessage } from '.';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ seed: false });
});
beforeEach(async () => {
  await testDb.db.deleteFrom('mailOutbox').execute();
});
afterAll(() => testDb.destroy());

const now = new Date('2026-01-05T09:00:00.000Z');
const reset: MailMessage = {
  to: 'anna@example.de',
  subject: 'Passwort zurücksetzen',
  text: 'Link: http://localhost:8080/kundenportal/passwort-zuruecksetzen/geheim',
  secret: true,
};
const notice: MailMessage = { to: 'anna@example.de', subject: 'Hinweis', text: 'Ihre Adresse wurde geändert.' };
const rows = () => testDb.db.selectFrom('mailOutbox').selectAll().orderBy('mailId').execute();

describe('the outbox', () => {
  it('with delivery (SMTP): a mail with a secret is sent, its row keeps recipient, subject and times but no body', async () => {
    const sent: MailMessage[] = [];
    const mailer = createMailer({
      transport: (m) => {
        sent.push(m);
        return Promise.resolve();
      },
    });
    expect(mailer.delivers).toBe(true);
    await mailer.send(testDb.db, reset, now);
    await mailer.send(testDb.db, notice, now);
    expect(sent.map((m) => m.text)).toEqual([reset.text, notice.text]);
    const [secret, plain] = await rows();
    expect(secret).toMatchObject({
      recipient: reset.to,
      subject: reset.subject,
      bodyText: '',
      createdAt: now.toISOString(),
    });
    expect(secret!.sentAt).not.toBeNull();
    expect(JSON.stringify(secret)).not.toContain('geheim');
    expect(plain).toMatchObject({ bodyText: notice.text });
  });

  it('without delivery (local use): the outbox keeps every body as a development aid', async () => {
    const mailer = createMailer();
    expect(mailer.delivers).toBe(false);
    await mailer.send(testDb.db, reset, now);
    const [row] = await rows();
    expect(row).toMatchObject({ bodyText: reset.text, sentAt: null });
  });
});
