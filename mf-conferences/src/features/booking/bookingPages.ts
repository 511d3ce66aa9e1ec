/** The booking feature's pages (one chunk): the conference's booking, the reservation and the waiting list. */
export { ConferenceBookingPage } from './ConferenceBookingPage';
export { ReservationPage, WaitingListPage } from './ChosenConferencePages';
