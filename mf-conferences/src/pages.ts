import type { PageModule } from '@amb/remote-kit';
import type { AppDispatch, RootState } from './store';

/**
 * The pages this remote serves, each declared with the kit's definePage (route, component, prefetch, head). Every
 * route it owns is still pending (shared-contracts PENDING_ROUTES): the bff answers 404 with the not-found page,
 * and so does the App here. A page added here is rendered on the server (server.tsx) and in the browser alike.
 */
export const PAGES: readonly PageModule<RootState, AppDispatch>[] = [];
