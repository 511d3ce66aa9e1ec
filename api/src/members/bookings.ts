/**
 * The member's bookings (issue 12): future and past events with their participants and states, the next
 * seminar, cancelling a participant (the engine's cancelParticipant: fee, seat, waiting list in its
 * transaction) and naming a substitute participant (free; the seat, price and history stay).
 */
import {
  MEMBER_BOOKING_TEXTS,
  cancellationFeeCents,
  participantName,
  type CancellationFeeCents,
  type MemberBookingEvent,
  type MemberBookingParticipant,
  type ConferenceWorkshopChangeInput,
  type OrderWorkshop,
  type OrderWorkshopStatus,
  type SubstitutePersonInput,
} from '@amb/shared-contracts';
import { changeWorkshop } from '../orders/workshopChange';
import { loadConferenceContexts, type ConferenceContext } from '../orders/conferenceSeats';
import { participantConferenceParts } from '../orders/orderView';
import { conferenceUrl } from '../conferences/programme';
import { managesOrder } from '../auth/orderAccess';
import type { AuthUser } from '../auth/types';
import type { Db } from '../db/types';
import { httpError, notFound } from '../http/errors';
import type { Mailer } from '../mail';
import {
  findMemberEventRow,
  findParticipantAccess,
  insertSubstitution,
  listMemberEventRows,
  replaceParticipantPerson,
  type MemberEventRow,
} from '../repositories/memberBookings';
import { insertHistory } from '../repositories/orders';
import { orderNumber } from '../orders/orderView';
import { SEAT_MESSAGES, cancelParticipant, releaseAndNotify, type SeatContext } from '../orders/seats';
import { berlinToday } from '../util/calendarDays';

const conferenceOf = (context: ConferenceContext | undefined): MemberBookingEvent['conference'] =>
  context ? { url: conferenceUrl(context.slug), slots: context.slots } : null;

type Viewer = Pick<AuthUser, 'userId' | 'committeeId' | 'committeeRole'>;

const ACTIVE = new Set(['booked', 'reserved', 'waiting']);

/** What cancelling costs today: a booking by the terms; a reservation or a waiting place nothing. */
function feeToday(row: MemberEventRow, today: string): CancellationFeeCents | null {
  if (!ACTIVE.has(row.status) || row.startDate <= today) return null;
  if (row.status !== 'booked') return { stage: 'free', percent: 0, amountCents: 0 };
  return cancellationFeeCents({ startDate: row.startDate, cancelDay: today, priceCents: row.priceCents });
}

export function participantView(
  row: MemberEventRow,
  today: string,
  workshops: OrderWorkshop[] = [],
): MemberBookingParticipant {
  return {
    participantId: row.participantId,
    position: row.position,
    salutation: row.salutation,
    title: row.title,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    status: row.status,
    reservedUntil: row.status === 'reserved' || row.status === 'expired' ? row.reservedUntil : null,
    priceCents: row.priceCents,
    feeToday: feeToday(row, today),
    cancellationFeeCents: row.status === 'cancelled' ? (row.cancellationFeeCents ?? 0) : null,
    substituted: Boolean(row.substituted),
    workshops,
  };
}

/** The conference parts of the rows: each participant's workshops, each conference event's page and slots. */
async function conferenceParts(db: Db, rows: readonly MemberEventRow[]) {
  const [{ workshops }, contexts] = await Promise.all([
    participantConferenceParts(
      db,
      rows.map((row) => row.participantId),
    ),
    loadConferenceContexts(db, [...new Set(rows.map((row) => row.eventId))]),
  ]);
  return { workshops, contexts };
}

/** Rows (ordered by event, order, position) grouped into one entry per order and event. */
async function groupEvents(db: Db, rows: readonly MemberEventRow[], today: string): Promise<MemberBookingEvent[]> {
  const { workshops, contexts } = await conferenceParts(db, rows);
  const events = new Map<string, MemberBookingEvent>();
  for (const row of rows) {
    const key = `${row.orderId}:${row.eventId}`;
    let event = events.get(key);
    if (!event) {
      event = {
        orderId: row.orderId,
        orderNumber: orderNumber(row.orderId),
        eventId: row.eventId,
        themeTitle: row.themeTitle,
        themeSlug: row.themeSlug,
        startDate: row.startDate,
        endDate: row.endDate,
        city: row.city ?? null,
        participants: [],
        conference: conferenceOf(contexts.get(row.eventId)),
      };
      events.set(key, event);
    }
    event.participants.push(participantView(row, today, workshops.get(row.participantId)));
  }
  return [...events.values()];
}

