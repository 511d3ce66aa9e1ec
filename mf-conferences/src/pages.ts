import { definePage, lazyPage, type PageModule, type PageServerPart } from '@amb/remote-kit';
import type { AppDispatch, RootState } from './store';

type Server = PageServerPart<RootState, AppDispatch>;
type Page = PageModule<RootState, AppDispatch>;

const conferencePage = (
  name: Page['name'],
  component: Page['component'],
  server: () => Promise<Server>,
  hydrate?: Page['hydrate'],
): Page => definePage<RootState, AppDispatch>(name, { component, server, ...(hydrate ? { hydrate } : {}) });

// One chunk per feature: the conference page, the booking with reservation and waiting list, the registration.
const booking = () => import(/* webpackChunkName: "page-booking" */ './features/booking/bookingPages');
const conferenceServer = () => import('./features/conference/conferenceServer');
const chooserServer = async () => (await import('./components/choosePages')).chooserServer;

/**
 * The pages mf_conferences serves, each rendered on the server (data, head with JSON-LD) and hydrated in the
 * browser; the cart's participant step and the registration's form are the visitor's, in the browser.
 */
export const PAGES: readonly Page[] = [
  // Fixed addresses first: /fachtagung/anmeldung is no conference called „anmeldung“.
  conferencePage(
    'conferenceReservation',
    lazyPage(async () => (await booking()).ReservationPage),
    async () => (await chooserServer())('conferenceReservation'),
  ),
  conferencePage(
    'conferenceWaitingList',
    lazyPage(async () => (await booking()).WaitingListPage),
    async () => (await chooserServer())('conferenceWaitingList'),
  ),
  conferencePage(
    'conferenceRegistration',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-registration" */ './features/registration/RegistrationPage'))
          .RegistrationPage,
    ),
    async () => (await chooserServer())('conferenceRegistration'),
  ),
  conferencePage(
    'conference',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-conference" */ './features/conference/ConferencePage')).ConferencePage,
    ),
    async () => (await conferenceServer()).conferenceServer,
    // Its links (book, reserve, register, the hotel) work as the server sent them: it hydrates at the first use.
    'interaction',
  ),
  conferencePage(
    'conferenceBooking',
    lazyPage(async () => (await booking()).ConferenceBookingPage),
    async () => (await conferenceServer()).conferenceBookingServer,
  ),
];
