import { retryableLazy } from '../components/retryableLazy';

/**
 * The wish-list, cart and user pop-overs' contents load when a pop-over first opens, or earlier when the pointer,
 * a touch or the keyboard reaches a trigger (preloadPopovers): they are not on the first screen, so the first
 * load of a page does not carry them (issue 11). One chunk for the three; the promise is kept, so it loads once.
 */
let loading: Promise<typeof import('./popovers')> | null = null;

export function preloadPopovers(): Promise<typeof import('./popovers')> {
  loading ??= import(/* webpackChunkName: "popovers" */ './popovers').catch((error: unknown) => {
    // A failed load (network) is tried again on the next intent, not remembered.
    loading = null;
    throw error;
  });
  return loading;
}

/** On intent: starts the load; a failure is left for the pop-over's own load to retry and report. */
export function warmPopovers(): void {
  preloadPopovers().catch(() => undefined);
}

// A failed load stays inside its pop-over and is tried again when the browser is back online.
export const CartPopover = retryableLazy(async () => ({ default: (await preloadPopovers()).CartPopover }));
export const UserPopover = retryableLazy(async () => ({ default: (await preloadPopovers()).UserPopover }));
export const WishlistPopover = retryableLazy(async () => ({ default: (await preloadPopovers()).WishlistPopover }));
