/**
 * The header offline: a pop-over whose code is not loaded yet fails to load; the header stays (never the
 * remote's warning instead of it), the pop-over says so, and it loads by itself once the browser is online again.
 */
import { MESSAGES } from '@amb/shared-contracts';
import { browserOfFile, e2eContext } from './context';

const { origins } = e2eContext();
const browser = browserOfFile();
const NOTE = 'Dieser Bereich konnte gerade nicht geladen werden.';
const TRIGGER = '#amb-header button[aria-label="Merkliste"]';

describe('header offline', () => {
  it('keeps the header usable and recovers the pop-over when the browser is back online', async () => {
    const { page } = await browser.newPage();
    await page.goto(`${origins.main}/`, { waitUntil: 'networkidle0' });
    // Hydrated first: before that a click does nothing.
    await page.waitForFunction(
      (target: string) => {
        const element = document.querySelector(target);
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
      },
      {},
      TRIGGER,
    );
    await page.setOfflineMode(true);
    await page.click(TRIGGER);
    await page.waitForFunction((note: string) => document.body.innerText.includes(note), { timeout: 15_000 }, NOTE);
    // The header itself stays: its navigation, never the remote's warning in its place.
    const header = await page.$eval('#amb-header', (element) => (element as HTMLElement).innerText);
    expect(header).not.toContain(MESSAGES.remoteUnavailable);
    expect(header).toContain('Service & Kontakt');
    expect(await page.$('#amb-header button[aria-label="Warenkorb"]')).not.toBeNull();

    await page.setOfflineMode(false);
    await page.waitForSelector('#nav-popover-wishlist a', { timeout: 15_000 });
    expect(await page.$eval('#amb-header', (element) => (element as HTMLElement).innerText)).not.toContain(NOTE);
    await page.close();
  });
});
