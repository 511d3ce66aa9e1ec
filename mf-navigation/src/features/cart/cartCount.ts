import { publishCartCount, readStoredCartCount } from '@amb/shared-contracts/core';

/**
 * SPEC §4 cart count: set, increase or reduce the stored count (never below 0); every count element follows
 * through `cart:count-changed`.
 */
export const setCartCount = (count: number): number => publishCartCount(count);
export const increaseCartCount = (by = 1): number => publishCartCount((readStoredCartCount() ?? 0) + by);
export const reduceCartCount = (by = 1): number => publishCartCount((readStoredCartCount() ?? 0) - by);
