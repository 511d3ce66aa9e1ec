import type { RemoteName } from '@amb/shared-contracts';

/** This remote's Module Federation name: the `data-boundary` of its root and fallback. */
export const REMOTE_NAME = 'mf_account' satisfies RemoteName;
