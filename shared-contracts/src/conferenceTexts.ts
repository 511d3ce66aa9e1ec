/**
 * German texts of conferences (Fachtagungen) shared by the api (its refusals and mails), the bff (PDFs, calendar)
 * and the pages of mf-conferences, mf-cart and mf-account. Dates come in formatted, so this file needs no moment.
 */
import type { ConferenceAudience, ConferenceSlotKind, OrderWorkshopStatus } from './responses/conferences';
import type { WorkshopSeatState } from './rules/conferences';
import { PAGE_ROUTES, buildPath } from './routes';

// The messages live apart: the participant schema checks workshops with them and imports nothing of the rest.
export { CONFERENCE_MESSAGES } from './conferenceMessages';

export const CONFERENCE_AUDIENCE_LABELS: Record<ConferenceAudience, string> = {
  br: 'Betriebsräte',
  sbv: 'Schwerbehindertenvertretungen',
  jav: 'Jugend- und Auszubildendenvertretungen',
  gremium: 'Betriebsräte, SBV und JAV',
};

export const CONFERENCE_SLOT_LABELS: Record<ConferenceSlotKind, string> = {
  plenary: 'Plenum',
  workshops: 'Workshops',
  break: 'Pause',
  evening: 'Abendveranstaltung',
};

export const WORKSHOP_SEAT_LABELS: Record<WorkshopSeatState, string> = {
  free: 'Plätze frei',
  few: 'Nur noch wenige Plätze',
  full: 'Ausgebucht – Warteliste möglich',
};

export const ORDER_WORKSHOP_STATUS_LABELS: Record<OrderWorkshopStatus, string> = {
  booked: 'Platz im Workshop',
  waiting: 'Warteliste des Workshops',
  pending: 'wartet auf einen Platz der Fachtagung',
  released: 'freigegeben',
};

export const CONFERENCE_TEXTS = {
  overviewHeading: 'Fachtagungen und Kongresse',
  upcomingHeading: 'Kommende Fachtagungen',
  book: 'Jetzt buchen',
  reserve: 'Plätze reservieren',
  waitlist: 'Auf die Warteliste',
  register: 'Ohne Kundenkonto anmelden',
  programme: 'Programm',
  speakers: 'Referentinnen und Referenten',
  prices: 'Preise',
  included: 'Im Preis enthalten',
  hotel: 'Tagungshotel und Zimmerkontingent',
  workshop: 'Workshop',
  earlyBird: (until: string) => `Frühbucherpreis bis ${until}`,
  earlyBirdOver: (until: string) => `Der Frühbucherpreis galt bis ${until}.`,
  memberPrice: (discount: string) =>
    `Mitgliederpreis: Gewerkschaftsmitglieder zahlen je Teilnehmer ${discount} weniger (bitte den Mitgliedsausweis zur Tagung mitbringen).`,
  degressive: 'Jeder weitere Teilnehmer Ihres Gremiums zahlt weniger.',
  roomsLeft: (rooms: number, until: string) =>
    rooms === 0
      ? 'Das Zimmerkontingent ist ausgebucht.'
      : `${rooms === 1 ? '1 Zimmer' : `${rooms} Zimmer`} im Kontingent frei, buchbar bis ${until}.`,
  roomsReleased: (until: string) =>
    `Das Zimmerkontingent war bis ${until} buchbar; bitte buchen Sie Ihr Zimmer direkt beim Hotel.`,
  unionMemberLabel: 'Gewerkschaftsmitglied (Mitgliederpreis)',
  workshopLegend: (slot: string) => `Workshop ${slot}`,
  workshopWaitlistChoice: 'Warteliste dieses Workshops',
  seatsLeft: (n: number) => (n === 1 ? '1 Platz frei' : `${n} Plätze frei`),
  fullNotice:
    'Die Fachtagung ist ausgebucht. Ihre Gruppe kann auf die Warteliste: Werden genug Plätze frei, reservieren wir sie für alle und benachrichtigen Sie per E-Mail.',
  fullWorkshopNotice:
    'Ein Workshop ist ausgebucht; er hat eine eigene Warteliste. Die Fachtagung selbst hat noch Plätze.',
} as const;

/** The query parameter of the registration, reservation and waiting-list pages naming the conference. */
export const CONFERENCE_PAGE_PARAM = 'tagung';

/** `/fachtagung/anmeldung?tagung=…` and its siblings for one conference (without a slug: the choice of all). */
export function conferencePagePath(
  route: 'conferenceRegistration' | 'conferenceReservation' | 'conferenceWaitingList',
  slug?: string,
): string {
  return buildPath(PAGE_ROUTES[route].path, {}, slug ? { [CONFERENCE_PAGE_PARAM]: slug } : {});
}
