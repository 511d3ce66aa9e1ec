import { PAGE_ROUTES, sectionRoot } from '@amb/shared-contracts';
import type { PageDefinition } from '@amb/remote-kit';

/** Fixed paths first: `/fachtagung/anmeldung` is no conference slug. */
export const PAGES: readonly PageDefinition[] = [
  { patterns: [PAGE_ROUTES.conferenceRegistration.path], title: 'Anmeldung' },
  { patterns: [PAGE_ROUTES.conferenceReservation.path], title: 'Reservierung' },
  { patterns: [PAGE_ROUTES.conferenceWaitingList.path], title: 'Warteliste' },
  { patterns: [PAGE_ROUTES.conferenceBooking.path], title: 'Buchung' },
  { patterns: [sectionRoot(PAGE_ROUTES.conference.path), PAGE_ROUTES.conference.path], title: 'Fachtagungen' },
];
