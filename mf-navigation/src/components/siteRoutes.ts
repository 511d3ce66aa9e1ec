import {
  linkOnSite,
  PAGE_ROUTES,
  routeUrl,
  type NavigationItem,
  type PageGlobals,
  type SiteOrigins,
} from '@amb/shared-contracts/core';

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
 * Login page with `?redirect=<current path>`: the works-council site has its own (SPEC §2.1, §2.5).
 * Without a known current path (the server render) the link carries no redirect.
 */
export function loginUrl(globals: PageGlobals, onWorksCouncil: boolean, currentPath: string | null = null): string {
  const query = { redirect: returnPath(currentPath) };
  return onWorksCouncil
    ? routeUrl(PAGE_ROUTES.loginWorksCouncil, {}, query, siteOrigins(globals))
    : routeUrl(PAGE_ROUTES.login, {}, query);
}

/** Logout: the works-council route when the address is on the works-council domain (SPEC §2.4). */
export function logoutUrl(globals: PageGlobals, onWorksCouncil: boolean): string {
  return onWorksCouncil
    ? routeUrl(PAGE_ROUTES.logoutWorksCouncil, {}, {}, siteOrigins(globals))
    : PAGE_ROUTES.logout.path;
}

/** The account icon: the member area when logged in, else the login page (back to the current path). */
export function accountUrl(globals: PageGlobals, onWorksCouncil: boolean, currentPath: string | null = null): string {
  return globals.user ? PAGE_ROUTES.customerPortal.path : loginUrl(globals, onWorksCouncil, currentPath);
}

/** A link of the header or footer as the current site must write it (see `linkOnSite`). */
export function siteLink(globals: PageGlobals, href: string): string {
  return linkOnSite(globals.site, href, globals.mainDomain);
}

/** The navigation tree with every link written for the current site (three levels, as the tree has). */
export function siteNavigation(globals: PageGlobals): NavigationItem[] {
  const rewrite = (items: NavigationItem[]): NavigationItem[] =>
    items.map((item) => ({ ...item, url: siteLink(globals, item.url), children: rewrite(item.children ?? []) }));
  return rewrite(globals.navigation);
}
