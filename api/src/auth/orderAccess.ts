/**
 * Who sees and who changes an order, in one place. The booker (the order's user; an admin acting as the member is
 * that member) and the manager of the committee the order was placed for see and change all of it; a participant (named by the
 * e-mail the booker gave for them) sees it and their own papers, but changes nothing. Everyone else is "not
 * found", never "forbidden", so an order id tells a stranger nothing. Only a confirmed login e-mail makes the
 * user a participant: an address nobody verified links the account to nothing.
 */
import type { AuthUser } from './types';

export interface OrderOwner {
  /** The booker: the user the order belongs to. */
  userId: number;
  /** The committee the order was placed for (the booker's at checkout; null for a private order). */
  bookerCommitteeId: number | null;
}

export type OrderRelation = 'booker' | 'committeeManager' | 'participant';

type Viewer = Pick<AuthUser, 'userId' | 'committeeId' | 'committeeRole'>;

/** How the user relates to the order (`isParticipant`: the order names the user's e-mail), or null. */
export function orderRelationOf(user: Viewer, order: OrderOwner, isParticipant: boolean): OrderRelation | null {
  if (order.userId === user.userId) return 'booker';
  if (user.committeeRole === 'manager' && user.committeeId !== null && order.bookerCommitteeId === user.committeeId) {
    return 'committeeManager';
  }
  return isParticipant ? 'participant' : null;
}

/** May the user change the order's participants (cancel, substitute, confirm)? Its booker and committee manager. */
export function managesOrder(user: Viewer, order: OrderOwner): boolean {
  const relation = orderRelationOf(user, order, false);
  return relation === 'booker' || relation === 'committeeManager';
}

/**
 * May the user see this participant's own papers (certificate)? The booker and the committee manager see every
 * participant of the order; a participant only their own.
 */
export function canSeeParticipant(
  relation: OrderRelation | null,
  user: Pick<AuthUser, 'confirmedEmail'>,
  participantEmail: string,
): boolean {
  if (relation === 'booker' || relation === 'committeeManager') return true;
  return (
    relation === 'participant' &&
    user.confirmedEmail !== null &&
    participantEmail.toLowerCase() === user.confirmedEmail.toLowerCase()
  );
}
