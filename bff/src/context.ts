import type { BffConfig } from './config';
import type { DeploymentStore } from './registry/deploymentStore';
import type { CdnPurge } from './http/cdn';
import type { DocumentCache } from './rendering/documentCache';
import type { FragmentCache } from './rendering/fragmentCache';
import type { MemberHeaders } from './rendering/memberHeader';
import type { ServerRenderer } from './rendering/serverRenderer';
import type { ApiClient } from './upstream/apiClient';
import type { SessionAnswers } from './upstream/sessionAnswers';

/** What the routers share: configuration, the deployment store, the server builds, the chrome and document caches, the api. */
export interface AppContext {
  config: BffConfig;
  store: DeploymentStore;
  renderer: ServerRenderer;
  fragments: FragmentCache;
  /** The documents every visitor shares (logged-out pages, and the frame of members'), for a few seconds. */
  documents: DocumentCache;
  /** Members' headers, filled in from a template per generation. */
  memberHeaders: MemberHeaders;
  /** The purge hook of a CDN in front (a no-op without CDN_PURGE_URL). */
  cdn: CdnPurge;
  api: ApiClient;
  /** The api's answers of who a session is, for a few seconds. */
  sessions: SessionAnswers;
}
