import { buildPath, netPriceText, PAGE_ROUTES, type ShoppingCartItem } from '@amb/shared-contracts/core';
import { cartCosts, goesToWaitlist } from '@amb/shared-contracts/booking';
import { Button, Card, Link } from '@amb/remote-kit';
import { itemDates, itemPlace, themeHref } from './itemFacts';
import { CART_TEXTS, ITEM_STATE_TEXTS } from './cartTexts';
import { ParticipantList } from './ParticipantList';
import { CostsApart } from './CartCostFacts';

/** The seats a new booker can get now, and what happens to a group larger than that (the whole group waits). */
export function SeatState({ item }: { item: ShoppingCartItem }) {
  const state = ITEM_STATE_TEXTS[item.state];
  return (
    <>
      <p className={`amb-cart-state amb-cart-state--${item.state}`}>
        <strong>{state.label}:</strong> {state.text(item.seatsLeft)}
      </p>
      {goesToWaitlist(item) ? (
        <p className="amb-cart-state amb-cart-state--waitlist">
          <strong>{CART_TEXTS.waitlistLabel}:</strong>{' '}
          {CART_TEXTS.waitlistNotice(item.participants.length, item.seatsLeft)}
        </p>
      ) : null}
    </>
  );
}

/** What the item costs: bookings as the subtotal; reservations and a waiting group shown apart, never added. */
export function ItemCosts({ item }: { item: ShoppingCartItem }) {
  const costs = cartCosts([item]);
  return (
    <dl className="amb-cart-summary__facts amb-cart-item__subtotal">
      <div>
        <dt>{CART_TEXTS.subtotal}</dt>
        <dd>
          <strong>{netPriceText(costs.booked)}</strong>
        </dd>
      </div>
      <CostsApart costs={costs} />
    </dl>
  );
}

/** One date in the cart: theme, date, place, hotel, its seats, links for the employer, and its participants. */
export function CartItemCard({
  item,
  reservationDays,
  onRemove,
}: {
  item: ShoppingCartItem;
  reservationDays: number;
  onRemove: () => void;
}) {
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
      <SeatState item={item} />
      <p className="amb-cart-item__links">
        <Link href={buildPath(PAGE_ROUTES.costCalculator.path, { id: item.eventId })}>{CART_TEXTS.costCalculator}</Link>
        {/* The fax form has no workshops: a conference is registered on its own pages. */}
        {item.conference ? null : (
          <Link href={buildPath(PAGE_ROUTES.onlineFax.path, { id: item.eventId })}>{CART_TEXTS.onlineFax}</Link>
        )}
      </p>
      <ParticipantList item={item} reservationDays={reservationDays} />
      <ItemCosts item={item} />
      <Button variant="danger" aria-label={`${CART_TEXTS.removeItem}: ${item.themeTitle}`} onClick={onRemove}>
        {CART_TEXTS.removeItem}
      </Button>
    </Card>
  );
}
