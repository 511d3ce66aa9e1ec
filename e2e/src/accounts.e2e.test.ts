import type { Page } from 'puppeteer-core';
import { AUTH_MESSAGES, STORAGE_KEYS } from '@amb/shared-contracts';
import { browserOfFile, e2eContext, textOf } from './context';
import { capturedMails, confirmationLinkOf, resetLinkOf, waitForMail } from './mail';

const { origins } = e2eContext();
const DEMO_PASSWORD = 'Mitbestimmung2026!';
const chromium = browserOfFile();

async function fill(page: Page, selector: string, value: string): Promise<void> {
  const field = await page.waitForSelector(selector, { visible: true });
  await field!.click({ count: 3 });
  await field!.type(value);
}

async function clickAndNavigate(page: Page, selector: string): Promise<void> {
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(selector)]);
}

async function clickText(page: Page, tag: string, text: string): Promise<void> {
  const element = await page.waitForSelector(`::-p-xpath(//${tag}[normalize-space(.)="${text}"])`, { visible: true });
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), element!.click()]);
}

async function headerText(page: Page): Promise<string> {
  return textOf(page, '#amb-header');
}

/** E-mail-first login through the pages, starting from the login link in the header. */
async function loginThroughHeader(page: Page, email: string, password: string): Promise<void> {
  await clickText(page, 'a', 'Bei meinamb anmelden');
  await fill(page, '#login-email', email);
  await clickAndNavigate(page, '#amb-main button[type="submit"]');
  expect(new URL(page.url()).pathname).toBe(`/kundenportal/login/${encodeURIComponent(email)}`);
  await fill(page, 'input[type="password"]', password);
  await clickAndNavigate(page, '#amb-main button[type="submit"]');
}

