import type { CartSection } from './components/cartSection';
import { cartPageWith } from './features/cart/CartPage';
import { CartItems } from './features/cart/CartItems';
import { CartSummary, CartTerms } from './features/cart/CartSummary';
import { OrderOptionsForm } from './features/cart/OrderOptionsForm';

/** The sections of the cart page, top to bottom; a panel of another feature joins with one entry. */
export const CART_SECTIONS: readonly CartSection[] = [CartItems, OrderOptionsForm, CartTerms, CartSummary];

export const CartPage = cartPageWith(CART_SECTIONS);
