/** Consultants (with their event_managers row), their calendars, assignments and appointments. */
import { sql, type Insertable } from 'kysely';
import type { ConsultantAppointmentTable, Db } from '../db/types';
import { isPostgres } from './search';

const CONSULTANT_COLUMNS = [
  'c.consultantId',
  'm.name',
  'm.photoUrl',
  'm.phone',
  'm.email',
  'c.state',
  'c.postalRegions',
  'c.rubricIds',
  'c.videoRoomUrl',
] as const;

const consultants = (db: Db) =>
  db
    .selectFrom('consultants as c')
    .innerJoin('eventManagers as m', 'm.managerId', 'c.consultantId')
    .select(CONSULTANT_COLUMNS);

export type ConsultantRow = NonNullable<Awaited<ReturnType<typeof findConsultant>>>;

export function findConsultant(db: Db, consultantId: number) {
  return consultants(db).where('c.consultantId', '=', consultantId).executeTakeFirst();
}

export function listConsultants(db: Db) {
  return consultants(db).orderBy('c.consultantId').execute();
}

export async function assignedToMember(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('memberConsultants')
    .select('consultantId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.consultantId;
}

export async function assignedToCommittee(db: Db, committeeId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('committeeConsultants')
    .select('consultantId')
    .where('committeeId', '=', committeeId)
    .executeTakeFirst();
  return row?.consultantId;
}

/** A committee's postal code. */
export async function committeePostalCode(db: Db, committeeId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('committees')
    .select('postalCode')
    .where('committeeId', '=', committeeId)
    .executeTakeFirst();
  return row?.postalCode;
}

/** The member's own postal code and their committee's (either may be empty). */
export function postalCodesOf(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('committees as k', 'k.committeeId', 'u.committeeId')
    .select(['u.postalCode as own', 'k.postalCode as committee'])
    .where('u.userId', '=', userId)
    .executeTakeFirst();
}

export function rubricNames(db: Db, rubricIds: readonly number[]) {
  if (rubricIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('rubrics')
    .select(['rubricId', 'name'])
    .where('rubricId', 'in', rubricIds)
    .orderBy('position')
    .execute();
}

export function workingHoursOf(db: Db, consultantId: number) {
  return db
    .selectFrom('consultantWorkingHours')
    .select(['weekday', 'startsAt', 'endsAt'])
    .where('consultantId', '=', consultantId)
    .execute();
}

export function absencesOf(db: Db, consultantId: number, fromDay: string) {
  return db
    .selectFrom('consultantAbsences')
    .select(['fromDay', 'toDay'])
    .where('consultantId', '=', consultantId)
    .where('toDay', '>=', fromDay)
    .execute();
}

export function blockedTimesOf(db: Db, consultantId: number, fromIso: string) {
  return db
    .selectFrom('consultantBlockedTimes')
    .select(['startsAt', 'endsAt'])
    .where('consultantId', '=', consultantId)
    .where('endsAt', '>', fromIso)
    .execute();
}

/** Booked appointments of the consultant that end after `fromIso`, but `except`. */
export function bookedTimesOf(db: Db, consultantId: number, fromIso: string, except?: number) {
  let query = db
    .selectFrom('consultantAppointments')
    .select(['startsAt', 'endsAt'])
    .where('consultantId', '=', consultantId)
    .where('status', '=', 'booked')
    .where('endsAt', '>', fromIso);
  if (except !== undefined) query = query.where('appointmentId', '!=', except);
  return query.execute();
}

/** The advisory-lock class of a member's appointments (two-key form, apart from the booking owners' class). */
const APPOINTMENT_LOCK_CLASS = 26;

/**
 * Serialises one member's appointment writes until the transaction ends (PostgreSQL), so two parallel requests
 * cannot both count two open appointments and both add a third and a fourth. SQLite has one writer.
 */
export async function lockAppointmentOwner(db: Db, userId: number): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_advisory_xact_lock(${APPOINTMENT_LOCK_CLASS}, ${userId})`.execute(db);
}

export async function countOpenAppointments(db: Db, userId: number, nowIso: string): Promise<number> {
  const row = await db
    .selectFrom('consultantAppointments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('status', '=', 'booked')
    .where('startsAt', '>', nowIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts a booked appointment; the slot's unique index makes a second booking of it throw. */
export async function insertAppointment(db: Db, row: Insertable<ConsultantAppointmentTable>): Promise<number> {
  const inserted = await db
    .insertInto('consultantAppointments')
    .values(row)
    .returning('appointmentId')
    .executeTakeFirstOrThrow();
  return inserted.appointmentId;
}

const APPOINTMENT_COLUMNS = [
  'a.appointmentId',
  'a.consultantId',
  'a.userId',
  'a.startsAt',
  'a.endsAt',
  'a.channel',
  'a.topic',
  'a.note',
  'a.phone',
  'a.status',
  'a.sequence',
  'a.createdAt',
  'a.updatedAt',
  'a.cancelledAt',
] as const;

export type AppointmentRow = NonNullable<Awaited<ReturnType<typeof findAppointment>>>;

export function findAppointment(db: Db, appointmentId: number) {
  return db
    .selectFrom('consultantAppointments as a')
    .select(APPOINTMENT_COLUMNS)
    .where('a.appointmentId', '=', appointmentId)
    .executeTakeFirst();
}

export function listAppointmentsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('consultantAppointments as a')
    .select(APPOINTMENT_COLUMNS)
    .where('a.userId', '=', userId)
    .orderBy('a.startsAt')
    .orderBy('a.appointmentId')
    .execute();
}

/** Cancels a booked appointment (only while booked: a second cancel changes nothing). */
export async function cancelAppointmentRow(db: Db, appointmentId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('consultantAppointments')
    .set((eb) => ({ status: 'cancelled', cancelledAt: at, updatedAt: at, sequence: eb('sequence', '+', 1) }))
    .where('appointmentId', '=', appointmentId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves a booked appointment to another slot (the unique index refuses a taken one). */
export async function moveAppointmentRow(
  db: Db,
  appointmentId: number,
  slot: { startsAt: string; endsAt: string },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('consultantAppointments')
    .set((eb) => ({ startsAt: slot.startsAt, endsAt: slot.endsAt, updatedAt: at, sequence: eb('sequence', '+', 1) }))
    .where('appointmentId', '=', appointmentId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The member's name and login e-mail, for the confirmation. */
export function appointmentMember(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['firstname', 'lastname', 'email', 'salutation'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
}
