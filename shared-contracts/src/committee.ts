/**
 * The committee (Gremium) pages and calls (issue 12): members, invitations, the committee's bookings and
 * training cost, its settings. Texts are the pages' and the api's German wording, in one place.
 */
import type { CommitteeRole } from './entities';
import type { OrderParticipantKind, OrderParticipantStatus } from './responses/cart';
import type { BoardOption, ParticipantKind } from './schemas/participant';
import type { CommitteeYearCost } from './rules/committeeCosts';
import type { OrderWorkshop } from './responses/conferences';

/** How long an invitation link is valid. */
export const COMMITTEE_INVITATION_DAYS = 14;

export const COMMITTEE_MESSAGES = {
  invitationSent: (email: string) => `Wir haben eine Einladung an ${email} gesendet.`,
  invitationInvalid:
    'Diese Einladung ist ungültig, abgelaufen oder wurde bereits verwendet. Fragen Sie in Ihrem Gremium nach einer neuen Einladung.',
  invitationOtherEmail: (email: string) =>
    `Diese Einladung gilt für ${email}. Bitte melden Sie sich mit dieser E-Mail-Adresse an oder registrieren Sie sich mit ihr.`,
  alreadyInCommittee: 'Sie gehören bereits einem Gremium an. Mit einem Konto können Sie nur einem Gremium angehören.',
  inviteeAlreadyMember: 'Diese Person gehört bereits zu Ihrem Gremium.',
  inviteeInOtherCommittee: 'Diese Person gehört bereits einem anderen Gremium an.',
  joined: (committee: string) => `Sie sind dem Gremium „${committee}“ beigetreten.`,
  memberNotFound: 'Dieses Mitglied gehört nicht zu Ihrem Gremium.',
  removeSelf: 'Sie können sich nicht selbst entfernen. Übergeben Sie zuerst die Verwaltung an ein anderes Mitglied.',
  transferSelf: 'Sie verwalten das Gremium bereits.',
  removed: (name: string) => `${name} wurde aus dem Gremium entfernt.`,
  transferred: (name: string) => `${name} verwaltet das Gremium jetzt.`,
  userId: 'Bitte wählen Sie ein Mitglied aus.',
  /** The book-for form's date: a choice among the dates of the manager's cart. */
  cartItem: 'Bitte wählen Sie einen Termin aus Ihrem Warenkorb aus.',
  token: 'Dieser Einladungslink ist unvollständig. Bitte öffnen Sie den Link aus der E-Mail noch einmal.',
  committeeName: 'Bitte geben Sie den Namen des Gremiums ein (mindestens 2 Zeichen)',
  committeeNameTooLong: 'Der Name des Gremiums darf höchstens 100 Zeichen lang sein',
  settingsSaved: 'Die Einstellungen des Gremiums wurden gespeichert.',
  /** `role`: 'Teilnehmerin' or 'Teilnehmer' (participantRoleLabel). */
  addedToCart: (name: string, role: string) =>
    `${name} steht jetzt als ${role} in Ihrem Warenkorb. Buchen oder reservieren Sie dort den Platz.`,
  cartEmpty:
    'Legen Sie zuerst einen Termin in Ihren Warenkorb; dann können Sie hier Mitglieder als Teilnehmer eintragen.',
} as const;

