/**
 * /sitemap.xml and /robots.txt of each site. The seminar sites list every public catalogue page the route
 * contract serves (pending routes stay out until their issue builds them); the works-council site lists its
 * own pages. Built from the api's addresses and kept a few minutes: search engines ask rarely, and the list
 * of ten thousand dates costs one query per kind.
 */
import { Router } from 'express';
import { LRUCache } from 'lru-cache';
import {
  API_ROUTES,
  MEMBER_AREA,
  MESSAGES,
  PAGE_ROUTES,
  SITES,
  buildPath,
  isPendingRoute,
  LAW_SLUGS,
  type PageRouteName,
  type SiteId,
  type SitemapEntriesResponse,
} from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { sendError } from '../http/errors';
import { escapeHtml } from '../rendering/html';
import { siteOfRequest } from '../site';

const SITEMAP_TTL_MS = 5 * 60_000;
/** The protocol's limit per file (sitemaps.org); beyond it a sitemap index would be needed. */
export const SITEMAP_MAX_URLS = 50_000;

const served = (name: PageRouteName) => !isPendingRoute(name);

/** The catalogue's pages without parameters, in the order a visitor meets them. */
const CATALOGUE_PAGES: readonly PageRouteName[] = ['home', 'seminarList', 'rubricList', 'eventList', 'locationList'];
/** The sub-pages of each theme page. */
const THEME_SUB_PAGES: readonly PageRouteName[] = [
  'themeEvents',
  'themeStarterPackage',
  'themeExperience',
  'themeInhouse',
];

/** The site paths of the sitemap of a seminar site, from the api's addresses. */
export function cataloguePaths(entries: SitemapEntriesResponse): string[] {
  const paths = CATALOGUE_PAGES.filter(served).map((name) => PAGE_ROUTES[name].path);
  if (served('rubric')) paths.push(...entries.rubrics);
  if (served('themeDetail')) {
    for (const theme of entries.themes) {
      paths.push(theme);
      const slug = theme.split('/').pop()!;
      for (const name of THEME_SUB_PAGES.filter(served)) paths.push(buildPath(PAGE_ROUTES[name].path, { theme: slug }));
    }
  }
  if (served('eventDetail')) paths.push(...entries.events);
  if (served('location')) paths.push(...entries.locations);
  if (served('hotel')) paths.push(...entries.hotels);
  return paths;
}

/** Content pages of the seminar sites without parameters (the rest of the content is issue 13's). */
const CONTENT_PAGES: readonly PageRouteName[] = [
  'trainingEntitlement',
  'terms',
  'privacy',
  'electionNewsArchive',
  'appDownload',
];

/** Every path of a seminar site's sitemap: the catalogue's, then the served content pages and items. */
export function seminarSitePaths(entries: SitemapEntriesResponse): string[] {
  return [
    ...cataloguePaths(entries),
    ...CONTENT_PAGES.filter(served).map((name) => PAGE_ROUTES[name].path),
    ...entries.content,
    ...entries.caseLaw,
    ...(served('conference') ? entries.conferences : []),
    ...(served('law') ? LAW_SLUGS.map((slug) => buildPath(PAGE_ROUTES.law.path, { slug })) : []),
  ];
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths
    .slice(0, SITEMAP_MAX_URLS)
    .map((path) => `<url><loc>${escapeHtml(`${origin}${path === '/' ? '/' : path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** What no search engine needs to crawl: the member area, cart and checkout, the committees' plans, the calls. */
const PRIVATE_PREFIXES = [
  `/${MEMBER_AREA}`,
  '/kundenportal',
  PAGE_ROUTES.cart.path,
  '/personalisierter-schulungsplan',
  '/schulungsplan',
  '/api',
  '/order-api',
  '/consultant',
  '/quote-api',
  '/wishlist',
  '/shared-modules',
  PAGE_ROUTES.manage.path,
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapRouter(ctx: AppContext): Router {
  const router = Router();
  const cache = new LRUCache<SiteId, string>({ max: 3, ttl: SITEMAP_TTL_MS });

  async function pathsOf(site: SiteId): Promise<string[]> {
    const entries = await ctx.api.getJson<SitemapEntriesResponse>(API_ROUTES.sitemapEntries.path);
    // The works-council site: its start page, its news list and the case law it serves (issue 13); the articles
    // and news it also shows name the seminar site's address as canonical, and are listed there.
    if (SITES[site].browserRemotes === 'navigation-only')
      return [PAGE_ROUTES.worksCouncilHome.path, PAGE_ROUTES.worksCouncilNews.path, ...entries.caseLaw];
    return seminarSitePaths(entries);
  }

  router.get('/sitemap.xml', async (req, res) => {
    const site = siteOfRequest(req, ctx.config);
    let xml = cache.get(site);
    if (!xml) {
      try {
        xml = sitemapXml(ctx.config.origins[site], await pathsOf(site));
      } catch (error) {
        console.error(`[bff] sitemap.xml: ${(error as Error).message}`);
        sendError(res, 'UPSTREAM_UNAVAILABLE', MESSAGES.apiUnavailable);
        return;
      }
      cache.set(site, xml);
    }
    res.type('application/xml').set('Cache-Control', 'public, max-age=300').send(xml);
  });

  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(ctx.config.origins[siteOfRequest(req, ctx.config)]));
  });
  return router;
}
