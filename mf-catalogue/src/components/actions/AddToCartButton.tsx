import { useEffect, useRef, useState } from 'react';
import {
  emit,
  PAGE_ROUTES,
  publishCartCount,
  readStoredCartCount,
  WAITLIST_TEXTS,
  type AnalyticsSource,
} from '@amb/shared-contracts/core';
import { Button, failureOf } from '@amb/remote-kit';
import { useAddCartItemMutation } from './actionsApi';
import { trackAction } from './trackAction';
import './actions.css';

export const ADD_TO_CART_ERROR =
  'Der Termin konnte gerade nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es später noch einmal.';

export interface AddToCartButtonProps {
  eventId: number;
  /** Names the date for screen readers (many buttons on one page). */
  themeTitle: string;
  /** The date as analytics items need it (add_to_cart). */
  analytics: AnalyticsSource;
  /** Known to be fully booked (the date's seat state): the waiting list is offered at once, never the cart button. */
  full?: boolean;
}

/**
 * "In den Warenkorb" for one date, logged out too (the cart belongs to the session until login). After the
 * add: the stored cart count (the api's count of the cart, SPEC §4) for every remote, "Im Warenkorb" with the
 * link to the cart; a date that cannot be booked (409) shows the api's German reason. A full one (409
 * EVENT_FULL) offers the waiting list: "Auf die Warteliste setzen" sends the add again with `waitlist: true`; a
 * date known to be full offers it at once.
 */
export function AddToCartButton({ eventId, themeTitle, analytics, full = false }: AddToCartButtonProps) {
  const [addCartItem, { isLoading }] = useAddCartItemMutation();
  const [added, setAdded] = useState<'booking' | 'waitlist' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [offer, setOffer] = useState<string | null>(null);
  const cartLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (added) cartLink.current?.focus();
  }, [added]);

  const add = async (waitlist: boolean) => {
    setError(null);
    const before = readStoredCartCount();
    try {
      const answer = await addCartItem({ eventId, waitlist }).unwrap();
      publishCartCount(answer.count);
      emit('cart:item-added', { eventId, first: (before ?? 0) === 0 });
      setOffer(null);
      setAdded(waitlist ? 'waitlist' : 'booking');
      void trackAction('add_to_cart', eventId, analytics);
    } catch (failed) {
      const failure = failureOf(failed);
      if (failure.code === 'EVENT_FULL' && !waitlist) setOffer(failure.message);
      else setError(failure.status === 409 ? failure.message : ADD_TO_CART_ERROR);
    }
  };

  if (added) {
    return (
      <p className="cat-action cat-action--added" role="status">
        <span className="cat-action__done">Im Warenkorb</span>{' '}
        <a ref={cartLink} className="cat-action__link" href={PAGE_ROUTES.cart.path}>
          Zum Warenkorb
        </a>
        {added === 'waitlist' ? <span className="cat-action__note">{WAITLIST_TEXTS.added}</span> : null}
      </p>
    );
  }
  if (offer || full) {
    return (
      <div className="cat-action">
        {offer ? (
          <p className="cat-action__offer" role="alert">
            {offer}
          </p>
        ) : (
          <p className="cat-action__offer">{WAITLIST_TEXTS.fullDate}</p>
        )}
        <Button
          onClick={() => void add(true)}
          disabled={isLoading}
          aria-busy={isLoading}
          aria-label={`${WAITLIST_TEXTS.offer}: ${themeTitle}`}
        >
          {WAITLIST_TEXTS.offer}
        </Button>
        {error ? (
          <p className="cat-action__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="cat-action">
      {/* The visible words start the name (WCAG 2.5.3); the title tells the many buttons of a page apart. */}
      <Button
        onClick={() => void add(false)}
        disabled={isLoading}
        aria-busy={isLoading}
        aria-label={`In den Warenkorb: ${themeTitle}`}
      >
        In den Warenkorb
      </Button>
      {error ? (
        <p className="cat-action__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
