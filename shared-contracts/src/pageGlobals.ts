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
