/**
 * A booking with the keyboard alone, at 1440 and 375 px: from a theme page (Tab to the date's „In den Warenkorb“,
 * Enter, on to the cart), the participant typed in, through every step of the checkout to the confirmation. After
 * each action the focus is somewhere sensible (never the page's body), every step has 0 axe violations, no
 * checkbox, radio or icon button smaller than 24 × 24 px and nothing wider than the window.
 */
import type { Page } from 'puppeteer-core';
import { formatDateRange } from '@amb/shared-contracts';
import { violations } from './axe';
import { atStep, bookableDate, mainContains, memberInBrowser } from './booking';
import { browserOfFile, e2eContext } from './context';
import { activate, chooseWithArrows, focused, smallTargets, tabTo } from './keyboard';

const { origins } = e2eContext();
const chromium = browserOfFile();

async function sensibleFocus(page: Page, where: string): Promise<void> {
  const now = await focused(page);
  expect({ where, body: now.isBody }).toEqual({ where, body: false });
}

/** A step's page: 0 axe violations, large enough targets; `focus`: the step took the focus (a new page starts at its top). */
async function checkStep(page: Page, where: string, focus = true): Promise<void> {
  if (focus) await sensibleFocus(page, where);
  expect(await violations(page)).toEqual([]);
  expect(await smallTargets(page, '#amb-main')).toEqual([]);
  // Nothing wider than the window: no sideways scrolling.
  const { scroll, window: shown } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect({ where, scroll }).toEqual({ where, scroll: shown });
}

describe.each([1440, 375])('Buchung allein mit der Tastatur bei %i px', (width) => {
  it('vom Thema über den Warenkorb und jeden Schritt bis zur Bestätigung', async () => {
    const date = await bookableDate({ daysAhead: 70, seats: 2, latest: width === 1440 });
    const { page } = await memberInBrowser(chromium, width, { prefix: 'tastatur' });
    const range = formatDateRange(date.startDate, date.endDate);

    // The theme page (or its page of all dates): the chosen date's row is found by its dates.
    const onPage = async (path: string) => {
      await page.goto(`${origins.main}${path}`, { waitUntil: 'networkidle0' });
      return page.evaluate((r) => {
        const row = [...document.querySelectorAll('#amb-main .cat-date')].find((el) => el.textContent?.includes(r));
        row?.setAttribute('data-e2e-date', '');
        return Boolean(row?.querySelector('button[aria-label^="In den Warenkorb"]'));
      }, range);
    };
    const found =
      (await onPage(`/seminare/t/${date.themeSlug}`)) || (await onPage(`/seminare/t/${date.themeSlug}/termine`));
    expect(found).toBe(true);

    await activate(page, 'button[aria-label^="In den Warenkorb"]', { within: '[data-e2e-date]' });
    // Added: the focus is on the way to the cart.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Zum Warenkorb');
    await Promise.all([
      page.waitForFunction(() => window.location.pathname === '/seminare/warenkorb'),
      page.keyboard.press('Enter'),
    ]);
    await mainContains(page, date.title);

    // The participant, typed in: a select by its arrows, the fields, the radios by Space.
    const form = '#amb-main .amb-cart-participant-form';
    await page.waitForSelector(form, { visible: true });
    // A new page: the keyboard starts at its top (the skip link first).
    await checkStep(page, 'Warenkorb', false);
    await tabTo(page, 'select[name$="-salutation"]', { within: form });
    await chooseWithArrows(page, 'Frau');
    await tabTo(page, 'input[name$="-firstname"]', { within: form });
    await page.keyboard.type('Kira');
    await tabTo(page, 'input[name$="-lastname"]', { within: form });
    await page.keyboard.type('Tastatur');
    await tabTo(page, 'input[name$="-email"]', { within: form });
    await page.keyboard.type(`kira.${width}@example.de`);
    await tabTo(page, 'input[name$="-hotelOverNightOption"]', { within: form });
    await page.keyboard.press('Space');
    await activate(page, 'button[type="submit"]', { within: form });
    await mainContains(page, 'Frau Kira Tastatur');
    await sensibleFocus(page, 'nach dem Speichern des Teilnehmers');

    await activate(page, 'a[href="/seminare/warenkorb/checkout"]', { within: '#amb-main' });
    await atStep(page, 'teilnehmer', 'Teilnehmende', { entry: true });
    await checkStep(page, 'Schritt 1');
    await activate(page, 'button', { within: '#amb-main', text: 'Weiter' });

    await atStep(page, 'rechnung', 'Rechnungsadresse');
    await page.waitForFunction(() => document.activeElement?.classList.contains('amb-cart-step__heading'));
    // The registration's address is there already: on without typing it again.
    expect(await page.$eval('#options-company', (el) => (el as HTMLInputElement).value)).toBe('Werk Süd GmbH');
    await checkStep(page, 'Schritt 2');
    await activate(page, 'button', { within: '#amb-main', text: 'Speichern und weiter' });

    await atStep(page, 'unterlagen', 'Rechtsgrundlage');
    await checkStep(page, 'Schritt 3');
    await activate(page, 'button', { within: '#amb-main', text: 'Weiter' });

    await atStep(page, 'pruefen', 'Ihre Angaben prüfen');
    await checkStep(page, 'Schritt 4');
    // The binding click without consent: the error summary takes the focus.
    await activate(page, 'button', { within: '#amb-main', text: 'Verbindlich buchen' });
    await page.waitForFunction(() => document.activeElement?.classList.contains('kit-error-summary'));
    await tabTo(page, '#acceptTerms');
    await page.keyboard.press('Space');
    expect(await page.$eval('#acceptTerms', (box) => (box as HTMLInputElement).checked)).toBe(true);
    await activate(page, 'button', { within: '#amb-main', text: 'Verbindlich buchen' });
    await page.waitForFunction(
      () => document.querySelector('#amb-main h1')?.textContent === 'Vielen Dank für Ihre Buchung',
      { timeout: 20_000 },
    );
    await checkStep(page, 'Bestätigung');
    await page.close();
  }, 180_000);
});
