/** Answers of the wish-list calls (/wishlist/*): a member's remembered events (dates). */
import type { WishlistEntry } from '../entities';

/** One row of a member's wish list, without the event's data. */
export interface WishlistItem {
  wishlistItemId: number;
  eventId: number;
  createdAt: string;
}

/** GET /wishlist/get: the remembered events' ids, oldest first (what the hearts need). */
export type WishlistIdsResponse = number[];
/** GET /wishlist/get-all: the member's wish-list rows, oldest first. */
export type WishlistAllResponse = WishlistItem[];
/** GET /wishlist/get-with-event: the rows with their event's list data (SPEC §7: an array). */
export type WishlistWithEventResponse = WishlistEntry[];
/** POST /wishlist/add/{id} (201): the row (the existing one when the event was remembered already) and the list's size. */
export interface AddWishlistItemResponse {
  item: WishlistItem;
  count: number;
}
/** POST /wishlist/delete/{id}: the event taken off and the list's size after it. */
export interface DeleteWishlistItemResponse {
  eventId: number;
  count: number;
}