/** The member's events ending today or later (expired reservations released first) or before today. */
export async function memberEvents(
  db: Db,
  mailer: Mailer,
  userId: number,
  when: 'future' | 'past',
  ctx: SeatContext,
): Promise<MemberBookingEvent[]> {
  if (when === 'future') await releaseAndNotify(db, mailer, ctx);
  const today = berlinToday(ctx.now);
  return groupEvents(db, await listMemberEventRows(db, userId, today, when), today);
}

/**
 * The next event (not begun) with a booked participant, with all of that order's participants; only without any
 * booking the next one with a reservation (a reservation is no booking: it must not stand first as "the next seminar").
 */
export async function nextMemberEvent(
  db: Db,
  mailer: Mailer,
  userId: number,
  ctx: SeatContext,
): Promise<MemberBookingEvent | null> {
  const today = berlinToday(ctx.now);
  const events = await memberEvents(db, mailer, userId, 'future', ctx);
  const upcoming = events.filter((e) => e.startDate > today);
  const holding = (status: 'booked' | 'reserved') =>
    upcoming.find((e) => e.participants.some((p) => p.status === status));
  return holding('booked') ?? holding('reserved') ?? null;
}

/** The participant if the viewer may see its order; otherwise as unknown as a missing one (404). */
async function visibleParticipant(db: Db, viewer: Viewer, participantId: number) {
  const participant = await findParticipantAccess(db, participantId);
  if (!participant || !managesOrder(viewer, participant)) throw notFound(SEAT_MESSAGES.participantNotFound);
  return participant;
}

/** Cancels a participant the viewer may see, through the engine (as the booker); the fee charged. */
export async function cancelMemberParticipant(
  db: Db,
  mailer: Mailer,
  viewer: Viewer,
  participantId: number,
  ctx: SeatContext,
): Promise<{ fee: CancellationFeeCents; name: string }> {
  const participant = await visibleParticipant(db, viewer, participantId);
  const fee = await cancelParticipant(db, mailer, participant.userId, participantId, ctx);
  return { fee, name: participantName(participant) };
}

/** Changes the workshop of one slot of a conference participant the viewer may see, through the engine (as the booker). */
export async function changeMemberWorkshop(
  db: Db,
  mailer: Mailer,
  viewer: Viewer,
  input: ConferenceWorkshopChangeInput,
  ctx: SeatContext,
): Promise<{ status: OrderWorkshopStatus; title: string }> {
  const participant = await visibleParticipant(db, viewer, input.participantId);
  return changeWorkshop(db, mailer, participant.userId, input, ctx);
}

/**
 * Names a substitute for a booked, reserved or waiting participant of an event not begun: the person data is
 * replaced, the seat, price and kind stay; a substitution row keeps the person replaced, a history row the when.
 */
export async function substituteMemberParticipant(
  db: Db,
  viewer: Viewer,
  participantId: number,
  person: SubstitutePersonInput,
  now: Date,
): Promise<{ previousName: string }> {
  await visibleParticipant(db, viewer, participantId);
  return db.transaction().execute(async (trx) => {
    const participant = await findParticipantAccess(trx, participantId);
    if (!participant) throw notFound(SEAT_MESSAGES.participantNotFound);
    if (participant.startDate <= berlinToday(now))
      throw httpError('BOOKING_NOT_CHANGEABLE', MEMBER_BOOKING_TEXTS.eventBegun);
    if (!ACTIVE.has(participant.status))
      throw httpError('BOOKING_NOT_CHANGEABLE', MEMBER_BOOKING_TEXTS.notSubstitutable);
    const at = now.toISOString();
    const next = {
      salutation: person.salutation,
      title: person.title ?? '',
      firstname: person.firstname,
      lastname: person.lastname,
      email: person.email,
    };
    if (!(await replaceParticipantPerson(trx, participantId, participant.status, next, at))) {
      throw httpError('BOOKING_NOT_CHANGEABLE', MEMBER_BOOKING_TEXTS.notSubstitutable);
    }
    await insertSubstitution(trx, { participantId, previous: participant, actorUserId: viewer.userId, at });
    await insertHistory(trx, { orderId: participant.orderId, participantId, status: 'substituted', at });
    return { previousName: participantName(participant) };
  });
}

/** One participant as the bookings list shows it (after a change). */
export async function memberParticipant(db: Db, participantId: number, now: Date): Promise<MemberBookingParticipant> {
  const row = await findMemberEventRow(db, participantId);
  if (!row) throw notFound(SEAT_MESSAGES.participantNotFound);
  const { workshops } = await participantConferenceParts(db, [participantId]);
  return participantView(row, berlinToday(now), workshops.get(participantId));
}
