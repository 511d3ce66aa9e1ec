/**
 * Service & Kontakt (mf_account, main site) and the Impressum (mf_content, server-rendered on every site): the
 * contact form refuses bad input in German, sends a message (stored, confirmed by mail) and the Impressum is
 * linked in every footer. Screenshots at 1440 and 375 px go to e2e/artifacts for a look.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ACADEMY_CONTACT, ACADEMY_LEGAL, CONTACT_TEXTS, PAGE_META } from '@amb/shared-contracts';
import { browserOfFile, e2eContext } from './context';
import { capturedMails, waitForMail } from './mail';

const { origins } = e2eContext();
const browser = browserOfFile();
const SHOTS = path.join(__dirname, '..', 'artifacts');

async function shoot(page: import('puppeteer-core').Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 375]) {
    await page.setViewport({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewport({ width: 1280, height: 900 });
}

describe('Service & Kontakt', () => {
  it('shows how to reach the academy, refuses an empty form in German and sends a message with a mail', async () => {
    const { page } = await browser.newPage();
    await page.goto(`${origins.main}/service/kontakt`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('#contact-topic');
    expect(await page.$eval('#amb-main h1', (h) => h.textContent)).toBe(PAGE_META.contact.title);
    const facts = await page.$eval('.account-contact__facts', (el) => (el as HTMLElement).innerText);
    expect(facts).toContain(ACADEMY_CONTACT.phone);
    expect(facts).toContain(ACADEMY_CONTACT.email);
    expect(facts).toContain(ACADEMY_CONTACT.openingHours[0]);
    await shoot(page, 'kontakt');

    await page.click('.account-contact__form button[type="submit"]');
    await page.waitForFunction(() => document.body.innerText.includes('Bitte wählen Sie ein Betreff aus'));
    expect(await page.evaluate(() => document.body.innerText)).toContain('Bitte geben Sie eine Nachricht ein');

    const email = `kontakt-${Date.now()}@example.de`;
    await page.select('#contact-topic', 'Frage zu einem Seminar');
    await page.select('#contact-salutation', 'Frau');
    await page.type('#contact-firstname', 'Erika');
    await page.type('#contact-lastname', 'Muster');
    await page.type('#contact-email', email);
    await page.type('#contact-message', 'Gibt es noch Plätze im Seminar Arbeitsrecht I?');
    const before = capturedMails().length;
    await page.click('.account-contact__form button[type="submit"]');
    await page.waitForFunction(
      (text: string) => document.body.innerText.includes(text),
      { timeout: 20_000 },
      CONTACT_TEXTS.sent,
    );
    const mail = await waitForMail(email, before, 20_000);
    expect(mail.subject).toBe(CONTACT_TEXTS.mailSubject);
    expect(mail.text).toContain('Guten Tag Frau Muster,');
    await page.close();
  });

  it('is not a page of the works-council site', async () => {
    const response = await fetch(`${origins.worksCouncil}/service/kontakt`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
  });
});

describe('Impressum', () => {
  it.each([
    ['Seminar-Website', origins.main],
    ['neue Variante', origins.newer],
    ['Betriebsrat-Website', origins.worksCouncil],
  ])('%s: vom Server gerendert und im Fuß verlinkt', async (_site, origin) => {
    const response = await fetch(`${origin}/impressum`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 class="kit-page__heading">Impressum</h1>');
    expect(html).toContain(ACADEMY_LEGAL.registerNumber);
    expect(html).toMatch(/<a class="nav-footer__link" href="\/impressum">Impressum<\/a>/);
  });

  it('looks right at 1440 and 375 px', async () => {
    const { page } = await browser.newPage();
    await page.goto(`${origins.main}/impressum`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('#amb-main h1', (h) => h.textContent)).toBe('Impressum');
    await shoot(page, 'impressum');
    await page.close();
  });
});
