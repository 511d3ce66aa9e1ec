import { useState } from 'react';
import type { ShoppingCartItem, ShoppingCartResponse } from '@amb/shared-contracts/core';
import { failureOf } from '@amb/remote-kit';
import { CartItemCard } from './CartItemCard';
import { CART_TEXTS } from './cartTexts';
import { useDeleteCartItemMutation } from './shoppingCartApi';
import { UndoNotice } from './UndoNotice';
import { useUndoableRemoval } from './useUndoableRemoval';

/** The dates of the cart; removing one can be undone for a few seconds before the api hears of it. */
export function CartItems({ cart }: { cart: ShoppingCartResponse }) {
  const [deleteCartItem] = useDeleteCartItemMutation();
  const [error, setError] = useState<string | null>(null);
  const removal = useUndoableRemoval<ShoppingCartItem>(async (item) => {
    setError(null);
    try {
      await deleteCartItem({ cartItemId: item.cartItemId }).unwrap();
    } catch (failed) {
      const failure = failureOf(failed);
      setError(failure.status === 404 ? failure.message : CART_TEXTS.removeItemFailed);
    }
  });
  return (
    <section className="amb-cart-items" aria-labelledby="warenkorb-termine">
      <h2 id="warenkorb-termine">{CART_TEXTS.itemsHeading}</h2>
      {removal.pending ? (
        <UndoNotice message={CART_TEXTS.itemRemoved(removal.pending.themeTitle)} onUndo={removal.undo} />
      ) : null}
      {error ? (
        <p role="alert" className="kit-alert">
          {error}
        </p>
      ) : null}
      {cart.items
        .filter((item) => item.cartItemId !== removal.pending?.cartItemId)
        .map((item) => (
          <CartItemCard
            key={item.cartItemId}
            item={item}
            reservationDays={cart.reservationDays}
            onRemove={() => removal.remove(item)}
          />
        ))}
    </section>
  );
}
