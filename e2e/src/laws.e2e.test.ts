/**
 * The laws (issue 13) against the running system: a deep link lands on its paragraph; an editor changes a
 * paragraph in /manage/legislation, the law page shows the new text at once (also the cached page a logged-out
 * visitor gets) and the history keeps the old version; others do not get into /manage.
 */
import type { Page } from 'puppeteer-core';
import type { LawResponse } from '@amb/shared-contracts';
import { DEMO_PASSWORD, fill, mainContains } from './booking';
import { browserOfFile, e2eContext } from './context';

const { origins, apiUrl } = e2eContext();
const chromium = browserOfFile();
const EDITOR = 'redaktion@example.de';
const MEMBER = 'julia.richter@example.de';

async function documentOf(path: string): Promise<{ status: number; html: string; main: string }> {
  const response = await fetch(`${origins.main}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return { status: response.status, html, main: /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '' };
}

async function login(page: Page, email: string, target: string): Promise<void> {
  await page.goto(`${origins.main}/kundenportal/login?redirect=${encodeURIComponent(target)}`, { waitUntil: 'load' });
  await fill(page, '#login-email', email);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
  await fill(page, 'input[type="password"]', DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe(target);
}

describe('Gesetze', () => {
  it('der Direktlink /gesetze/betrvg#p87 landet auf § 87, vom Server gerendert', async () => {
    const { status, html, main } = await documentOf('/gesetze/betrvg');
    expect(status).toBe(200);
    expect(html).toContain('<title>Betriebsverfassungsgesetz (BetrVG) | Akademie für Mitbestimmung</title>');
    expect(html).toContain(`<link rel="canonical" href="${origins.main}/gesetze/betrvg"`);
    expect(main).toContain('<article id="p87"');
    expect(main).toContain('§ 87 Mitbestimmungsrechte');

    const { page } = await chromium.newPage();
    await page.goto(`${origins.main}/gesetze/betrvg#p87`, { waitUntil: 'networkidle0' });
    const position = await page.$eval('#p87', (element) => ({
      top: element.getBoundingClientRect().top,
      scrolled: window.scrollY,
      heading: element.querySelector('h1, h2, h3, h4, h5')?.textContent,
    }));
    expect(position.heading).toBe('§ 87 Mitbestimmungsrechte');
    expect(position.scrolled).toBeGreaterThan(0);
    expect(position.top).toBeGreaterThanOrEqual(-2);
    expect(position.top).toBeLessThan(120);
    await page.close();
  });

  it('antwortet auf ein unbekanntes Gesetz mit der Seite „nicht gefunden“ (404)', async () => {
    const { status, html } = await documentOf('/gesetze/stgb');
    expect(status).toBe(404);
    expect(html).toContain('Seite nicht gefunden');
  });

  it('die Redaktion ändert einen Paragrafen: die Gesetzesseite zeigt den neuen Text, die Geschichte die alte Fassung', async () => {
    // The page as a logged-out visitor gets it, rendered now (and kept by the bff for a few seconds).
    expect((await documentOf('/gesetze/betrvg')).status).toBe(200);
    const law = (await (await fetch(`${apiUrl}/api/content/laws/betrvg`)).json()) as LawResponse;
    const oldText = law.paragraphs.find((paragraph) => paragraph.number === '40')!.absaetze[1]!;
    const newText = `Der Arbeitgeber stellt dem Betriebsrat Räume und Sachmittel im erforderlichen Umfang zur Verfügung (Fassung ${Date.now()}).`;

    const { page } = await chromium.newPage();
    await login(page, EDITOR, '/manage/legislation?gesetz=betrvg&paragraf=40');
    const heading = await page.waitForSelector('#bearbeiten');
    const version = Number(/Fassung (\d+)/.exec((await heading!.evaluate((el) => el.textContent)) ?? '')?.[1]);
    expect(version).toBeGreaterThanOrEqual(1);
    await page.focus('#absatz-2');
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await page.keyboard.press('Backspace');
    await page.type('#absatz-2', newText);
    await page.click('#amb-main button[type="submit"]');
    await mainContains(page, 'Die neue Fassung ist gespeichert.');
    await mainContains(page, `Fassung ${version + 1} (aktuell)`);
    const latest = await page.$eval(`[data-version="${version + 1}"]`, (item) => (item as HTMLElement).innerText);
    expect(latest).toContain('Bearbeitet am');
    expect(latest).toContain('Claudia Brandt');
    expect(latest).toContain('Absatz 2 geändert');
    expect(latest).toContain(`Vorher: ${oldText}`);
    expect(latest).toContain(`Nachher: ${newText}`);
    const older = await page.$eval(`[data-version="${version}"]`, (item) => (item as HTMLElement).innerText);
    expect(older).toContain('Diese Fassung wiederherstellen');

    // The logged-out visitor's page shows the new text at once.
    const after = await documentOf('/gesetze/betrvg');
    expect(after.main).toContain(newText);
    expect(after.main).not.toContain(oldText);

    // Restoring the old version brings its text back as a new version.
    await page.click(`[data-version="${version}"] button`);
    await mainContains(page, 'Die Fassung ist wiederhergestellt.');
    await mainContains(page, `Fassung ${version + 2} (aktuell)`);
    expect((await documentOf('/gesetze/betrvg')).main).toContain(oldText);
    await page.close();
  });

  it('lässt Abgemeldete zum Login und Mitglieder ohne Redaktionsrecht nicht in /manage', async () => {
    const { page } = await chromium.newPage();
    await page.goto(`${origins.main}/manage`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.location.pathname === '/kundenportal/login');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/kundenportal/login');
    expect(url.searchParams.get('redirect')).toBe('/manage');
    await page.close();

    const member = await chromium.newPage();
    await login(member.page, MEMBER, '/manage');
    await mainContains(member.page, 'Diese Seite ist der Redaktion vorbehalten.');
    await member.page.close();
  });
});
