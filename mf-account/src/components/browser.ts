import { readPageGlobals, sanitizeRedirect } from '@amb/shared-contracts/core';

/**
 * The browser's page navigation, behind an object so tests can watch it. Every account flow that
 * changes the session ends in a full page load: the bff renders the next document with the new user.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** The `redirect` query parameter of the current address, as given (pages pass it on to the next page). */
export function requestedRedirect(): string | undefined {
  return new URLSearchParams(window.location.search).get('redirect') || undefined;
}

/** The three site origins of the page globals (none when the page carries no globals). */
function siteOrigins(): string[] {
  const globals = readPageGlobals();
  if (!globals) return [];
  return [globals.mainDomain, globals.newerDomain, globals.worksCouncilDomain].filter(
    (origin) => typeof origin === 'string' && origin !== '',
  );
}

/**
 * Where the browser may go after login or registration: the shared sanitiser with this page's site
 * origins. Every target is checked here, also the one the api already sanitised.
 */
export function safeRedirect(value: unknown): string {
  return sanitizeRedirect(value, siteOrigins());
}
