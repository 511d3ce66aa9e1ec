/**
 * The error summary of every long form outside the cart, at 1440 and 375 px, with the keyboard: a failed submit puts
 * the focus on the summary (in view, below the phone's sticky bar), each message links to its field and Enter on it
 * moves there; 0 axe violations with the summary shown; after a save the focus is on what happened, never the body.
 */
import type { Page } from 'puppeteer-core';
import { MESSAGES } from '@amb/shared-contracts';
import { violations } from './axe';
import { DEMO_PASSWORD, bookableDate, memberInBrowser } from './booking';
import { browserOfFile, e2eContext } from './context';
import { HttpVisitor } from './http';
import { activate, boxOf, focused, tabTo, typeInto } from './keyboard';

const { origins } = e2eContext();
const chromium = browserOfFile();

type Opener = (width: number) => Promise<Page>;

const visitorPage =
  (path: string): Opener =>
  async (width) => {
    const { page } = await chromium.newPage();
    await page.setViewport({ width, height: width < 600 ? 812 : 900 });
    await page.goto(`${origins.main}${path}`, { waitUntil: 'networkidle0' });
    return page;
  };

const memberPage =
  (path: string): Opener =>
  async (width) => {
    const { page } = await memberInBrowser(chromium, width, { prefix: 'fehler' });
    await page.goto(`${origins.main}${path}`, { waitUntil: 'networkidle0' });
    return page;
  };

/** The demo committee's manager (nothing is saved: every submit here fails). */
const managerPage =
  (path: string): Opener =>
  async (width) => {
    const visitor = new HttpVisitor(origins.main);
    await visitor.login('markus.fischer@example.de', DEMO_PASSWORD);
    const { page } = await chromium.newPage();
    await page.setViewport({ width, height: width < 600 ? 812 : 900 });
    await page.setCookie(...visitor.cookieList().map((cookie) => ({ ...cookie, domain: 'localhost', path: '/' })));
    await page.goto(`${origins.main}${path}`, { waitUntil: 'networkidle0' });
    return page;
  };

/** Empties a field with the keyboard (Tab to it, select all, delete) and types `text`. */
async function retype(page: Page, selector: string, text: string): Promise<void> {
  await tabTo(page, selector);
  await typeInto(page, text);
}

interface FormCase {
  name: string;
  open: Opener;
  /** What makes the submit fail (by keyboard), before the submit. */
  spoil?: (page: Page) => Promise<void>;
  /** The submit button: its words and the part of the page it is in. */
  submit: { text: string; within: string };
}

const FORMS: FormCase[] = [
  { name: 'Registrierung', open: visitorPage('/registrierung'), submit: { text: 'Registrieren', within: '#amb-main' } },
  {
    name: 'Kontaktformular',
    open: visitorPage('/service/kontakt'),
    submit: { text: 'Nachricht senden', within: '#amb-main' },
  },
  {
    name: 'Passwort vergessen',
    open: visitorPage('/kundenportal/passwort-vergessen'),
    submit: { text: 'Link anfordern', within: '#amb-main' },
  },
  {
    name: 'Passwort zurücksetzen',
    open: visitorPage('/kundenportal/passwort-zuruecksetzen/abc'),
    submit: { text: 'Passwort speichern', within: '#amb-main' },
  },
  {
    name: 'Anmeldung mit Passwort',
    open: visitorPage('/kundenportal/login/anna.schneider%40example.de'),
    submit: { text: 'Anmelden', within: '#amb-main' },
  },
  {
    name: 'Anmeldeseite (E-Mail zuerst)',
    open: visitorPage('/kundenportal/login'),
    spoil: (page) => retype(page, '#login-email', 'kein-at'),
    submit: { text: '', within: '#amb-main .kit-quick-login' },
  },
  {
    name: 'Einstellungen, persönliche Daten',
    open: memberPage('/meinamb/einstellungen'),
    spoil: (page) => retype(page, '#personal-postalCode', '123'),
    submit: { text: 'Speichern', within: 'section[aria-labelledby="settings-personal-heading"]' },
  },
  {
    name: 'Gremium-Einstellungen',
    open: managerPage('/meinamb/gremium-einstellungen'),
    spoil: (page) => retype(page, '#committee-postalCode', '2045'),
    submit: { text: 'Einstellungen speichern', within: '#amb-main' },
  },
  {
    name: 'Gremium, Mitglied einladen',
    open: managerPage('/meinamb/gremium-mitglieder'),
    spoil: (page) => retype(page, '#committee-invite-email', 'kein-at'),
    submit: { text: 'Einladung senden', within: '#amb-main' },
  },
];

