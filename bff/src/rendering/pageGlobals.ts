import {
  SITES,
  SOCIAL_LINKS,
  type NavigationItem,
  type PageGlobals,
  type PageStatus,
  type PageUser,
  type RemotesMap,
  type SiteId,
} from '@amb/shared-contracts';
import type { BffConfig } from '../config';

export interface PageGlobalsInput {
  site: SiteId;
  navigation: NavigationItem[];
  /** The full remotes map; the works-council site keeps only mf_navigation of it. */
  remotes: RemotesMap;
  user?: PageUser | null;
  /** An account page on a navigation-only site: mf_account joins mf_navigation in the browser. */
  accountPage?: boolean;
  status?: PageStatus;
}

export function buildPageGlobals(config: BffConfig, input: PageGlobalsInput): PageGlobals {
  const site = SITES[input.site];
  const navigationOnly = site.browserRemotes === 'navigation-only' && input.accountPage !== true;
  const allowed =
    site.browserRemotes === 'all' ? null : input.accountPage ? ['mf_navigation', 'mf_account'] : ['mf_navigation'];
  const remotes: RemotesMap = allowed
    ? Object.fromEntries(Object.entries(input.remotes).filter(([name]) => allowed.includes(name)))
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
    devOverridesAllowed: config.mode === 'development',
    status: input.status ?? 200,
  };
}
