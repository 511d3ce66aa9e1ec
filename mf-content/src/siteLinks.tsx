import { createContext, useContext, type ReactNode } from 'react';
import { linkOnSite, type PageGlobals, type SiteId } from '@amb/shared-contracts/core';

/**
 * Where a link of a page points on the site it is shown on: the works-council site serves the content pages
 * but not the catalogue, so a seminar link there goes to the seminar site (SPEC §2.2). In the browser only the
 * seminar sites run this remote, where every link stays relative.
 */
const SiteLinkContext = createContext<(href: string) => string>((href) => href);

export function SiteLinks({ site, globals, children }: { site: SiteId; globals: PageGlobals; children: ReactNode }) {
  return (
    <SiteLinkContext.Provider value={(href) => linkOnSite(site, href, globals.mainDomain)}>
      {children}
    </SiteLinkContext.Provider>
  );
}

export const useSiteLink = () => useContext(SiteLinkContext);
