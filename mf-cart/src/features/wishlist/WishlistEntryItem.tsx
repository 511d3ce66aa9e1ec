import { useState } from 'react';
import {
  MESSAGES,
  PAGE_ROUTES,
  SEAT_STATE_LABELS,
  WAITLIST_TEXTS,
  buildPath,
  emit,
  netPriceText,
  priceLabel,
  publishCartCount,
  readStoredCartCount,
  type WishlistEntry,
} from '@amb/shared-contracts/core';
import { formatDateRange, isOnlineEvent } from '@amb/shared-contracts/dates';
import { Button, failureOf } from '@amb/remote-kit';
import { useAddWishlistDateToCartMutation, useDeleteWishlistEntryMutation } from './api';
import { WISHLIST_TEXTS } from './texts';

export interface WishlistEntryItemProps {
  entry: WishlistEntry;
  /** Tells the page what happened (its status line outlives the entry, which leaves the list). */
  onDone: (notice: { text: string; toCart: boolean }) => void;
}

/**
 * One remembered date: theme (link), dates, place, seats, price; "In den Warenkorb" moves it (add to the
 * cart, then off the list), "Entfernen" takes it off. A full date's 409 offers the waiting list.
 */
export function WishlistEntryItem({ entry, onDone }: WishlistEntryItemProps) {
  const { event } = entry;
  const [addToCart, adding] = useAddWishlistDateToCartMutation();
  const [deleteEntry, deleting] = useDeleteWishlistEntryMutation();
  const [offer, setOffer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = adding.isLoading || deleting.isLoading;

  const takeOff = async (): Promise<boolean> => {
    try {
      const { count } = await deleteEntry({ eventId: entry.eventId }).unwrap();
      emit('wishlist:changed', { count });
      return true;
    } catch {
      setError(WISHLIST_TEXTS.failed);
      return false;
    }
  };

  const moveToCart = async (waitlist: boolean) => {
    setError(null);
    const before = readStoredCartCount();
    try {
      const { count } = await addToCart({ eventId: entry.eventId, waitlist }).unwrap();
      publishCartCount(count);
      emit('cart:item-added', { eventId: entry.eventId, first: (before ?? 0) === 0 });
    } catch (failed) {
      const failure = failureOf(failed);
      if (failure.code === 'EVENT_FULL' && !waitlist) setOffer(failure.message);
      else setError(failure.message);
      return;
    }
    if (await takeOff()) {
      const moved = WISHLIST_TEXTS.moved(event.title);
      onDone({ text: waitlist ? `${moved} ${WAITLIST_TEXTS.added}` : moved, toCart: true });
    }
  };

  const remove = async () => {
    setError(null);
    if (await takeOff()) onDone({ text: WISHLIST_TEXTS.removed(event.title), toCart: false });
  };

  const online = isOnlineEvent(event);
  return (
    <li className="amb-cart-wish">
      <h2 className="amb-cart-wish__title">
        <a href={buildPath(PAGE_ROUTES.themeDetail.path, { theme: event.themeSlug })}>{event.title}</a>
      </h2>
      <dl className="amb-cart-wish__facts">
        <div className="amb-cart-wish__fact">
          <dt>Termin</dt>
          <dd>{formatDateRange(event.startDate, event.endDate)}</dd>
        </div>
        <div className="amb-cart-wish__fact">
          <dt>Ort</dt>
          <dd>{online ? MESSAGES.online : (event.city ?? 'wird noch bekannt gegeben')}</dd>
        </div>
        <div className="amb-cart-wish__fact">
          <dt>Plätze</dt>
          <dd className={`amb-cart-seats amb-cart-seats--${entry.seatState}`}>{SEAT_STATE_LABELS[entry.seatState]}</dd>
        </div>
        <div className="amb-cart-wish__fact">
          <dt>{priceLabel(event.prices)}</dt>
          <dd>{netPriceText(event.prices.price)}</dd>
        </div>
      </dl>
      {offer ? (
        <p className="amb-cart-wish__offer" role="alert">
          {offer}
        </p>
      ) : null}
      <div className="amb-cart-wish__actions">
        {offer ? (
          <Button
            onClick={() => void moveToCart(true)}
            disabled={busy}
            aria-busy={adding.isLoading}
            aria-label={`${WAITLIST_TEXTS.offer}: ${event.title}`}
          >
            {WAITLIST_TEXTS.offer}
          </Button>
        ) : (
          <Button
            onClick={() => void moveToCart(false)}
            disabled={busy}
            aria-busy={adding.isLoading}
            aria-label={`${WISHLIST_TEXTS.addToCart}: ${event.title}`}
          >
            {WISHLIST_TEXTS.addToCart}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => void remove()}
          disabled={busy}
          aria-busy={deleting.isLoading}
          aria-label={`${WISHLIST_TEXTS.remove}: ${event.title}`}
        >
          {WISHLIST_TEXTS.remove}
        </Button>
      </div>
      {error ? (
        <p className="amb-cart-wish__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
