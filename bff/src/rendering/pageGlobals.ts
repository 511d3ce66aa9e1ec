import { SITES, SOCIAL_LINKS, type NavigationItem, type PageGlobals, type PageUser, type RemotesMap, type SiteId } from '@amb/shared-contracts';
import type { BffConfig } from '../config';

export interface PageGlobalsInput {
  site: SiteId;
  navigation: NavigationItem[];
  /** The full remotes map; the works-council site keeps only mf_navigation of it. */
  remotes: RemotesMap;
  user?: PageUser | null;
}

export function buildPageGlobals(config: BffConfig, input: PageGlobalsInput): PageGlobals {
  const site = SITES[input.site];
  const navigationOnly = site.browserRemotes === 'navigation-only';
  const remotes: RemotesMap = navigationOnly
    ? input.remotes.mf_navigation
      ? { mf_navigation: input.remotes.mf_navigation }
      : {}
    : input.remotes;
  return {
    site: site.id,
    version: site.navVersion,
    navigation: input.navigation,
    user: input.user ?? null,
    worksCouncilDomain: config.origins['works-council'],
    mainDomain: config.origins.main,
    newerDomain: config.origins.newer,
    socialLinks: SOCIAL_LINKS,
    showsContactLink: site.showsContactLink,
    remotes,
    serverRenderedMain: navigationOnly,
  };
}
