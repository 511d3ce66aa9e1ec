/**
 * Who sees (and changes) an order: its booker (the order's user; an admin acting as the member is that member)
 * and the manager of the booker's committee. Lists of "my bookings" read the caller's own orders; a single
 * participant named in a request is checked with this before anything happens.
 */
import type { AuthUser } from './types';

export interface OrderOwner {
  /** The booker: the user the order belongs to. */
  userId: number;
  /** The booker's committee (null without one). */
  bookerCommitteeId: number | null;
}

export function canSeeOrder(
  user: Pick<AuthUser, 'userId' | 'committeeId' | 'committeeRole'>,
  order: OrderOwner,
): boolean {
  if (order.userId === user.userId) return true;
  return user.committeeRole === 'manager' && user.committeeId !== null && order.bookerCommitteeId === user.committeeId;
}
