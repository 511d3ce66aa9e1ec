/**
 * The content side of the search and the works-council site's entry points (issue 13) against the running
 * system: /suche finds a content word, switches to "Inhalte" in the address and opens a hit; the works-council
 * start page lists the latest news linked to their pages on that host; /news lists them a page at a time.
 */
import type { ContentListResponse, ContentSearchResponse } from '@amb/shared-contracts';
import { browserOfFile, e2eContext } from './context';

const { origins, apiUrl } = e2eContext();
const browser = browserOfFile();

async function documentOf(origin: string, path: string): Promise<{ status: number; main: string }> {
  const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return { status: response.status, main: /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '' };
}

describe('Suche in Inhalten und Einstiege der Betriebsrat-Website', () => {
  it('findet ein Inhaltswort, wechselt zu „Inhalte“ und öffnet einen Treffer', async () => {
    const expected = (await (await fetch(`${apiUrl}/api/search/content?q=Schulungen`)).json()) as ContentSearchResponse;
    expect(expected.total).toBeGreaterThan(0);
    const { page } = await browser.newPage();
    await page.goto(`${origins.main}/suche?q=Schulungen`, { waitUntil: 'networkidle0' });
    const contentTab = 'nav[aria-label="Suchbereich"] a[href="/suche?q=Schulungen&bereich=inhalte"]';
    await page.waitForSelector(contentTab);
    expect(await page.$eval(contentTab, (link) => link.textContent)).toBe(`Inhalte (${expected.total})`);
    await page.click(contentTab);
    await page.waitForSelector('nav[aria-label="Suchbereich"] a[aria-current="page"][href*="bereich=inhalte"]');
    expect(new URL(page.url()).search).toBe('?q=Schulungen&bereich=inhalte');
    const first = expected.items[0]!;
    const hit = `.cat-hits a[href="${first.url}"]`;
    await page.waitForSelector(hit);
    // Stemmed: "Schulungen" is marked where the text says "Schulung" too.
    expect(await page.$$eval('.cat-hits mark', (marks) => marks.map((mark) => mark.textContent))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Schulung/)]),
    );
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click(hit)]);
    expect(new URL(page.url()).pathname).toBe(first.url);
    expect(await page.$eval('h1', (heading) => heading.textContent)).toBe(first.title);
    await page.close();
  });

  it('rendert die Inhalte der Suche auf dem Server, mit dem gewählten Bereich', async () => {
    const { status, main } = await documentOf(origins.main, '/suche?q=Betriebsratswahl&bereich=inhalte');
    expect(status).toBe(200);
    expect(main).toMatch(
      /href="\/suche\?q=Betriebsratswahl&amp;bereich=inhalte" class="cat-area__link" aria-current="page"/,
    );
    expect(main).toContain('class="cat-hit__kind cat-hit__kind--');
  });

  it('zeigt auf der Startseite der Betriebsrat-Website die neuesten News, verlinkt auf dieser Website', async () => {
    const latest = (await (await fetch(`${apiUrl}/api/content?kind=news&limit=5`)).json()) as ContentListResponse;
    const { status, main } = await documentOf(origins.worksCouncil, '/');
    expect(status).toBe(200);
    expect(main).toContain('<h2>Aktuelle News</h2>');
    for (const [label, href] of [
      ['Rechtsprechung', '/rechtsprechung'],
      ['Lexikon', '/betriebsratslexikon/br'],
      ['Gesetze', '/gesetze/betrvg'],
    ])
      expect(main).toContain(`<a href="${href}">${label}</a>`);
    for (const item of latest.items) expect(main).toContain(`<a href="${item.url}">`);
    const newest = latest.items[0]!;
    const opened = await documentOf(origins.worksCouncil, newest.url);
    expect(opened.status).toBe(200);
    expect(opened.main).toContain(`<h1 class="kit-page__heading">${newest.title}</h1>`);
  });

  it('listet die News unter /news seitenweise, vom Server gerendert', async () => {
    const first = await documentOf(origins.worksCouncil, '/news');
    expect(first.status).toBe(200);
    expect(first.main).toContain('<h1 class="kit-page__heading">News für Betriebsräte</h1>');
    expect(first.main).toContain('href="/news?seite=2" rel="next"');
    const second = await documentOf(origins.worksCouncil, '/news?seite=2');
    expect(second.status).toBe(200);
    expect(second.main).toContain('Seite 2 von');
    expect((await documentOf(origins.worksCouncil, '/news?seite=99')).status).toBe(404);
  });
});
