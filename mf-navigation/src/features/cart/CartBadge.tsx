import { LABELS } from '../../labels';
import { useCartCount } from './useCartCount';

export const CART_COUNT_ID = 'nav-cart-count';

/**
 * A cart count element (SPEC §4): every one follows the stored count. The icon's badge (`hideZero`) is absent at
 * 0; its spoken form describes the cart button.
 */
export function CartBadge({ hideZero = false }: { hideZero?: boolean }) {
  const count = useCartCount();
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
