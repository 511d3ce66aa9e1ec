import {
  absoluteOnSite,
  linkOnSite,
  loginUrl as contractLoginUrl,
  PAGE_ROUTES,
  routeUrl,
  siteOrigins,
  visibleNavigation,
  type InspirationSlide,
  type NavigationItem,
  type PageGlobals,
} from '@amb/shared-contracts/core';

// The login link is shared with other remotes (the wish-list heart); kept importable from here.
export { returnPath, siteOrigins } from '@amb/shared-contracts/core';

/**
 * A link of the header or footer as the current site must write it (see `linkOnSite`); on the site's origin
 * when the globals ask for absolute links (the `/template/` frame and the embedded fragments on other hosts).
 */
export function siteLink(globals: PageGlobals, href: string): string {
  return absoluteOnSite(globals, linkOnSite(globals.site, href, globals.mainDomain));
}

/**
 * Login page with `?redirect=<current path>`. On another host the address there is no page of this site,
 * so the login leads back to nowhere in particular.
 */
export function loginUrl(globals: PageGlobals, onWorksCouncil: boolean, currentPath: string | null = null): string {
  const path = globals.absoluteLinks ? null : currentPath;
  return siteLink(globals, contractLoginUrl(globals, onWorksCouncil, path));
}

/** Logout: the works-council route when the address is on the works-council domain (SPEC §2.4). */
export function logoutUrl(globals: PageGlobals, onWorksCouncil: boolean): string {
  return onWorksCouncil
    ? routeUrl(PAGE_ROUTES.logoutWorksCouncil, {}, {}, siteOrigins(globals))
    : siteLink(globals, PAGE_ROUTES.logout.path);
}

/** Paths in the href and src attributes of editors' rich text (the slides' content). */
const PATH_ATTRIBUTE = /(\s(?:href|src)=)(["'])(\/(?!\/)[^"']*)\2/gi;

/** A slide with its pictures on the site's origin where needed and the links of its rich text written for the site. */
function siteSlide(globals: PageGlobals, slide: InspirationSlide): InspirationSlide {
  return {
    ...slide,
    imageVertical: absoluteOnSite(globals, slide.imageVertical),
    ...(slide.imageHorizontal ? { imageHorizontal: absoluteOnSite(globals, slide.imageHorizontal) } : {}),
    content: slide.content.replace(
      PATH_ATTRIBUTE,
      (_match, attribute: string, quote: string, path: string) =>
        `${attribute}${quote}${/^\s*src/i.test(attribute) ? absoluteOnSite(globals, path) : siteLink(globals, path)}${quote}`,
    ),
  };
}

/**
 * The visible navigation tree (hiddenOnFrontend '0', three levels: the bff filters too, an embedding host's
 * globals may not) with every link written for the current site, the slides' links and pictures too.
 */
export function siteNavigation(globals: PageGlobals): NavigationItem[] {
  const rewrite = (items: NavigationItem[]): NavigationItem[] =>
    items.map((item) => ({
      ...item,
      url: siteLink(globals, item.url),
      ...(item.tabLinkRel ? { tabLinkRel: siteLink(globals, item.tabLinkRel) } : {}),
      ...(item.inspirationContent
        ? { inspirationContent: item.inspirationContent.map((slide) => siteSlide(globals, slide)) }
        : {}),
      children: rewrite(item.children),
    }));
  return rewrite(visibleNavigation(globals.navigation));
}

/**
 * The wish list's button (SPEC §2.5): the wish-list page, or for a visitor who is logged out the login page (the
 * works-council one on that site) with the wish-list page as the way back.
 */
export function wishlistUrl(globals: PageGlobals, onWorksCouncil: boolean): string {
  // The way back stays a path where the site serves the page: the login leads back on its own site.
  const wishlist = linkOnSite(globals.site, PAGE_ROUTES.wishlist.path, globals.mainDomain);
  if (globals.user) return absoluteOnSite(globals, wishlist);
  return onWorksCouncil
    ? routeUrl(PAGE_ROUTES.loginWorksCouncil, {}, { redirect: wishlist }, siteOrigins(globals))
    : siteLink(globals, routeUrl(PAGE_ROUTES.login, {}, { redirect: wishlist }));
}
