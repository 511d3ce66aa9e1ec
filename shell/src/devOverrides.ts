import { isRemoteName, SLOT_IDS, type PageGlobals, type RemotesMap } from '@amb/shared-contracts/core';

/**
 * Developer overrides (root README "Lokale Entwicklung"): like single-spa's import-map-overrides, a
 * browser can point one remote of the running site at its dev server. They are kept in localStorage as
 * JSON `{ "mf_cart": "http://localhost:3013/remoteEntry.js" }`, set there or through the URL parameter
 * `?amb-override=mf_cart=http://localhost:3013/remoteEntry.js`, and honoured only when the bff runs in
 * development mode (page globals `devOverridesAllowed`), the page is on this machine and the URL points
 * to a dev server on this machine. A stored override is code the page runs: these rules keep a crafted
 * link from planting someone else's code on a real site.
 */
export const REMOTE_OVERRIDES_KEY = 'amb.remoteOverrides';
export const OVERRIDE_PARAM = 'amb-override';

export type OverrideStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type PageLocation = Pick<Location, 'hostname' | 'href'>;
export type PageHistory = Pick<History, 'replaceState' | 'state'>;

/** Hostnames of a page on this machine (URL.hostname keeps IPv6 brackets). */
const LOCAL_PAGE_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Hostnames a dev server may have: the ones the bff's CSP can allow (CSP cannot name an IPv6 address). */
const DEV_SERVER_HOSTNAMES = new Set(['localhost', '127.0.0.1']);

export function isLocalPage(location: Pick<Location, 'hostname'>): boolean {
  return LOCAL_PAGE_HOSTNAMES.has(location.hostname);
}

/** An absolute http(s) URL on localhost or 127.0.0.1, without credentials. */
export function isDevServerUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      DEV_SERVER_HOSTNAMES.has(url.hostname) &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/** Known remote names with a valid dev-server URL, from any parsed value; everything else is dropped. */
function validOverrides(value: unknown, warn: (message: string) => void): RemotesMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const overrides: RemotesMap = {};
  for (const [name, url] of Object.entries(value as Record<string, unknown>)) {
    if (!isRemoteName(name) || typeof url !== 'string') continue;
    if (isDevServerUrl(url)) overrides[name] = url;
    else warn(`[shell] Override für ${name} ignoriert: ${url} ist kein Dev-Server auf localhost oder 127.0.0.1`);
  }
  return overrides;
}

/** The stored overrides; a malformed entry is ignored so a typo never breaks the page. */
export function readOverrides(
  storage: Pick<Storage, 'getItem'> | undefined,
  warn: (message: string) => void = () => undefined,
): RemotesMap {
  try {
    const raw = storage?.getItem(REMOTE_OVERRIDES_KEY);
    return raw ? validOverrides(JSON.parse(raw), warn) : {};
  } catch {
    return {};
  }
}

/**
 * `?amb-override=<remote>=<url>` (repeatable) stores the override, `?amb-override=<remote>=` removes it;
 * the parameters then leave the address bar, so the remotes never see them. Invalid ones are ignored.
 */
export function takeOverrideParams(
  location: PageLocation,
  history: PageHistory,
  storage: OverrideStorage,
  warn: (message: string) => void,
): void {
  const url = new URL(location.href);
  const values = url.searchParams.getAll(OVERRIDE_PARAM);
  if (values.length === 0) return;
  const overrides: Record<string, string> = { ...readOverrides(storage) };
  for (const value of values) {
    const separator = value.indexOf('=');
    const name = separator === -1 ? value : value.slice(0, separator);
    const target = separator === -1 ? '' : value.slice(separator + 1).trim();
    if (!isRemoteName(name)) {
      warn(`[shell] ${OVERRIDE_PARAM}=${value} ignoriert: unbekannte Remote ${name}`);
    } else if (target === '') {
      delete overrides[name];
    } else if (isDevServerUrl(target)) {
      overrides[name] = target;
    } else {
      warn(`[shell] ${OVERRIDE_PARAM}=${value} ignoriert: ${target} ist kein Dev-Server auf localhost oder 127.0.0.1`);
    }
  }
  try {
    if (Object.keys(overrides).length > 0) storage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify(overrides));
    else storage.removeItem(REMOTE_OVERRIDES_KEY);
  } catch {
    warn('[shell] Overrides konnten nicht gespeichert werden (localStorage nicht verfügbar)');
  }
  url.searchParams.delete(OVERRIDE_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export interface DevOverrideEnvironment {
  globals: PageGlobals | null;
  location: PageLocation;
  history: PageHistory;
  storage: OverrideStorage | undefined;
  warn?: (message: string) => void;
}

/**
 * The overrides that apply to this page: none in production mode or on a page that is not on this
 * machine (then the URL parameter is left alone and nothing is stored).
 */
export function devOverrides({
  globals,
  location,
  history,
  storage,
  warn = (message) => console.warn(message),
}: DevOverrideEnvironment): RemotesMap {
  if (globals?.devOverridesAllowed !== true || !isLocalPage(location) || !storage) return {};
  takeOverrideParams(location, history, storage, warn);
  return readOverrides(storage, warn);
}

/** Forgets every override and loads the page again, from the deployed remotes. */
export function resetOverrides(storage: Pick<Storage, 'removeItem'>, reload: () => void): void {
  storage.removeItem(REMOTE_OVERRIDES_KEY);
  reload();
}

/**
 * The bff rendered the deployed build of each remote; an overridden remote is another build, so hydrating
 * its server markup would mismatch. Its slots are emptied and it renders from scratch; other slots keep
 * theirs. Returns the slots emptied.
 */
export function dropServerMarkupOf(doc: Document, overrides: RemotesMap): string[] {
  const emptied: string[] = [];
  for (const slotId of Object.values(SLOT_IDS)) {
    const slot = doc.getElementById(slotId);
    const boundary =
      slot?.firstElementChild instanceof HTMLElement ? slot.firstElementChild.dataset.boundary : undefined;
    if (slot && boundary && isRemoteName(boundary) && overrides[boundary]) {
      slot.replaceChildren();
      emptied.push(slotId);
    }
  }
  return emptied;
}

export const NOTICE_LABEL = 'Entwicklungsmodus';
export const RESET_LABEL = 'Zurücksetzen';

/**
 * The visible German notice "Entwicklungsmodus: mf_cart kommt von http://localhost:3013/remoteEntry.js"
 * with a button "Zurücksetzen", fixed at the bottom of the page (no layout shift). Built with text nodes:
 * the URLs came from the address bar.
 */
export function showOverrideNotice(doc: Document, overrides: RemotesMap, onReset: () => void): HTMLElement | null {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  const notice = doc.createElement('aside');
  notice.className = 'amb-dev-overrides';
  notice.setAttribute('aria-label', NOTICE_LABEL);
  for (const [name, url] of entries) {
    const line = doc.createElement('p');
    line.textContent = `${NOTICE_LABEL}: ${name} kommt von ${url}`;
    notice.append(line);
  }
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = RESET_LABEL;
  button.addEventListener('click', onReset);
  notice.append(button);
  doc.body.append(notice);
  return notice;
}