export const COMMITTEE_TEXTS = {
  membersHeading: 'Mitglieder',
  manager: 'verwaltet das Gremium',
  inviteHeading: 'Mitglied einladen',
  inviteHint: 'Wir senden einen Einladungslink an diese Adresse. Er ist 14 Tage gültig.',
  inviteButton: 'Einladung senden',
  remove: (name: string) => `${name} entfernen`,
  transfer: (name: string) => `Verwaltung an ${name} übergeben`,
  removeConfirm: (name: string) => `Möchten Sie ${name} wirklich aus dem Gremium entfernen?`,
  transferConfirm: (name: string) =>
    `Möchten Sie die Verwaltung des Gremiums an ${name} übergeben? Sie bleiben Mitglied, können das Gremium danach aber nicht mehr verwalten.`,
  bookedForMeHeading: 'Für Sie gebucht',
  bookedForMeEmpty: 'Ihr Gremium hat noch keine Seminare für Sie gebucht.',
  bookingsHeading: 'Buchungen der Mitglieder',
  bookingsEmpty: 'Für die Mitglieder Ihres Gremiums gibt es noch keine Buchungen.',
  costsHeading: 'Schulungskosten pro Jahr',
  costsEmpty: 'Noch keine gebuchten Teilnehmer.',
  costYear: (year: number, participants: number) =>
    `${year}: ${participants} ${participants === 1 ? 'gebuchte Teilnahme' : 'gebuchte Teilnahmen'}`,
  bookForHeading: 'Für ein Mitglied buchen oder reservieren',
  bookForHint:
    'Legen Sie den Termin zuerst in Ihren Warenkorb. Das Mitglied wird als Teilnehmer eingetragen; nach der Bestellung sieht es die Buchung in seinem Konto.',
  bookForButton: 'In den Warenkorb eintragen',
  toCart: 'Zum Warenkorb',
  invitationHeading: 'Einladung in ein Gremium',
  invitationLoggedOut:
    'Um der Einladung zu folgen, melden Sie sich bitte an. Haben Sie noch kein Konto, registrieren Sie sich zuerst mit der E-Mail-Adresse, an die die Einladung ging.',
  invitationJoin: 'Dem Gremium beitreten',
  login: 'Anmelden',
  register: 'Registrieren',
  settingsSave: 'Einstellungen speichern',
  settingsReadOnly: 'Nur die Verwaltung des Gremiums kann diese Angaben ändern.',
} as const;

/** One participant of an order made by or for a committee member. */
export interface CommitteeBooking {
  participantId: number;
  orderId: number;
  eventId: number;
  themeTitle: string;
  startDate: string;
  endDate: string;
  salutation: string;
  firstname: string;
  lastname: string;
  kind: OrderParticipantKind;
  status: OrderParticipantStatus;
  priceCents: number;
  reservedUntil: string | null;
  /** Who ordered: "Vorname Nachname" of the booking account. */
  bookedBy: string;
  /** The committee member the participant is (when linked), else null. */
  memberUserId: number | null;
  /** A conference participant's workshops (none for a seminar's). */
  workshops: OrderWorkshop[];
}

/** GET /api-meinamb/gremium-bookings. */
export interface CommitteeBookingsResponse {
  bookings: CommitteeBooking[];
  costs: CommitteeYearCost[];
}

/** GET /api-meinamb/booked-for-me: what others (the committee's manager) ordered with this member as participant. */
export interface BookedForMeResponse {
  bookings: CommitteeBooking[];
}

/** The committee's data its manager edits (the billing address and defaults of its members' carts). */
export interface CommitteeSettings {
  name: string;
  company: string;
  street: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  costCentre: string;
  hotelOverNightOption: BoardOption;
}

/** GET and PUT /api-meinamb/gremium-settings. */
export interface CommitteeSettingsResponse {
  settings: CommitteeSettings;
  /** Whether the caller may change them (the manager). */
  editable: boolean;
}

/** POST /api-meinamb/gremium-invitations. */
export interface CommitteeInvitationResponse {
  message: string;
}

/** POST /api-meinamb/gremium-invitations/accept. */
export interface CommitteeJoinResponse {
  committee: { committeeId: number; name: string; role: CommitteeRole };
  message: string;
}

/** POST /api-meinamb/gremium-members/remove and /gremium-members/manager. */
export interface CommitteeMemberChangeResponse {
  message: string;
}

/** POST /api-meinamb/gremium-bookings/participant: the member as participant of an item of the manager's cart. */
export interface CommitteeCartParticipantResponse {
  message: string;
  recipientId: number;
}

/** What the book-for-member form sends. */
export interface CommitteeCartParticipantInput {
  cartItemId: number;
  memberUserId: number;
  kind: ParticipantKind;
  hotelOverNightOption: BoardOption;
}
