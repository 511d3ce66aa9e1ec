import { addCalendarDays } from '@amb/shared-contracts';
import { TEST_BASE_DATE, createTestDb, type TestDb } from '../test/createTestDb';
import { META_SERVICE_DEMO, seedServiceDemo } from './serviceDemo';

const LATER = addCalendarDays(TEST_BASE_DATE, 7);
let first: TestDb;
let later: TestDb;

beforeAll(async () => {
  first = await createTestDb();
  later = await createTestDb({ baseDate: LATER });
  await seedServiceDemo(first.db, TEST_BASE_DATE);
  await seedServiceDemo(later.db, LATER);
}, 120_000);
afterAll(async () => {
  await first?.destroy();
  await later?.destroy();
});

const WEEK_MS = 7 * 86_400_000;
const shiftIso = (iso: string | null) => (iso === null ? null : new Date(Date.parse(iso) + WEEK_MS).toISOString());
const shiftDay = (day: string | null) => (day === null ? null : addCalendarDays(day, 7));

async function rows(db: TestDb['db']) {
  return {
    appointments: await db
      .selectFrom('consultantAppointments')
      .select(['consultantId', 'userId', 'startsAt', 'endsAt', 'channel', 'topic', 'status', 'createdAt'])
      .orderBy('appointmentId')
      .execute(),
    quotes: await db
      .selectFrom('quotes')
      .select(['userId', 'themeId', 'kind', 'status', 'eventId', 'netCents', 'validUntil', 'sentAt', 'dateWindows'])
      .orderBy('quoteId')
      .execute(),
    plans: await db.selectFrom('trainingPlans').select(['committeeId', 'termStart', 'createdAt']).execute(),
    members: await db
      .selectFrom('trainingPlanMembers')
      .select(['userId', 'memberFunction', 'firstTerm', 'workDaysPerWeek', 'topics'])
      .orderBy('position')
      .execute(),
    absences: await db
      .selectFrom('consultantAbsences')
      .select(['consultantId', 'fromDay', 'toDay'])
      .orderBy('absenceId')
      .execute(),
    blocked: await db
      .selectFrom('consultantBlockedTimes')
      .select(['consultantId', 'startsAt', 'endsAt'])
      .orderBy('blockId')
      .execute(),
  };
}

describe('the member services’ demo data', () => {
  it('runs once', async () => {
    expect(await seedServiceDemo(first.db, TEST_BASE_DATE)).toBe(false);
    expect(await first.db.selectFrom('meta').select('value').where('key', '=', META_SERVICE_DEMO).execute()).toEqual([
      { value: TEST_BASE_DATE },
    ]);
  });

  it('has an upcoming and a past appointment, a sent and a requested quote, a plan of three', async () => {
    const { appointments, quotes, plans, members } = await rows(first.db);
    expect(appointments.map((a) => a.startsAt)).toEqual(['2026-01-08T09:00:00.000Z', '2025-12-24T10:00:00.000Z']);
    expect(quotes.map((q) => [q.kind, q.status])).toEqual([
      ['group', 'sent'],
      ['inhouse', 'draft'],
    ]);
    expect(quotes[0]!.netCents).toBeGreaterThan(0);
    expect(plans).toEqual([{ committeeId: 1, termStart: '2025-04-10', createdAt: '2025-12-16T08:00:00.000Z' }]);
    expect(members.map((m) => m.memberFunction)).toEqual(['chair', 'deputy', 'member']);
  });

  it('a base date a week later gives the same rows a week later', async () => {
    const a = await rows(first.db);
    const b = await rows(later.db);
    expect(b.appointments).toEqual(
      a.appointments.map((r) => ({
        ...r,
        startsAt: shiftIso(r.startsAt),
        endsAt: shiftIso(r.endsAt),
        createdAt: shiftIso(r.createdAt),
      })),
    );
    expect(b.quotes.map(({ eventId: _e, ...q }) => q)).toEqual(
      a.quotes.map(({ eventId: _e, ...q }) => ({
        ...q,
        validUntil: shiftDay(q.validUntil),
        sentAt: shiftIso(q.sentAt),
        dateWindows: JSON.stringify(
          (JSON.parse(q.dateWindows) as Array<{ from: string; to: string }>).map((w) => ({
            from: shiftDay(w.from),
            to: shiftDay(w.to),
          })),
        ),
      })),
    );
    expect(b.plans).toEqual(
      a.plans.map((p) => ({ ...p, termStart: shiftDay(p.termStart), createdAt: shiftIso(p.createdAt) })),
    );
    expect(b.members).toEqual(a.members);
    expect(b.absences).toEqual(
      a.absences.map((r) => ({ ...r, fromDay: shiftDay(r.fromDay), toDay: shiftDay(r.toDay) })),
    );
    expect(b.blocked).toEqual(
      a.blocked.map((r) => ({ ...r, startsAt: shiftIso(r.startsAt), endsAt: shiftIso(r.endsAt) })),
    );
  });
});
