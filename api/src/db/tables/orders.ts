/** Order tables (migrations 007_cart_items, 008_wishlist_items, 010_orders). */
import type {
  BoardOption,
  LegalBasis,
  OrderParticipantKind,
  OrderParticipantStatus,
  ParticipantKind,
} from '@amb/shared-contracts';
import type { Generated } from 'kysely';

/** One event in a cart: the owner is a session (logged out) or a user (logged in), never both. */
export interface CartItemTable {
  cartItemId: Generated<number>;
  sessionHash: string | null;
  userId: number | null;
  eventId: number;
  createdAt: string;
}

/** One event (date) on a member's wish list. */
export interface WishlistItemTable {
  wishlistItemId: Generated<number>;
  userId: number;
  eventId: number;
  createdAt: string;
}

/** The person fields a participant has in the cart and in an order. */
export interface PersonColumns {
  salutation: string;
  title: string;
  firstname: string;
  lastname: string;
  email: string;
  brFunction: string;
  hotelOverNightOption: BoardOption;
  kind: ParticipantKind;
}

/** What a participant is sent under (migration 012); the database defaults it to § 37 Abs. 6 BetrVG. */
export interface LegalBasisColumn {
  legalBasis: Generated<LegalBasis>;
}

/** A participant of a cart item (no seat yet: seats change hands at checkout). */
export interface CartRecipientTable extends PersonColumns, LegalBasisColumn {
  recipientId: Generated<number>;
  cartItemId: number;
  createdAt: string;
}

export interface OrderOptionColumns {
  company: string;
  street: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  purchaseOrderNumber: string;
  costCentre: string;
  remarks: string;
}

/** The order options of a cart, owned like its items (a session or a user). */
export interface CartOptionsTable extends OrderOptionColumns {
  sessionHash: string | null;
  userId: number | null;
  updatedAt: string;
}

export interface OrderTable extends OrderOptionColumns {
  orderId: Generated<number>;
  userId: number;
  idempotencyKey: string;
  totalCents: number;
  createdAt: string;
  /** The committee the order was placed for: the booker's at checkout (migration 035); null for a private order. */
  committeeId: Generated<number | null>;
}

/** A participant of an order with the price charged and the state of the seat it holds (or held). */
export interface OrderParticipantTable extends Omit<PersonColumns, 'kind'>, LegalBasisColumn {
  participantId: Generated<number>;
  /** What the participant holds: a booking, a reservation, or a place on the waiting list. */
  kind: OrderParticipantKind;
  orderId: number;
  eventId: number;
  position: number;
  status: OrderParticipantStatus;
  priceCents: number;
  /** ISO time a reservation ends; null for a booking. */
  reservedUntil: string | null;
  updatedAt: string;
  /** The fee charged when the participant was cancelled (migration 015); null otherwise. */
  cancellationFeeCents: Generated<number | null>;
}

/** A substitute participant named for a seat (migration 015): the person replaced, who named it and when. */
export interface ParticipantSubstitutionTable {
  substitutionId: Generated<number>;
  participantId: number;
  previousSalutation: string;
  previousTitle: string;
  previousFirstname: string;
  previousLastname: string;
  previousEmail: string;
  actorUserId: number | null;
  at: string;
}

/** A group of one order waiting for seats of a full event; served (all reserved at once) when it fits. */
export interface WaitlistEntryTable {
  entryId: Generated<number>;
  orderId: number;
  eventId: number;
  size: number;
  createdAt: string;
  servedAt: string | null;
}

export interface OrderStatusHistoryTable {
  historyId: Generated<number>;
  orderId: number;
  /** The participant a change concerns; null for the order as a whole. */
  participantId: number | null;
  status: string;
  at: string;
}

export interface OrderTables {
  cartItems: CartItemTable;
  wishlistItems: WishlistItemTable;
  cartRecipients: CartRecipientTable;
  cartOptions: CartOptionsTable;
  orders: OrderTable;
  orderParticipants: OrderParticipantTable;
  orderStatusHistory: OrderStatusHistoryTable;
  waitlistEntries: WaitlistEntryTable;
  participantSubstitutions: ParticipantSubstitutionTable;
}
