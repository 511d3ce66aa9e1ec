/** Training plans, their members, what the plan reads of the catalogue, and the members' trainings. */
import type { MemberFunction } from '@amb/shared-contracts';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, TrainingPlanMemberTable, TrainingPlanTable } from '../db/types';
import { eventsWithVenue } from './eventVenue';

export async function insertPlan(db: Db, row: Insertable<TrainingPlanTable>): Promise<number> {
  const inserted = await db.insertInto('trainingPlans').values(row).returning('planId').executeTakeFirstOrThrow();
  return inserted.planId;
}

const plans = (db: Db) =>
  db
    .selectFrom('trainingPlans as p')
    .innerJoin('committees as k', 'k.committeeId', 'p.committeeId')
    .leftJoin('locations as l', 'l.locationId', 'p.locationId')
    .selectAll('p')
    .select(['k.name as committeeName', 'l.name as locationName']);

export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

export function findPlan(db: Db, planId: number) {
  return plans(db).where('p.planId', '=', planId).executeTakeFirst();
}

/** The committee's plan of the current term: the latest that has begun, else the next. */
export async function currentPlanId(db: Db, committeeId: number, today: string): Promise<number | undefined> {
  const begun = await db
    .selectFrom('trainingPlans')
    .select('planId')
    .where('committeeId', '=', committeeId)
    .where('termStart', '<=', today)
    .orderBy('termStart', 'desc')
    .executeTakeFirst();
  if (begun) return begun.planId;
  const next = await db
    .selectFrom('trainingPlans')
    .select('planId')
    .where('committeeId', '=', committeeId)
    .orderBy('termStart')
    .executeTakeFirst();
  return next?.planId;
}

export function listCommitteePlans(db: Db, committeeId: number) {
  return db
    .selectFrom('trainingPlans as p')
    .select((eb) => [
      'p.planId',
      'p.termStart',
      'p.updatedAt',
      eb
        .selectFrom('trainingPlanMembers as m')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('m.planId', '=', 'p.planId')
        .as('members'),
    ])
    .where('p.committeeId', '=', committeeId)
    .orderBy('p.termStart', 'desc')
    .execute();
}

export function listAllPlans(db: Db) {
  return plans(db).orderBy('k.name').orderBy('p.termStart', 'desc').limit(500).execute();
}

export function planMembers(db: Db, planId: number) {
  return db
    .selectFrom('trainingPlanMembers as m')
    .innerJoin('users as u', 'u.userId', 'm.userId')
    .selectAll('m')
    .select(['u.firstname', 'u.lastname', 'u.email', 'u.emailConfirmedAt', 'u.committeeId'])
    .where('m.planId', '=', planId)
    .orderBy('m.position')
    .execute();
}

export type PlanMemberRow = Awaited<ReturnType<typeof planMembers>>[number];

