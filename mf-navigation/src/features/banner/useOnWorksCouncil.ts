import { useEffect, useState } from 'react';
import { isWorksCouncilUrl, type PageGlobals } from '@amb/shared-contracts/core';

/**
 * Whether the visitor is on the works-council site. The first render (server and hydration) decides by
 * the page's site id; after mounting the real address decides (SPEC §2.4: "starts with the domain"). On another
 * host (absolute links) the address is the host's, so the site id keeps deciding.
 */
export function useOnWorksCouncil(globals: PageGlobals): boolean {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => setHref(window.location.href), []);
  if (href === null || globals.absoluteLinks) return globals.site === 'works-council';
  return isWorksCouncilUrl(href, globals.worksCouncilDomain);
}
