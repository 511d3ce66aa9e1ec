import {
  EXPOSED_MODULES,
  isRemoteName,
  ownerOfPath,
  REMOTE_NAMES,
  SLOT_IDS,
  type PageGlobals,
  type RemoteName,
  type RemotesMap,
} from '@amb/shared-contracts/core';
import type { LifeCycles } from 'single-spa';
import { deferredFooter, deferredMain, heldHeader } from './deferredMain';
import { fallbackLifecycles } from './fallback';
import { loadWithTimeout } from './loadWithTimeout';

/** The part of the enhanced Module Federation runtime the shell uses (injected, so tests need no webpack). */
export interface Federation {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}

export interface ShellApplication {
  /** single-spa name: `<remote>/<exposed>` or `not-found`. */
  name: string;
  activeWhen: (location: Location) => boolean;
  load: () => Promise<LifeCycles>;
}

export interface LoadContext {
  federation: Federation;
  remotes: RemotesMap;
  timeoutMs: number;
  /** Asks single-spa to look at the applications again (its triggerAppChange): a deferred page's remote may load. */
  reroute?: () => void;
}

/**
 * Pages whose main content the bff rendered (the works-council site, but for its own account pages):
 * the browser only gets header and footer.
 */
export function isNavigationOnly(globals: PageGlobals | null): boolean {
  return globals?.serverRenderedMain === true;
}

const always = () => true;

type At = Pick<Location, 'pathname'> & Partial<Pick<Location, 'search'>>;

const addressOf = (location: At) => `${location.pathname}${location.search ?? ''}`;

/**
 * True while the browser is still at the address of a 404/410 document: the server put the not-found page into
 * the main slot, and no page remote replaces it there. Any other address ends the hold for good.
 */
export function notFoundHold(globals: PageGlobals | null, startAddress: string): (location: At) => boolean {
  return holdAt((globals?.status ?? 200) !== 200, startAddress);
}

/**
 * True while the browser is still at the address of a static page (PageGlobals.staticMain): its main content is the
 * server's and needs no script, so its remote is not loaded; any other address ends the hold for good.
 */
export function staticHold(globals: PageGlobals | null, startAddress: string): (location: At) => boolean {
  return holdAt(globals?.staticMain === true, startAddress);
}

function holdAt(initially: boolean, startAddress: string): (location: At) => boolean {
  let holding = initially;
  return (location) => {
    if (holding && addressOf(location) !== startAddress) holding = false;
    return holding;
  };
}

/** A remote that fails or throws while mounting shows its fallback instead; nothing else is touched. */
function guarded(remote: LifeCycles, fallback: LifeCycles, name: string): LifeCycles {
  let failed = false;
  return {
    bootstrap: async (props) => {
      try {
        await (remote.bootstrap as (p: unknown) => Promise<unknown>)(props);
      } catch (error) {
        failed = true;
        console.error(`[shell] ${name} bootstrap fehlgeschlagen`, error);
      }
    },
    mount: async (props) => {
      if (failed) return void (await (fallback.mount as (p: unknown) => Promise<unknown>)(props));
      try {
        await (remote.mount as (p: unknown) => Promise<unknown>)(props);
      } catch (error) {
        failed = true;
        console.error(`[shell] ${name} mount fehlgeschlagen`, error);
        await (fallback.mount as (p: unknown) => Promise<unknown>)(props);
      }
    },
    unmount: async (props) => {
      const target = failed ? fallback : remote;
      await (target.unmount as (p: unknown) => Promise<unknown>)(props);
    },
  };
}

function isLifeCycles(value: unknown): value is LifeCycles {
  return typeof value === 'object' && value !== null && 'mount' in value && 'unmount' in value;
}

/** The slot an exposed module renders into: the header and footer of mf_navigation, else the main slot. */
export function slotOf(id: string): string {
  if (id === 'mf_navigation/Header') return SLOT_IDS.header;
  if (id === 'mf_navigation/Footer') return SLOT_IDS.footer;
  return SLOT_IDS.main;
}

/** Fallback lifecycles the shell made (never wrapped again, never mistaken for a remote's). */
const standIns = new WeakSet<LifeCycles>();