/** Changes the plan only in the version the caller read. */
export async function updatePlan(
  db: Db,
  planId: number,
  version: number,
  values: Updateable<TrainingPlanTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('trainingPlans')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('planId', '=', planId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replacePlanMembers(
  db: Db,
  planId: number,
  members: ReadonlyArray<Omit<Insertable<TrainingPlanMemberTable>, 'planId'>>,
): Promise<void> {
  await db.deleteFrom('trainingPlanMembers').where('planId', '=', planId).execute();
  if (members.length > 0) {
    await db
      .insertInto('trainingPlanMembers')
      .values(members.map((m) => ({ ...m, planId })))
      .execute();
  }
}

export async function deletePlan(db: Db, planId: number): Promise<boolean> {
  const result = await db.deleteFrom('trainingPlans').where('planId', '=', planId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function trainingBasics(db: Db): Promise<Map<MemberFunction, number[]>> {
  const rows = await db
    .selectFrom('trainingBasics')
    .selectAll()
    .orderBy('memberFunction')
    .orderBy('position')
    .execute();
  const basics = new Map<MemberFunction, number[]>();
  for (const row of rows) basics.set(row.memberFunction, [...(basics.get(row.memberFunction) ?? []), row.themeId]);
  return basics;
}

export async function themePrerequisites(db: Db): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('themePrerequisites')
    .selectAll()
    .orderBy('themeId')
    .orderBy('requiresThemeId')
    .execute();
  const map = new Map<number, number[]>();
  for (const row of rows) map.set(row.themeId, [...(map.get(row.themeId) ?? []), row.requiresThemeId]);
  return map;
}

export function themesByIds(db: Db, themeIds: readonly number[]) {
  if (themeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('themes')
    .select(['themeId', 'title', 'slug'])
    .where('themeId', 'in', [...themeIds])
    .execute();
}

export function themesByRubric(db: Db) {
  return db
    .selectFrom('themes as t')
    .innerJoin('rubrics as r', 'r.rubricId', 't.rubricId')
    .select(['t.themeId', 't.title', 't.slug', 'r.name as rubric', 'r.position'])
    .orderBy('r.position')
    .orderBy('t.title')
    .execute();
}

export function locations(db: Db) {
  return db.selectFrom('locations').select(['locationId', 'name']).orderBy('name').execute();
}

/**
 * The seats held for these members (booked or reserved; a cancelled, expired or waiting one is no training):
 * by the committee's link to the member, or by their confirmed e-mail.
 */
export function memberTrainings(db: Db, members: ReadonlyArray<{ userId: number; confirmedEmail: string | null }>) {
  if (members.length === 0) return Promise.resolve([]);
  const emails = members.flatMap((m) => (m.confirmedEmail ? [m.confirmedEmail.toLowerCase()] : []));
  const userIds = members.map((m) => m.userId);
  return db
    .selectFrom('orderParticipants as op')
    .innerJoin('events as e', 'e.eventId', 'op.eventId')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .leftJoin('orderParticipantMembers as link', 'link.participantId', 'op.participantId')
    .leftJoin('users as u', (join) =>
      join
        .on(sql`lower(${sql.ref('u.email')})`, '=', sql`lower(${sql.ref('op.email')})`)
        .on('u.emailConfirmedAt', 'is not', null),
    )
    .select([
      'op.participantId',
      'op.eventId',
      'op.legalBasis',
      'op.status',
      'e.themeId',
      'e.isSeries',
      'e.startDate',
      'e.endDate',
      't.title',
      'link.memberUserId',
      'u.userId as emailUserId',
    ])
    .where('op.status', 'in', ['booked', 'reserved'])
    .where('e.cancelledAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('link.memberUserId', 'in', userIds),
        ...(emails.length > 0 ? [eb(sql`lower(${sql.ref('op.email')})`, 'in', emails)] : []),
      ]),
    )
    .orderBy('e.startDate')
    .orderBy('op.participantId')
    .execute();
}

/** The module dates of training series (their days count, not the weeks between them). */
export async function seriesModules(
  db: Db,
  eventIds: readonly number[],
): Promise<Map<number, Array<{ startDate: string; endDate: string }>>> {
  const map = new Map<number, Array<{ startDate: string; endDate: string }>>();
  if (eventIds.length === 0) return map;
  const rows = await db
    .selectFrom('eventModules')
    .select(['eventId', 'startDate', 'endDate'])
    .where('eventId', 'in', [...eventIds])
    .orderBy('eventId')
    .orderBy('position')
    .execute();
  for (const row of rows)
    map.set(row.eventId, [...(map.get(row.eventId) ?? []), { startDate: row.startDate, endDate: row.endDate }]);
  return map;
}

/** The dates of the themes between two days that take place, with venue and seats. */
export function candidateEvents(db: Db, themeIds: readonly number[], from: string, until: string) {
  if (themeIds.length === 0) return Promise.resolve([]);
  return eventsWithVenue(db)
    .select([
      'e.eventId',
      'e.themeId',
      'e.startDate',
      'e.endDate',
      'e.isSeries',
      'e.capacity',
      'e.seatsTaken',
      'h.hotelId as venueHotelId',
      'h.locationId',
      'l.name as city',
    ])
    .where('e.themeId', 'in', [...themeIds])
    .where('e.startDate', '>=', from)
    .where('e.endDate', '<=', until)
    .where('e.cancelledAt', 'is', null)
    .orderBy('e.startDate')
    .orderBy('e.eventId')
    .execute();
}

/** The events' venue (for booked trainings): city, and whether they are online. */
export function eventVenues(db: Db, eventIds: readonly number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return eventsWithVenue(db)
    .select(['e.eventId', 'h.hotelId as venueHotelId', 'l.name as city'])
    .where('e.eventId', 'in', [...eventIds])
    .execute();
}

/** The cart participants of the manager's cart already linked to a member, by event. */
export function cartEventsOfMember(db: Db, managerUserId: number, memberUserId: number) {
  return db
    .selectFrom('cartRecipientMembers as link')
    .innerJoin('cartRecipients as r', 'r.recipientId', 'link.recipientId')
    .innerJoin('cartItems as c', 'c.cartItemId', 'r.cartItemId')
    .select('c.eventId')
    .where('c.userId', '=', managerUserId)
    .where('link.memberUserId', '=', memberUserId)
    .execute();
}
