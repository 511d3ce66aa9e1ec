/**
 * Consultant appointments: whose consultant answers a member, the free slots (shared-contracts rule over the
 * consultant's calendar), booking, cancelling and moving. A slot goes to one booked appointment only: the
 * check runs in the write's transaction and the partial unique index (consultant, start) refuses a second
 * booking from any process; the loser gets 409 SLOT_TAKEN and nothing is written. Every change mails the
 * member (with the calendar entry) and the consultant, queued in the same transaction.
 */
import {
  APPOINTMENT_CHANGE_HOURS,
  APPOINTMENT_DAYS_AHEAD,
  APPOINTMENT_MAX_OPEN,
  APPOINTMENT_MESSAGES,
  PAGE_ROUTES,
  addCalendarDays,
  availableSlots,
  berlinWallTime,
  canChangeAppointment,
  consultantForPostalCode,
  findSlot,
  formatDate,
  formatTime,
  isUpcomingAppointment,
  type Appointment,
  type AppointmentBookingInput,
  type AppointmentResponse,
  type AvailableAppointmentsResponse,
  type Consultant,
  type ConsultantBasis,
  type ConsultantResponse,
  type GermanState,
  type MyAppointmentsResponse,
  type SlotCalendar,
} from '@amb/shared-contracts';
import { inWriteTransaction } from '../db/groupCommit';
import type { Db } from '../db/types';
import { isUniqueViolation } from '../db/uniqueViolation';
import { httpError, notFound } from '../http/errors';
import type { Mailer, QueuedMail } from '../mail';
import {
  absencesOf,
  appointmentMember,
  assignedToCommittee,
  assignedToMember,
  blockedTimesOf,
  bookedTimesOf,
  cancelAppointmentRow,
  committeePostalCode,
  countOpenAppointments,
  findAppointment,
  findConsultant,
  insertAppointment,
  listAppointmentsOfUser,
  listConsultants,
  lockAppointmentOwner,
  moveAppointmentRow,
  postalCodesOf,
  rubricNames,
  workingHoursOf,
  type AppointmentRow,
  type ConsultantRow,
} from '../repositories/consultants';
import { appointmentCalendar, type CalendarAppointment } from './appointmentCalendar';
import { consultantAppointmentMail, memberAppointmentMail, type AppointmentEvent } from './appointmentMails';

export interface Member {
  userId: number;
  committeeId: number | null;
}

/** Whose consultant: a member (and their committee), or a committee as a whole (userId null: its plan). */
export interface ConsultantFor {
  userId: number | null;
  committeeId: number | null;
}

const parseList = <T>(json: string): T[] => JSON.parse(json) as T[];

export async function consultantView(db: Db, row: ConsultantRow): Promise<Consultant> {
  return {
    consultantId: row.consultantId,
    name: row.name,
    photoUrl: row.photoUrl,
    phone: row.phone,
    email: row.email,
    postalRegions: parseList<string>(row.postalRegions),
    rubrics: await rubricNames(db, parseList<number>(row.rubricIds)),
  };
}

/**
 * The member's consultant: the one assigned to the member, else to the committee, else the one whose postal
 * areas hold the committee's postal code (a committee is advised as one), else the member's own, else the first.
 */
export async function resolveConsultant(
  db: Db,
  member: ConsultantFor,
): Promise<{ row: ConsultantRow; basis: ConsultantBasis }> {
  const pick = async (id: number | undefined | null, basis: ConsultantBasis) => {
    if (id === undefined || id === null) return null;
    const row = await findConsultant(db, id);
    return row ? { row, basis } : null;
  };
  const own = member.userId === null ? null : await pick(await assignedToMember(db, member.userId), 'member');
  if (own) return own;
  if (member.committeeId !== null) {
    const committee = await pick(await assignedToCommittee(db, member.committeeId), 'committee');
    if (committee) return committee;
  }
  const all = await listConsultants(db);
  const regional = all.map((c) => ({
    consultantId: c.consultantId,
    postalRegions: parseList<string>(c.postalRegions),
  }));
  const codes =
    member.userId === null
      ? { own: null, committee: member.committeeId === null ? null : await committeePostalCode(db, member.committeeId) }
      : await postalCodesOf(db, member.userId);
  const byRegion = consultantForPostalCode(regional, codes?.committee) ?? consultantForPostalCode(regional, codes?.own);
  const region = await pick(byRegion, 'region');
  if (region) return region;
  const first = all[0];
  if (!first) throw notFound(APPOINTMENT_MESSAGES.noConsultant);
  return { row: first, basis: 'default' };
}

export async function memberConsultant(db: Db, member: Member): Promise<ConsultantResponse> {
  const { row, basis } = await resolveConsultant(db, member);
  return { consultant: await consultantView(db, row), basis };
}

