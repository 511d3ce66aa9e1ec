/**
 * The privacy statement (/datenschutz, mf_content's server build): rendered on the server on every site,
 * hydrated on the main site without fetching, reached from the consent question and the footer.
 */
import { MESSAGES, PAGE_META, SESSION_COOKIE } from '@amb/shared-contracts';
import { browserOfFile, e2eContext } from './context';
import { watchHydration } from './hydration';

const { origins } = e2eContext();
const browser = browserOfFile();

async function documentOf(origin: string, path: string): Promise<{ status: number; html: string; main: string }> {
  const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return { status: response.status, html, main: /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '' };
}

describe('Datenschutzerklärung', () => {
  it.each([
    ['Seminar-Website', origins.main],
    ['Betriebsrat-Website', origins.worksCouncil],
  ])('%s: vom Server gerendert, mit Titel, Beschreibung, Cookies und Link im Fuß', async (_site, origin) => {
    const { status, html, main } = await documentOf(origin, '/datenschutz');
    expect(status).toBe(200);
    expect(html).toContain(`<title>${PAGE_META.privacy.title} | Akademie für Mitbestimmung</title>`);
    expect(html).toContain('<meta name="description" content="Welche Daten die Websites');
    expect(main).toContain(`<h1 class="kit-page__heading">${PAGE_META.privacy.title}</h1>`);
    expect(main).toContain(`<code>${SESSION_COOKIE}</code>`);
    expect(main).not.toContain(MESSAGES.pageNotFoundTitle);
    expect(html).toMatch(/<a class="nav-footer__link" href="\/datenschutz">Datenschutz<\/a>/);
  });

  it('hydriert auf der Seminar-Website ohne Abruf und ohne Fehlermeldung; das Inhaltsverzeichnis springt zum Abschnitt', async () => {
    const { page, requests } = await browser.newPage();
    const { problems, keptServerRoot } = await watchHydration(page, 'mf_content');
    await page.goto(`${origins.main}/datenschutz`, { waitUntil: 'networkidle0' });
    expect(await keptServerRoot()).toBe(true);
    expect(requests.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    expect(problems).toEqual([]);

    await page.click('#amb-main nav a[href="#rechte"]');
    await page.waitForFunction(() => window.location.hash === '#rechte');
    const top = await page.$eval('#rechte', (section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(300);
    await page.close();
  });

  it('ist beim ersten Besuch aus der Frage nach der Einwilligung erreichbar', async () => {
    const { page } = await browser.newPage({ consent: null });
    await page.goto(`${origins.main}/`, { waitUntil: 'networkidle0' });
    const link = await page.waitForSelector('#amb-header .nav-consent a[href="/datenschutz"]');
    const [response] = await Promise.all([page.waitForNavigation(), link!.click()]);
    expect(response?.status()).toBe(200);
    expect(await page.$eval('#amb-main h1', (heading) => heading.textContent)).toBe(PAGE_META.privacy.title);
    await page.close();
  });
});
