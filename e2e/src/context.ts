import puppeteer, { type Browser, type Page } from 'puppeteer-core';

const { installRendererCounter } = require('../harness/browser.cjs');

export interface E2eContext {
  origins: { main: string; newer: string; worksCouncil: string };
  /** An origin no site listens on, named in EMBED_ORIGINS for the main and works-council sites. */
  embedHost: string;
  apiUrl: string;
  deployDir: string;
  /** Where the run's SMTP server puts every mail the api sent (one JSON file each). */
  mailDir: string;
  /** The api's SQLite file (production mode, e2e only reads it). */
  databaseFile: string;
  /** The demo data's base date (YYYY-MM-DD, a Monday): pick seeded data relative to it, not to today. */
  seedBaseDate: string;
  /** Process ids of the running api and bff. */
  pids: { api: number; bff: number };
  env: Record<string, string>;
  browserWSEndpoint: string;
}

export function e2eContext(): E2eContext {
  const raw = process.env.AMB_E2E;
  if (!raw) throw new Error('AMB_E2E fehlt: die e2e-Tests laufen nur über jest mit globalSetup.');
  return JSON.parse(raw) as E2eContext;
}

/** Connects to the run's Chromium (started in globalSetup); `browser.disconnect()` when done. */
export async function openBrowser(): Promise<Browser> {
  return puppeteer.connect({ browserWSEndpoint: e2eContext().browserWSEndpoint });
}

/** The run's Chromium for one test file: connected before its tests, disconnected after them. */
export function browserOfFile(): { newPage: (options?: NewPageOptions) => ReturnType<typeof newPage> } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.disconnect();
  });
  return {
    newPage: (options?: NewPageOptions) => {
      if (!browser) throw new Error('Der Browser ist erst in den Tests verbunden.');
      return newPage(browser, options);
    },
  };
}

export interface NewPageOptions {
  /**
   * The visitor's stored consent choice (cookie amb_consent); null: none yet, so the consent question shows.
   * By default "necessary": the question would otherwise push every page down by its height.
   */
  consent?: 'all' | 'necessary' | null;
}

/**
 * A new page in a fresh browser context (own cookies and storage) that counts React renderers
 * and records every request URL.
 */
export async function newPage(
  browser: Browser,
  { consent = 'necessary' }: NewPageOptions = {},
): Promise<{ page: Page; requests: string[] }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // Cookies belong to the host, not the port: one cookie for all three local sites.
  if (consent) await page.setCookie({ name: 'amb_consent', value: consent, domain: 'localhost', path: '/' });
  await page.setViewport({ width: 1280, height: 900 });
  await page.evaluateOnNewDocument(installRendererCounter);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return { page, requests };
}

export async function rendererCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __AMB_RENDERERS__: Map<number, unknown> }).__AMB_RENDERERS__.size);
}

/** Apps (shell, mf_*) whose deployed files the page requested. */
export function loadedApps(requests: string[]): Set<string> {
  const apps = new Set<string>();
  for (const url of requests) {
    const match = /\/mf\/([a-z_]+)\//.exec(new URL(url).pathname);
    if (match?.[1]) apps.add(match[1]);
  }
  return apps;
}

export async function textOf(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (element) => (element as HTMLElement).innerText);
}
