/** The contents of the header's tool pop-overs, one chunk loaded by popoverContents.tsx (not with the header). */
export { UserPopover } from './account/UserPopover';
export { CartPopover } from './cart/CartPopover';
export { WishlistPopover } from './wishlist/WishlistPopover';
