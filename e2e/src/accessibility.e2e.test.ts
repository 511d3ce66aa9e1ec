/**
 * axe-core (WCAG 2 A/AA and the landmark best practice "region") on the pages a visitor meets first, in
 * Chromium against the real system, after the remotes have mounted: no violation.
 */
import type { Browser } from 'puppeteer-core';
import type { SitemapEntriesResponse } from '@amb/shared-contracts';
import { violations } from './axe';
import { e2eContext, newPage, openBrowser } from './context';

const { origins, apiUrl } = e2eContext();
const PAGES: Array<[string, string, string]> = [
  ['Startseite', origins.main, '/'],
  ['Suche', origins.main, '/suche?q=K%C3%BCndigung'],
  ['Seminarreihen', origins.main, '/seminare/p'],
  ['Standorte', origins.main, '/standorte'],
  ['Seminarliste', origins.main, '/seminare'],
  ['Rubrik', origins.main, '/seminare/r/arbeitsrecht'],
  ['Anmeldung', origins.main, '/kundenportal/login'],
  ['Registrierung', origins.main, '/registrierung'],
  ['Seite nicht gefunden', origins.main, '/gibt-es-nicht'],
  ['Datenschutzerklärung', origins.main, '/datenschutz'],
  ['Datenschutzerklärung der Betriebsrat-Website', origins.worksCouncil, '/datenschutz'],
  ['Allgemeine Geschäftsbedingungen', origins.main, '/agb'],
  ['neue Variante', origins.newer, '/'],
  ['Betriebsrat-Website', origins.worksCouncil, '/'],
];

describe('Barrierefreiheit (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.disconnect();
  });

  async function expectNoViolations(url: string, consent?: null) {
    const { page } = await newPage(browser, consent === null ? { consent } : {});
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.waitForSelector('#amb-main [data-boundary], #amb-main section, #amb-main h1');
    if (consent === null) await page.waitForSelector('#amb-header .nav-consent--shown');
    expect(await violations(page)).toEqual([]);
    await page.close();
  }

  it.each(PAGES)('%s (%s%s): keine Verstöße, aller Inhalt in Landmarken', async (_label, origin, path) => {
    await expectNoViolations(`${origin}${path}`);
  });

  it('Startseite beim ersten Besuch, mit der Frage nach der Einwilligung: keine Verstöße', async () => {
    await expectNoViolations(`${origins.main}/`, null);
  });

  it('Seiten eines Themas (mit Inhouse-Formular), eines Termins, eines Standorts und eines Hotels aus der Datenbank: keine Verstöße', async () => {
    const entries = (await (await fetch(`${apiUrl}/api/sitemap-entries`)).json()) as SitemapEntriesResponse;
    for (const path of [
      entries.themes[0]!,
      `${entries.themes[0]!}/inhouse`,
      entries.events[0]!,
      entries.locations[0]!,
      entries.hotels[0]!,
    ])
      await expectNoViolations(`${origins.main}${path}`);
  });
});
