import type { Page } from 'puppeteer-core';

export interface HydrationWatch {
  /** Console errors (React reports a mismatch there) and page errors; failed loads are the network's. */
  problems: string[];
  /** After the load: is the main slot's root still the element the server sent (hydrated, not replaced)? */
  keptServerRoot: () => Promise<boolean>;
}

/** Call before `page.goto`: remembers the server's root of `remote` in the main slot before any script runs. */
export async function watchHydration(page: Page, remote: string): Promise<HydrationWatch> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  const selector = `#amb-main > [data-boundary="${remote}"]`;
  await page.evaluateOnNewDocument((rootSelector: string) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { __serverRoot: Element | null }).__serverRoot = document.querySelector(rootSelector);
      }
    });
  }, selector);
  return {
    problems,
    keptServerRoot: () =>
      page.evaluate((rootSelector: string) => {
        const server = (window as unknown as { __serverRoot: Element | null }).__serverRoot;
        return server !== null && server === document.querySelector(rootSelector);
      }, selector),
  };
}
