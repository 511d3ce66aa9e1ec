import type { PageGlobals } from '../entities';
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
