import { MESSAGES } from '@amb/shared-contracts';
import { browserOfFile, e2eContext, textOf } from './context';

const { origins } = e2eContext();
const chromium = browserOfFile();

describe('Unbekannte Routen', () => {
  it('antworten mit 404 und der deutschen Fehlerseite – Kopf und Fuß bleiben', async () => {
    const { page } = await chromium.newPage();
    const response = await page.goto(`${origins.main}/gibt-es-nicht`, { waitUntil: 'load' });
    expect(response?.status()).toBe(404);
    await page.waitForFunction(
      (title) => document.querySelector('#amb-main h1')?.textContent === title,
      {},
      MESSAGES.pageNotFoundTitle,
    );
    expect(await textOf(page, '#amb-main')).toContain(MESSAGES.pageNotFoundText);
    expect(await page.$('#amb-header [data-boundary="mf_navigation"]')).not.toBeNull();
    expect(await page.$('#amb-footer [data-boundary="mf_navigation"]')).not.toBeNull();
  });

  it('die neue Website-Variante trägt Navigation Version 2 in den Seitendaten', async () => {
    const { page } = await chromium.newPage();
    await page.goto(`${origins.newer}/seminare`, { waitUntil: 'load' });
    const version = await page.$eval('#amb-page-globals', (el) => JSON.parse(el.textContent ?? '{}').version);
    expect(version).toBe(2);
  });
});
