/**
 * The consultants of the demo data: every contact person (event_managers) advises the members of some postal-code
 * areas and the rubrics they look after, in Berlin's office hours, with a video room. Their holidays and a blocked
 * team meeting lie a fixed number of days after the base date (days, not months: a base date a week later gives
 * the same rows a week later). The first demo committee is assigned its consultant by name; the others are found
 * by region. Once: a consultant already stored keeps what staff changed since.
 */
import type { Db } from '../db/types';
import { berlinInstant } from '@amb/shared-contracts';
import { addDays } from '../util/calendarDays';
import { DEMO_COMMITTEES } from './accounts';

interface ConsultantSeed {
  state: string;
  postalRegions: string[];
  /** Monday–Thursday and Friday working hours: [start, end] intervals. */
  week: Array<[string, string]>;
  friday: Array<[string, string]>;
  /** Days after the base date, both included. */
  holiday: [number, number];
  /** A weekly team meeting: days after the base date and its hours. */
  meeting: { days: number[]; from: string; to: string };
}

const OFFICE: Array<[string, string]> = [
  ['09:00', '12:00'],
  ['13:00', '16:30'],
];

/** Index i is the consultant with manager id i + 1 (seed/pageTexts.ts EVENT_MANAGERS). */
export const CONSULTANT_SEEDS: ConsultantSeed[] = [
  {
    state: 'BE',
    postalRegions: ['0', '1'],
    week: OFFICE,
    friday: [['09:00', '13:00']],
    holiday: [24, 28],
    meeting: { days: [2, 9, 16, 23], from: '09:00', to: '10:00' },
  },
  {
    state: 'HH',
    postalRegions: ['2', '3'],
    week: OFFICE,
    friday: [['09:00', '12:00']],
    holiday: [38, 42],
    meeting: { days: [3, 10, 17, 24], from: '14:00', to: '15:00' },
  },
  {
    state: 'NW',
    postalRegions: ['4', '5'],
    week: [
      ['08:30', '12:30'],
      ['13:30', '16:00'],
    ],
    friday: [['08:30', '12:30']],
    holiday: [10, 11],
    meeting: { days: [1, 8, 15, 22], from: '11:00', to: '12:00' },
  },
  {
    state: 'HE',
    postalRegions: ['6', '7'],
    week: OFFICE,
    friday: [['09:00', '13:00']],
    holiday: [45, 49],
    meeting: { days: [4, 11, 18, 25], from: '09:00', to: '10:00' },
  },
  {
    state: 'BY',
    postalRegions: ['8', '9'],
    week: [
      ['09:00', '12:00'],
      ['13:00', '17:00'],
    ],
    friday: [['09:00', '12:00']],
    holiday: [17, 21],
    meeting: { days: [2, 9, 16, 23], from: '15:00', to: '16:00' },
  },
];

export async function seedConsultants(db: Db, baseDate: string): Promise<void> {
  const present = await db.selectFrom('consultants').select('consultantId').execute();
  if (present.length > 0) return;
  const managers = await db.selectFrom('eventManagers').select(['managerId', 'email']).orderBy('managerId').execute();
  const themes = await db.selectFrom('themes').select(['rubricId', 'managerId']).execute();
  for (const [index, seed] of CONSULTANT_SEEDS.entries()) {
    const manager = managers[index];
    if (!manager) break;
    const consultantId = manager.managerId;
    const rubricIds = [...new Set(themes.filter((t) => t.managerId === consultantId).map((t) => t.rubricId))].sort(
      (a, b) => a - b,
    );
    await db
      .insertInto('consultants')
      .values({
        consultantId,
        state: seed.state,
        postalRegions: JSON.stringify(seed.postalRegions),
        rubricIds: JSON.stringify(rubricIds),
        videoRoomUrl: `https://video.amb-demo.de/beratung/${manager.email.split('@')[0]}`,
      })
      .execute();
    const hours = [1, 2, 3, 4].flatMap((weekday) =>
      seed.week.map(([startsAt, endsAt]) => ({ weekday, startsAt, endsAt })),
    );
    hours.push(...seed.friday.map(([startsAt, endsAt]) => ({ weekday: 5, startsAt, endsAt })));
    await db
      .insertInto('consultantWorkingHours')
      .values(hours.map((h) => ({ consultantId, ...h })))
      .execute();
    await db
      .insertInto('consultantAbsences')
      .values({
        consultantId,
        fromDay: addDays(baseDate, seed.holiday[0]),
        toDay: addDays(baseDate, seed.holiday[1]),
        reason: 'Urlaub',
      })
      .execute();
    await db
      .insertInto('consultantBlockedTimes')
      .values(
        seed.meeting.days.map((offset) => {
          const day = addDays(baseDate, offset);
          return {
            consultantId,
            startsAt: berlinInstant(day, seed.meeting.from)!.toISOString(),
            endsAt: berlinInstant(day, seed.meeting.to)!.toISOString(),
            reason: 'Teamsitzung',
          };
        }),
      )
      .execute();
  }
  const first = DEMO_COMMITTEES[0];
  const committee =
    first &&
    (await db
      .selectFrom('committees')
      .select('committeeId')
      .where('committeeId', '=', first.committeeId)
      .executeTakeFirst());
  if (committee && managers[1]) {
    await db
      .insertInto('committeeConsultants')
      .values({ committeeId: committee.committeeId, consultantId: managers[1].managerId })
      .onConflict((oc) => oc.column('committeeId').doNothing())
      .execute();
  }
}
