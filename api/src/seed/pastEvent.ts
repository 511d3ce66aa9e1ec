/**
 * The generated catalogue holds future dates only; the demo bookings of a finished seminar (certificates, the
 * bookings page's past list) need one in the past: a copy of a seeded date (same theme, venue, prices and
 * length) moved to `startDate`, with no seats taken.
 */
import type { Db } from '../db/types';
import { addDays } from '../util/calendarDays';

const DAY_MS = 86_400_000;

/** Inserts the copy and answers its event id; `seatsTaken` for seats written without the engine (past history). */
export async function insertPastCopy(
  db: Db,
  templateEventId: number,
  startDate: string,
  { seatsTaken = 0 }: { seatsTaken?: number } = {},
): Promise<number> {
  const template = await db
    .selectFrom('events')
    .selectAll()
    .where('eventId', '=', templateEventId)
    .executeTakeFirstOrThrow();
  const { maxId } = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('eventId').as('maxId'))
    .executeTakeFirstOrThrow();
  const eventId = Number(maxId) + 1;
  const length = Math.max(0, Math.round((Date.parse(template.endDate) - Date.parse(template.startDate)) / DAY_MS));
  await db
    .insertInto('events')
    .values({ ...template, eventId, startDate, endDate: addDays(startDate, length), seatsTaken, cancelledAt: null })
    .execute();
  return eventId;
}

/** The number of days a date lasts after its first day (0 for a one-day seminar). */
export function extraDays(event: { startDate: string; endDate: string }): number {
  return Math.max(0, Math.round((Date.parse(event.endDate) - Date.parse(event.startDate)) / DAY_MS));
}
