/**
 * German texts of conferences (Fachtagungen) shared by the api (its refusals and mails), the bff (PDFs, calendar)
 * and the pages of mf-conferences, mf-cart and mf-account. Dates come in formatted, so this file needs no moment.
 */
import type { ConferenceAudience, ConferenceSlotKind, OrderWorkshopStatus } from './responses/conferences';
import type { WorkshopSeatState } from './rules/conferences';
import { PAGE_ROUTES, buildPath } from './routes';

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

const people = (n: number) => (n === 1 ? 'ein Teilnehmer' : `${n} Teilnehmer`);

export const CONFERENCE_MESSAGES = {
  notFound: 'Diese Fachtagung gibt es nicht.',
  url: 'Bitte geben Sie eine gültige Adresse einer Fachtagung an.',
  query: 'Bitte prüfen Sie die Angaben der Abfrage.',
  workshops: 'Bitte wählen Sie Workshops aus der Liste aus.',
  workshopClash: 'Je Zeitfenster kann ein Teilnehmer nur einen Workshop besuchen.',
  workshopUnknown: 'Bitte wählen Sie nur Workshops dieser Fachtagung aus.',
  notConference: 'Workshops und Mitgliederpreis gibt es nur bei Fachtagungen.',
  unionMember: 'Bitte geben Sie an, ob der Teilnehmer Gewerkschaftsmitglied ist.',
  workshopsMissing: (name: string) => `Bitte wählen Sie für ${name} in jedem Zeitfenster einen Workshop aus.`,
  workshopFull: (title: string) =>
    `Der Workshop „${title}“ ist inzwischen ausgebucht. Bitte wählen Sie einen anderen Workshop oder seine Warteliste.`,
  boardOption:
    'Bei dieser Fachtagung gibt es diese Verpflegungs-/Übernachtungsoption nicht. Bitte wählen Sie eine der angebotenen Optionen.',
  noRooms: (left: number) =>
    left === 0
      ? 'Aus dem Zimmerkontingent der Fachtagung ist kein Zimmer mehr frei. Bitte wählen Sie die Tagungspauschale ohne Übernachtung und buchen Sie Ihr Zimmer direkt beim Hotel.'
      : `Aus dem Zimmerkontingent der Fachtagung sind nur noch ${left} Zimmer frei. Bitte wählen Sie für weitere Teilnehmer die Tagungspauschale ohne Übernachtung.`,
  roomsReleased: (day: string) =>
    `Das Zimmerkontingent der Fachtagung wurde nach dem ${day} an das Hotel zurückgegeben. Bitte wählen Sie die Tagungspauschale ohne Übernachtung und buchen Sie Ihr Zimmer direkt beim Hotel.`,
  workshopChanged: (title: string) => `Die Workshop-Wahl ist gespeichert: „${title}“.`,
  workshopWaiting: (title: string) =>
    `Sie stehen auf der Warteliste des Workshops „${title}“. Wird ein Platz frei, bekommen Sie ihn und eine E-Mail.`,
  notChangeable: 'Die Workshops dieses Teilnehmers lassen sich nicht mehr ändern.',
  participantNotFound: 'Diesen Teilnehmer gibt es in Ihren Buchungen nicht.',
  noSuchSlot: 'Diesen Workshop gibt es bei dieser Fachtagung nicht.',
  registrationLoggedIn:
    'Sie sind bereits angemeldet. Buchen Sie die Fachtagung bitte direkt über „Jetzt buchen“ auf ihrer Seite.',
  registered: (email: string) =>
    `Wir haben Ihr Konto angelegt und Ihre Anmeldung vorgemerkt. Bitte bestätigen Sie Ihre E-Mail-Adresse ${email} über den Link, den wir Ihnen gerade geschickt haben: Erst dann ist die Buchung verbindlich. Bis dahin halten wir die Plätze 48 Stunden für Sie frei.`,
  confirmEmailFirst:
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link aus unserer E-Mail; dann ist Ihre Anmeldung verbindlich.',
  bookingsConfirmed: (count: number) =>
    `Ihre E-Mail-Adresse ist bestätigt. Ihre Anmeldung für ${people(count)} ist jetzt verbindlich gebucht; die Buchungsbestätigung haben wir Ihnen geschickt.`,
  committeeName: 'Bitte geben Sie den Namen Ihres Gremiums an (mindestens 5 Zeichen).',
  conference: 'Bitte wählen Sie eine Fachtagung aus.',
} as const;

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
