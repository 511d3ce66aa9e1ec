/** Committee tables (migration 017_committees). */
import type { BoardOption } from '@amb/shared-contracts';
import type { Generated } from 'kysely';

/** An e-mail invitation into a committee: the link's token only as sha256, single use, expiring. */
export interface CommitteeInvitationTable {
  invitationId: Generated<number>;
  committeeId: number;
  /** The invited address (normalised); only an account with this login e-mail may accept. */
  email: string;
  tokenHash: string;
  invitedByUserId: number | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  usedByUserId: number | null;
}

/** What the manager sets beside the name and billing address of `committees`. */
export interface CommitteeSettingsTable {
  committeeId: number;
  costCentre: string;
  hotelOverNightOption: BoardOption;
  updatedAt: string;
}

/** A cart participant who is a committee member (the manager booked for them). */
export interface CartRecipientMemberTable {
  recipientId: number;
  memberUserId: number;
}

/** An order participant who is a committee member: the member sees the booking as their own. */
export interface OrderParticipantMemberTable {
  participantId: number;
  memberUserId: number;
}

export interface CommitteeTables {
  committeeInvitations: CommitteeInvitationTable;
  committeeSettings: CommitteeSettingsTable;
  cartRecipientMembers: CartRecipientMemberTable;
  orderParticipantMembers: OrderParticipantMemberTable;
}
