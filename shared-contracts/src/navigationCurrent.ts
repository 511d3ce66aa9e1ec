import type { NavigationItem } from './entities';

/** Base for relative links when the host is unknown: no absolute link can lie on it. */
const UNKNOWN_ORIGIN = 'http://unknown.invalid';

/** A path without query, hash and trailing slash ('/' stays '/'), so '/seminare/' and '/seminare?x' match '/seminare'. */
function normalisedPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/** The path of a link if it leads to `origin` (relative links always do), else null. */
function pathOnOrigin(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? normalisedPath(parsed.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * Sets isCurrent (the item links to the requested page) and isCurrentParent (one of its descendants does) on
 * every item of the tree for the page at `path` on `origin` (SPEC §3). Links to another host are never current;
 * without an origin only relative links can be.
 */
export function markCurrentNavigation(
  items: NavigationItem[],
  path: string,
  origin = UNKNOWN_ORIGIN,
): NavigationItem[] {
  const wanted = normalisedPath(path);
  const mark = (list: NavigationItem[]): NavigationItem[] =>
    list.map((item) => {
      const children = mark(item.children ?? []);
      return {
        ...item,
        children,
        isCurrent: pathOnOrigin(item.url, origin) === wanted,
        isCurrentParent: children.some((child) => child.isCurrent || child.isCurrentParent),
      };
    });
  return mark(items);
}
