/**
 * The member services in Chromium against the running system, on the demo data: Anna Schneider took part in
 * two past seminars (seed/memberServices.ts). She reads the works-council A–Z and searches it, rates a
 * seminar, and sees and downloads the group photos of her seminars; a member of no such seminar sees none.
 */
import type { Page } from 'puppeteer-core';
import {
  FEEDBACK_MESSAGES,
  PAGE_ROUTES,
  PHOTO_MESSAGES,
  type FeedbackEventsResponse,
  type MemberPhotosResponse,
} from '@amb/shared-contracts';
import { browserOfFile, e2eContext } from './context';

const { origins } = e2eContext();
const chromium = browserOfFile();
const DEMO_PASSWORD = 'Mitbestimmung2026!';
const PARTICIPANT = 'anna.schneider@example.de';

async function login(page: Page, email: string): Promise<void> {
  await page.goto(`${origins.main}/kundenportal/login/${encodeURIComponent(email)}`, { waitUntil: 'load' });
  const field = await page.waitForSelector('input[type="password"]', { visible: true });
  await field!.type(DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
}

const mainText = (page: Page) => page.$eval('#amb-main', (main) => main.textContent ?? '');
const waitForText = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('#amb-main')?.textContent?.includes(t), {}, text);

describe('Mitgliederdienste im Browser', () => {
  it('Betriebsrat von A bis Z: Buchstaben, Suche und ein Eintrag', async () => {
    const { page } = await chromium.newPage();
    await login(page, PARTICIPANT);
    await page.goto(`${origins.main}${PAGE_ROUTES.portalLexiconAZ.path}`, { waitUntil: 'load' });
    await page.waitForSelector('#amb-main a[href="/meinamb/wissen/br-a-z-content/wirtschaftsausschuss"]');
    const letters = await page.$$eval('#amb-main nav[aria-label="Buchstaben von A bis Z"] button', (buttons) =>
      buttons.map((b) => b.textContent),
    );
    expect(letters).toEqual(expect.arrayContaining(['Alle', 'A', 'B', 'W']));

    await page.type('#lexicon-q', 'Kündigung');
    await page.click('#amb-main form[role="search"] button[type="submit"]');
    await waitForText(page, 'Einträge zu „Kündigung“');
    const titles = await page.$$eval('#amb-main section[aria-labelledby^="lexicon-"] a', (links) =>
      links.map((a) => a.textContent),
    );
    // Every entry mentioning the word (the lexicon pages' entries share the table), these two among them.
    expect(titles).toEqual(
      expect.arrayContaining(['Anhörung vor Kündigungen', 'Kündigungsschutz von Betriebsratsmitgliedern']),
    );

    await page.click('#amb-main a[href="/meinamb/wissen/br-a-z-content/anhoerung-vor-kuendigungen"]');
    await page.waitForSelector('#amb-main article h2');
    expect(page.url()).toBe(`${origins.main}/meinamb/wissen/br-a-z-content/anhoerung-vor-kuendigungen`);
    expect(await mainText(page)).toContain('Der Betriebsrat ist vor jeder Kündigung zu hören (§ 102 Abs. 1 BetrVG).');
  });

  it('Feedback: bewertet ein vergangenes Seminar einmal', async () => {
    const { page } = await chromium.newPage();
    await login(page, PARTICIPANT);
    await page.goto(`${origins.main}${PAGE_ROUTES.portalSendFeedback.path}`, { waitUntil: 'load' });
    await page.waitForSelector('#feedback-event');
    const options = await page.$$eval('#feedback-event option', (all) => all.map((o) => o.value).filter(Boolean));
    // Every past seminar of hers not rated yet (the demo data gives her several), as the api lists them.
    const before = await page.evaluate(
      async () => (await fetch('/api-meinamb/feedback')).json() as Promise<FeedbackEventsResponse>,
    );
    expect(options).toEqual(before.events.filter((e) => !e.feedbackGiven).map((e) => String(e.eventId)));
    expect(options.length).toBeGreaterThanOrEqual(2);

    await page.click('#amb-main button[type="submit"]');
    await waitForText(page, 'Bitte vergeben Sie 1 bis 5 Sterne');

    await page.select('#feedback-event', options[0]!);
    await page.click('#feedback-rating-5');
    await page.type('#feedback-message', 'Sehr praxisnah, die Fallbeispiele haben geholfen.');
    await page.click('#amb-main button[type="submit"]');
    await waitForText(page, FEEDBACK_MESSAGES.thanks);

    const after = await page.evaluate(
      async () => (await fetch('/api-meinamb/feedback')).json() as Promise<FeedbackEventsResponse>,
    );
    expect(after.events.find((e) => String(e.eventId) === options[0])?.feedbackGiven).toBe(true);
    // The placeholder and the seminars still to rate.
    await page.waitForFunction(
      (count) => document.querySelectorAll('#feedback-event option').length === count,
      {},
      options.length,
    );
  });

  it('Fotos: die Teilnehmerin sieht die Fotos ihrer Seminare und lädt eines herunter', async () => {
    const { page } = await chromium.newPage();
    await login(page, PARTICIPANT);
    await page.goto(`${origins.main}/meinamb/fotos`, { waitUntil: 'load' });
    await page.waitForSelector('#amb-main section[aria-labelledby^="photos-"] img');
    // The thumbnails load lazily: bring each into view.
    await page.$$eval('#amb-main section[aria-labelledby^="photos-"] img', (images) =>
      images.forEach((img) => img.scrollIntoView()),
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('#amb-main section[aria-labelledby^="photos-"] img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    const groups = await page.$$eval('#amb-main section[aria-labelledby^="photos-"]', (sections) =>
      sections.map((s) => ({ title: s.querySelector('h2')?.textContent, images: s.querySelectorAll('img').length })),
    );
    expect(groups).toHaveLength(2);
    expect(groups.every((g) => g.images === 2)).toBe(true);
    expect(new Set(groups.map((g) => g.title)).size).toBe(2);

    const href = await page.$eval('#amb-main section[aria-labelledby^="photos-"] a[download]', (a) =>
      a.getAttribute('href'),
    );
    const download = await page.evaluate(async (url) => {
      const res = await fetch(url!);
      return { status: res.status, type: res.headers.get('content-type'), size: (await res.arrayBuffer()).byteLength };
    }, href);
    expect(download).toEqual({ status: 200, type: 'image/jpeg', size: expect.any(Number) });
    expect(download.size).toBeGreaterThan(1000);
  });

  it('Fotos: ein Mitglied ohne diese Seminare sieht keine und kann keines laden', async () => {
    const { page: participant } = await chromium.newPage();
    await login(participant, PARTICIPANT);
    const photos = await participant.evaluate(
      async () => (await fetch('/api-meinamb/photos')).json() as Promise<MemberPhotosResponse>,
    );
    const url = photos.events[0]!.photos[0]!.downloadUrl;

    const { page } = await chromium.newPage();
    await login(page, 'julia.richter@example.de');
    await page.goto(`${origins.main}/meinamb/fotos`, { waitUntil: 'load' });
    await waitForText(page, PHOTO_MESSAGES.none);
    expect(await page.$('#amb-main section[aria-labelledby^="photos-"] img')).toBeNull();
    expect(await page.evaluate(async (u) => (await fetch(u)).status, url)).toBe(404);
  });
});
