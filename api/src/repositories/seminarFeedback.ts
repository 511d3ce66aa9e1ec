/** seminar_feedback: one rating per participant and event. */
import { sql, type Insertable } from 'kysely';
import type { Db, SeminarFeedbackTable } from '../db/types';

/** Of `eventIds`, those a participant with this (confirmed) e-mail has rated; none without an address. */
export async function ratedEvents(db: Db, email: string | null, eventIds: readonly number[]): Promise<Set<number>> {
  if (eventIds.length === 0 || email === null) return new Set();
  const rows = await db
    .selectFrom('seminarFeedback as f')
    .innerJoin('orderParticipants as op', 'op.participantId', 'f.participantId')
    .select('f.eventId')
    .where('f.eventId', 'in', eventIds)
    .where(sql<string>`lower(${sql.ref('op.email')})`, '=', email.toLowerCase())
    .execute();
  return new Set(rows.map((row) => row.eventId));
}

/** Inserts a rating; a second one of the same participant and event fails as a unique violation. */
export async function insertFeedback(db: Db, row: Insertable<SeminarFeedbackTable>): Promise<number> {
  const { feedbackId } = await db
    .insertInto('seminarFeedback')
    .values(row)
    .returning('feedbackId')
    .executeTakeFirstOrThrow();
  return feedbackId;
}
