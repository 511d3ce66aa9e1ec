import type { PageGlobals } from '../entities';
import { PAGE_GLOBALS_ELEMENT_ID, serialisePageGlobals } from '../pageGlobals';
import { SITES, SOCIAL_LINKS } from '../site';

/** Page globals of the main site, logged out, as the bff embeds them; `overrides` for the case at hand. */
export function testPageGlobals(overrides: Partial<PageGlobals> = {}): PageGlobals {
  return {
    site: 'main',
    version: SITES.main.navVersion,
    navigation: [],
    user: null,
    worksCouncilDomain: 'http://localhost:8082',
    mainDomain: 'http://localhost:8080',
    newerDomain: 'http://localhost:8081',
    socialLinks: SOCIAL_LINKS,
    showsContactLink: SITES.main.showsContactLink,
    remotes: {},
    serverRenderedMain: false,
    status: 200,
    ...overrides,
  };
}

/** A member the page was made for (`user` of the globals). */
export const TEST_PAGE_USER = { firstname: 'Anna', impersonated: false } as const;

/**
 * Puts the test page globals (`overrides` for the case at hand) into the document as the bff embeds them,
 * replacing any there, for code that reads them with readPageGlobals; `removePageGlobals` takes them out again.
 */
export function embedPageGlobals(overrides: Partial<PageGlobals> = {}): void {
  removePageGlobals();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_GLOBALS_ELEMENT_ID;
  script.textContent = serialisePageGlobals(testPageGlobals(overrides));
  document.body.append(script);
}

export function removePageGlobals(): void {
  document.getElementById(PAGE_GLOBALS_ELEMENT_ID)?.remove();
}
