/**
 * The link check: every page reachable from `/` on each of the three sites (header, footer, pages), crawled
 * by linkinator; every internal link answers 2xx, or 404 for a route on the pending list (a later issue
 * builds it). Links to one of the other two sites are checked once each as well.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  API_ROUTES,
  PAGE_ROUTES,
  isPendingRoute,
  pageAnswerOf,
  routeKind,
  routesOf,
  type NavigationItem,
  type SiteId,
} from '@amb/shared-contracts';
import { e2eContext } from './context';

interface CheckedLink {
  url: string;
  status?: number;
  state: 'OK' | 'BROKEN' | 'SKIPPED';
  parent?: string;
}

const { origins } = e2eContext();
const SITE_OF_ORIGIN: Record<string, SiteId> = {
  [origins.main]: 'main',
  [origins.newer]: 'newer',
  [origins.worksCouncil]: 'works-council',
};

async function crawl(origin: string): Promise<CheckedLink[]> {
  const script = path.join(__dirname, '../harness/linkCheck.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script, origin], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as CheckedLink[];
}

/** A 404 the route contract expects: the path is on the pending list (page, bff or api route). */
function expectedMissing(url: URL): boolean {
  const site = SITE_OF_ORIGIN[url.origin];
  if (!site) return false;
  const answer = pageAnswerOf(site, url.pathname);
  if (answer.status === 404 && answer.reason === 'pending') return true;
  return routesOf(url.pathname).some((route) => routeKind(route.name) !== 'page' && isPendingRoute(route.name));
}

const problemsOf = (links: CheckedLink[]) =>
  links
    .filter((link) => link.state === 'BROKEN')
    .filter((link) => !(link.status === 404 && expectedMissing(new URL(link.url))))
    .map((link) => `${link.status ?? 'keine Antwort'} ${link.url} (auf ${link.parent ?? '?'})`);

/** Every address of the header's „Fachtagungen“ menu (the seed's navigation tree) and of the footer's column. */
async function conferenceLinks(origin: string): Promise<string[]> {
  const response = await fetch(`${e2eContext().apiUrl}${API_ROUTES.navigationTree.path}?site=main`);
  const tree = (await response.json()) as NavigationItem[];
  const menu = tree.find((item) => item.linkText === 'Fachtagungen');
  if (!menu) throw new Error('Kein Menü „Fachtagungen“ in der Navigation');
  const urls = new Set<string>();
  const walk = (item: NavigationItem) => {
    urls.add(item.url);
    for (const child of item.children ?? []) walk(child);
  };
  walk(menu);
  for (const route of ['conferenceRegistration', 'conferenceReservation', 'conferenceWaitingList'] as const) {
    urls.add(PAGE_ROUTES[route].path);
  }
  return [...urls].map((url) => `${origin}${url}`);
}

describe('Linkprüfung der drei Websites', () => {
  const otherSiteLinks = new Map<string, string>();
  const crawled = new Map<string, CheckedLink[]>();

  it.each(Object.entries(origins))(
    '%s: jeder interne Link antwortet 2xx oder steht auf der Pending-Liste',
    async (_name, origin) => {
      const links = await crawl(origin);
      crawled.set(origin, links);
      expect(links.filter((link) => link.state === 'OK').length).toBeGreaterThan(3);
      for (const link of links) {
        const target = new URL(link.url);
        if (link.state === 'SKIPPED' && target.origin !== origin && SITE_OF_ORIGIN[target.origin]) {
          otherSiteLinks.set(link.url, link.parent ?? origin);
        }
      }
      expect(problemsOf(links)).toEqual([]);
    },
  );

  it('jeder Link des Menüs „Fachtagungen“ und der Fachtagungs-Spalte im Fuß wurde geprüft und antwortet 2xx', async () => {
    for (const origin of [origins.main, origins.newer]) {
      const links = crawled.get(origin) ?? (await crawl(origin));
      const expected = await conferenceLinks(origin);
      // Four conferences with their page and booking, and the footer's three pages.
      expect(expected.length).toBeGreaterThanOrEqual(11);
      const found = expected.map((url) => [url, links.find((link) => link.url === url)?.state ?? 'nicht gefunden']);
      expect(found).toEqual(expected.map((url) => [url, 'OK']));
    }
  });

  it('Links zur jeweils anderen Website führen zu bedienten oder ausstehenden Seiten', async () => {
    const checked: CheckedLink[] = [];
    for (const [url, parent] of otherSiteLinks) {
      const res = await fetch(url, { headers: { accept: 'text/html' }, redirect: 'manual' });
      await res.body?.cancel();
      const ok = res.status >= 200 && res.status < 400;
      checked.push({ url, status: res.status, state: ok ? 'OK' : 'BROKEN', parent });
    }
    expect(problemsOf(checked)).toEqual([]);
  });
});
