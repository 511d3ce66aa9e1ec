import type { RemoteName } from '@amb/shared-contracts';
import type { AppContext } from '../context';
import type { AppName } from '../registry/deploymentStore';
import type { Stylesheet } from './document';
import type { Generation } from './generation';

/**
 * The stylesheets of the versions a document names: the shell's, the header's and the server-rendered page's
 * (so it is styled before its remote loads), each of the version whose build rendered it.
 */
export function stylesheetsOf(ctx: AppContext, generation: Generation, rendered: RemoteName | undefined): Stylesheet[] {
  const apps: AppName[] = ['shell', 'mf_navigation', ...(rendered ? [rendered] : [])];
  return apps.flatMap((app) => {
    const version = (app !== 'shell' && generation.versions[app]) || ctx.store.currentVersion(app);
    const info = version ? ctx.store.deployInfo(app, version) : null;
    return info ? info.css.map((file) => ({ href: ctx.store.assetUrl(info.app, info.version, file), file })) : [];
  });
}