/**
 * The one report of a remote module that could not be loaded (the runtime's error hook, a timeout, a missing URL,
 * a module without lifecycles): logged once, and the fallback lifecycles that show the German notice in its slot.
 */
export function reportLoadFailure(id: string, error: unknown): LifeCycles {
  console.error(`[shell] ${id} konnte nicht geladen werden`, error);
  const remote = id.slice(0, id.indexOf('/'));
  const fallback = fallbackLifecycles(isRemoteName(remote) ? remote : id, slotOf(id));
  standIns.add(fallback);
  return fallback;
}

/**
 * Loads `<remote>/<module>` with a timeout. A failure the runtime could not retry away arrives as the fallback its
 * error hook returned (reportLoadFailure); a timeout or a module without lifecycles is reported here the same way.
 */
export async function loadRemoteLifecycles(
  remote: RemoteName,
  exposed: string,
  slotId: string,
  context: LoadContext,
): Promise<LifeCycles> {
  const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
  if (!context.remotes[remote]) return reportLoadFailure(id, new Error(`${remote} fehlt in der Remote-Liste`));
  let loaded: unknown;
  try {
    loaded = await loadWithTimeout(() => context.federation.loadRemote(id), context.timeoutMs, id);
  } catch (error) {
    return reportLoadFailure(id, error);
  }
  if (!isLifeCycles(loaded)) return reportLoadFailure(id, new Error(`${id} liefert keine single-spa-Lifecycles`));
  if (standIns.has(loaded)) return loaded;
  return guarded(loaded, fallbackLifecycles(remote, slotId), id);
}

/**
 * One single-spa application per exposed module; the not-found page where no remote owns the path or the
 * document is a 404 (it draws only into an empty slot: the server's not-found page stays).
 */
export function applicationsFor(
  globals: PageGlobals | null,
  context: LoadContext,
  startAddress: string = addressOf(window.location),
): ShellApplication[] {
  const [header, footer] = EXPOSED_MODULES.mf_navigation;
  const belowTheFold = deferredFooter(globals, startAddress, () => context.reroute?.());
  const headerHold = heldHeader();
  const navigation: ShellApplication[] = [
    {
      module: header,
      slot: SLOT_IDS.header,
      activeWhen: always,
      wrap: (lifecycles: LifeCycles) => headerHold.wrap(lifecycles),
    },
    {
      module: footer,
      slot: SLOT_IDS.footer,
      activeWhen: (location: Location) => !belowTheFold.holding(location),
      wrap: (lifecycles: LifeCycles) => belowTheFold.wrap(lifecycles),
    },
  ].map(({ module, slot, activeWhen, wrap }) => ({
    name: `mf_navigation/${module.replace('./', '')}`,
    activeWhen,
    load: async () => wrap(await loadRemoteLifecycles('mf_navigation', module, slot, context)),
  }));
  const holding = notFoundHold(globals, startAddress);
  const asServed = staticHold(globals, startAddress);
  const deferred = deferredMain(globals, startAddress, () => context.reroute?.());
  const notFound: ShellApplication = {
    name: 'not-found',
    activeWhen: (location: Location) => holding(location) || ownerOfPath(location.pathname) === null,
    // Its own chunk: only an address no remote owns needs it, not the first load of every page (issue 11).
    load: async () => (await import('./notFound')).notFoundLifecycles(),
  };
  if (isNavigationOnly(globals)) return holding(window.location) ? [...navigation, notFound] : navigation;

  const pages: ShellApplication[] = REMOTE_NAMES.filter((name) => name !== 'mf_navigation').map((name) => {
    const [module] = EXPOSED_MODULES[name];
    return {
      name: `${name}/${module.replace('./', '')}`,
      activeWhen: (location: Location) =>
        !holding(location) &&
        !asServed(location) &&
        !deferred.holding(location) &&
        ownerOfPath(location.pathname) === name,
      load: async () => deferred.wrap(await loadRemoteLifecycles(name, module, SLOT_IDS.main, context)),
    };
  });
  return [...navigation, ...pages, notFound];
}
