/**
 * The login link with the way back, for every remote that sends a visitor to log in (the header's login,
 * the wish-list heart): the works-council site has its own login (SPEC §2.1, §2.5).
 */
import type { PageGlobals } from './entities';
import { PAGE_ROUTES, routeUrl, type SiteOrigins } from './routes';

export function siteOrigins(globals: PageGlobals): SiteOrigins {
  return { main: globals.mainDomain, newer: globals.newerDomain, 'works-council': globals.worksCouncilDomain };
}

/** Pages a login should not lead back to: the login and registration pages themselves. */
const NO_RETURN_PREFIXES = [PAGE_ROUTES.login.path, PAGE_ROUTES.registration.path, PAGE_ROUTES.passwordForgotten.path];

/** Where the login should lead back to: the current path, unless that is a login page itself. */
export function returnPath(currentPath: string | null): string | undefined {
  if (!currentPath || !currentPath.startsWith('/')) return undefined;
  const pathname = currentPath.split(/[?#]/)[0] ?? '';
  const isLoginPage = NO_RETURN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return isLoginPage ? undefined : currentPath;
}

/**
 * Login page with `?redirect=<current path>`. Without a known current path (the server render) the link
 * carries no redirect.
 */
export function loginUrl(globals: PageGlobals, onWorksCouncil: boolean, currentPath: string | null = null): string {
  const query = { redirect: returnPath(currentPath) };
  return onWorksCouncil
    ? routeUrl(PAGE_ROUTES.loginWorksCouncil, {}, query, siteOrigins(globals))
    : routeUrl(PAGE_ROUTES.login, {}, query);
}
