/**
 * Demo bookings of the conference that has ended (seed/conferences.ts): a seeded member and a colleague took part,
 * each in two workshops, so meinamb shows a conference with certificates after `npm start` on a fresh database. The
 * booking goes through the booking engine on the clock of its booking day (two weeks before the conference).
 */
import { CONFERENCES } from './conferencesData';
import type { Db } from '../db/types';
import { addDays } from '../util/calendarDays';
import { bookEvent, demoParticipant } from './documents';

const MEMBER = 'anna.schneider@example.de';
const COLLEAGUE = { salutation: 'Herr', firstname: 'Jonas', lastname: 'Weber', email: 'jonas.weber@example.de' };

/** The ended conference of the demo data and the workshops each demo participant took (by code). */
const ENDED = CONFERENCES.find((c) => c.startOffset < 0)!;
const WORKSHOPS = [
  ['G1', 'G5'],
  ['G3', 'G4'],
] as const;

export async function seedConferenceBookings(db: Db): Promise<void> {
  const member = await db
    .selectFrom('users')
    .select(['userId', 'salutation', 'firstname', 'lastname', 'email'])
    .where('email', '=', MEMBER)
    .executeTakeFirst();
  const conference = await db
    .selectFrom('conferences as c')
    .innerJoin('events as e', 'e.eventId', 'c.eventId')
    .select(['c.conferenceId', 'c.eventId', 'e.startDate'])
    .where('c.slug', '=', ENDED.slug)
    .executeTakeFirst();
  if (!member || !conference) return;
  const workshops = await db
    .selectFrom('conferenceWorkshops')
    .select(['workshopId', 'slotId', 'code'])
    .where('conferenceId', '=', conference.conferenceId)
    .execute();
  const choicesOf = (codes: readonly string[]) =>
    codes.map((code) => {
      const workshop = workshops.find((w) => w.code === code);
      if (!workshop) throw new Error(`Fachtagung ${ENDED.slug}: kein Workshop ${code}`);
      return { slotId: workshop.slotId, workshopId: workshop.workshopId, waitlist: false };
    });
  const bookingDay = addDays(conference.startDate, -14);
  await bookEvent(db, {
    userId: member.userId,
    eventId: conference.eventId,
    participants: [member, COLLEAGUE].map((person, index) => ({
      ...demoParticipant(person),
      hotelOverNightOption: 'dayRate',
      workshops: choicesOf(WORKSHOPS[index]!),
      unionMember: index === 0,
    })),
    key: 'demo-conference-ended',
    now: new Date(`${bookingDay}T09:00:00.000Z`),
    today: bookingDay,
  });
}
