import { SITES } from '@amb/shared-contracts/core';

/**
 * The absolute canonical address of a catalogue page: always the seminar site, whichever site rendered it,
 * so search engines count the newer site's copy of a page as the same page.
 */
export function canonicalUrl(path: string): string {
  return `${SITES.main.domain}${path}`;
}

/** True when a path names the page at `canonicalPath` by another name (the `{name}-{id}` rule: the id decides). */
export function isOffCanonical(pathname: string, canonicalPath: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path !== canonicalPath;
}
