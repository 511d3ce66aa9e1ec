import type { CartSection } from './components/cartSection';
import { cartPageWith } from './features/cart/CartPage';
import { CartItems } from './features/cart/CartItems';
import { CartSummary, CartTerms } from './features/cart/CartSummary';
import { OrderOptionsForm } from './features/cart/OrderOptionsForm';
import { DocumentsPanel } from './features/documents/DocumentsPanel';
import { ReservationsPanel } from './features/reservations/ReservationsPanel';

/** The sections of the cart page, top to bottom; a panel of another feature joins with one entry. */
export const CART_SECTIONS: readonly CartSection[] = [
  CartItems,
  DocumentsPanel,
  OrderOptionsForm,
  CartTerms,
  CartSummary,
];

/** Below the sections, with or without items in the cart. */
export const CART_PANELS = [ReservationsPanel];

export const CartPage = cartPageWith(CART_SECTIONS, CART_PANELS);
