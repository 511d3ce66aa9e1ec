import { useState } from 'react';
import { emit, type AnalyticsSource } from '@amb/shared-contracts/core';
import { failureOf } from '@amb/remote-kit';
import { useAddWishlistItemMutation, useDeleteWishlistItemMutation, useGetWishlistIdsQuery } from './actionsApi';
import { goToLogin, useLoggedIn } from './session';
import { trackAction } from './trackAction';
import './actions.css';

export const HEART_LABEL = 'Auf die Merkliste';
export const HEART_REMOVE_HINT = 'Von der Merkliste entfernen';
export const WISHLIST_ERROR =
  'Die Merkliste konnte gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.';

export interface WishlistHeartProps {
  eventId: number;
  /** The date as analytics items need it (add_to_wishlist); without it nothing is tracked. */
  analytics?: AnalyticsSource;
}

/**
 * The heart of a date: a toggle button (aria-pressed) whose name stays "Auf die Merkliste" — a toggle's
 * name must not change with its state (WAI-ARIA APG), so the pressed state says it is on the list and the
 * tooltip names the removal. Logged out it leads to the login and back; logged in it writes /wishlist/add
 * or /delete and shows the state of /wishlist/get (one request per page, shared by every heart).
 */
export function WishlistHeart({ eventId, analytics }: WishlistHeartProps) {
  const loggedIn = useLoggedIn();
  const { data: ids } = useGetWishlistIdsQuery(undefined, { skip: loggedIn !== true });
  const [addItem, adding] = useAddWishlistItemMutation();
  const [deleteItem, deleting] = useDeleteWishlistItemMutation();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const pressed = Boolean(ids?.includes(eventId));
  const busy = adding.isLoading || deleting.isLoading;

  const toggle = async () => {
    if (loggedIn !== true) {
      goToLogin();
      return;
    }
    setMessage(null);
    try {
      const { count } = pressed ? await deleteItem({ eventId }).unwrap() : await addItem({ eventId }).unwrap();
      emit('wishlist:changed', { count });
      setMessage({ text: pressed ? 'Von der Merkliste entfernt.' : 'Auf die Merkliste gesetzt.', error: false });
      if (!pressed && analytics) void trackAction('add_to_wishlist', eventId, analytics);
    } catch (failed) {
      // The session ended meanwhile: log in again and come back.
      if (failureOf(failed).status === 401) goToLogin();
      else setMessage({ text: WISHLIST_ERROR, error: true });
    }
  };

  return (
    <span className="cat-heart">
      <button
        type="button"
        className="cat-heart__button"
        aria-label={HEART_LABEL}
        aria-pressed={pressed}
        title={pressed ? HEART_REMOVE_HINT : HEART_LABEL}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <svg
          className="cat-heart__icon"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.5 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.5C12 6.1 13.4 5 15.4 5c3.4 0 5.5 3.5 4.1 6.8C19.5 16.4 12 21 12 21z"
            fill={pressed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {/* Always present, so screen readers announce what is written into it. */}
      <span className="cat-visually-hidden" role="status">
        {message && !message.error ? message.text : ''}
      </span>
      {message?.error ? (
        <span className="cat-heart__error" role="alert">
          {message.text}
        </span>
      ) : null}
    </span>
  );
}
