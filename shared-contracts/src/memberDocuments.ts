/**
 * The member's documents and calendar (issue 12): what /api-meinamb/documents lists, the data the bff prints
 * (notice of a booking for the employer, attendance certificate, overview of a year) and the calendar entries
 * it writes as iCal. Money in cents.
 */
import type { Order, OrderParticipantKind, OrderParticipantStatus } from './responses/cart';
import type { OrderWordingKind } from './rules/orderWording';
import { API_ROUTES, buildPath } from './routes';

export const DOCUMENT_MESSAGES = {
  bookingNotFound: 'Diese Buchung gibt es in Ihrem Konto nicht.',
  certificateNotFound: 'Diese Teilnahmebescheinigung gibt es in Ihrem Konto nicht.',
  certificateNotYet:
    'Die Teilnahmebescheinigung gibt es erst, wenn das Seminar zu Ende ist. Bitte versuchen Sie es nach dem letzten Seminartag erneut.',
  eventNotInCalendar: 'Zu diesem Termin gibt es in Ihrem Konto keine Buchung.',
  feedNotFound: 'Diesen Kalender-Link gibt es nicht mehr. Den aktuellen Link finden Sie in meinamb unter „Unterlagen“.',
  year: 'Bitte wählen Sie ein Jahr zwischen 2000 und 2100.',
  feedRenewed: 'Ihr neuer Kalender-Link ist aktiv. Der bisherige Link funktioniert nicht mehr.',
  feedCreated: 'Ihr Kalender-Link ist aktiv.',
} as const;

/** The titles the documents carry (page, PDFs, file names). */
export const DOCUMENT_TITLES = {
  certificate: 'Teilnahmebescheinigung',
  /** Every seminar of a year (bookings, reservations, waiting lists): no reservation is called a booking. */
  overview: 'Seminarübersicht',
  calendar: 'Seminare bei der Akademie für Mitbestimmung',
} as const;

export const OVERVIEW_YEAR_RANGE = { min: 2000, max: 2100 } as const;

/** `?jahr=2026` of the overview: the year, or null when it is not a whole year of the range. */
export function parseOverviewYear(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= OVERVIEW_YEAR_RANGE.min && year <= OVERVIEW_YEAR_RANGE.max ? year : null;
}

/**
 * The hours of a seminar day (Europe/Berlin, HH:MM). The catalogue's events carry calendar days only, so every
 * day of an event runs these hours; the calendar entries take them from here (one place to change).
 */
export const SEMINAR_DAY_HOURS = { startsAt: '09:00', endsAt: '17:00' } as const;

/** A certificate exists for a booked participant once the event's last day is over (Berlin calendar day). */
export function certificateAvailable(status: OrderParticipantStatus, endDate: string, today: string): boolean {
  return status === 'booked' && endDate < today;
}

export interface DocumentParticipant {
  participantId: number;
  name: string;
  kind: OrderParticipantKind;
  status: OrderParticipantStatus;
  /** The attendance certificate (bff PDF); null before the event ended, or when the participant was not booked. */
  certificatePath: string | null;
}

export interface DocumentEvent {
  eventId: number;
  themeTitle: string;
  startDate: string;
  endDate: string;
  /** The event's .ics (bff); null when none of its participants holds a seat. */
  icsPath: string | null;
  participants: DocumentParticipant[];
}

export interface DocumentBooking {
  orderId: number;
  orderNumber: string;
  createdAt: string;
  /** What the order holds (its papers' words: a reservation is never called a booking). */
  kind: OrderWordingKind;
  noticePath: string;
  events: DocumentEvent[];
}

/** GET /api-meinamb/documents. */
export interface MemberDocumentsResponse {
  bookings: DocumentBooking[];
  /** The years with bookings (event start), newest first, each with its overview PDF. */
  overviews: Array<{ year: number; path: string }>;
  /** The member's secret calendar feed, or null before one was created. */
  calendarFeedPath: string | null;
}

/** GET /api-meinamb/notice/:id: the booking (order) the notice PDF prints, and who booked it. */
export interface MemberNoticeResponse {
  order: Order;
  booker: string;
}

/** GET /api-meinamb/certificate/:id (participant id). */
export interface MemberCertificateResponse {
  certificate: {
    participantId: number;
    participantName: string;
    themeTitle: string;
    startDate: string;
    endDate: string;
    /** Calendar days of the event. */
    days: number;
    venue: string;
    orderNumber: string;
    /** The workshops a conference participant attended (code and title); empty for a seminar. */
    workshops: string[];
  };
}

export interface OverviewParticipant {
  name: string;
  status: OrderParticipantStatus;
  priceCents: number;
}

export interface OverviewBooking {
  orderNumber: string;
  themeTitle: string;
  startDate: string;
  endDate: string;
  participants: OverviewParticipant[];
}

/** GET /api-meinamb/overview?jahr=: every booking of events starting in that year; total of the booked seats. */
export interface MemberOverviewResponse {
  year: number;
  bookings: OverviewBooking[];
  totalCents: number;
}

/** One seminar in the member's calendar: one entry per event and member (the uid stays when bookings change). */
export interface CalendarEntry {
  uid: string;
  eventId: number;
  themeTitle: string;
  startDate: string;
  endDate: string;
  dayStartsAt: string;
  dayEndsAt: string;
  location: string;
  /** What the member's seats in it are: booked, reserved, waiting (a reserved or waiting one is marked as such). */
  kind: OrderWordingKind;
  participants: CalendarParticipant[];
  /** Path of the event's page on the site (a conference's page for a conference). */
  eventPath: string;
  /** A conference's chosen workshops with their times (the seats the member's participants hold); else empty. */
  sessions: CalendarSession[];
}

/** One workshop of a conference in the member's calendar: its own entry with its time and room. */
export interface CalendarSession {
  uid: string;
  title: string;
  day: string;
  startsAt: string;
  endsAt: string;
  location: string;
  participants: string[];
}

/** A participant of a calendar entry, with what they hold. */
export interface CalendarParticipant {
  name: string;
  status: OrderParticipantStatus;
  /** When a reservation ends (ISO). */
  reservedUntil: string | null;
}

/** GET /api-meinamb/calendar (the session's member) and /api-meinamb/calendar-feed-data/:token. */
export interface MemberCalendarResponse {
  entries: CalendarEntry[];
}

/** POST /api-meinamb/calendar-token: the new feed (any old one stops working). */
export interface CalendarTokenResponse {
  calendarFeedPath: string;
  message: string;
}

export const noticePdfPath = (orderId: number): string => buildPath(API_ROUTES.memberNoticePdf.path, { id: orderId });
export const certificatePdfPath = (participantId: number): string =>
  buildPath(API_ROUTES.memberCertificatePdf.path, { id: participantId });
export const eventIcsPath = (eventId: number): string => buildPath(API_ROUTES.memberEventIcs.path, { id: eventId });
export const overviewPdfPath = (year: number): string =>
  buildPath(API_ROUTES.memberOverviewPdf.path, {}, { jahr: year });
export const calendarFeedPath = (token: string): string => buildPath(API_ROUTES.memberCalendarFeed.path, { token });
