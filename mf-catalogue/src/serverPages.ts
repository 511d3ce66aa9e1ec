/**
 * What the server build does for each page before it renders it: fetch its data, name its head, redirect to its
 * canonical address. Only server.tsx imports this (it brings every page's code); the browser loads a page's code
 * with the page (pages.ts).
 */
import { PAGE_META, PAGE_ROUTES, type RouteParams, type ServerHead } from '@amb/shared-contracts/core';
import { catalogueApi } from './api';
import { prefetchRubrics, rubricHeading } from './components/RubricLinks';
import { prefetchEvent } from './features/events/EventDetailPage';
import { eventsApi } from './features/events/eventsApi';
import { eventHead } from './features/events/eventHead';
import { prefetchHome } from './features/home/HomePage';
import { hotelAddress, prefetchHotel } from './features/places/HotelPage';
import { prefetchLocations } from './features/places/LocationListPage';
import { locationTitle, prefetchLocation } from './features/places/LocationPage';
import { placeKey } from './features/places/placeKey';
import { placeHead, placeRedirect } from './features/places/placeState';
import { placesApi } from './features/places/placesApi';
import { prefetchSearch, searchHead } from './features/search/SearchPage';
import { prefetchEventList } from './features/seminars/EventListPage';
import { prefetchSeminarList } from './features/seminars/SeminarListPage';
import { filtersUrl, parseFilters } from './features/seminars/seminarFilters';
import { themeApi } from './features/theme/themeApi';
import { prefetchTheme, themeHead, themeRedirect } from './features/theme/themeHead';
import { prefetchExperience } from './features/theme/ThemeSubPages';
import type { CataloguePage, CataloguePageName } from './pages';
import type { AppDispatch, RootState } from './store';

/** Where a page is shown: the parameters of its path and the query. */
export interface PagePlace {
  params: RouteParams;
  search: string;
  /** The site's public origin for canonical addresses, e.g. https://www.amb-seminare.de. */
  origin: string;
}

/** The server's part of a page. */
export interface ServerPage {
  /**
   * Dispatches the queries its component makes, with the same arguments; a promise when a query needs the
   * answer of another first.
   */
  prefetch?: (dispatch: AppDispatch, place: PagePlace) => void | Promise<void>;
  /** Once the data is there: its head, or null when the data says it does not exist (404). */
  head?: (state: RootState, place: PagePlace) => ServerHead | null;
  /** Once the data is there: the page's permanent (canonical) address when this is not it. */
  redirect?: (state: RootState, place: PagePlace) => string | null;
}

/** /seminare/r/:rubric: named after its rubric; a rubric that does not exist is not found. */
function rubricHead(state: RootState, { params, search }: PagePlace): ServerHead | null {
  const rubrics = catalogueApi.endpoints.getRubrics.select()(state).data;
  const canonical = filtersUrl('rubric', parseFilters(search, params.rubric ?? ''));
  // Without the rubrics (the api failed) nobody can say the rubric is unknown: the page shows its error state.
  if (!rubrics) return { title: PAGE_META.rubric.title, canonical };
  const rubric = rubrics.find((entry) => entry.slug === params.rubric);
  if (!rubric) return null;
  return {
    title: rubricHeading(rubric),
    description: `Seminartermine der Rubrik ${rubric.name}: Termine, Orte und Preise auf einen Blick.`,
    canonical,
  };
}

const locationQuery = (state: RootState, params: RouteParams) =>
  placesApi.endpoints.getLocation.select(placeKey(params.nameAndId ?? ''))(state);
const hotelQuery = (state: RootState, params: RouteParams) =>
  placesApi.endpoints.getHotel.select(placeKey(params.nameAndId ?? ''))(state);

