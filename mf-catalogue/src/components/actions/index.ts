/** The catalogue's actions on a date: the lead places them in SeminarCard and the theme and event pages. */
export { AddToCartButton, type AddToCartButtonProps } from './AddToCartButton';
export { WishlistHeart, type WishlistHeartProps } from './WishlistHeart';
export { DateActions, type DateActionsProps } from './DateActions';
