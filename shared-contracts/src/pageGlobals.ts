import type { PageGlobals } from './entities';
import { serialiseForScript } from './serverRender';

/** Id of the `<script type="application/json">` element holding the page globals. */
export const PAGE_GLOBALS_ELEMENT_ID = 'amb-page-globals';

/** Serialises page globals for embedding in HTML (`<` escaped so no `</script>` can break out). */
export function serialisePageGlobals(globals: PageGlobals): string {
  return serialiseForScript(globals);
}

/** Reads the page globals from the document, or null when the page carries none. */
export function readPageGlobals(doc: Document = document): PageGlobals | null {
  const element = doc.getElementById(PAGE_GLOBALS_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as PageGlobals) : null;
  } catch {
    return null;
  }
}

/** The public origin of the site the globals were written for (its domain field). */
export function siteOriginOf(globals: PageGlobals): string {
  const origins = { main: globals.mainDomain, newer: globals.newerDomain, 'works-council': globals.worksCouncilDomain };
  return origins[globals.site].replace(/\/+$/, '');
}

/**
 * A link, asset or call as the chrome writes it: a path on the site stays a path, unless the globals ask for
 * absolute links (the chrome shown on another host), then it gets the site's origin. Absolute URLs and
 * anything that is not a path (`mailto:`, `#top`, protocol-relative) stay as they are.
 */
export function absoluteOnSite(globals: PageGlobals, href: string): string {
  if (globals.absoluteLinks !== true || !href.startsWith('/') || href.startsWith('//')) return href;
  return `${siteOriginOf(globals)}${href}`;
}
