/** The order rule of auth/orderAccess, applied to an order in the database. */
import { orderRelationOf, type OrderRelation } from '../auth/orderAccess';
import type { Db } from '../db/types';
import { findOrderBooker, orderHasParticipantEmail } from '../repositories/documents';
import type { AuthUser } from '../repositories/users';

/** How the user relates to the order, or null when they may not see it (or it does not exist). */
export async function orderRelation(db: Db, user: AuthUser, orderId: number): Promise<OrderRelation | null> {
  const order = await findOrderBooker(db, orderId);
  if (!order) return null;
  const owner = { userId: order.userId, bookerCommitteeId: order.committeeId };
  const known = orderRelationOf(user, owner, false);
  if (known) return known;
  // Only a confirmed login e-mail links the account to participants named with it.
  return orderRelationOf(user, owner, await orderHasParticipantEmail(db, orderId, user.confirmedEmail));
}
