import { browserOfFile, e2eContext, loadedApps, rendererCount, textOf } from './context';

const { origins } = e2eContext();
const chromium = browserOfFile();

describe('Betriebsrat-Website', () => {
  it('lädt im Browser nur mf_navigation (Kopf und Fuß); der Inhalt kommt vom Server', async () => {
    const { page, requests } = await chromium.newPage();
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
