import type { PageDefinition } from '@amb/remote-kit';

/**
 * The pages this remote serves. Every route it owns is still pending (shared-contracts PENDING_ROUTES): the
 * bff answers 404 with the not-found page, and so does the App here, until an issue builds them.
 */
export const PAGES: readonly PageDefinition[] = [];
