import { readPageGlobals } from '@amb/shared-contracts/core';

/**
 * Whether the page was made for a member (its globals name a user; logging in and out are page loads). The
 * member-only reads ask nothing without: there is nobody's data to read, and each 401 would be an error in the
 * browser's console on a visitor's page.
 */
export const pageHasSession = (): boolean => Boolean(readPageGlobals()?.user);