/** The server's part of each page of PAGES. */
export const SERVER_PAGES: Readonly<Record<CataloguePageName, ServerPage>> = {
  home: {
    prefetch: prefetchHome,
    head: () => ({ title: PAGE_META.home.title, canonical: PAGE_ROUTES.home.path }),
  },
  seminarList: {
    prefetch: (dispatch, { search }) => prefetchSeminarList(dispatch, search),
    // A filtered list is a page of its own (it can be linked); its address written the one way we write it.
    head: (_state, { search }) => ({
      title: PAGE_META.seminarList.title,
      canonical: filtersUrl('seminars', parseFilters(search)),
    }),
  },
  rubricList: {
    prefetch: prefetchRubrics,
    head: () => ({ title: PAGE_META.rubricList.title, canonical: PAGE_ROUTES.rubricList.path }),
  },
  rubric: {
    prefetch: (dispatch, { params, search }) => prefetchSeminarList(dispatch, search, params.rubric ?? ''),
    head: rubricHead,
  },
  search: {
    prefetch: (dispatch, { search }) => prefetchSearch(dispatch, search),
    head: (_state, { search }) => searchHead(search),
  },
  eventDetail: {
    prefetch: (dispatch, { params }) => prefetchEvent(dispatch, params.event ?? ''),
    head: (state, { params, origin }) => {
      const { data, error } = eventsApi.endpoints.getEvent.select(params.event ?? '')(state);
      return eventHead(data, error && 'status' in error ? Number(error.status) : undefined, origin);
    },
  },
  eventList: {
    prefetch: (dispatch, { search }) => prefetchEventList(dispatch, search),
    // A filtered or later page is a page of its own: its canonical address keeps the query.
    head: (_state, { search, origin }) => ({
      title: PAGE_META.eventList.title,
      canonical: `${origin}${filtersUrl('events', parseFilters(search))}`,
    }),
  },
  locationList: {
    prefetch: prefetchLocations,
    head: (_state, { origin }) => ({
      title: PAGE_META.locationList.title,
      canonical: `${origin}${PAGE_ROUTES.locationList.path}`,
    }),
  },
  location: {
    prefetch: (dispatch, { params }) => prefetchLocation(dispatch, params.nameAndId ?? ''),
    head: (state, { params, origin }) =>
      placeHead(locationQuery(state, params), origin, PAGE_META.location.title, (location) => ({
        title: locationTitle(location),
        description: `Seminare für Betriebsräte in ${location.name}${location.state ? ` (${location.state})` : ''}: Tagungshotels und die kommenden Seminartermine.`,
      })),
    redirect: (state, { params, search }) =>
      placeRedirect(locationQuery(state, params).data, params.nameAndId ?? '', search),
  },
  hotel: {
    prefetch: (dispatch, { params }) => prefetchHotel(dispatch, params.nameAndId ?? ''),
    head: (state, { params, origin }) =>
      placeHead(hotelQuery(state, params), origin, PAGE_META.hotel.title, (hotel) => ({
        title: hotel.name,
        description: `${hotel.name}${hotelAddress(hotel) ? `, ${hotelAddress(hotel)}` : ''}: Zimmer, Verpflegung, Barrierefreiheit und die kommenden Seminartermine für Betriebsräte.`,
      })),
    redirect: (state, { params, search }) =>
      placeRedirect(hotelQuery(state, params).data, params.nameAndId ?? '', search),
  },
  themeDetail: {
    prefetch: (dispatch, place) =>
      prefetchTheme(dispatch, place, ({ themeId }) => {
        void dispatch(themeApi.endpoints.getThemeDates.initiate(themeId));
        void dispatch(themeApi.endpoints.getRelatedTopics.initiate(themeId));
      }),
    head: themeHead('overview'),
    redirect: themeRedirect('overview'),
  },
  themeEvents: {
    prefetch: (dispatch, place) =>
      prefetchTheme(dispatch, place, ({ themeId }) => dispatch(themeApi.endpoints.getThemeDates.initiate(themeId))),
    head: themeHead('dates'),
    redirect: themeRedirect('dates'),
  },
  themeStarterPackage: {
    prefetch: (dispatch, place) =>
      prefetchTheme(dispatch, place, ({ themeId }) => dispatch(themeApi.endpoints.getStarterPackage.initiate(themeId))),
    head: themeHead('starter'),
    redirect: themeRedirect('starter'),
  },
  themeExperience: {
    prefetch: (dispatch, place) =>
      prefetchTheme(dispatch, place, ({ themeId }) => prefetchExperience(dispatch, themeId)),
    head: themeHead('experience'),
    redirect: themeRedirect('experience'),
  },
  themeInhouse: {
    prefetch: (dispatch, place) => prefetchTheme(dispatch, place, () => undefined),
    head: themeHead('inhouse'),
    redirect: themeRedirect('inhouse'),
  },
};

/** The head of a page once its data is there; null: not found. */
export function headOf(page: CataloguePage, state: RootState, place: PagePlace): ServerHead | null {
  const { head: headFor } = SERVER_PAGES[page.name];
  const head = headFor ? headFor(state, place) : { title: page.title };
  return head && { description: page.description, ...head };
}
