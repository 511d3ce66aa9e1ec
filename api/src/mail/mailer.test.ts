import { embeddedQueue } from '../background/embeddedQueue';
import { createTestDb, type TestDb } from '../test/createTestDb';
import { createMailer, handleMailDelivery, SECRET_NOT_RETRIED, type MailMessage, type MailTransport } from '.';
import { JOB_SPECS } from '../background/jobs';

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

/** A mailer on an embedded queue whose retries follow at once, with the app's delivery job registered. */
function mailerWith(transport: MailTransport) {
  const background = embeddedQueue({ retryDelayScale: 0, logError: () => {} });
  const mailer = createMailer({ transport, background, logError: () => {} });
  handleMailDelivery(background, testDb.db, mailer);
  return { mailer, background };
}

describe('the outbox', () => {
  it('with delivery (SMTP): a mail with a secret is sent, its row keeps recipient, subject and times but no body', async () => {
    const sent: MailMessage[] = [];
    const { mailer } = mailerWith((m) => {
      sent.push(m);
      return Promise.resolve();
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
      attempts: 1,
    });
    expect(secret!.sentAt).not.toBeNull();
    expect(JSON.stringify(secret)).not.toContain('geheim');
    expect(plain).toMatchObject({ bodyText: notice.text, attempts: 1, lastError: null, failedAt: null });
  });

  it('without delivery (local use): the outbox keeps every body as a development aid', async () => {
    const mailer = createMailer();
    expect(mailer.delivers).toBe(false);
    await mailer.send(testDb.db, reset, now);
    const [row] = await rows();
    expect(row).toMatchObject({ bodyText: reset.text, sentAt: null });
  });
});

describe('delivery as a background job', () => {
  it('retries a failing SMTP server and sends once it answers; every attempt is counted in the row', async () => {
    let failures = 2;
    const sent: string[] = [];
    const { mailer, background } = mailerWith((m) => {
      if (failures-- > 0) return Promise.reject(new Error('421 Service not available'));
      sent.push(m.subject);
      return Promise.resolve();
    });
    await mailer.send(testDb.db, notice, now);
    await background.drained();
    expect(sent).toEqual([notice.subject]);
    expect(await rows()).toEqual([expect.objectContaining({ attempts: 3, lastError: null, failedAt: null })]);
    expect((await rows())[0]!.sentAt).not.toBeNull();
  });

  it('after the last retry the row is marked failed with the error (the dead-letter state)', async () => {
    const { mailer, background } = mailerWith(() => Promise.reject(new Error('550 Mailbox unavailable')));
    await mailer.send(testDb.db, notice, now);
    await background.drained();
    const [row] = await rows();
    expect(row).toMatchObject({ sentAt: null, attempts: JOB_SPECS['mail-delivery'].retries + 1 });
    expect(row!.failedAt).not.toBeNull();
    expect(row!.lastError).toBe('550 Mailbox unavailable');
  });

  it('a secret whose attempt failed is given up at once: its text was never stored', async () => {
    const { mailer } = mailerWith(() => Promise.reject(new Error('SMTP down')));
    await mailer.send(testDb.db, reset, now);
    const [row] = await rows();
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: SECRET_NOT_RETRIED, bodyText: '' });
    expect(row!.failedAt).not.toBeNull();
  });

  it('a message queued in a transaction that rolls back is never sent', async () => {
    const sent: string[] = [];
    const { mailer, background } = mailerWith((m) => {
      sent.push(m.subject);
      return Promise.resolve();
    });
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await mailer.enqueue(trx, notice, now);
        throw new Error('abgebrochen');
      }),
    ).rejects.toThrow('abgebrochen');
    await background.start();
    await background.stop();
    expect(sent).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('at start the embedded queue sends what a previous process left unsent, once', async () => {
    const first = mailerWith(() => Promise.reject(new Error('SMTP down')));
    // The process ends before its retries: the row stays unsent and not given up.
    await first.mailer.enqueue(testDb.db, notice, now);
    const sent: string[] = [];
    const next = mailerWith((m) => {
      sent.push(m.subject);
      return Promise.resolve();
    });
    await next.background.start();
    await next.background.stop();
    expect(sent).toEqual([notice.subject]);
    expect((await rows())[0]!.sentAt).not.toBeNull();
  });
});
