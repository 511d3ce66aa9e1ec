/** Test data of past seminars: events before a fixed "today" and booked seats in them (see seed/pastParticipation). */
import type { Db } from '../db/types';

/** "Today" of the member-service tests: the seed (base 2026-01-05) has run events before it and events after it. */
export const SERVICES_NOW = new Date('2026-06-15T10:00:00.000Z');
export const SERVICES_TODAY = '2026-06-15';

/** Ids of two single (non-series) events that ended before SERVICES_TODAY, earliest first. */
export async function pastEvents(db: Db): Promise<[number, number]> {
  const count = 2;
  const rows = await db
    .selectFrom('events')
    .select('eventId')
    .where('isSeries', '=', 0)
    .where('endDate', '<', SERVICES_TODAY)
    .orderBy('startDate')
    .orderBy('eventId')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`Der Seed hat nur ${rows.length} vergangene Termine`);
  return [rows[0]!.eventId, rows[1]!.eventId];
}

/** A single event that begins after SERVICES_TODAY. */
export async function futureEvent(db: Db): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select('eventId')
    .where('isSeries', '=', 0)
    .where('startDate', '>', SERVICES_TODAY)
    .orderBy('startDate')
    .executeTakeFirstOrThrow();
  return row.eventId;
}
