import { SITES, SOCIAL_LINKS, readPageGlobals, type PageGlobals } from '@amb/shared-contracts/core';

/** Globals of a page without the bff's JSON (a remote's own dev server): the main site, logged out. */
export const DEFAULT_GLOBALS: PageGlobals = {
  site: 'main',
  version: SITES.main.navVersion,
  navigation: [],
  user: null,
  worksCouncilDomain: '',
  mainDomain: '',
  newerDomain: '',
  socialLinks: SOCIAL_LINKS,
  showsContactLink: SITES.main.showsContactLink,
  remotes: {},
  serverRenderedMain: false,
  status: 200,
};

export function currentPageGlobals(): PageGlobals {
  return readPageGlobals() ?? DEFAULT_GLOBALS;
}
