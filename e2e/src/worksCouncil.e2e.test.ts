import type { Browser } from 'puppeteer-core';
import { e2eContext, loadedApps, newPage, openBrowser, rendererCount, textOf } from './context';

const { origins } = e2eContext();
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.disconnect();
});

describe('Betriebsrat-Website', () => {
  it('lädt im Browser nur mf_navigation (Kopf und Fuß); der Inhalt kommt vom Server', async () => {
    const { page, requests } = await newPage(browser);
    const response = await page.goto(`${origins.worksCouncil}/`, { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(200);
    expect(await textOf(page, '#amb-main')).toContain('Betriebsrat aktuell');
    const apps = loadedApps(requests);
    expect(apps.has('mf_navigation')).toBe(true);
    expect([...apps].filter((app) => app !== 'mf_navigation' && app !== 'shell')).toEqual([]);
    expect(await rendererCount(page)).toBe(1);
    expect(await textOf(page, '#amb-header')).not.toContain('Service & Kontakt');
  });
});
