import type { PageServerPart } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { conferenceApi } from '../../components/conferenceApi';
import { conferenceHead } from './conferenceHead';
import { prefetchConference } from './ConferencePage';

type Server = PageServerPart<RootState, AppDispatch>;

const conferenceOf = (state: RootState, slug: string) => {
  const { data, error } = conferenceApi.endpoints.getConference.select(slug)(state);
  return { data, status: error && 'status' in error ? Number(error.status) : undefined };
};

/** /fachtagung/:slug on the server: the conference, its head with the JSON-LD Event; an unknown one is not found. */
export const conferenceServer: Server = {
  prefetch: (dispatch, { params }) => prefetchConference(dispatch, params.slug ?? ''),
  head: (state, { params, origin }) => {
    const { data, status } = conferenceOf(state, params.slug ?? '');
    return conferenceHead(data, status, origin);
  },
};

/** /fachtagung/:slug/buchung on the server: the conference's facts (the cart is the visitor's, in the browser). */
export const conferenceBookingServer: Server = {
  prefetch: (dispatch, { params }) => prefetchConference(dispatch, params.slug ?? ''),
  head: (state, { params, origin }) => {
    const { data, status } = conferenceOf(state, params.slug ?? '');
    const head = conferenceHead(data, status, origin);
    if (!head || !data) return head;
    return { title: `${data.title} buchen`, description: head.description, canonical: `${origin}${data.bookingUrl}` };
  },
};
