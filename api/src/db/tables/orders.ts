/** Order tables (migrations 007_cart_items, 008_wishlist_items). */
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

export interface OrderTables {
  cartItems: CartItemTable;
  wishlistItems: WishlistItemTable;
}
