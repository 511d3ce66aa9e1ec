import { useState } from 'react';
import { buildPath, netPriceText, PAGE_ROUTES, type ShoppingCartItem } from '@amb/shared-contracts/core';
import { Button, Card, Link, failureOf } from '@amb/remote-kit';
import { itemDates, itemPlace, themeHref } from '../../components/itemFacts';
import { useDeleteCartItemMutation } from '../../components/shoppingCartApi';
import { CART_TEXTS, ITEM_STATE_TEXTS } from './cartTexts';
import { ParticipantList } from './ParticipantList';

/** One date in the cart: theme, date, place, hotel, its state, links for the employer, and its participants. */
export function CartItemCard({ item, reservationDays }: { item: ShoppingCartItem; reservationDays: number }) {
  const [deleteCartItem, { isLoading }] = useDeleteCartItemMutation();
  const [error, setError] = useState<string | null>(null);
  const state = ITEM_STATE_TEXTS[item.state];

  const remove = async () => {
    setError(null);
    try {
      await deleteCartItem({ cartItemId: item.cartItemId }).unwrap();
    } catch (failed) {
      const failure = failureOf(failed);
      setError(failure.status === 404 ? failure.message : CART_TEXTS.removeItemFailed);
    }
  };

  return (
    <Card
      headingLevel={3}
      className={`amb-cart-item amb-cart-item--${item.state}`}
      aria-label={item.themeTitle}
      heading={<a href={themeHref(item)}>{item.themeTitle}</a>}
    >
      <dl className="amb-cart-item__facts">
        <div>
          <dt>{CART_TEXTS.dates}</dt>
          <dd>{itemDates(item)}</dd>
        </div>
        <div>
          <dt>{CART_TEXTS.place}</dt>
          <dd>{itemPlace(item)}</dd>
        </div>
        {item.hotelName ? (
          <div>
            <dt>{CART_TEXTS.hotel}</dt>
            <dd>{item.hotelName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{item.priceLabel}</dt>
          <dd>{netPriceText(item.prices.price)}</dd>
        </div>
      </dl>
      <p className={`amb-cart-state amb-cart-state--${item.state}`}>
        <strong>{state.label}:</strong> {state.text(item.seatsLeft)}
      </p>
      <p className="amb-cart-item__links">
        <Link href={buildPath(PAGE_ROUTES.costCalculator.path, { id: item.eventId })}>{CART_TEXTS.costCalculator}</Link>
        <Link href={buildPath(PAGE_ROUTES.onlineFax.path, { id: item.eventId })}>{CART_TEXTS.onlineFax}</Link>
      </p>
      <ParticipantList item={item} reservationDays={reservationDays} />
      <p className="amb-cart-item__subtotal">
        {CART_TEXTS.subtotal}: <strong>{netPriceText(item.subtotal)}</strong>
      </p>
      {error ? (
        <p role="alert" className="kit-alert">
          {error}
        </p>
      ) : null}
      <Button
        variant="secondary"
        disabled={isLoading}
        aria-label={`${CART_TEXTS.removeItem}: ${item.themeTitle}`}
        onClick={() => void remove()}
      >
        {CART_TEXTS.removeItem}
      </Button>
    </Card>
  );
}
