/** Where to go after login: only our own paths and site origins — never an open redirect. */
import { PAGE_ROUTES } from '@amb/shared-contracts';
import type { SiteOrigins } from '../auth/config';

export const DEFAULT_LOGIN_TARGET = PAGE_ROUTES.customerPortal.path;
const PROBE_ORIGIN = 'http://redirect.invalid';

/**
 * A relative path starting with a single '/' (no '//', no '\\', no control characters) or an absolute
 * URL on one of the three site origins; anything else becomes /kundenportal/meinamb.
 */
export function sanitizeRedirect(value: unknown, origins: SiteOrigins): string {
  if (typeof value !== 'string' || value === '' || value.length > 2000) return DEFAULT_LOGIN_TARGET;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return DEFAULT_LOGIN_TARGET;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return DEFAULT_LOGIN_TARGET;
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : DEFAULT_LOGIN_TARGET;
  }
  try {
    const url = new URL(value);
    const allowed = [origins.main, origins.newer, origins.worksCouncil];
    return allowed.includes(url.origin) && !url.username && !url.password ? url.href : DEFAULT_LOGIN_TARGET;
  } catch {
    return DEFAULT_LOGIN_TARGET;
  }
}

/** The site origin a request came through (bff's X-Forwarded-Host / Host), else the main site. */
export function siteOriginOf(host: string | undefined, origins: SiteOrigins): string {
  const all = [origins.main, origins.newer, origins.worksCouncil];
  return all.find((origin) => host !== undefined && new URL(origin).host === host) ?? origins.main;
}
