import {
  linkOnSite,
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

/**
 * The wish list's button (SPEC §2.5): the wish-list page, or for a visitor who is logged out the login page (the
 * works-council one on that site) with the wish-list page as the way back.
 */
export function wishlistUrl(globals: PageGlobals, onWorksCouncil: boolean): string {
  const wishlist = siteLink(globals, PAGE_ROUTES.wishlist.path);
  if (globals.user) return wishlist;
  return onWorksCouncil
    ? routeUrl(PAGE_ROUTES.loginWorksCouncil, {}, { redirect: wishlist }, siteOrigins(globals))
    : routeUrl(PAGE_ROUTES.login, {}, { redirect: wishlist });
}
