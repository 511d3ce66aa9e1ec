import { CONFERENCE_PAGE_PARAM, PAGE_META, PAGE_ROUTES } from '@amb/shared-contracts/core';
import type { PagePlace, PageServerPart } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../store';
import { conferenceApi } from './conferenceApi';

type ChooserRoute = 'conferenceRegistration' | 'conferenceReservation' | 'conferenceWaitingList';

/** The conference the page's query names (`?tagung=…`), or null. */
export const chosenSlug = ({ search }: Pick<PagePlace, 'search'>): string | null =>
  new URLSearchParams(search).get(CONFERENCE_PAGE_PARAM);

/**
 * The server part of a page that lists the upcoming conferences and shows the one `?tagung=` names: both fetched
 * once on the server; the head is the page's own, its canonical address the route without the query.
 */
export function chooserServer(route: ChooserRoute): PageServerPart<RootState, AppDispatch> {
  return {
    prefetch: (dispatch, place) => {
      void dispatch(conferenceApi.endpoints.getConferences.initiate());
      const slug = chosenSlug(place);
      if (slug) void dispatch(conferenceApi.endpoints.getConference.initiate(slug));
    },
    head: (_state, { origin }) => ({
      title: PAGE_META[route].title,
      description: PAGE_META[route].description,
      canonical: `${origin}${PAGE_ROUTES[route].path}`,
    }),
  };
}