/** The consultant's calendar from the database, as the slot rule reads it. */
async function slotCalendar(db: Db, consultant: ConsultantRow, now: Date, except?: number): Promise<SlotCalendar> {
  const today = berlinWallTime(now).day;
  const fromIso = now.toISOString();
  const [workingHours, absences, blocked, taken] = await Promise.all([
    workingHoursOf(db, consultant.consultantId),
    absencesOf(db, consultant.consultantId, today),
    blockedTimesOf(db, consultant.consultantId, fromIso),
    bookedTimesOf(db, consultant.consultantId, fromIso, except),
  ]);
  return { now, workingHours, absences, blocked, taken, state: consultant.state as GermanState };
}

export async function availableAppointments(db: Db, member: Member, now: Date): Promise<AvailableAppointmentsResponse> {
  const { row } = await resolveConsultant(db, member);
  return { consultantId: row.consultantId, slots: availableSlots(await slotCalendar(db, row, now)) };
}

function appointmentView(row: AppointmentRow, consultant: ConsultantRow, now: Date): CalendarAppointment {
  return {
    appointmentId: row.appointmentId,
    consultant: {
      consultantId: consultant.consultantId,
      name: consultant.name,
      phone: consultant.phone,
      email: consultant.email,
      photoUrl: consultant.photoUrl,
    },
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    channel: row.channel,
    topic: row.topic,
    note: row.note,
    phone: row.phone,
    status: row.status,
    videoUrl: row.channel === 'video' ? consultant.videoRoomUrl : null,
    changeable: canChangeAppointment(row, now),
    sequence: row.sequence,
  };
}

const withoutSequence = ({ sequence: _sequence, ...appointment }: CalendarAppointment): Appointment => appointment;

/** Is the instant one of the consultant's working slots at all (taken or not)? Decides 409 taken vs unavailable. */
function refusal(calendar: SlotCalendar, startsAt: string) {
  return findSlot({ ...calendar, taken: [] }, startsAt)
    ? httpError('SLOT_TAKEN', APPOINTMENT_MESSAGES.slotTaken)
    : httpError('SLOT_UNAVAILABLE', APPOINTMENT_MESSAGES.slotUnavailable);
}

async function queueMails(
  trx: Db,
  mailer: Mailer,
  event: AppointmentEvent,
  appointment: CalendarAppointment,
  userId: number,
  pageUrl: string,
  now: Date,
): Promise<QueuedMail[]> {
  const member = await appointmentMember(trx, userId);
  return [
    await mailer.enqueue(trx, memberAppointmentMail(event, appointment, member, pageUrl, now), now),
    await mailer.enqueue(trx, consultantAppointmentMail(event, appointment, member, pageUrl, now), now),
  ];
}

async function deliverAll(db: Db, mailer: Mailer, mails: QueuedMail[]): Promise<void> {
  for (const mail of mails) await mailer.deliver(db, mail);
}

const pageUrlOf = (origin: string) => `${origin}${PAGE_ROUTES.memberAppointments.path}`;
const when = (a: { startsAt: string }) => [formatDate(a.startsAt), formatTime(a.startsAt)] as const;

/** A unique violation of the slot index (a concurrent booking won) as the 409 the member sees. */
async function slotGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError('SLOT_TAKEN', APPOINTMENT_MESSAGES.slotTaken);
    throw error;
  }
}

export async function bookAppointment(
  db: Db,
  mailer: Mailer,
  { member, input, now, origin }: { member: Member; input: AppointmentBookingInput; now: Date; origin: string },
): Promise<AppointmentResponse> {
  const { row: consultant } = await resolveConsultant(db, member);
  const at = now.toISOString();
  const { appointment, mails } = await slotGuard(() =>
    inWriteTransaction(db, async (trx) => {
      await lockAppointmentOwner(trx, member.userId);
      if ((await countOpenAppointments(trx, member.userId, at)) >= APPOINTMENT_MAX_OPEN) {
        throw httpError('APPOINTMENT_LIMIT', APPOINTMENT_MESSAGES.tooManyOpen(APPOINTMENT_MAX_OPEN));
      }
      const calendar = await slotCalendar(trx, consultant, now);
      const slot = findSlot(calendar, input.startsAt);
      if (!slot) throw refusal(calendar, input.startsAt);
      const appointmentId = await insertAppointment(trx, {
        consultantId: consultant.consultantId,
        userId: member.userId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        channel: input.channel,
        topic: input.topic,
        note: input.note,
        phone: input.channel === 'phone' ? input.phone : '',
        status: 'booked',
        createdAt: at,
        updatedAt: at,
        cancelledAt: null,
      });
      const view = appointmentView((await findAppointment(trx, appointmentId))!, consultant, now);
      return {
        appointment: view,
        mails: await queueMails(trx, mailer, 'booked', view, member.userId, pageUrlOf(origin), now),
      };
    }),
  );
  await deliverAll(db, mailer, mails);
  return { appointment: withoutSequence(appointment), message: APPOINTMENT_MESSAGES.booked(...when(appointment)) };
}

