/**
 * Every page of the route contract that a user can reach looks like itself (issue 22): at 1440 and 375 px,
 * as a visitor, a member (with a date and a participant in the cart), a committee manager and an admin. On
 * each address every remote mounted on the page (header, footer, main) has its own stylesheet applied, no
 * frame showed a remote's content before its stylesheet applied (no unstyled flash), and the console stayed
 * free of errors. One browser page per role and width walks its addresses: at 1440 px every address, at 375 px
 * one per owner and site (a remote's stylesheet is the same at every width; how the pages look on phones is the
 * visual test's, visual.e2e.test.ts).
 */
import type { Page } from 'puppeteer-core';
import { BFF_RENDERED_PAGES, ownerOfPath } from '@amb/shared-contracts';
import { browserOfFile } from './context';
import {
  cartDate,
  fillCart,
  pageAddresses,
  sessionCookies,
  uncoveredRoutes,
  type PageAddress,
  type Role,
} from './pageAddresses';
import { installStyleProbe, type StyleProbeWindow } from './styleProbe';

const chromium = browserOfFile();
const WIDTHS = [1440, 375] as const;
const ROLES: readonly Role[] = ['visitor', 'member', 'manager', 'admin'];

/**
 * Not errors of a page: a call answered 4xx on purpose (a visitor's wish list: 401), which Chromium logs as a
 * network error; single-spa's note that a mount took longer than its warning time (#31), which says how busy
 * the machine is, not whether the page is styled.
 */
const EXPECTED_ANSWER =
  /^Failed to load resource: the server responded with a status of 4\d\d |single-spa minified message #31:/;

/** A warning that is ours: a header of the bff the browser does not understand (logged on every page). */
const HEADER_WARNING = /^Error with [\w-]+ header/;

let addresses: PageAddress[] = [];
let cartEventId = 0;

beforeAll(async () => {
  cartEventId = (await cartDate()).eventId;
  addresses = await pageAddresses(cartEventId);
});

/** The first address of each owner on each site (BFF-rendered pages of the works-council site count as one). */
function onePerOwner(addresses: PageAddress[]): PageAddress[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = `${address.site} ${ownerOfPath(new URL(address.url).pathname) ?? 'bff'}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What one address showed wrong, in German like the rest of the suite's messages. */
async function problemsAt(page: Page, address: PageAddress, consoleErrors: string[]): Promise<string[]> {
  consoleErrors.length = 0;
  const problems: string[] = [];
  const response = await page.goto(address.url, { waitUntil: 'load' });
  if (!response || response.status() >= 400) problems.push(`Status ${response?.status() ?? 'keine Antwort'}`);
  const { pathname } = new URL(page.url());
  const bffPage = address.site === 'works-council' && BFF_RENDERED_PAGES.includes(address.name);
  const owner = bffPage ? null : ownerOfPath(pathname);
  const roots = owner ? `#amb-main [data-boundary="${owner}"]` : '#amb-main';
  const mounted = await page
    .waitForSelector(roots, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!mounted) problems.push(`${owner ?? 'Seite'} nicht im Hauptbereich`);
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 8_000 }).catch(() => undefined);
  const { unstyled, flashes } = await page.evaluate(() => {
    const probe = window as unknown as StyleProbeWindow;
    return { unstyled: probe.__ambUnstyledRemotes(), flashes: probe.__ambUnstyledFlashes };
  });
  for (const remote of new Set(unstyled)) problems.push(`${remote} ohne sein Stylesheet`);
  for (const flash of new Set(flashes)) problems.push(`ungestylt sichtbar: ${flash}`);
  for (const error of consoleErrors) problems.push(`Konsole: ${error}`);
  return problems.map((problem) => `${address.name} ${pathname}: ${problem}`);
}

describe('Jede Seite mit ihren Stylesheets', () => {
  it('jede erreichbare Route der Routentabelle hat eine Adresse', () => {
    expect(uncoveredRoutes(addresses)).toEqual([]);
  });

  describe.each(ROLES)('als %s', (role) => {
    it.each(WIDTHS)(
      '%i px: jedes Remote der Seite mit seinem Stylesheet, ohne ungestylten Moment, ohne Konsolenfehler',
      async (width) => {
        const mine = addresses.filter((address) => address.role === role);
        const walked = width === WIDTHS[0] ? mine : onePerOwner(mine);
        expect(mine.length).toBeGreaterThan(0);
        const { page } = await chromium.newPage();
        const cookies = await sessionCookies(role);
        if (cookies.length > 0) await page.setCookie(...cookies.map((c) => ({ ...c, domain: 'localhost', path: '/' })));
        // The cart's pages show a date with a participant (added once, at the first width).
        if (role === 'member' && width === WIDTHS[0]) await fillCart(cookies, cartEventId);
        await page.setViewport({ width, height: 900 });
        await page.evaluateOnNewDocument(installStyleProbe);
        await page.bringToFront();
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          const text = message.text();
          if ((message.type() === 'error' && !EXPECTED_ANSWER.test(text)) || HEADER_WARNING.test(text))
            consoleErrors.push(text);
        });
        page.on('pageerror', (error) => consoleErrors.push(String(error)));

        const problems: string[] = [];
        for (const address of walked) problems.push(...(await problemsAt(page, address, consoleErrors)));
        await page.browserContext().close();
        expect(problems).toEqual([]);
      },
      300_000,
    );
  });
});
