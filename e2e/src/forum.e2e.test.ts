/**
 * The forum on the works-council site against the running system, at 1440 and 375 px: a member writes a thread
 * and an answer, a moderator hides the answer with a reason, a visitor sees the reason instead of the text.
 * The pages come server-rendered (with the DiscussionForumPosting) and mf_content hydrates them.
 */
import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD, fill, mainButton, mainContains } from './booking';
import { browserOfFile, e2eContext, loadedApps } from './context';

const { origins } = e2eContext();
const chromium = browserOfFile();
const MEMBER = 'anna.schneider@example.de';
const MODERATOR = 'redaktion@example.de';
const SHOTS = `${__dirname}/../artifacts/forum`;

async function login(page: Page, email: string, target: string): Promise<void> {
  await page.goto(`${origins.worksCouncil}/kundenportal/login?redirect=${encodeURIComponent(target)}`, {
    waitUntil: 'load',
  });
  await fill(page, '#login-email', email);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
  await fill(page, 'input[type="password"]', DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main button[type="submit"]')]);
  expect(new URL(page.url()).pathname).toBe(target.split('?')[0]);
}

async function shot(page: Page, name: string): Promise<void> {
  require('node:fs').mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

describe.each([
  ['Desktop', 1440, 900],
  ['Smartphone', 375, 812],
])('Forum (%s, %i px)', (label, width, height) => {
  it('die Übersicht kommt vom Server mit den neuesten Themen, die Navigation der Betriebsrat-Website führt hin', async () => {
    const { page, requests } = await chromium.newPage();
    await page.setViewport({ width, height });
    const response = await page.goto(`${origins.worksCouncil}/forum`, { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('<h1 class="kit-page__heading">Forum für Betriebsräte</h1>');
    expect(html).toContain('cnt-forum-thread');
    expect(loadedApps(requests).has('mf_content')).toBe(true);
    await shot(page, `uebersicht-${width}`);
    await page.close();
  });

  it('ein Mitglied schreibt ein Thema und eine Antwort, die Moderation blendet die Antwort aus', async () => {
    const title = `E2E ${label}: Sitzungsgeld für Ersatzmitglieder ${Date.now()}`;
    const member = await chromium.newPage();
    const page = member.page;
    await page.setViewport({ width, height });
    await login(page, MEMBER, '/forum/neues-thema');
    await page.waitForSelector('#forum-kategorie');
    await page.select('#forum-kategorie', 'br-praxis');
    // A title under 5 characters: the SPEC message, nothing sent.
    await fill(page, '#forum-titel', 'Hi');
    await fill(page, '#forum-text', 'Bekommen Ersatzmitglieder für die Sitzung eine Arbeitsbefreiung?');
    await page.click(mainButton('Thema veröffentlichen'));
    await mainContains(page, 'Bitte geben Sie einen Titel mit mindestens 5 Zeichen ein');
    await fill(page, '#forum-titel', title);
    await page.click(mainButton('Thema veröffentlichen'));
    await page.waitForFunction(() => window.location.pathname.startsWith('/forum/thema/'));
    await mainContains(page, title);
    const threadPath = new URL(page.url()).pathname;

    await fill(
      page,
      '#forum-antwort',
      'Ja, **für die Dauer der Sitzung** nach § 37 Abs. 2 BetrVG. <script>alert(1)</script>',
    );
    await page.click(mainButton('Antwort veröffentlichen'));
    await mainContains(page, 'Ihre Antwort ist veröffentlicht.');
    await page.waitForFunction(() => document.querySelectorAll('.cnt-forum-post').length === 2);
    const answer = await page.$eval('.cnt-forum-post:last-child .cnt-forum-post__body', (el) => el.innerHTML);
    expect(answer).toContain('<strong>für die Dauer der Sitzung</strong>');
    expect(answer).not.toContain('<script');
    await shot(page, `thema-mitglied-${width}`);
    await page.close();

    // The thread page as a search engine gets it: server HTML with the DiscussionForumPosting.
    const served = await (
      await fetch(`${origins.worksCouncil}${threadPath}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(served).toContain('"@type":"DiscussionForumPosting"');
    expect(served).toContain(title);

    const moderator = await chromium.newPage();
    await moderator.page.setViewport({ width, height });
    await login(moderator.page, MODERATOR, threadPath);
    await moderator.page.waitForSelector('.cnt-forum-post:last-child button');
    // A locator: it waits until the button is visible and still, and retries when a render replaced it (the
    // moderator's permission arrives after hydration and redraws the posts).
    await moderator.page
      .locator(`::-p-xpath(//li[contains(@class,"cnt-forum-post")][last()]//button[normalize-space(.)="Ausblenden"])`)
      .click();
    await fill(
      moderator.page,
      '.cnt-forum-post:last-child input[type="text"], .cnt-forum-post:last-child input:not([type])',
      'Enthält ein Skript',
    );
    await moderator.page.click(mainButton('Beitrag ausblenden'));
    await mainContains(moderator.page, 'Dieser Beitrag wurde von der Moderation ausgeblendet: Enthält ein Skript');
    await shot(moderator.page, `thema-moderation-${width}`);
    await moderator.page.close();

    // A visitor sees the reason, not the text. (An address of its own: the bff keeps a logged-out visitor's page a
    // few seconds, and the search engine's fetch above put the page as it was before into that cache.)
    const visitor = await chromium.newPage();
    await visitor.page.setViewport({ width, height });
    await visitor.page.goto(`${origins.worksCouncil}${threadPath}?gesehen=${Date.now()}`, {
      waitUntil: 'networkidle0',
    });
    await mainContains(visitor.page, 'Dieser Beitrag wurde von der Moderation ausgeblendet: Enthält ein Skript');
    expect(await visitor.page.$eval('#amb-main', (el) => el.textContent)).not.toContain('für die Dauer der Sitzung');
    await mainContains(visitor.page, 'Melden Sie sich an');
    await shot(visitor.page, `thema-besucher-${width}`);
    await visitor.page.close();
  }, 120_000);
});
