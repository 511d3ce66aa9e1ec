/**
 * The typed cross-remote event bus: window CustomEvents named `<remote>:<event>`,
 * owned by the remote that emits them.
 */
import type { PageUser } from './entities';

export interface AmbEvents {
  'cart:count-changed': { count: number };
  'cart:item-added': { eventId: number; first: boolean };
  'wishlist:changed': { count: number };
  'account:user-changed': { user: PageUser | null };
  'navigation:open-popover': { menu: 'cart' | 'wishlist' | 'user' };
  'navigation:search': { active: boolean };
  /**
   * A page remote's page has committed (its content hydrated or rendered; remote-kit's App emits it): the shell gives
   * a deferred page the visitor's held-back click only then (the page sits in a Suspense boundary, which hydrates
   * after the remote's mount resolved).
   */
  'page:ready': { path: string };
}

export type AmbEventName = keyof AmbEvents;

export function emit<K extends AmbEventName>(name: K, detail: AmbEvents[K], target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes; returns the unsubscribe function. */
export function on<K extends AmbEventName>(
  name: K,
  handler: (detail: AmbEvents[K]) => void,
  target: EventTarget = window,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<AmbEvents[K]>).detail);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
