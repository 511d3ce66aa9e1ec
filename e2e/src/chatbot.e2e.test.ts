/**
 * The chatbot against the running system, at 1440 and 375 px: it answers real questions with sentences whose
 * cited links resolve (the page answers 200 and holds the anchor), says when it finds nothing, and answers the
 * form sent without script on the server.
 */
import type { Page } from 'puppeteer-core';
import { fill, mainButton } from './booking';
import { browserOfFile, e2eContext } from './context';

const { origins } = e2eContext();
const chromium = browserOfFile();
const SHOTS = `${__dirname}/../artifacts/chatbot`;

const QUESTIONS: Array<[string, string, string]> = [
  ['/chatbot', 'Wie viele Tage Schulung stehen einem Betriebsratsmitglied zu?', '/gesetze/betrvg#p37-abs7'],
  ['/chatbot', 'Mit welcher Frist kann eine Betriebsvereinbarung gekündigt werden?', '/gesetze/betrvg#p77-abs5'],
  ['/chatbot-sbv', 'Welche Aufgaben hat die Schwerbehindertenvertretung?', '/gesetze/sgb-ix#p178-abs1'],
];

async function ask(page: Page, question: string): Promise<void> {
  const before = await page.$$eval('.cnt-chatbot-turn', (turns) => turns.length);
  await fill(page, '#chatbot-frage', question);
  await page.click(mainButton('Frage stellen'));
  await page.waitForFunction((n) => document.querySelectorAll('.cnt-chatbot-turn').length > n, {}, before);
}

/** Every link of the latest answer: its page answers 200 and has the element its anchor names. */
async function expectLinksResolve(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('.cnt-chatbot-turn:last-child .cnt-chatbot-answer a', (links) =>
    links.map((link) => link.href),
  );
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    const response = await fetch(`${url.origin}${url.pathname}`, { headers: { accept: 'text/html' } });
    expect({ href, status: response.status }).toEqual({ href, status: 200 });
    if (url.hash) expect(await response.text()).toContain(`id="${decodeURIComponent(url.hash.slice(1))}"`);
  }
  return hrefs.map((href) => new URL(href).pathname + new URL(href).hash);
}

describe.each([
  ['Desktop', 1440, 900],
  ['Smartphone', 375, 812],
])('Chatbot (%s, %i px)', (_label, width, height) => {
  it.each(QUESTIONS)(
    '%s: „%s“ zitiert %s, jeder Link führt zu Seite und Anker',
    async (path, question, expected) => {
      const { page } = await chromium.newPage();
      await page.setViewport({ width, height });
      await page.goto(`${origins.main}${path}`, { waitUntil: 'networkidle0' });
      expect(await page.$eval('#amb-main', (el) => el.textContent)).toContain('keine Rechtsberatung');
      await ask(page, question);
      const links = await expectLinksResolve(page);
      expect(links[0]).toBe(expected);
      if (path === '/chatbot' && question.startsWith('Wie viele Tage')) {
        // A follow-up is read with the question before it (the conversation is kept in the api).
        await ask(page, 'Und für erstmals gewählte Mitglieder?');
        expect((await expectLinksResolve(page))[0]).toBe('/gesetze/betrvg#p37-abs7');
        require('node:fs').mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/antwort-${width}.png` });
      }
      await page.close();
    },
    60_000,
  );

  it('sagt, wenn unsere Inhalte nichts dazu haben', async () => {
    const { page } = await chromium.newPage();
    await page.setViewport({ width, height });
    await page.goto(`${origins.main}/chatbot`, { waitUntil: 'networkidle0' });
    await ask(page, 'Wie backe ich einen Apfelkuchen?');
    expect(await page.$eval('.cnt-chatbot-turn:last-child', (el) => el.textContent)).toContain(
      'Dazu habe ich in unseren Inhalten nichts gefunden.',
    );
    await page.close();
  });
});

describe('Chatbot ohne Skript', () => {
  it('beantwortet das gesendete Formular auf dem Server, auch auf der Betriebsrat-Website', async () => {
    for (const origin of [origins.main, origins.worksCouncil]) {
      const frage = encodeURIComponent('Wer trägt die Kosten für ein Betriebsratsseminar?');
      const html = await (await fetch(`${origin}/chatbot?frage=${frage}`, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('href="/gesetze/betrvg#p40-abs1"');
      expect(html).toContain('Dazu gehören auch die Kosten erforderlicher Schulungen');
    }
  });
});
