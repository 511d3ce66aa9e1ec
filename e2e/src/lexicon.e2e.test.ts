/**
 * Lexicon, election news, jobs and the app page (issue 13) against the running system: the lexicon's A–Z leads
 * to an entry that links its paragraphs to the law page; the election archive is grouped by month; a job's
 * JobPosting JSON-LD is in the HTML before any script runs.
 */
import { browserOfFile, e2eContext } from './context';
import { watchHydration } from './hydration';

const { origins } = e2eContext();
const browser = browserOfFile();

async function documentOf(origin: string, path: string): Promise<{ status: number; html: string; main: string }> {
  const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return { status: response.status, html, main: /<main id="amb-main"[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '' };
}

const jsonLdOf = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('Betriebsratslexikon', () => {
  it('führt vom A–Z über einen Eintrag zum zitierten Paragrafen auf der Gesetzesseite', async () => {
    const { page } = await browser.newPage();
    const { problems, keptServerRoot } = await watchHydration(page, 'mf_content');
    await page.goto(`${origins.main}/betriebsratslexikon/sbv`, { waitUntil: 'networkidle0' });
    expect(await keptServerRoot()).toBe(true);
    expect(problems).toEqual([]);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('SBV-Lexikon');
    expect(await page.$eval('a[href="#buchstabe-s"]', (a) => a.textContent)).toBe('S');
    await Promise.all([
      page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Schwerbehindertenvertretung'),
      page.click('main a[href="/betriebsratslexikon/sbv/schwerbehindertenvertretung"]'),
    ]);
    expect(new URL(page.url()).pathname).toBe('/betriebsratslexikon/sbv/schwerbehindertenvertretung');
    const lawLinks = await page.$$eval('[aria-labelledby="lex-gesetz"] a', (links) =>
      links.map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(lawLinks).toContainEqual(['§ 177 Abs. 1 SGB IX', '/gesetze/sgb-ix#p177']);
    await page.close();
  });

  it.each([
    ['Seminar-Website', origins.main],
    ['Betriebsrat-Website', origins.worksCouncil],
  ])('%s: ein Eintrag ist vom Server gerendert, mit Kopf und Definition', async (_site, origin) => {
    const path = '/betriebsratslexikon/jav/amtszeit-der-jav';
    const { status, html, main } = await documentOf(origin, path);
    expect(status).toBe(200);
    expect(html).toContain('<title>Amtszeit der JAV – JAV-Lexikon | Akademie für Mitbestimmung</title>');
    expect(html).toContain(`<link rel="canonical" href="${origins.main}${path}"`);
    expect(main).toContain('<h1 class="kit-page__heading">Amtszeit der JAV</h1>');
    expect(main).toContain('href="/gesetze/betrvg#p64"');
  });

  it.each([
    '/betriebsratslexikon/xyz',
    '/betriebsratslexikon/br/gibt-es-nicht',
    '/betriebsratslexikon/jav/arbeitszeit',
  ])('%s antwortet mit der Seite „nicht gefunden“ (404)', async (path) => {
    const { status, html } = await documentOf(origins.main, path);
    expect(status).toBe(404);
    expect(html).toContain('Seite nicht gefunden');
  });
});

describe('Wahl-News', () => {
  it('zeigt das Archiv nach Jahren und Monaten, die neuesten zuerst', async () => {
    const { status, main } = await documentOf(origins.main, '/wahlseiten-news/archiv/');
    expect(status).toBe(200);
    const months = [...main.matchAll(/<h3 id="eln-[0-9-]+">([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(months[0]).toBe('Oktober 2026');
    expect(months).toContain('Juni 2025');
    expect(months.indexOf('Mai 2026')).toBeLessThan(months.indexOf('Dezember 2025'));
    expect(main).toContain('href="/news/wahlanfechtung-zwei-wochen-frist"');
  });

  it('zeigt eine Kategorie; eine unbekannte ist 404', async () => {
    const { status, main } = await documentOf(origins.main, '/wahlseiten-news/kategorie/anfechtung');
    expect(status).toBe(200);
    expect(main).toContain('Wahlanfechtung: Zwei Wochen ab Bekanntgabe des Ergebnisses');
    expect((await documentOf(origins.main, '/wahlseiten-news/kategorie/gibt-es-nicht')).status).toBe(404);
  });
});

describe('Stellenangebote und App', () => {
  it('hat das JobPosting-JSON-LD im HTML, bevor ein Skript läuft', async () => {
    const path = '/jobs-karriere/offene-stellen/referentin-arbeitsrecht/101';
    const { status, html, main } = await documentOf(origins.main, path);
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    const posting = jsonLdOf(head).find((data) => data['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title: 'Referent/in Arbeitsrecht (m/w/d)',
      datePosted: '2026-10-01',
      validThrough: '2027-03-31',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Akademie für Mitbestimmung' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Hamburg', addressCountry: 'DE' } },
    });
    expect(main).toContain('Weitere offene Stellen');
    expect((await documentOf(origins.main, '/jobs-karriere/offene-stellen/falscher-slug/101')).status).toBe(404);
  });

  it('zeigt die App-Seite', async () => {
    const { status, main } = await documentOf(origins.main, '/service/amb-app/download');
    expect(status).toBe(200);
    expect(main).toContain('Das bietet Ihnen die App');
  });
});
