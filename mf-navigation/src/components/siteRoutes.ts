import {
  linkOnSite,
  loginUrl,
  PAGE_ROUTES,
  routeUrl,
  siteOrigins,
  visibleNavigation,
  type NavigationItem,
  type PageGlobals,
} from '@amb/shared-contracts/core';

// The login link is shared with other remotes (the wish-list heart); kept importable from here.
export { loginUrl, returnPath, siteOrigins } from '@amb/shared-contracts/core';

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

/**
 * The visible navigation tree (hiddenOnFrontend '0', three levels: the bff filters too, an embedding host's
 * globals may not) with every link written for the current site.
 */
export function siteNavigation(globals: PageGlobals): NavigationItem[] {
  const rewrite = (items: NavigationItem[]): NavigationItem[] =>
    items.map((item) => ({ ...item, url: siteLink(globals, item.url), children: rewrite(item.children) }));
  return rewrite(visibleNavigation(globals.navigation));
}
