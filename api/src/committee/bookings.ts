/**
 * The committee's bookings: every participant of an order that a member placed or that names a member, the
 * training cost per year (shared-contracts rule), and the manager's way to book for a member — the member
 * becomes a participant of an item of the manager's own cart (the one cart and engine), linked to the
 * member's account; the checkout carries the link to the order (linkOrderParticipants).
 */
import {
  COMMITTEE_MESSAGES,
  participantRoleLabel,
  participantSchema,
  validateForm,
  committeeCostsPerYear,
  type CommitteeBooking,
  type CommitteeBookingsResponse,
  type CommitteeCartParticipantInput,
  type CommitteeCartParticipantResponse,
  type LegalBasis,
  type OrderWorkshop,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { notFound, validationFailed } from '../http/errors';
import { listCommitteeParticipants, findMembership, linkCartRecipient } from '../repositories/committees';
import { addRecipient } from '../orders/shoppingCart';
import { participantConferenceParts } from '../orders/orderView';

type Row = Awaited<ReturnType<typeof listCommitteeParticipants>>[number];

const toBooking = (row: Row, workshops: ReadonlyMap<number, OrderWorkshop[]>): CommitteeBooking => ({
  participantId: row.participantId,
  orderId: row.orderId,
  eventId: row.eventId,
  themeTitle: row.themeTitle,
  startDate: row.startDate,
  endDate: row.endDate,
  salutation: row.salutation,
  firstname: row.firstname,
  lastname: row.lastname,
  kind: row.kind,
  status: row.status,
  priceCents: row.priceCents,
  reservedUntil: row.reservedUntil,
  bookedBy: `${row.bookerFirstname} ${row.bookerLastname}`,
  memberUserId: row.memberUserId,
  workshops: workshops.get(row.participantId) ?? [],
});

/** The rows as bookings, a conference participant's with its workshops. */
async function bookingsOf(db: Db, rows: Row[]): Promise<CommitteeBooking[]> {
  const { workshops } = await participantConferenceParts(
    db,
    rows.map((row) => row.participantId),
  );
  return rows.map((row) => toBooking(row, workshops));
}

export async function committeeBookings(db: Db, committeeId: number): Promise<CommitteeBookingsResponse> {
  const rows = await listCommitteeParticipants(db, { committeeId });
  // No cancellation fee is recorded per participant yet: a cancelled participant adds nothing.
  const costs = committeeCostsPerYear(rows.map((row) => ({ ...row, cancellationFeeCents: null })));
  return { bookings: await bookingsOf(db, rows), costs };
}

/** What others ordered with this member as participant. */
export async function bookedForMember(db: Db, userId: number): Promise<CommitteeBooking[]> {
  return bookingsOf(db, await listCommitteeParticipants(db, { memberUserId: userId }));
}

/**
 * The member as a participant of an item of the manager's cart, with the person data of the member's
 * account (the cart's add-recipient in its transaction), linked to the account.
 */
export async function addMemberToCart(
  db: Db,
  manager: { userId: number; committeeId: number },
  /** `legalBasis`: what the member is sent under (the training plan's need); default § 37 Abs. 6 BetrVG. */
  input: CommitteeCartParticipantInput & { legalBasis?: LegalBasis },
  clock: { now: Date; today: string },
): Promise<CommitteeCartParticipantResponse> {
  const member = await findMembership(db, input.memberUserId);
  if (!member || member.committeeId !== manager.committeeId) throw notFound(COMMITTEE_MESSAGES.memberNotFound);
  // The account's data pass the cart's own participant rules, as if typed into the cart.
  const person = validateForm(participantSchema, {
    salutation: member.salutation,
    title: member.title,
    firstname: member.firstname,
    lastname: member.lastname,
    email: member.email,
    hotelOverNightOption: input.hotelOverNightOption,
    kind: input.kind,
    ...(input.legalBasis ? { legalBasis: input.legalBasis } : {}),
  });
  if (!person.ok) throw validationFailed(person.fields);
  let recipientId = 0;
  await addRecipient(db, { userId: manager.userId }, input.cartItemId, person.value, clock, (trx, id) => {
    recipientId = id;
    return linkCartRecipient(trx, id, member.userId);
  });
  const name = `${member.firstname} ${member.lastname}`;
  return { message: COMMITTEE_MESSAGES.addedToCart(name, participantRoleLabel(member.salutation)), recipientId };
}