/** The member's own appointment (anyone else's is as unknown as a missing one) with its consultant. */
async function ownAppointment(db: Db, userId: number, appointmentId: number) {
  const row = await findAppointment(db, appointmentId);
  if (!row || row.userId !== userId) throw notFound(APPOINTMENT_MESSAGES.notFound);
  const consultant = await findConsultant(db, row.consultantId);
  if (!consultant) throw notFound(APPOINTMENT_MESSAGES.notFound);
  return { row, consultant };
}

function assertChangeable(row: AppointmentRow, now: Date): void {
  if (!canChangeAppointment(row, now)) {
    throw httpError('APPOINTMENT_NOT_CHANGEABLE', APPOINTMENT_MESSAGES.tooLate(APPOINTMENT_CHANGE_HOURS));
  }
}

export async function cancelAppointment(
  db: Db,
  mailer: Mailer,
  { member, appointmentId, now, origin }: { member: Member; appointmentId: number; now: Date; origin: string },
): Promise<AppointmentResponse> {
  const { appointment, mails } = await inWriteTransaction(db, async (trx) => {
    const { row, consultant } = await ownAppointment(trx, member.userId, appointmentId);
    assertChangeable(row, now);
    if (!(await cancelAppointmentRow(trx, appointmentId, now.toISOString()))) {
      throw httpError('APPOINTMENT_NOT_CHANGEABLE', APPOINTMENT_MESSAGES.tooLate(APPOINTMENT_CHANGE_HOURS));
    }
    const view = appointmentView((await findAppointment(trx, appointmentId))!, consultant, now);
    return {
      appointment: view,
      mails: await queueMails(trx, mailer, 'cancelled', view, member.userId, pageUrlOf(origin), now),
    };
  });
  await deliverAll(db, mailer, mails);
  return { appointment: withoutSequence(appointment), message: APPOINTMENT_MESSAGES.cancelled(...when(appointment)) };
}

export async function moveAppointment(
  db: Db,
  mailer: Mailer,
  {
    member,
    appointmentId,
    startsAt,
    now,
    origin,
  }: { member: Member; appointmentId: number; startsAt: string; now: Date; origin: string },
): Promise<AppointmentResponse> {
  const { appointment, mails } = await slotGuard(() =>
    inWriteTransaction(db, async (trx) => {
      const { row, consultant } = await ownAppointment(trx, member.userId, appointmentId);
      assertChangeable(row, now);
      const calendar = await slotCalendar(trx, consultant, now, appointmentId);
      const slot = findSlot(calendar, startsAt);
      if (!slot) throw refusal(calendar, startsAt);
      if (!(await moveAppointmentRow(trx, appointmentId, slot, now.toISOString()))) {
        throw httpError('APPOINTMENT_NOT_CHANGEABLE', APPOINTMENT_MESSAGES.tooLate(APPOINTMENT_CHANGE_HOURS));
      }
      const view = appointmentView((await findAppointment(trx, appointmentId))!, consultant, now);
      return {
        appointment: view,
        mails: await queueMails(trx, mailer, 'moved', view, member.userId, pageUrlOf(origin), now),
      };
    }),
  );
  await deliverAll(db, mailer, mails);
  return { appointment: withoutSequence(appointment), message: APPOINTMENT_MESSAGES.moved(...when(appointment)) };
}

export async function myAppointments(db: Db, userId: number, now: Date): Promise<MyAppointmentsResponse> {
  const rows = await listAppointmentsOfUser(db, userId);
  const consultants = new Map<number, ConsultantRow>();
  const upcoming: Appointment[] = [];
  const past: Appointment[] = [];
  // Past appointments reach back as far as the booking window reaches ahead.
  const since = addCalendarDays(berlinWallTime(now).day, -APPOINTMENT_DAYS_AHEAD.last * 6);
  for (const row of rows) {
    let consultant = consultants.get(row.consultantId);
    if (!consultant) {
      consultant = (await findConsultant(db, row.consultantId))!;
      consultants.set(row.consultantId, consultant);
    }
    const view = withoutSequence(appointmentView(row, consultant, now));
    if (row.status === 'booked' && isUpcomingAppointment(row, now)) upcoming.push(view);
    else if (berlinWallTime(row.startsAt).day >= since) past.push(view);
  }
  return { upcoming, past: past.reverse() };
}

/** The member's own appointment as an .ics file. */
export async function appointmentIcs(db: Db, userId: number, appointmentId: number, origin: string, now: Date) {
  const { row, consultant } = await ownAppointment(db, userId, appointmentId);
  return appointmentCalendar(appointmentView(row, consultant, now), pageUrlOf(origin), now);
}
