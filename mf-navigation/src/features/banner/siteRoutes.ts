import { PAGE_ROUTES, routeUrl, type PageGlobals, type SiteOrigins } from '@amb/shared-contracts';

export function siteOrigins(globals: PageGlobals): SiteOrigins {
  return { main: globals.mainDomain, newer: globals.newerDomain, 'works-council': globals.worksCouncilDomain };
}

/** Login page: the works-council site has its own (SPEC §2.1, §2.5). */
export function loginUrl(globals: PageGlobals, onWorksCouncil: boolean): string {
  return onWorksCouncil
    ? routeUrl(PAGE_ROUTES.loginWorksCouncil, {}, {}, siteOrigins(globals))
    : PAGE_ROUTES.login.path;
}

/** Logout: the works-council route when the address is on the works-council domain (SPEC §2.4). */
export function logoutUrl(globals: PageGlobals, onWorksCouncil: boolean): string {
  return onWorksCouncil
    ? routeUrl(PAGE_ROUTES.logoutWorksCouncil, {}, {}, siteOrigins(globals))
    : PAGE_ROUTES.logout.path;
}

/** The account icon: the member area when logged in, else the login page. */
export function accountUrl(globals: PageGlobals, onWorksCouncil: boolean): string {
  return globals.user ? PAGE_ROUTES.customerPortal.path : loginUrl(globals, onWorksCouncil);
}
