import type { CartSection } from './components/cartSection';
import { cartPageWith } from './features/cart/CartPage';
import { CartItems } from './components/CartItems';
import { CartSummary, CartTerms } from './features/cart/CartSummary';
import { ReservationsPanel } from './features/reservations/ReservationsPanel';

/**
 * The sections of the cart page, top to bottom; a panel of another feature joins with one entry. The cart is the
 * overview (dates, seats, participants, costs); billing address and documents are steps of the checkout.
 */
export const CART_SECTIONS: readonly CartSection[] = [CartItems, CartTerms, CartSummary];

/** Below the sections, with or without items in the cart. */
export const CART_PANELS = [ReservationsPanel];

export const CartPage = cartPageWith(CART_SECTIONS, CART_PANELS);
