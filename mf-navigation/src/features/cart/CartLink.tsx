import { PAGE_ROUTES } from '@amb/shared-contracts';
import { LABELS } from '../../labels';
import { Icon } from '../../components/Icon';
import { useCartCount } from './useCartCount';

const BADGE_ID = 'nav-cart-count';

export function CartLink() {
  const count = useCartCount();
  return (
    <a
      className="nav-tools__link nav-tools__link--cart"
      href={PAGE_ROUTES.cart.path}
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
