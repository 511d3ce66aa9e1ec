/**
 * Who may see a booking (issue 12): its booker, a participant of it (by the e-mail the booker gave for them),
 * and the manager of the booker's committee. An admin acting as a member sees what that member sees; an admin
 * on their own account is a member like any other. Everything else is "not found", never "forbidden", so an
 * order id tells a stranger nothing.
 */
import type { Db } from '../db/types';
import { findOrderBooker, orderHasParticipantEmail } from '../repositories/documents';
import type { AuthUser } from '../repositories/users';

export type OrderRelation = 'booker' | 'committeeManager' | 'participant';

/** How the user relates to the order, or null when they may not see it (or it does not exist). */
export async function orderRelation(db: Db, user: AuthUser, orderId: number): Promise<OrderRelation | null> {
  const order = await findOrderBooker(db, orderId);
  if (!order) return null;
  if (order.userId === user.userId) return 'booker';
  if (user.committeeRole === 'manager' && user.committeeId !== null && order.committeeId === user.committeeId) {
    return 'committeeManager';
  }
  return (await orderHasParticipantEmail(db, orderId, user.email)) ? 'participant' : null;
}

export async function canSeeOrder(db: Db, user: AuthUser, orderId: number): Promise<boolean> {
  return (await orderRelation(db, user, orderId)) !== null;
}

/**
 * May the user see this participant's own papers (certificate)? The booker and the committee manager see every
 * participant of the order; a participant only their own.
 */
export function canSeeParticipant(relation: OrderRelation | null, user: AuthUser, participantEmail: string): boolean {
  if (relation === 'booker' || relation === 'committeeManager') return true;
  return relation === 'participant' && participantEmail.toLowerCase() === user.email.toLowerCase();
}
