import { API_ROUTES, matchRoute, pageAnswerOf, type PageRouteName, type SiteId } from '@amb/shared-contracts';

/**
 * Cache tags (Fastly's Surrogate-Key, Cloudflare's and Akamai's Cache-Tag): every shared document names what it
 * shows, so a purge removes exactly the documents a change touches, here and in a CDN in front.
 */
export const DOCUMENT_TAG = 'amb:doc';

export function siteTag(site: SiteId): string {
  return `amb:site:${site}`;
}

/** One page of a route by its parameters (a law by its slug: `amb:law:betrvg`); header-safe, bounded. */
function pageTag(route: PageRouteName, params: Record<string, string>): string {
  const values = Object.values(params).map((value) => encodeURIComponent(value).slice(0, 100));
  return [`amb:${route}`, ...values].join(':');
}

/** The page route's tags: every page of the route, and this one by its parameters. */
function routeTags(route: PageRouteName, params: Record<string, string>): string[] {
  return Object.keys(params).length > 0 ? [`amb:${route}`, pageTag(route, params)] : [`amb:${route}`];
}

/** The tags of a site's document at `pathname` (normalised): every document, its site, its route. */
export function documentTags(site: SiteId, pathname: string): string[] {
  const answer = pageAnswerOf(site, pathname);
  const route = answer.status === 200 ? routeTags(answer.route.name, answer.route.params) : [];
  return [DOCUMENT_TAG, siteTag(site), ...route];
}

/**
 * What an editor's successful write under /api/manage changes on the public pages: a law's paragraph (saved or
 * restored) is on that law's page and nowhere else; a judgment draft and a PDF analysis are on none (drafts answer
 * 404 until published). Any other write there purges every document: an unknown change is never kept.
 */
export function contentWriteTags(method: string, path: string): string[] {
  for (const route of [API_ROUTES.manageLawParagraph, API_ROUTES.manageLawParagraphRestore]) {
    const params = matchRoute(route.path, path);
    if (params?.slug) return [pageTag('law', { slug: params.slug })];
  }
  if (
    method === 'POST' &&
    [API_ROUTES.manageJudgmentDrafts.path, API_ROUTES.managePdfAnalysisUpload.path].includes(path)
  ) {
    return [];
  }
  return [DOCUMENT_TAG];
}
