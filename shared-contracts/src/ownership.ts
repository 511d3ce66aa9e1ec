import { matchesRoute } from './paths';
import type { RemoteName } from './remotes';
import { MEMBER_AREA, PRODUCT, BRAND } from './site';

/**
 * Route ownership (ARCHITECTURE.md): which remote renders the main slot of which path.
 * Patterns: exact paths, or prefixes ending in `/*` (the prefix itself included).
 */
/** The remotes that render pages (every remote but the header and footer's). */
export type PageOwner = Exclude<RemoteName, 'mf_navigation'>;

export const ROUTE_OWNERSHIP: Record<PageOwner, readonly string[]> = {
  mf_catalogue: [
    '/',
    '/seminare',
    '/seminare/t/*',
    '/seminare/p/*',
    '/seminare/r/*',
    '/seminare/rubrik',
    '/standorte/*',
    '/suche',
    '/personalisierter-schulungsplan/*',
    '/schulungsplan/admin',
  ],
  mf_cart: ['/seminare/warenkorb/*', '/wishlist/list', `/${MEMBER_AREA}/merkliste`],
  mf_account: [
    '/kundenportal/*',
    `/${MEMBER_AREA}/*`,
    '/registrierung',
    '/werbemittelshop-login',
    '/service/kontakt',
    '/service/sbv-anfrage',
    '/service/katalog-bestellen',
    '/service/anwaltliche-beratung',
    '/service/anmeldung',
    '/service/digitalen-wandel-gestalten',
  ],
  mf_content: [
    '/fachartikel/*',
    '/news/*',
    '/br-magazin-interview/*',
    '/gesetze/*',
    `/${PRODUCT}slexikon/*`,
    '/rechtsprechung/*',
    '/wahlseiten-news/*',
    '/themen/*',
    '/jobs-karriere/*',
    '/chatbot',
    '/chatbot-sbv',
    '/forum/*',
    '/manage/*',
    `/service/${BRAND}-app/download`,
    '/schulungsanspruch',
    '/datenschutz',
    '/agb',
    '/impressum',
  ],
  mf_conferences: ['/fachtagung/*'],
};

/**
 * The remote owning the main slot of a path, or null (404). More specific patterns win:
 * `/seminare/warenkorb` belongs to mf_cart although `/seminare` is mf_catalogue's, and
 * `/meinamb/merkliste` to mf_cart although `/meinamb/*` is mf_account's.
 */
export function ownerOfPath(pathname: string): PageOwner | null {
  let best: { owner: PageOwner; score: number } | null = null;
  for (const [owner, patterns] of Object.entries(ROUTE_OWNERSHIP) as Array<[PageOwner, readonly string[]]>) {
    for (const pattern of patterns) {
      if (!matchesRoute(pattern, pathname)) continue;
      const score = pattern.replace('/*', '').length + (pattern.endsWith('/*') ? 0 : 0.5);
      if (!best || score > best.score) best = { owner, score };
    }
  }
  return best ? best.owner : null;
}

/** Paths the bff answers itself (never a document of a remote). */
export const SERVER_ONLY_PREFIXES = [
  '/shared-modules',
  '/remotes.json',
  '/mf',
  '/rss',
  '/seminare/pdf',
  '/seminare/p-pdf',
  '/news/pdf',
  '/seminare/warenkorb/checkout-pdf',
  '/seminare/warenkorb/dokumente',
  '/seminare/warenkorb/pdf-kostenrechner',
  '/seminare/warenkorb/fax-pdf',
  '/schulungsplan/pdf',
  '/template',
  '/healthz',
  '/sitemap.xml',
  '/robots.txt',
] as const;
