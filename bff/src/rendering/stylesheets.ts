import type { RemoteName } from '@amb/shared-contracts';
import type { AppName, DeploymentStore } from '../registry/deploymentStore';
import type { Stylesheet } from './document';
import type { Generation } from './generation';

/**
 * The stylesheets of the versions a document names: the shell's, the header's and those of the remote that owns
 * the page's route — whether its server build rendered the page or the browser will — so every page is styled
 * from the first paint, each of the version whose build renders it.
 */
export function stylesheetsOf(
  store: DeploymentStore,
  generation: Generation,
  owner: RemoteName | undefined,
): Stylesheet[] {
  const apps: AppName[] = ['shell', 'mf_navigation', ...(owner ? [owner] : [])];
  return apps.flatMap((app) => {
    const version = (app !== 'shell' && generation.versions[app]) || store.currentVersion(app);
    const info = version ? store.deployInfo(app, version) : null;
    return info ? info.css.map((file) => ({ href: store.assetUrl(info.app, info.version, file), file })) : [];
  });
}
