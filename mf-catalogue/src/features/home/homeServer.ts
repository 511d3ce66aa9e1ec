import type { PageServerPart } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { prefetchHome } from './HomePage';

/** The start page on the server: its featured themes and dates (head: PAGE_META, canonical `/`). */
export const homeServer: PageServerPart<RootState, AppDispatch> = { prefetch: prefetchHome };
