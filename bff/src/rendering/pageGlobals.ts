import {
  SITES,
  SOCIAL_LINKS,
  type NavigationItem,
  type PageGlobals,
  type PageStatus,
  type PageUser,
  type RemoteName,
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
  /**
   * On a navigation-only site, the page remote that joins mf_navigation in the browser: mf_account on account
   * pages, mf_content on the forum and the chatbot (mainSlot.ts browserPageRemote).
   */
  pageRemote?: RemoteName | null;
  status?: PageStatus;
}

export function buildPageGlobals(config: BffConfig, input: PageGlobalsInput): PageGlobals {
  const site = SITES[input.site];
  const pageRemote = input.pageRemote ?? null;
  const navigationOnly = site.browserRemotes === 'navigation-only' && pageRemote === null;
  const allowed: string[] | null =
    site.browserRemotes === 'all' ? null : pageRemote ? ['mf_navigation', pageRemote] : ['mf_navigation'];
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
