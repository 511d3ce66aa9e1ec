/**
 * Who took part in an event: a participant is an order participant with a booked seat (not cancelled, not
 * a reservation that ran out) whose e-mail is the member's confirmed login e-mail; the booker is the order's
 * owner. An account whose address is unconfirmed took part in nothing by e-mail.
 */
import { sql } from 'kysely';
import type { Db } from '../db/types';

export interface Member {
  userId: number;
  /** The login e-mail once confirmed, else null (then nothing matches by e-mail). */
  confirmedEmail: string | null;
}

/** Booked participants of events, with the order that holds them. */
function bookedParticipants(db: Db) {
  return db
    .selectFrom('orderParticipants as op')
    .innerJoin('orders as o', 'o.orderId', 'op.orderId')
    .where('op.status', '=', 'booked');
}

const participantEmail = sql<string>`lower(${sql.ref('op.email')})`;

/** The participant is named with the member's confirmed e-mail (any case); false for an unconfirmed member. */
const namesMember = (member: Member) =>
  member.confirmedEmail === null
    ? sql<boolean>`1 = 0`
    : sql<boolean>`${participantEmail} = ${member.confirmedEmail.toLowerCase()}`;

/** The events (ids) the member took part in or booked someone for. */
export function eventsOfParticipantOrBooker(db: Db, member: Member) {
  return bookedParticipants(db)
    .select('op.eventId')
    .where((eb) => eb.or([namesMember(member), eb('o.userId', '=', member.userId)]));
}

/** Does the member take part in (or book for) this event? */
export async function isParticipantOrBooker(db: Db, member: Member, eventId: number): Promise<boolean> {
  const row = await eventsOfParticipantOrBooker(db, member).where('op.eventId', '=', eventId).executeTakeFirst();
  return row !== undefined;
}

/** The member's own booked participant row of an event (the first one, should they have been booked twice). */
export async function participantOf(db: Db, member: Member, eventId: number): Promise<number | null> {
  const row = await bookedParticipants(db)
    .select('op.participantId')
    .where('op.eventId', '=', eventId)
    .where(namesMember(member))
    .orderBy('op.participantId')
    .executeTakeFirst();
  return row?.participantId ?? null;
}

/** Past events (ended before `today`, not cancelled) the member took part in themself, newest first. */
export function pastEventsAsParticipant(db: Db, member: Member, today: string) {
  return db
    .selectFrom('events as e')
    .select(['e.eventId', 'e.title', 'e.startDate', 'e.endDate'])
    .where('e.endDate', '<', today)
    .where('e.cancelledAt', 'is', null)
    .where('e.eventId', 'in', bookedParticipants(db).select('op.eventId').where(namesMember(member)))
    .orderBy('e.startDate', 'desc')
    .orderBy('e.eventId', 'desc')
    .execute();
}
