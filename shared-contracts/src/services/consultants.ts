/** Consultant appointments (/consultant/*): the member's consultant, free slots, booking, cancelling, moving. */
import type { AppointmentSlot } from '../rules/consultantSlots';
import type { AppointmentStatus } from '../rules/appointmentChanges';

export const APPOINTMENT_CHANNELS = ['phone', 'video'] as const;
export type AppointmentChannel = (typeof APPOINTMENT_CHANNELS)[number];

export const APPOINTMENT_CHANNEL_LABELS: Record<AppointmentChannel, string> = {
  phone: 'Telefon',
  video: 'Video',
};

/** What an appointment is about (the member picks one). */
export const APPOINTMENT_TOPICS = [
  'Schulungsplanung für das Gremium',
  'Seminarauswahl und Termine',
  'Inhouse-Seminar oder Gruppenangebot',
  'Kostenübernahme durch den Arbeitgeber',
  'Freistellung und Schulungsanspruch',
  'Sonstiges',
] as const;
export type AppointmentTopic = (typeof APPOINTMENT_TOPICS)[number];

export const APPOINTMENT_NOTE_MAX = 500;

/** Why this consultant answers: assigned to the member, to the committee, by region, or the default one. */
export type ConsultantBasis = 'member' | 'committee' | 'region' | 'default';

export interface Consultant {
  consultantId: number;
  name: string;
  photoUrl: string;
  phone: string;
  email: string;
  /** Postal-code areas covered (leading digits). */
  postalRegions: string[];
  /** The rubrics the consultant advises on. */
  rubrics: Array<{ rubricId: number; name: string }>;
}

export interface ConsultantResponse {
  consultant: Consultant;
  basis: ConsultantBasis;
}

export interface AvailableAppointmentsResponse {
  consultantId: number;
  slots: AppointmentSlot[];
}

export interface Appointment {
  appointmentId: number;
  consultant: Pick<Consultant, 'consultantId' | 'name' | 'phone' | 'email' | 'photoUrl'>;
  startsAt: string;
  endsAt: string;
  channel: AppointmentChannel;
  topic: string;
  note: string;
  /** The number the consultant calls (phone appointments). */
  phone: string;
  status: AppointmentStatus;
  /** The consultant's video room (video appointments). */
  videoUrl: string | null;
  /** Cancel or move is still possible (24 hours before at the latest). */
  changeable: boolean;
}

export interface MyAppointmentsResponse {
  upcoming: Appointment[];
  past: Appointment[];
}

export interface AppointmentResponse {
  appointment: Appointment;
  message: string;
}

const dateTime = (date: string, time: string) => `${date} um ${time} Uhr`;

export const APPOINTMENT_MESSAGES = {
  booked: (date: string, time: string) =>
    `Ihr Termin am ${dateTime(date, time)} ist gebucht. Die Bestätigung mit Kalendereintrag ist per E-Mail unterwegs.`,
  cancelled: (date: string, time: string) => `Ihr Termin am ${dateTime(date, time)} ist abgesagt.`,
  moved: (date: string, time: string) =>
    `Ihr Termin ist verlegt auf den ${dateTime(date, time)}. Der neue Kalendereintrag ist per E-Mail unterwegs.`,
  slotTaken:
    'Dieser Termin ist inzwischen vergeben. Bitte wählen Sie eine andere Uhrzeit; die freien Termine sind aktualisiert.',
  slotUnavailable: 'Zu dieser Uhrzeit ist kein Beratungstermin frei. Bitte wählen Sie einen Termin aus der Liste.',
  tooManyOpen: (max: number) =>
    `Sie haben bereits ${max} offene Beratungstermine. Bitte sagen Sie einen ab oder warten Sie, bis einer stattgefunden hat.`,
  tooLate: (hours: number) =>
    `Ein Termin kann nur bis ${hours} Stunden vorher abgesagt oder verlegt werden. Bitte rufen Sie uns an.`,
  notFound: 'Diesen Beratungstermin gibt es nicht.',
  noConsultant: 'Für Sie ist derzeit keine Seminarberaterin und kein Seminarberater eingetragen.',
} as const;

export const APPOINTMENT_FIELD_MESSAGES = {
  startsAt: 'Bitte wählen Sie einen freien Termin aus',
  channel: 'Bitte wählen Sie Telefon oder Video aus',
  topic: 'Bitte wählen Sie ein Thema für das Gespräch aus',
  noteTooLong: `Die Notiz darf höchstens ${APPOINTMENT_NOTE_MAX} Zeichen lang sein`,
  appointmentId: 'Bitte geben Sie einen gültigen Termin an.',
} as const;

/** Texts of „Meine Termine". */
export const APPOINTMENT_TEXTS = {
  consultantHeading: 'Ihre Seminarberatung',
  bookHeading: 'Beratungstermin vereinbaren',
  bookIntro:
    'Wählen Sie einen freien Termin: 30 Minuten am Telefon oder per Video, montags bis freitags, in den nächsten 30 Tagen.',
  upcomingHeading: 'Ihre nächsten Termine',
  pastHeading: 'Vergangene Termine',
  noUpcoming: 'Sie haben zurzeit keinen Beratungstermin.',
  noSlots:
    'In den nächsten 30 Tagen ist leider kein Termin frei. Bitte rufen Sie uns an oder schreiben Sie eine E-Mail.',
  dayLabel: 'Tag',
  timeLegend: 'Uhrzeit',
  channelLegend: 'Wie möchten Sie sprechen?',
  topicLabel: 'Thema',
  noteLabel: 'Notiz für Ihre Beraterin oder Ihren Berater (optional)',
  phoneLabel: 'Unter welcher Nummer dürfen wir Sie anrufen?',
  book: 'Termin verbindlich buchen',
  cancel: 'Termin absagen',
  keep: 'Termin behalten',
  move: 'Termin verlegen',
  moveTo: 'Auf diese Uhrzeit verlegen',
  moveHeading: 'Neuen Termin wählen',
  cancelQuestion: (date: string, time: string) => `Möchten Sie den Termin am ${dateTime(date, time)} absagen?`,
  calendar: 'Kalendereintrag (.ics)',
  videoLink: 'Zum Videoraum',
  changeHint: (hours: number) => `Absagen oder verlegen können Sie bis ${hours} Stunden vor dem Termin.`,
  tooLateHint: 'Kurzfristige Änderungen bitte telefonisch.',
  cancelledLabel: 'abgesagt',
  basis: {
    member: 'Ihre persönliche Beratung',
    committee: 'Die Beratung Ihres Gremiums',
    region: 'Die Beratung für Ihre Region',
    default: 'Ihre Beratung',
  } satisfies Record<ConsultantBasis, string>,
} as const;
