import { definePage, lazyPage, type PageModule, type PageServerPart } from '@amb/remote-kit';
import type { AppDispatch, RootState } from './store';

type Server = PageServerPart<RootState, AppDispatch>;
type Page = PageModule<RootState, AppDispatch>;

/**
 * A page of the catalogue: its component and its server part (data, head, redirect) beside its feature, each
 * loaded when needed — the browser loads only the code of the page it shows, never a server part.
 */
function cataloguePage(
  name: Page['name'],
  component: Page['component'],
  server: () => Promise<Server>,
  hydrate?: Page['hydrate'],
): Page {
  return definePage<RootState, AppDispatch>(name, { component, server, ...(hydrate ? { hydrate } : {}) });
}

// One chunk per feature: the theme's pages share theirs, as do the seminar list and the rubric page.
const themePages = () => import(/* webpackChunkName: "page-theme" */ './features/theme/ThemeDetailPage');
const themeSubPages = () => import(/* webpackChunkName: "page-theme-sub" */ './features/theme/ThemeSubPages');
const seminarList = () => import(/* webpackChunkName: "page-seminars" */ './features/seminars/SeminarListPage');
const seminarsServer = () => import('./features/seminars/seminarsServer');
const placesServer = () => import('./features/places/placesServer');
const themeServer = () => import('./features/theme/themeServer');
const trainingPlan = () =>
  import(/* webpackChunkName: "page-training-plan" */ './features/trainingPlan/TrainingPlanPage');
const trainingPlanAdmin = () =>
  import(/* webpackChunkName: "page-training-plan-admin" */ './features/trainingPlan/TrainingPlanAdminPage');

/**
 * The pages mf_catalogue serves; its other routes are on the pending list of the route contract (bff: 404). The
 * public lists and detail pages hydrate at the visitor's first sign of use ('interaction'): their links and filter
 * forms work as the server sent them, and a click on a cart button or heart before is given to them once mounted.
 */
export const PAGES: readonly Page[] = [
  cataloguePage(
    'home',
    lazyPage(async () => (await import(/* webpackChunkName: "page-home" */ './features/home/HomePage')).HomePage),
    async () => (await import('./features/home/homeServer')).homeServer,
    // Links and a GET search form: it works without script, so the browser loads nothing of the catalogue for it.
    'never',
  ),
  cataloguePage(
    'seminarList',
    lazyPage(async () => (await seminarList()).SeminarsPage),
    async () => (await seminarsServer()).seminarListServer,
    'interaction',
  ),
  cataloguePage(
    'rubricList',
    lazyPage(
      async () => (await import(/* webpackChunkName: "page-rubrics" */ './features/rubrics/RubricsPage')).RubricsPage,
    ),
    async () => (await import('./features/rubrics/rubricsServer')).rubricListServer,
    'interaction',
  ),
  cataloguePage(
    'rubric',
    lazyPage(async () => (await seminarList()).RubricPage),
    async () => (await seminarsServer()).rubricServer,
    'interaction',
  ),
  cataloguePage(
    'search',
    lazyPage(
      async () => (await import(/* webpackChunkName: "page-search" */ './features/search/SearchPage')).SearchPage,
    ),
    async () => (await import('./features/search/searchServer')).searchServer,
  ),
  cataloguePage(
    'eventDetail',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-event" */ './features/events/EventDetailPage')).EventDetailPage,
    ),
    async () => (await import('./features/events/eventServer')).eventServer,
    'interaction',
  ),
  cataloguePage(
    'eventList',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-events" */ './features/seminars/EventListPage')).EventListPage,
    ),
    async () => (await seminarsServer()).eventListServer,
    'interaction',
  ),
  cataloguePage(
    'locationList',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-locations" */ './features/places/LocationListPage')).LocationListPage,
    ),
    async () => (await placesServer()).locationListServer,
    'interaction',
  ),
  cataloguePage(
    'location',
    lazyPage(
      async () => (await import(/* webpackChunkName: "page-location" */ './features/places/LocationPage')).LocationPage,
    ),
    async () => (await placesServer()).locationServer,
    'interaction',
  ),
  cataloguePage(
    'hotel',
    lazyPage(async () => (await import(/* webpackChunkName: "page-hotel" */ './features/places/HotelPage')).HotelPage),
    async () => (await placesServer()).hotelServer,
    'interaction',
  ),
  cataloguePage(
    'themeDetail',
    lazyPage(async () => (await themePages()).ThemeDetailPage),
    async () => (await themeServer()).themeDetailServer,
    'interaction',
  ),
  cataloguePage(
    'themeEvents',
    lazyPage(async () => (await themePages()).ThemeDatesPage),
    async () => (await themeServer()).themeEventsServer,
    'interaction',
  ),
  cataloguePage(
    'themeStarterPackage',
    lazyPage(async () => (await themeSubPages()).StarterPackagePage),
    async () => (await themeServer()).themeStarterPackageServer,
    'interaction',
  ),
  cataloguePage(
    'themeExperience',
    lazyPage(async () => (await themeSubPages()).ExperiencePage),
    async () => (await themeServer()).themeExperienceServer,
    'interaction',
  ),
  cataloguePage(
    'themeInhouse',
    lazyPage(async () => (await themeSubPages()).InhousePage),
    async () => (await themeServer()).themeInhouseServer,
  ),
  // The committee's plan and the staff's view are personal: the server renders the frame, the browser the data.
  definePage<RootState, AppDispatch>('trainingPlan', {
    component: lazyPage(async () => (await trainingPlan()).TrainingPlanPage),
    browserData: true,
  }),
  definePage<RootState, AppDispatch>('trainingPlanAdmin', {
    component: lazyPage(async () => (await trainingPlanAdmin()).TrainingPlanAdminPage),
    browserData: true,
  }),
];
