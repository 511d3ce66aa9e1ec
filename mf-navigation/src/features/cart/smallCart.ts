import { API_ROUTES, readStoredCartCount, request, type SmallCartResponse } from '@amb/shared-contracts/core';
import { callsExtra } from '../../callsExtra';

/** SPEC §5: the small cart must be an array before it is used (the endpoint is another team's). */
export function asSmallCart(response: unknown): SmallCartResponse | null {
  return Array.isArray(response) ? (response as SmallCartResponse) : null;
}

let inFlight: Promise<SmallCartResponse | null> | null = null;
let fetched: SmallCartResponse | null = null;

/**
 * The small cart for the count, when no count is stored: one request for the count elements that mount together,
 * without a store (the header mounts without one). A failure counts as no answer (the count stays 0).
 */
export function fetchSmallCartForCount(): Promise<SmallCartResponse | null> {
  inFlight ??= request(`${callsExtra().apiBaseUrl ?? ''}${API_ROUTES.smallCart.path}`)
    .then(asSmallCart, () => null)
    .then((cart) => {
      inFlight = null;
      fetched = cart;
      return cart;
    });
  return inFlight;
}

/**
 * What the count fetched, for the cart pop-over's first query (SPEC §4: its data is fetched once per page), once;
 * null when there is nothing to take over, or the stored count says the cart changed since.
 */
export function takeSmallCartOfCount(): Promise<SmallCartResponse | null> | null {
  const current = (cart: SmallCartResponse | null) => (cart && readStoredCartCount() === cart.length ? cart : null);
  if (inFlight) {
    return inFlight.then((cart) => {
      fetched = null;
      return current(cart);
    });
  }
  const cart = current(fetched);
  fetched = null;
  return cart ? Promise.resolve(cart) : null;
}
