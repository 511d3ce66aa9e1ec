/** Order tables (migration 007_cart_items). */
import type { Generated } from 'kysely';

/** One event in a cart: the owner is a session (logged out) or a user (logged in), never both. */
export interface CartItemTable {
  cartItemId: Generated<number>;
  sessionHash: string | null;
  userId: number | null;
  eventId: number;
  createdAt: string;
}

export interface OrderTables {
  cartItems: CartItemTable;
}
