import type { BffConfig } from './config';
import type { DeploymentStore } from './registry/deploymentStore';
import type { FragmentCache } from './rendering/fragmentCache';
import type { PageCache } from './rendering/pageCache';
import type { ServerRenderer } from './rendering/serverRenderer';
import type { ApiClient } from './upstream/apiClient';

/** What the routers share: configuration, the deployment store, the server builds, the chrome and page caches, the api. */
export interface AppContext {
  config: BffConfig;
  store: DeploymentStore;
  renderer: ServerRenderer;
  fragments: FragmentCache;
  /** Logged-out visitors' server-rendered main slots, for a few seconds. */
  pages: PageCache;
  api: ApiClient;
}
