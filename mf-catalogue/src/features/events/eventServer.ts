import type { PageServerPart } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { prefetchEvent } from './EventDetailPage';
import { eventHead } from './eventHead';
import { eventsApi } from './eventsApi';

/** A date on the server: its data, its head with JSON-LD; an unknown date is not found. */
export const eventServer: PageServerPart<RootState, AppDispatch> = {
  prefetch: (dispatch, { params }) => prefetchEvent(dispatch, params.event ?? ''),
  head: (state, { params, origin }) => {
    const { data, error } = eventsApi.endpoints.getEvent.select(params.event ?? '')(state);
    return eventHead(data, error && 'status' in error ? Number(error.status) : undefined, origin);
  },
};
