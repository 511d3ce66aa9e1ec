/**
 * Production mode (as the harness runs the api): mail goes out through SMTP, no live password-reset link
 * is stored in mail_outbox, and the admin outbox does not exist.
 */
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { API_ROUTES, AUTH_MESSAGES, MESSAGES } from '@amb/shared-contracts';
import { e2eContext, newPage, openBrowser } from './context';
import { HttpVisitor } from './http';
import { capturedMails, resetLinkOf, waitForMail } from './mail';

const { origins, databaseFile } = e2eContext();
const DEMO_PASSWORD = 'Mitbestimmung2026!';

interface OutboxRow {
  recipient: string;
  subject: string;
  bodyText: string;
  createdAt: string;
  sentAt: string | null;
}

interface OutboxDb {
  selectFrom(table: 'mailOutbox'): {
    select(columns: string[]): { orderBy(column: string): { execute(): Promise<OutboxRow[]> } };
  };
  destroy(): Promise<void>;
}

/** The outbox as the api stored it, read through the api's own database module (whatever driver it uses). */
async function outboxRows(): Promise<OutboxRow[]> {
  const { createDb } = require(path.resolve(__dirname, '../../api/dist/db/connection.js')) as {
    createDb(options: { dialect: 'sqlite'; file: string }): { db: OutboxDb };
  };
  const { db } = createDb({ dialect: 'sqlite', file: databaseFile });
  try {
    return await db
      .selectFrom('mailOutbox')
      .select(['recipient', 'subject', 'bodyText', 'createdAt', 'sentAt'])
      .orderBy('mailId')
      .execute();
  } finally {
    await db.destroy();
  }
}

describe('E-Mail im Produktionsmodus', () => {
  it('ein Link zum Zurücksetzen geht per SMTP hinaus und steht nirgends in mail_outbox', async () => {
    const email = 'sabine.koch@example.de';
    const before = capturedMails().length;
    const visitor = new HttpVisitor(origins.main);
    const res = await visitor.fetch(API_ROUTES.passwordResetRequest.path, {
      method: 'POST',
      body: { email },
      csrf: true,
    });
    expect(res.status).toBe(202);

    const link = resetLinkOf(await waitForMail(email, before));
    const token = link.split('/').pop()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await outboxRows();
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.filter((r) => r.recipient === email).pop()!;
    expect(row).toMatchObject({ subject: 'Passwort zurücksetzen – Akademie für Mitbestimmung', bodyText: '' });
    expect(row.sentAt).not.toBeNull();
  });

  it('GET /api/admin/outbox antwortet 404 wie eine unbekannte Adresse, auch einem Admin', async () => {
    const admin = new HttpVisitor(origins.main);
    await admin.login('admin@example.de', DEMO_PASSWORD);
    const res = await admin.fetch(API_ROUTES.adminOutbox.path);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: MESSAGES.notFound } });
  });

  it('die Seite Postausgang sagt einem Admin, dass es ihn nur lokal gibt', async () => {
    const browser: Browser = await openBrowser();
    try {
      const { page } = await newPage(browser);
      const target = encodeURIComponent('/kundenportal/admin/postausgang');
      await page.goto(
        `${origins.main}/kundenportal/login/${encodeURIComponent('admin@example.de')}?redirect=${target}`,
        {
          waitUntil: 'load',
        },
      );
      const field = await page.waitForSelector('input[type="password"]', { visible: true });
      await field!.type(DEMO_PASSWORD);
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
      expect(new URL(page.url()).pathname).toBe('/kundenportal/admin/postausgang');
      await page.waitForFunction(
        (text) => document.querySelector('#amb-main')?.textContent?.includes(text),
        {},
        AUTH_MESSAGES.outboxDevelopmentOnly,
      );
    } finally {
      await browser.disconnect();
    }
  });
});
