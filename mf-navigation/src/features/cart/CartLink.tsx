import { LABELS } from '../../labels';
import { Icon } from '../../components/Icon';
import { useCartCount } from './useCartCount';

const BADGE_ID = 'nav-cart-count';

/** The cart icon with the stored count; `href` is the cart page as the current site links it. */
export function CartLink({ href }: { href: string }) {
  const count = useCartCount();
  return (
    <a
      className="nav-tools__link nav-tools__link--cart"
      href={href}
      aria-label={LABELS.cart}
      aria-describedby={count > 0 ? BADGE_ID : undefined}
    >
      <Icon name="cart" />
      {count > 0 ? (
        <>
          <span className="nav-badge" aria-hidden="true">
            {count}
          </span>
          <span id={BADGE_ID} className="nav-visually-hidden">
            {LABELS.cartCount(count)}
          </span>
        </>
      ) : null}
    </a>
  );
}
