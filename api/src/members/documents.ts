/**
 * The member's documents and calendar (issue 12): the bookings with their papers, the data of the notice,
 * certificate and overview PDFs (the bff prints them) and the calendar entries (the bff writes the iCal).
 * A member sees the orders they booked (every participant) and the participations booked for them (their own).
 */
import { randomBytes } from 'node:crypto';
import {
  DOCUMENT_MESSAGES,
  SEMINAR_DAY_HOURS,
  SITES,
  calendarFeedPath,
  certificateAvailable,
  certificatePdfPath,
  eventDetailUrl,
  eventIcsPath,
  noticePdfPath,
  overviewPdfPath,
  orderWordingKind,
  participantName,
  type CalendarEntry,
  type DocumentBooking,
  type MemberCertificateResponse,
  type MemberDocumentsResponse,
  type MemberNoticeResponse,
  type MemberOverviewResponse,
  type OrderParticipantStatus,
  type OrderWorkshop,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { httpError, notFound } from '../http/errors';
import { loadOrder, orderNumber } from '../orders/orderView';
import {
  findCalendarFeedOwner,
  findCalendarToken,
  findDocumentParticipantRow,
  findOrderBooker,
  listVisibleParticipantRows,
  saveCalendarToken,
  type DocumentParticipantRow,
} from '../repositories/documents';
import { ONLINE_HOTELS } from '../repositories/onlineHotels';
import type { AuthUser } from '../repositories/users';
import { daysBetween } from '../util/calendarDays';
import { canSeeParticipant } from '../auth/orderAccess';
import { orderRelation } from './orderAccess';
import { participantConferenceParts } from '../orders/orderView';
import { findConferenceRowsByEvents, listSlotRows } from '../repositories/conferences';
import { conferenceUrl } from '../conferences/programme';

/** Participants who hold (or held) a seat, or wait for one: what a calendar shows. */
const CALENDAR_STATES: readonly OrderParticipantStatus[] = ['booked', 'reserved', 'waiting'];

type ParticipantRow = DocumentParticipantRow;

function venueOf(row: ParticipantRow): string {
  if (row.hotelId === null || ONLINE_HOTELS.includes(row.hotelId) || !row.hotelName) return 'Online';
  const address = [row.hotelStreet, [row.hotelPostalCode, row.hotelCity].filter(Boolean).join(' ')].filter(Boolean);
  return [row.hotelName, ...address].join(', ');
}

export async function memberDocuments(db: Db, user: AuthUser, today: string): Promise<MemberDocumentsResponse> {
  const bookings = new Map<number, DocumentBooking>();
  const years = new Set<number>();
  for (const row of await listVisibleParticipantRows(db, user)) {
    let booking = bookings.get(row.orderId);
    if (!booking) {
      booking = {
        orderId: row.orderId,
        orderNumber: orderNumber(row.orderId),
        createdAt: row.orderedAt,
        kind: 'booking',
        noticePath: noticePdfPath(row.orderId),
        events: [],
      };
      bookings.set(row.orderId, booking);
    }
    let event = booking.events.find((e) => e.eventId === row.eventId);
    if (!event) {
      event = {
        eventId: row.eventId,
        themeTitle: row.themeTitle,
        startDate: row.startDate,
        endDate: row.endDate,
        icsPath: null,
        participants: [],
      };
      booking.events.push(event);
    }
    if (CALENDAR_STATES.includes(row.status)) event.icsPath = eventIcsPath(row.eventId);
    event.participants.push({
      participantId: row.participantId,
      kind: row.kind,
      name: participantName(row),
      status: row.status,
      certificatePath: certificateAvailable(row.status, row.endDate, today)
        ? certificatePdfPath(row.participantId)
        : null,
    });
    years.add(Number(row.startDate.slice(0, 4)));
  }
  // What each order holds, from every participant of it the member sees.
  for (const booking of bookings.values()) {
    booking.kind = orderWordingKind(booking.events.flatMap((event) => event.participants));
  }
  const token = await findCalendarToken(db, user.userId);
  return {
    bookings: [...bookings.values()].sort((a, b) => b.orderId - a.orderId),
    overviews: [...years].sort((a, b) => b - a).map((year) => ({ year, path: overviewPdfPath(year) })),
    calendarFeedPath: token ? calendarFeedPath(token) : null,
  };
}

/** The booking the notice PDF prints; 404 unless the user may see it. */
export async function memberNotice(db: Db, user: AuthUser, orderId: number): Promise<MemberNoticeResponse> {
  if (!(await orderRelation(db, user, orderId))) throw notFound(DOCUMENT_MESSAGES.bookingNotFound);
  const booker = (await findOrderBooker(db, orderId))!;
  return { order: await loadOrder(db, orderId), booker: participantName(booker) };
}

/** A booked participant's certificate: 404 when not theirs to see or not booked, 409 before the event ended. */
export async function memberCertificate(
  db: Db,
  user: AuthUser,
  participantId: number,
  today: string,
): Promise<MemberCertificateResponse> {
  const row = await findDocumentParticipantRow(db, participantId);
  const relation = row ? await orderRelation(db, user, row.orderId) : null;
  if (!row || !canSeeParticipant(relation, user, row.email) || row.status !== 'booked') {
    throw notFound(DOCUMENT_MESSAGES.certificateNotFound);
  }
  if (!certificateAvailable(row.status, row.endDate, today)) {
    throw httpError('EVENT_NOT_ENDED', DOCUMENT_MESSAGES.certificateNotYet);
  }
  return {
    certificate: {
      participantId: row.participantId,
      participantName: participantName(row),
      themeTitle: row.themeTitle,
      startDate: row.startDate,
      endDate: row.endDate,
      days: daysBetween(row.startDate, row.endDate) + 1,
      venue: venueOf(row),
      orderNumber: orderNumber(row.orderId),
      workshops: ((await participantConferenceParts(db, [row.participantId])).workshops.get(row.participantId) ?? [])
        .filter((workshop) => workshop.status === 'booked')
        .map((workshop) => `${workshop.code} ${workshop.title}`),
    },
  };
}

/** Every visible booking of events starting in `year`; the total counts the booked seats. */
export async function memberOverview(db: Db, user: AuthUser, year: number): Promise<MemberOverviewResponse> {
  const rows = (await listVisibleParticipantRows(db, user)).filter((row) => row.startDate.startsWith(`${year}-`));
  const bookings: MemberOverviewResponse['bookings'] = [];
  for (const row of rows) {
    const number = orderNumber(row.orderId);
    let booking = bookings.find(
      (b) => b.orderNumber === number && b.startDate === row.startDate && b.themeTitle === row.themeTitle,
    );
    if (!booking) {
      booking = {
        orderNumber: number,
        themeTitle: row.themeTitle,
        startDate: row.startDate,
        endDate: row.endDate,
        participants: [],
      };
      bookings.push(booking);
    }
    booking.participants.push({ name: participantName(row), status: row.status, priceCents: row.priceCents });
  }
  const totalCents = rows.filter((row) => row.status === 'booked').reduce((sum, row) => sum + row.priceCents, 0);
  return { year, bookings, totalCents };
}

const UID_DOMAIN = new URL(SITES.main.domain).hostname;

/**
 * The member's seminars and conferences: one entry per event (its participants named), uid stable per event and
 * member; a conference runs its programme's hours and brings one entry per chosen workshop with its time.
 */
export async function calendarEntries(db: Db, user: AuthUser): Promise<CalendarEntry[]> {
  const rows = (await listVisibleParticipantRows(db, user)).filter((row) => CALENDAR_STATES.includes(row.status));
  const conferences = await conferenceCalendars(db, rows);
  const entries = new Map<number, CalendarEntry>();
  const kinds = new Map<number, Array<{ kind: string; status: OrderParticipantStatus }>>();
  for (const row of rows) {
    let entry = entries.get(row.eventId);
    const conference = conferences.events.get(row.eventId);
    if (!entry) {
      entry = {
        uid: `event-${row.eventId}-member-${user.userId}@${UID_DOMAIN}`,
        eventId: row.eventId,
        themeTitle: row.themeTitle,
        startDate: row.startDate,
        endDate: row.endDate,
        dayStartsAt: conference?.startsAt ?? SEMINAR_DAY_HOURS.startsAt,
        dayEndsAt: conference?.endsAt ?? SEMINAR_DAY_HOURS.endsAt,
        location: venueOf(row),
        kind: 'booking',
        participants: [],
        eventPath: conference?.url ?? eventDetailUrl(row.eventId),
        sessions: [],
      };
      entries.set(row.eventId, entry);
    }
    const name = participantName(row);
    if (!entry.participants.some((p) => p.name === name)) {
      entry.participants.push({ name, status: row.status, reservedUntil: row.reservedUntil });
      kinds.set(row.eventId, [...(kinds.get(row.eventId) ?? []), { kind: row.kind, status: row.status }]);
    }
    for (const workshop of conferences.workshops.get(row.participantId) ?? []) {
      if (workshop.status !== 'booked') continue;
      let session = entry.sessions.find((s) => s.uid.startsWith(`workshop-${workshop.workshopId}-`));
      if (!session) {
        session = {
          uid: `workshop-${workshop.workshopId}-member-${user.userId}@${UID_DOMAIN}`,
          title: `Workshop ${workshop.code}: ${workshop.title} (${row.themeTitle})`,
          day: workshop.day,
          startsAt: workshop.startsAt,
          endsAt: workshop.endsAt,
          location: [workshop.room, venueOf(row)].filter(Boolean).join(', '),
          participants: [],
        };
        entry.sessions.push(session);
      }
      if (!session.participants.includes(name)) session.participants.push(name);
    }
  }
  for (const entry of entries.values()) {
    entry.sessions.sort((a, b) => a.day.localeCompare(b.day) || a.startsAt.localeCompare(b.startsAt));
    entry.kind = orderWordingKind(kinds.get(entry.eventId) ?? []);
  }
  return [...entries.values()];
}

/** The conferences among the rows' events: their page, the hours of their programme, the participants' workshops. */
async function conferenceCalendars(db: Db, rows: readonly ParticipantRow[]) {
  const conferenceRows = await findConferenceRowsByEvents(db, [...new Set(rows.map((row) => row.eventId))]);
  const events = new Map<number, { url: string; startsAt: string; endsAt: string }>();
  if (conferenceRows.length === 0) return { events, workshops: new Map<number, OrderWorkshop[]>() };
  const slots = (
    await listSlotRows(
      db,
      conferenceRows.map((c) => c.conferenceId),
    )
  ).filter((slot) => slot.kind !== 'evening');
  for (const conference of conferenceRows) {
    const own = slots.filter((slot) => slot.conferenceId === conference.conferenceId);
    events.set(conference.eventId, {
      url: conferenceUrl(conference.slug),
      startsAt: own.map((slot) => slot.startsAt).sort()[0] ?? SEMINAR_DAY_HOURS.startsAt,
      endsAt:
        own
          .map((slot) => slot.endsAt)
          .sort()
          .at(-1) ?? SEMINAR_DAY_HOURS.endsAt,
    });
  }
  const conferenceParticipants = rows.filter((row) => events.has(row.eventId)).map((row) => row.participantId);
  return { events, workshops: (await participantConferenceParts(db, conferenceParticipants)).workshops };
}

/** A new secret for the member's feed; the old one (if any) stops working in the same statement. */
export async function renewCalendarToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await saveCalendarToken(db, userId, token, now.toISOString());
  return token;
}

/** The member a feed token belongs to; 404 for an unknown (or replaced) token. */
export async function calendarFeedOwner(db: Db, token: string): Promise<AuthUser> {
  const owner = await findCalendarFeedOwner(db, token);
  if (!owner) throw notFound(DOCUMENT_MESSAGES.feedNotFound);
  return owner;
}
