import { isRemoteName, PAGE_ROUTES, request, type PageGlobals, type RemotesMap } from '@amb/shared-contracts';

/** localStorage key of the developer overrides: JSON `{ "mf_cart": "http://localhost:3013/remoteEntry.js" }`. */
export const REMOTE_OVERRIDES_KEY = 'amb.remoteOverrides';

/** Overrides from localStorage; anything malformed is ignored so a typo never breaks the page. */
export function readOverrides(storage: Pick<Storage, 'getItem'> | undefined): RemotesMap {
  try {
    const raw = storage?.getItem(REMOTE_OVERRIDES_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const overrides: RemotesMap = {};
    for (const [name, url] of Object.entries(parsed)) {
      if (isRemoteName(name) && typeof url === 'string' && url !== '') overrides[name] = url;
    }
    return overrides;
  } catch {
    return {};
  }
}

/** The remotes map: inlined in the page globals, else `/remotes.json`; dev overrides on top. */
export async function resolveRemotes(
  globals: PageGlobals | null,
  options: { fetchImpl?: typeof fetch; storage?: Pick<Storage, 'getItem'> } = {},
): Promise<RemotesMap> {
  const inline = globals?.remotes ?? {};
  const base =
    Object.keys(inline).length > 0
      ? inline
      : await request<RemotesMap>(PAGE_ROUTES.remotesMap.path, { fetchImpl: options.fetchImpl }).catch(() => ({}));
  return { ...base, ...readOverrides(options.storage) };
}
