import type { RemoteName } from '@amb/shared-contracts/deployment';

/** The remotes by name (and the rest of the deployment contract): one module for scripts, preset and bff. */
export { REMOTE_NAMES, isRemoteName, type RemoteName } from '@amb/shared-contracts/deployment';

/** The remotes map served at /remotes.json: remote name -> URL of its current remoteEntry.js. */
export type RemotesMap = Partial<Record<RemoteName, string>>;

/** Modules each remote exposes. mf_navigation exposes header and footer separately. */
export const EXPOSED_MODULES = {
  mf_navigation: ['./Header', './Footer'],
  mf_catalogue: ['./App'],
  mf_cart: ['./App'],
  mf_account: ['./App'],
  mf_content: ['./App'],
  mf_conferences: ['./App'],
} as const satisfies Record<RemoteName, readonly string[]>;

/** Slots of the document layout rendered by the bff. */
export const SLOT_IDS = {
  header: 'amb-header',
  main: 'amb-main',
  footer: 'amb-footer',
} as const;

/** Milliseconds the shell waits for a remote before showing the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;
