import { useEffect, useRef, useState } from 'react';
import {
  berlinDayRange,
  buildPath,
  MESSAGES,
  PAGE_ROUTES,
  readStoredCartCount,
  type CartItem,
} from '@amb/shared-contracts/core';
import { ButtonLink } from '@amb/remote-kit';
import { navigationApi, useDeleteCartItemMutation, useGetSmallCartQuery } from '../../api';
import { useAppDispatch } from '../../hooks';
import { LABELS } from '../../labels';
import { reduceCartCount, setCartCount } from './cartCount';
import { trackRemoveFromCart } from './removeFromCartTracking';

interface CartPopoverProps {
  /** Writes a path as the current site links it (the works-council site links to the main site). */
  link: (path: string) => string;
}

/**
 * The cart pop-over (SPEC §2.5, §4, §7): "Einen Moment..." while the small cart loads (once per page), then the
 * items with their count and the way to the cart, or the empty cart with the way to the seminars. A failed or
 * non-array answer shows nothing. Deleting takes the item out at once, lowers the count and sends remove_from_cart.
 */
export function CartPopover({ link }: CartPopoverProps) {
  const dispatch = useAppDispatch();
  const { data, isLoading, refetch } = useGetSmallCartQuery();
  const [deleteItem] = useDeleteCartItemMutation();
  // The list is kept for the page, but another remote may have changed the cart since (a date added in the
  // catalogue): when the stored count no longer matches it, it is fetched again before it is shown.
  const [current, setCurrent] = useState(
    () => !Array.isArray(data) || (readStoredCartCount() ?? data.length) === data.length,
  );
  useEffect(() => {
    if (current) return;
    void refetch().finally(() => setCurrent(true));
  }, [current, refetch]);
  // A deleted item's button leaves with it: the focus goes to the next item's, or on to the way out, never to
  // the page's body (which would also close the pop-over for a keyboard user).
  const body = useRef<HTMLDivElement>(null);
  const removedAt = useRef<number | null>(null);
  const length = Array.isArray(data) ? data.length : 0;
  useEffect(() => {
    const index = removedAt.current;
    if (index === null || !body.current) return;
    removedAt.current = null;
    const buttons = body.current.querySelectorAll<HTMLElement>('.nav-cart-item__delete');
    (buttons[Math.min(index, buttons.length - 1)] ?? body.current.querySelector<HTMLElement>('a'))?.focus();
  }, [length]);

  if (isLoading || !current) return <p className="nav-popover__loading">{MESSAGES.loading}</p>;
  if (!Array.isArray(data)) return null;

  const remove = (item: CartItem, index: number) => {
    removedAt.current = index;
    // SPEC §4: the item leaves the list at once and the cached list is what the pop-over shows from now on.
    dispatch(
      navigationApi.util.updateQueryData('getSmallCart', undefined, (draft) =>
        draft ? draft.filter((entry) => entry.cartItemId !== item.cartItemId) : draft,
      ),
    );
    reduceCartCount();
    void trackRemoveFromCart(item.eventId);
    deleteItem(item.cartItemId)
      .unwrap()
      .then(({ count }) => setCartCount(count))
      .catch(() => {
        // The delete failed: the server's cart is the truth again (list and count).
        void dispatch(navigationApi.endpoints.getSmallCart.initiate(undefined, { forceRefetch: true }))
          .unwrap()
          .then((items) => {
            if (Array.isArray(items)) setCartCount(items.length);
          })
          .catch(() => undefined);
      });
  };

  if (data.length === 0) {
    return (
      <div ref={body} className="nav-popover__body">
        <p className="nav-popover__empty">{LABELS.cartEmpty}</p>
        <ButtonLink href={link(PAGE_ROUTES.seminarList.path)}>{LABELS.toSeminars}</ButtonLink>
      </div>
    );
  }

  return (
    <div ref={body} className="nav-popover__body">
      <p className="nav-popover__heading">{LABELS.cartCount(data.length)}</p>
      <ul className="nav-popover__items">
        {data.map((item, index) => (
          <li key={item.cartItemId} className="nav-cart-item">
            <a
              className="nav-cart-item__title"
              href={link(buildPath(PAGE_ROUTES.themeDetail.path, { theme: String(item.themeId) }))}
            >
              {item.themeTitle}
            </a>
            <span className="nav-cart-item__meta">
              {berlinDayRange(item.startDate, item.endDate)}
              {item.city ? `, ${item.city}` : ''}
            </span>
            <button
              type="button"
              className="nav-cart-item__delete"
              aria-label={LABELS.cartDelete(item.themeTitle)}
              onClick={() => remove(item, index)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <ButtonLink href={link(PAGE_ROUTES.cart.path)}>{LABELS.toCart}</ButtonLink>
    </div>
  );
}
