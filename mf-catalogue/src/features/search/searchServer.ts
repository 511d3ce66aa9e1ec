import type { PageServerPart } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { prefetchSearch, searchHead } from './SearchPage';

export const searchServer: PageServerPart<RootState, AppDispatch> = {
  prefetch: (dispatch, { search }) => prefetchSearch(dispatch, search),
  head: (_state, { search }) => searchHead(search),
};