/** The online fax and the cost calculator of a bookable date (their addresses carry its id). */
async function dateForms(): Promise<FormCase[]> {
  const date = await bookableDate({ daysAhead: 30, seats: 1 });
  return [
    {
      name: 'Online-Fax',
      open: visitorPage(`/seminare/warenkorb/online-fax/${date.eventId}`),
      submit: { text: 'Online absenden', within: '#amb-main' },
    },
    {
      name: 'Kostenrechner',
      open: visitorPage(`/seminare/warenkorb/kostenrechner/${date.eventId}`),
      spoil: (page) => retype(page, '#costs-travel-0', '12.5'),
      submit: { text: 'Kosten berechnen', within: '#amb-main' },
    },
  ];
}

async function failedSubmit(page: Page, form: FormCase, width: number): Promise<void> {
  await form.spoil?.(page);
  const selector = form.submit.text ? 'button' : 'button.kit-quick-login__submit';
  await activate(page, selector, { within: form.submit.within, text: form.submit.text || undefined });
  await page.waitForFunction(() => document.activeElement?.classList.contains('kit-error-summary'), {
    timeout: 10_000,
  });
  const summary = (await boxOf(page, '.kit-error-summary:focus'))!;
  const height = width < 600 ? 812 : 900;
  expect(summary.top).toBeGreaterThanOrEqual(0);
  expect(summary.top).toBeLessThan(height);
  // On a phone the stuck bar is above it, never over it.
  const bar = await page.$eval('#amb-header .nav-bar', (el) =>
    getComputedStyle(el).position === 'fixed' ? el.getBoundingClientRect().bottom : 0,
  );
  expect(summary.top).toBeGreaterThanOrEqual(bar);
  expect(await page.$eval('.kit-error-summary:focus h2', (h) => h.textContent)).toBe(MESSAGES.errorSummaryTitle);
}

describe('Fehlerübersicht über jedem langen Formular', () => {
  let forms: FormCase[] = FORMS;
  beforeAll(async () => {
    forms = [...FORMS, ...(await dateForms())];
  });

  it.each([1440, 375])(
    'bei %i px: Fokus auf die Übersicht, ein Link je Feld, 0 axe-Verstöße',
    async (width) => {
      for (const form of forms) {
        const page = await form.open(width);
        try {
          await failedSubmit(page, form, width);
          // Each link leads to a field of the page; Enter on the first moves the focus there.
          const targets = await page.$$eval('.kit-error-summary a', (links) =>
            links.map((a) => {
              const id = a.getAttribute('href')!.slice(1);
              return { id, exists: Boolean(document.getElementById(id)) };
            }),
          );
          expect({ form: form.name, targets: targets.length > 0 }).toEqual({ form: form.name, targets: true });
          expect({ form: form.name, missing: targets.filter((t) => !t.exists) }).toEqual({
            form: form.name,
            missing: [],
          });
          await page.keyboard.press('Tab');
          expect((await focused(page)).tag).toBe('a');
          await page.keyboard.press('Enter');
          expect({ form: form.name, focused: (await focused(page)).id }).toEqual({
            form: form.name,
            focused: targets[0]!.id,
          });
          expect({ form: form.name, violations: await violations(page) }).toEqual({ form: form.name, violations: [] });
          // The form, its summary and its messages stay inside the window: no sideways scrolling.
          expect({ form: form.name, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({
            form: form.name,
            width,
          });
        } finally {
          await page.close();
        }
      }
    },
    240_000,
  );

  it('nach dem Absenden des Kontaktformulars liegt der Fokus auf der Bestätigung, nicht auf der Seite', async () => {
    const page = await visitorPage('/service/kontakt')(1440);
    await tabTo(page, '#contact-topic');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, '#contact-salutation');
    await page.keyboard.press('ArrowDown');
    await retype(page, '#contact-firstname', 'Tina');
    await retype(page, '#contact-lastname', 'Taste');
    await retype(page, '#contact-email', `tina.taste.${Date.now()}@example.de`);
    await retype(page, '#contact-message', 'Bitte rufen Sie mich zum Seminar an.');
    await activate(page, 'button[type="submit"]', { within: '#amb-main', text: 'Nachricht senden' });
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('role') === 'status' && Boolean(document.activeElement.textContent),
      { timeout: 10_000 },
    );
    expect((await focused(page)).text).toContain('Vielen Dank für Ihre Nachricht');
    await page.close();
  });
});
