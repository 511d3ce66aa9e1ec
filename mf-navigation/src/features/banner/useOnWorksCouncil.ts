import { useEffect, useState } from 'react';
import { isWorksCouncilUrl, type PageGlobals } from '@amb/shared-contracts/core';

/**
 * Whether the visitor is on the works-council site. The first render (server and hydration) decides by
 * the page's site id; after mounting the real address decides (SPEC §2.4: "starts with the domain").
 */
export function useOnWorksCouncil(globals: PageGlobals): boolean {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => setHref(window.location.href), []);
  return href === null ? globals.site === 'works-council' : isWorksCouncilUrl(href, globals.worksCouncilDomain);
}
