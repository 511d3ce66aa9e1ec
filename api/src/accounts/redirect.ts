/** Where to go after login: the shared sanitiser with this deployment's three site origins. */
import { sanitizeRedirect as sanitize } from '@amb/shared-contracts';
import type { SiteOrigins } from '../auth/config';

const originList = (origins: SiteOrigins): string[] => [origins.main, origins.newer, origins.worksCouncil];

/** A path of this site or a URL on one of the three site origins (normalised); anything else /kundenportal/meinamb. */
export function sanitizeRedirect(value: unknown, origins: SiteOrigins): string {
  return sanitize(value, originList(origins));
}

/** The site origin a request came through (bff's X-Forwarded-Host / Host), else the main site. */
export function siteOriginOf(host: string | undefined, origins: SiteOrigins): string {
  return originList(origins).find((origin) => host !== undefined && new URL(origin).host === host) ?? origins.main;
}

/** The origin of the site a request came to (through the bff: its forwarded host), for links in mails. */
export function requestOrigin(req: { get(name: string): string | undefined }, origins: SiteOrigins): string {
  return siteOriginOf(req.get('x-forwarded-host') ?? req.get('host'), origins);
}
