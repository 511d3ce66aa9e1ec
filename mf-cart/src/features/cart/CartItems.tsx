import type { ShoppingCartResponse } from '@amb/shared-contracts/core';
import { CartItemCard } from './CartItemCard';
import { CART_TEXTS } from './cartTexts';

export function CartItems({ cart }: { cart: ShoppingCartResponse }) {
  return (
    <section className="amb-cart-items" aria-labelledby="warenkorb-termine">
      <h2 id="warenkorb-termine">{CART_TEXTS.itemsHeading}</h2>
      {cart.items.map((item) => (
        <CartItemCard key={item.cartItemId} item={item} reservationDays={cart.reservationDays} />
      ))}
    </section>
  );
}
