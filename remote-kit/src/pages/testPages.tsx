// A small remote for the page module's tests: one api, one store, three pages over real routes.
import { combineSlices } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { PAGE_ROUTES } from '@amb/shared-contracts/core';
import { lazyPage } from '../router/lazyPage';
import { requestBaseQuery, type StoreExtra } from '../store/baseQuery';
import { createRemoteStore } from '../store/createRemoteStore';
import { Page } from '../ui/Page';
import { definePage, type PageProps } from './definePage';
import { PageState } from './PageState';

interface Place {
  id: string;
  slug: string;
  name: string;
}

export const placesApi = createApi({
  reducerPath: 'placesApi',
  baseQuery: requestBaseQuery,
  endpoints: (build) => ({
    getPlace: build.query<Place, string>({ query: (id) => ({ url: `/api/places/${id}` }) }),
  }),
});

const reducer = combineSlices(placesApi);
type State = ReturnType<typeof reducer>;
export const makeStore = (preloadedState?: Partial<State>, extra?: StoreExtra) =>
  createRemoteStore({ reducer, middleware: [placesApi.middleware], preloadedState, extra });
type Dispatch = ReturnType<typeof makeStore>['dispatch'];

const idOf = (nameAndId = '') => nameAndId.split('-').pop() ?? '';

export function PlacePage({ title, params }: PageProps) {
  const { data, error, refetch } = placesApi.useGetPlaceQuery(idOf(params.nameAndId));
  if (error) return <PageState kind="error" title={title} message="Der Ort fehlt gerade." onRetry={refetch} />;
  if (!data) return <PageState kind="loading" title={title} />;
  return <Page title={data.name}>{`Ort ${data.id}`}</Page>;
}

export let releaseRubrics: () => void = () => undefined;

export const TEST_PAGES = [
  definePage('home', {
    component: ({ title }) => <Page title={title}>Start</Page>,
    // The server's part in a chunk of its own, as a remote with code-split pages keeps it.
    server: () => Promise.resolve({ head: () => ({ title: 'Willkommen', canonical: '/' }) }),
  }),
  definePage<State, Dispatch>('location', {
    component: PlacePage,
    prefetch: (dispatch, { params }) => void dispatch(placesApi.endpoints.getPlace.initiate(idOf(params.nameAndId))),
    head: (state, { params, origin }) => {
      const { data } = placesApi.endpoints.getPlace.select(idOf(params.nameAndId))(state);
      return data ? { title: data.name, canonical: `${origin}/standorte/${data.slug}-${data.id}` } : null;
    },
    redirect: (state, { params }) => {
      const { data } = placesApi.endpoints.getPlace.select(idOf(params.nameAndId))(state);
      return data && params.nameAndId !== `${data.slug}-${data.id}` ? `/standorte/${data.slug}-${data.id}` : null;
    },
  }),
  definePage('rubricList', {
    component: lazyPage(
      () =>
        new Promise((resolve) => {
          releaseRubrics = () => resolve(({ title }: PageProps) => <Page title={title}>Alle Rubriken</Page>);
        }),
    ),
  }),
];

export const PATHS = { home: PAGE_ROUTES.home.path, rubricList: PAGE_ROUTES.rubricList.path };
