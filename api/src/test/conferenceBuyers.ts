/** Conference test data: a seeded conference's ids and members with it in the cart, participants and workshops. */
import type { BoardOption, ParticipantKind } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { buyersWithCart } from './buyers';

export interface TestConference {
  conferenceId: number;
  eventId: number;
  startDate: string;
  /** The workshop slots in programme order, each with its workshops by code. */
  slots: Array<{ slotId: number; workshops: Array<{ workshopId: number; code: string }> }>;
}

/** A seeded conference by its address segment. */
export async function testConference(db: Db, slug: string): Promise<TestConference> {
  const conference = await db
    .selectFrom('conferences as c')
    .innerJoin('events as e', 'e.eventId', 'c.eventId')
    .select(['c.conferenceId', 'c.eventId', 'e.startDate'])
    .where('c.slug', '=', slug)
    .executeTakeFirstOrThrow();
  const slots = await db
    .selectFrom('conferenceSlots')
    .select('slotId')
    .where('conferenceId', '=', conference.conferenceId)
    .where('kind', '=', 'workshops')
    .orderBy('day')
    .orderBy('startsAt')
    .execute();
  const workshops = await db
    .selectFrom('conferenceWorkshops')
    .select(['workshopId', 'slotId', 'code'])
    .where('conferenceId', '=', conference.conferenceId)
    .orderBy('workshopId')
    .execute();
  return {
    ...conference,
    slots: slots.map(({ slotId }) => ({
      slotId,
      workshops: workshops.filter((w) => w.slotId === slotId).map(({ workshopId, code }) => ({ workshopId, code })),
    })),
  };
}

/** The workshop of the conference with this code (its slot too). */
export function workshopOf(conference: TestConference, code: string): { slotId: number; workshopId: number } {
  for (const slot of conference.slots) {
    const workshop = slot.workshops.find((w) => w.code === code);
    if (workshop) return { slotId: slot.slotId, workshopId: workshop.workshopId };
  }
  throw new Error(`Workshop ${code} gibt es nicht`);
}

/** Sets a workshop's seats: `capacity` in all, `taken` of them taken (by earlier bookers). */
export async function setWorkshopSeats(db: Db, workshopId: number, capacity: number, taken = 0): Promise<void> {
  await db
    .updateTable('conferenceWorkshops')
    .set({ capacity, seatsTaken: taken })
    .where('workshopId', '=', workshopId)
    .execute();
}

export async function workshopSeatsTaken(db: Db, workshopId: number): Promise<number> {
  const row = await db
    .selectFrom('conferenceWorkshops')
    .select('seatsTaken')
    .where('workshopId', '=', workshopId)
    .executeTakeFirstOrThrow();
  return row.seatsTaken;
}

/**
 * `count` members with the conference in the cart, `participants` each of `kind` and board option, every
 * participant with the given workshops (code -> waiting list fine?).
 */
export async function conferenceBuyersWithCart(
  db: Db,
  conference: TestConference,
  {
    count,
    tag,
    codes,
    participants = 1,
    kind = 'booking',
    board = 'dayRate',
    waitlist = false,
    unionMember = false,
  }: {
    count: number;
    tag: string;
    codes: readonly string[];
    participants?: number;
    kind?: ParticipantKind;
    board?: BoardOption;
    waitlist?: boolean;
    unionMember?: boolean;
  },
): Promise<number[]> {
  const userIds = await buyersWithCart(db, { eventId: conference.eventId, count, participants, kind, tag });
  const recipients = await db
    .selectFrom('cartRecipients as r')
    .innerJoin('cartItems as c', 'c.cartItemId', 'r.cartItemId')
    .select('r.recipientId')
    .where('c.userId', 'in', userIds)
    .execute();
  const ids = recipients.map((r) => r.recipientId);
  await db.updateTable('cartRecipients').set({ hotelOverNightOption: board }).where('recipientId', 'in', ids).execute();
  const choices = codes.map((code) => workshopOf(conference, code));
  await db
    .insertInto('cartRecipientWorkshops')
    .values(ids.flatMap((recipientId) => choices.map((c) => ({ recipientId, ...c, waitlist: waitlist ? 1 : 0 }))))
    .execute();
  if (unionMember) {
    await db
      .insertInto('cartRecipientConference')
      .values(ids.map((recipientId) => ({ recipientId, unionMember: 1 })))
      .execute();
  }
  return userIds;
}
