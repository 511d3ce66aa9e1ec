import { LABELS } from '../../labels';
import { useCartCount } from './useCartCount';

export const CART_COUNT_ID = 'nav-cart-count';

/**
 * A cart count element (SPEC §4): every one follows the stored count. The icon's badge (`hideZero`) is absent at
 * 0; its spoken form describes the cart button. `known`: the count the page was made with (a member's page).
 */
export function CartBadge({ hideZero = false, known }: { hideZero?: boolean; known?: number }) {
  const count = useCartCount(known);
  if (hideZero && count === 0) return null;
  return (
    <>
      <span className="nav-badge" aria-hidden="true">
        {count}
      </span>
      <span id={CART_COUNT_ID} className="nav-visually-hidden">
        {LABELS.cartCount(count)}
      </span>
    </>
  );
}
