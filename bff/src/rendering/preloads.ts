import { EXPOSED_MODULES, type PageGlobals, type RemoteName } from '@amb/shared-contracts';
import type { DeploymentStore } from '../registry/deploymentStore';
import type { Generation } from './generation';
import { escapeHtml } from './html';

const FOOTER_MODULE = EXPOSED_MODULES.mf_navigation[1];

/**
 * The scripts the shell will load at once on this page, read from the manifests of the versions the document names:
 * for each remote the browser mounts here (mf_navigation always, the page's owner when the browser loads it), its
 * remoteEntry.js and the JS its exposed modules load at once. The browser fetches them beside the HTML instead of
 * one after the other. A remote served from elsewhere (a dev override; in development mode any) or without a
 * manifest gets no hints; the
 * chunks a page may load later (lazy pages, pop-overs) and the shared libraries (whichever remote provides them
 * first) are left out: a hint is only given for what is surely used.
 */
export function preloadsOf(
  store: DeploymentStore,
  generation: Generation,
  globals: Pick<PageGlobals, 'remotes' | 'devOverridesAllowed' | 'deferredFooter'>,
  owner: RemoteName | undefined,
): string[] {
  // Where the browser may point any remote elsewhere (a developer's override, invisible to the bff), none is hinted.
  if (globals.devOverridesAllowed) return [];
  const remotes: RemoteName[] = ['mf_navigation', ...(owner && owner !== 'mf_navigation' ? [owner] : [])];
  const urls = new Set<string>();
  for (const remote of remotes) {
    const version = generation.versions[remote] ?? store.currentVersion(remote);
    const mapped = globals.remotes[remote];
    if (!version || !mapped) continue;
    const manifest = store.manifest(remote, version);
    const entryUrl = manifest && store.assetUrl(remote, version, manifest.entry);
    // The page loads the remote from where its globals say; anything else (an override) is not ours to hint.
    if (!manifest || entryUrl !== mapped) continue;
    urls.add(entryUrl);
    for (const exposed of EXPOSED_MODULES[remote]) {
      // A footer that hydrates later (PageGlobals.deferredFooter) loads its own chunks then: no hint for them.
      if (remote === 'mf_navigation' && exposed === FOOTER_MODULE && globals.deferredFooter) continue;
      for (const file of manifest.exposes[exposed]?.js ?? []) urls.add(store.assetUrl(remote, version, file));
    }
  }
  return [...urls];
}

/**
 * `<link rel="preload" as="script" fetchpriority="low">` per URL: no crossorigin, as webpack and the runtime add their
 * scripts. Low priority: the render-blocking stylesheets come first (at the same priority the hints delayed the first
 * paint by ~0.35 s in Lighthouse's mobile simulation), the scripts still arrive before the shell asks for them.
 */
export function preloadLinks(urls: readonly string[]): string {
  return urls.map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="script" fetchpriority="low">`).join('');
}
