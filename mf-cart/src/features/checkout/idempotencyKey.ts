import { STORAGE_KEYS } from '@amb/shared-contracts/core';

/** A random UUID; outside a secure context (plain http on a LAN) randomUUID is missing, getRandomValues is not. */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of the checkout attempt under way: made once and kept in sessionStorage, so a reload or a
 * second click sends the same key and the api answers with the first order instead of placing a second one.
 */
export function checkoutKey(storage: Storage = window.sessionStorage): string {
  const stored = storage.getItem(STORAGE_KEYS.checkoutIdempotencyKey);
  if (stored) return stored;
  const key = uuid();
  storage.setItem(STORAGE_KEYS.checkoutIdempotencyKey, key);
  return key;
}

/** The order is placed: the next checkout is a new attempt with a new key. */
export function finishCheckout(storage: Storage = window.sessionStorage): void {
  storage.removeItem(STORAGE_KEYS.checkoutIdempotencyKey);
}
