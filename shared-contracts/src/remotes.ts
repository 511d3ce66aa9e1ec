/** The six remotes, by their Module Federation names, and the folders/packages they live in. */
export const REMOTE_NAMES = [
  'mf_navigation',
  'mf_catalogue',
  'mf_cart',
  'mf_account',
  'mf_content',
  'mf_conferences',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation name -> workspace folder (mf_cart -> mf-cart). */
export function remoteFolder(name: RemoteName): string {
  return name.replace('_', '-');
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

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
