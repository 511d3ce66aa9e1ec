/**
 * Case law (issue 13) against the running system: on the works-council site a judgment is in the HTML before any
 * script runs and the browser loads only mf-navigation's remote; an editor uploads a judgment's PDF in
 * /manage/pdf-analysis, sees its cited paragraphs linked to the law pages and saves it as a draft (not public).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { ElementHandle, Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from './booking';
import { browserOfFile, e2eContext, loadedApps } from './context';

const { origins } = e2eContext();
const browser = browserOfFile();

const JUDGMENT = '/rechtsprechung/br/urteil/bag-1-abr-16-23';
const JUDGMENT_TITLE = 'BAG, Beschluss vom 08.10.2024 – 1 ABR 16/23';
const EDITOR = 'redaktion@example.de';

function pdfOf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const line of lines) doc.text(line).moveDown();
    doc.end();
  });
}

async function login(page: Page, email: string): Promise<void> {
  await page.goto(`${origins.main}/kundenportal/login/${encodeURIComponent(email)}`, { waitUntil: 'load' });
  const field = await page.waitForSelector('input[type="password"]', { visible: true });
  await field!.type(DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
}

describe('Rechtsprechung', () => {
  it('Betriebsrat-Website: ein Urteil steht im HTML, bevor ein Skript läuft; nur mf_navigation wird geladen', async () => {
    const response = await fetch(`${origins.worksCouncil}${JUDGMENT}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const main = /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
    expect(html).toContain(`<title>${JUDGMENT_TITLE} | Akademie für Mitbestimmung</title>`);
    expect(html).toContain(`<link rel="canonical" href="${origins.main}${JUDGMENT}"`);
    expect(main).toContain(`<h1 class="kit-page__heading">${JUDGMENT_TITLE}</h1>`);
    expect(main).toContain('<time dateTime="2024-10-08">08.10.2024</time>');
    expect(main).toContain('<h2 id="cnt-leitsatz">Leitsatz</h2>');
    expect(main).toContain('href="/gesetze/betrvg#p87"');

    const { page } = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(`${origins.worksCouncil}${JUDGMENT}`, { waitUntil: 'load' });
    expect(await page.$eval('#amb-main h1', (h1) => h1.textContent)).toBe(JUDGMENT_TITLE);
    await page.close();

    const scripted = await browser.newPage();
    await scripted.page.goto(`${origins.worksCouncil}${JUDGMENT}`, { waitUntil: 'networkidle0' });
    const remoteEntries = scripted.requests.filter((url) => new URL(url).pathname.endsWith('remoteEntry.js'));
    expect(remoteEntries).toHaveLength(1);
    expect(remoteEntries[0]).toContain('/mf/mf_navigation/');
    // mf_content's stylesheet styles the server HTML; none of its scripts loads.
    const scripts = scripted.requests.filter((url) => new URL(url).pathname.endsWith('.js'));
    expect([...loadedApps(scripts)].filter((app) => app !== 'mf_navigation' && app !== 'shell')).toEqual([]);
    expect(loadedApps(scripted.requests).has('mf_content')).toBe(true);
    expect(
      scripted.requests
        .filter((url) => new URL(url).pathname.startsWith('/mf/mf_content/'))
        .every((url) => new URL(url).pathname.endsWith('.css')),
    ).toBe(true);
    await scripted.page.close();
  });

  it('antwortet auf ein unbekanntes Urteil und ein unbekanntes Thema mit 404', async () => {
    for (const pathname of ['/rechtsprechung/br/urteil/gibt-es-nicht', '/rechtsprechung/gibt-es-nicht']) {
      const response = await fetch(`${origins.worksCouncil}${pathname}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Seite nicht gefunden');
    }
  });

  it('die Redaktion lädt ein Urteil als PDF hoch, sieht die zitierten Paragraphen verlinkt und speichert einen Entwurf', async () => {
    const fileNumber = `4 BV ${(Date.now() % 9000) + 100}/25`;
    const folder = await mkdtemp(path.join(tmpdir(), 'amb-e2e-pdf-'));
    const file = path.join(folder, 'urteil.pdf');
    await writeFile(
      file,
      await pdfOf([
        `Arbeitsgericht Essen, Beschluss vom 14.01.2025 – ${fileNumber}`,
        'Die Einführung der Zeiterfassungs-App unterliegt der Mitbestimmung nach § 87 Abs. 1 Nr. 6 BetrVG.',
        'Die Schwerbehindertenvertretung war nach § 178 SGB IX zu beteiligen.',
      ]),
    );
    try {
      const { page } = await browser.newPage();
      await login(page, EDITOR);
      await page.goto(`${origins.main}/manage/pdf-analysis`, { waitUntil: 'networkidle0' });
      const input = (await page.waitForSelector('#pdf-file')) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(file);
      await page.click('::-p-xpath(//button[normalize-space(.)="PDF analysieren"])');
      const betrvg = await page.waitForSelector('#amb-main a[href="/gesetze/betrvg#p87"]', { visible: true });
      expect(await betrvg!.evaluate((a) => a.textContent)).toBe('§ 87 Abs. 1 Nr. 6 BetrVG');
      const sgb = await page.$eval('#amb-main a[href="/gesetze/sgb-ix#p178"]', (a) => a.textContent);
      expect(sgb).toBe('§ 178 SGB IX');
      expect(await page.$eval('#draft-court', (el) => (el as HTMLInputElement).value)).toBe('ArbG Essen');
      expect(await page.$eval('#draft-file-number', (el) => (el as HTMLInputElement).value)).toBe(fileNumber);

      await page.select('#draft-topic', 'technische-ueberwachung');
      await page.type('#draft-principle', 'Eine App zur Zeiterfassung ist eine technische Einrichtung.');
      await page.click('::-p-xpath(//button[normalize-space(.)="Als Entwurf speichern"])');
      await page.waitForSelector('::-p-xpath(//*[contains(., "Die Entscheidung ist als Entwurf gespeichert.")])');
      const slug = await page.$eval('#draft-slug', (el) => (el as HTMLInputElement).value);
      // A draft is not public.
      const draftPage = await fetch(`${origins.main}/rechtsprechung/br/urteil/${slug}`, {
        headers: { accept: 'text/html' },
      });
      expect(draftPage.status).toBe(404);
      await page.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
