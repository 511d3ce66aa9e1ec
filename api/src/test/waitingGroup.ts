/** A group on an event's waiting list, written straight into the tables (what a checkout with `waitlist` leaves). */
import type { Db } from '../db/types';

export async function addWaitingGroup(db: Db, userId: number, eventId: number, now: Date, size = 2): Promise<void> {
  const { orderId } = await db
    .insertInto('orders')
    .values({
      userId,
      idempotencyKey: `wartende-gruppe-${eventId}-${userId}`,
      totalCents: 0,
      createdAt: now.toISOString(),
      company: '',
      street: '',
      streetNumber: '',
      postalCode: '',
      city: '',
      purchaseOrderNumber: '',
      costCentre: '',
      remarks: '',
    })
    .returning('orderId')
    .executeTakeFirstOrThrow();
  await db.insertInto('waitlistEntries').values({ orderId, eventId, size, createdAt: now.toISOString() }).execute();
}
