import type { BffConfig } from './config';
import type { DeploymentStore } from './registry/deploymentStore';
import type { NavigationRenderer } from './rendering/navigationRenderer';
import type { ApiClient } from './upstream/apiClient';

/** What the routers share: configuration, the deployment store, the server build, the api client. */
export interface AppContext {
  config: BffConfig;
  store: DeploymentStore;
  renderer: NavigationRenderer;
  api: ApiClient;
}
