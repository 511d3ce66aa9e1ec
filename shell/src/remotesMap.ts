import { PAGE_ROUTES, request, type PageGlobals, type RemotesMap } from '@amb/shared-contracts/core';

/**
 * The remotes map: inlined in the page globals, else `/remotes.json`; developer overrides (devOverrides.ts)
 * replace the URL of a remote this page uses (the works-council site uses only some).
 */
export async function resolveRemotes(
  globals: PageGlobals | null,
  options: { fetchImpl?: typeof fetch; overrides?: RemotesMap } = {},
): Promise<RemotesMap> {
  const inline = globals?.remotes ?? {};
  const base =
    Object.keys(inline).length > 0
      ? inline
      : await request<RemotesMap>(PAGE_ROUTES.remotesMap.path, { fetchImpl: options.fetchImpl }).catch(() => ({}));
  const overrides = Object.entries(options.overrides ?? {}).filter(([name]) => name in base);
  return { ...base, ...Object.fromEntries(overrides) };
}
