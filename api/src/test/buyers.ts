/** Booking-engine test data: members with a cart (one event, participants, billing address) written directly. */
import type { ParticipantKind } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { NEW_PERSON } from './people';

export const BILLING = {
  company: 'Nordwerk GmbH',
  street: 'Hafenstraße',
  streetNumber: '12a',
  postalCode: '20457',
  city: 'Hamburg',
  purchaseOrderNumber: 'PO-4711',
  costCentre: 'KST 100',
  remarks: '',
};

export const PARTICIPANT = {
  salutation: 'Frau',
  title: '',
  firstname: 'Erika',
  lastname: 'Muster',
  email: 'erika.muster@example.de',
  brFunction: 'Betriebsratsmitglied',
  hotelOverNightOption: 'overnight',
  kind: 'booking',
} as const;

/** A future event that takes place, with exactly `free` seats left. */
export async function eventWithFreeSeats(db: Db, today: string, free: number, skip = 0): Promise<number> {
  const event = await db
    .selectFrom('events')
    .select(['eventId', 'capacity'])
    .where('startDate', '>', today)
    .where('cancelledAt', 'is', null)
    .where('capacity', '>=', free)
    .orderBy('startDate', 'desc')
    .orderBy('eventId')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('events')
    .set({ seatsTaken: event.capacity - free })
    .where('eventId', '=', event.eventId)
    .execute();
  return event.eventId;
}

/** `count` new members, each with `eventId` in the cart, `participants` participants of `kind`, and options. */
export async function buyersWithCart(
  db: Db,
  {
    eventId,
    count,
    participants = 1,
    kind = 'booking',
    tag,
  }: {
    eventId: number;
    count: number;
    participants?: number;
    kind?: ParticipantKind;
    tag: string;
  },
): Promise<number[]> {
  const at = '2026-01-05T08:00:00.000Z';
  const userIds: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { userId } = await db
      .insertInto('users')
      .values({
        ...NEW_PERSON,
        email: `kaeufer.${tag}.${i}@example.de`,
        passwordHash: 'unbenutzt',
        role: 'member',
        committeeId: null,
        committeeRole: null,
        createdAt: at,
        updatedAt: at,
      })
      .returning('userId')
      .executeTakeFirstOrThrow();
    const { cartItemId } = await db
      .insertInto('cartItems')
      .values({ userId, sessionHash: null, eventId, createdAt: at })
      .returning('cartItemId')
      .executeTakeFirstOrThrow();
    for (let n = 0; n < participants; n += 1) {
      await db
        .insertInto('cartRecipients')
        .values({ cartItemId, ...PARTICIPANT, firstname: `Erika${'a'.repeat(n)}`, kind, createdAt: at })
        .execute();
    }
    await db
      .insertInto('cartOptions')
      .values({ userId, sessionHash: null, ...BILLING, updatedAt: at })
      .execute();
    userIds.push(userId);
  }
  return userIds;
}