describe('Konten und Sitzungen im Browser', () => {
  it('registriert über die Login-Seite, begrüßt, meldet ab und wieder an – zurück zum Ausgangspunkt', async () => {
    const { page } = await chromium.newPage();
    const email = `erika.muster.${Date.now()}@example.de`;
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });

    await clickText(page, 'a', 'Bei meinamb anmelden');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/seminare');
    await fill(page, '#login-email', email);
    await clickAndNavigate(page, '#amb-main button[type="submit"]');
    expect(new URL(page.url()).pathname).toBe('/registrierung');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.unusedRegistrationEmail)).toBe(email);
    await page.waitForFunction(
      (value) => (document.querySelector('#registration-email') as HTMLInputElement)?.value === value,
      {},
      email,
    );

    await page.select('#registration-salutation', 'Frau');
    await fill(page, '#registration-firstname', 'Erika');
    await fill(page, '#registration-lastname', 'Mustermann');
    await fill(page, '#registration-phone', '030 1234567');
    await fill(page, '#registration-company', 'Nordwerk GmbH');
    await fill(page, '#registration-street', 'Hauptstraße');
    await fill(page, '#registration-streetNumber', '12a');
    await fill(page, '#registration-postalCode', '10115');
    await fill(page, '#registration-city', 'Berlin');
    await fill(page, '#registration-password', 'geheim-und-lang-2026');
    const since = capturedMails().length;
    await page.click('#amb-main button[type="submit"]');
    // Logged in, asked to confirm the address, and on to where the visitor came from.
    await page.waitForFunction(
      (text) => document.querySelector('#amb-main')?.textContent?.includes(text),
      {},
      `Bitte bestätigen Sie Ihre E-Mail-Adresse: Wir haben Ihnen einen Link an ${email} geschickt.`,
    );
    await clickText(page, 'a', 'Weiter');
    expect(new URL(page.url()).pathname).toBe('/seminare');
    expect(await headerText(page)).toContain('Hallo, Erika');

    // meinamb says the address is unconfirmed; the link of the mail confirms it (its page says so).
    await page.goto(`${origins.main}/kundenportal/meinamb`, { waitUntil: 'load' });
    await page.waitForFunction(
      (text) => document.querySelector('#amb-main')?.textContent?.includes(text),
      {},
      'Bestätigungs-E-Mail erneut senden',
    );
    const link = confirmationLinkOf(await waitForMail(email, since));
    await page.goto(link, { waitUntil: 'load' });
    await page.waitForFunction(
      (text) => document.querySelector('#amb-main')?.textContent?.includes(text),
      {},
      `Vielen Dank! Ihre E-Mail-Adresse ${email} ist bestätigt.`,
    );
    await page.goto(`${origins.main}/kundenportal/meinamb`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('#amb-main')?.textContent?.includes('Hallo, Erika!'));
    expect(await textOf(page, '#amb-main')).not.toContain('Bestätigungs-E-Mail erneut senden');
    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });

    await clickText(page, 'a', 'Abmelden');
    expect(page.url()).toBe(`${origins.main}/`);
    expect(await headerText(page)).toContain('Bei meinamb anmelden');

    await page.goto(`${origins.main}/seminare`, { waitUntil: 'load' });
    await loginThroughHeader(page, email, 'geheim-und-lang-2026');
    expect(new URL(page.url()).pathname).toBe('/seminare');
    expect(await headerText(page)).toContain('Hallo, Erika');
  });

  it('zeigt bei falschem Passwort die deutsche Meldung und bleibt abgemeldet', async () => {
    const { page } = await chromium.newPage();
    await page.goto(`${origins.main}/kundenportal/login/${encodeURIComponent('anna.schneider@example.de')}`, {
      waitUntil: 'load',
    });
    await fill(page, 'input[type="password"]', 'falsches-passwort');
    await page.click('#amb-main button[type="submit"]');
    await page.waitForFunction(
      (text) => [...document.querySelectorAll('#amb-main [role="alert"]')].some((el) => el.textContent?.includes(text)),
      {},
      AUTH_MESSAGES.wrongCredentials,
    );
    await page.reload({ waitUntil: 'load' });
    expect(await headerText(page)).toContain('Bei meinamb anmelden');
  });

  it('zeigt einem Admin, der als Mitglied handelt, den Impersonations-Hinweis – und beendet ihn wieder', async () => {
    const { page } = await chromium.newPage();
    await page.goto(`${origins.main}/`, { waitUntil: 'load' });
    await loginThroughHeader(page, 'admin@example.de', DEMO_PASSWORD);
    await page.goto(`${origins.main}/kundenportal/admin/mitglieder`, { waitUntil: 'load' });
    await fill(page, '#amb-main input[type="search"]', 'Schneider');
    await page.click('#amb-main button[type="submit"]');
    await clickText(page, 'button', 'Als Anna Schneider handeln');
    expect(await headerText(page)).toContain('Sie handeln als Anna');
    expect(await headerText(page)).toContain('Hallo, Anna');

    await clickText(page, 'button', AUTH_MESSAGES.impersonationStop);
    expect(new URL(page.url()).pathname).toBe('/kundenportal/admin/mitglieder');
    expect(await headerText(page)).not.toContain('Sie handeln als');
  });

  it('meldet auf der Betriebsrat-Website an und ab, ohne sie zu verlassen', async () => {
    const { page } = await chromium.newPage();
    await page.goto(`${origins.worksCouncil}/`, { waitUntil: 'load' });
    await loginThroughHeader(page, 'anna.schneider@example.de', DEMO_PASSWORD);
    expect(page.url()).toBe(`${origins.worksCouncil}/`);
    expect(await headerText(page)).toContain('Hallo, Anna');

    await clickText(page, 'a', 'Abmelden');
    expect(page.url()).toBe(`${origins.worksCouncil}/`);
    expect(await headerText(page)).toContain('Bei meinamb anmelden');
  });

  it('setzt ein vergessenes Passwort über den Link aus der E-Mail zurück (per SMTP verschickt)', async () => {
    const email = 'jonas.weber@example.de';
    const before = capturedMails().length;
    const { page: visitor } = await chromium.newPage();
    await visitor.goto(`${origins.main}/kundenportal/passwort-vergessen`, { waitUntil: 'load' });
    await fill(visitor, '#forgotten-email', email);
    await visitor.click('#amb-main button[type="submit"]');
    await visitor.waitForFunction(
      (text) => document.querySelector('#amb-main')?.textContent?.includes(text),
      {},
      AUTH_MESSAGES.passwordResetSent,
    );

    // Production mode: the mail went out through the run's SMTP server, which is where the link is.
    const mail = await waitForMail(email, before);
    expect(mail.subject).toBe('Passwort zurücksetzen – Akademie für Mitbestimmung');
    const resetUrl = resetLinkOf(mail);
    expect(resetUrl.startsWith(`${origins.main}/kundenportal/passwort-zuruecksetzen/`)).toBe(true);

    await visitor.goto(resetUrl, { waitUntil: 'load' });
    await fill(visitor, '#reset-password', 'ganz-neu-und-sicher-2026');
    await fill(visitor, '#reset-repeat', 'ganz-neu-und-sicher-2026');
    await clickAndNavigate(visitor, '#amb-main button[type="submit"]');
    expect(await headerText(visitor)).toContain('Hallo, Jonas');

    // The link is single-use.
    await visitor.goto(resetUrl, { waitUntil: 'load' });
    await fill(visitor, '#reset-password', 'noch-einmal-neu-2026');
    await fill(visitor, '#reset-repeat', 'noch-einmal-neu-2026');
    await visitor.click('#amb-main button[type="submit"]');
    await visitor.waitForFunction(
      (text) => document.querySelector('#amb-main [role="alert"]')?.textContent?.includes(text),
      {},
      AUTH_MESSAGES.passwordResetInvalid,
    );
  });
});
