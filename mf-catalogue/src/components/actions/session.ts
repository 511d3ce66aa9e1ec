import { useEffect, useState } from 'react';
import { isWorksCouncilUrl, loginUrl, PAGE_ROUTES, readPageGlobals, routeUrl } from '@amb/shared-contracts/core';
import { browser } from './browser';

/**
 * Whether a member is logged in, from the page globals; null in the first render (server and hydration
 * alike: the server's HTML may be shared by every visitor), known after mounting.
 */
export function useLoggedIn(): boolean | null {
  const [loggedIn, setLoggedIn] = useState<boolean | null>(null);
  useEffect(() => setLoggedIn(Boolean(readPageGlobals()?.user)), []);
  return loggedIn;
}

/** To the login page and back here afterwards: the works-council login on that site (SPEC §2.1, §2.5). */
export function goToLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  const globals = readPageGlobals();
  browser.assign(
    globals
      ? loginUrl(globals, isWorksCouncilUrl(window.location.href, globals.worksCouncilDomain), here)
      : routeUrl(PAGE_ROUTES.login, {}, { redirect: here }),
  );
}
