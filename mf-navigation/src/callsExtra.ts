import { readPageGlobals, siteOriginOf } from '@amb/shared-contracts/core';
import type { StoreExtra } from '@amb/remote-kit';

/**
 * The header shown on another host (absolute links: the template, an embedded fragment) asks the site for its
 * data (small cart, account navigation), not the host it is shown on. The server render fetches nothing.
 */
export function callsExtra(doc: Document | undefined = globalThis.document): StoreExtra {
  const globals = doc ? readPageGlobals(doc) : null;
  return globals?.absoluteLinks ? { apiBaseUrl: siteOriginOf(globals) } : {};
}
