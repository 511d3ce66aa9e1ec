import { ButtonLink } from '@amb/remote-kit';
import { Icon } from '../../components/Icon';
import { LABELS } from '../../labels';

/** The wish-list pop-over (SPEC §2.5): the heart-icon promotion and the button to the list (or to the login). */
export function WishlistPopover({ href }: { href: string }) {
  return (
    <div className="nav-popover__body">
      <p className="nav-popover__promotion">
        <Icon name="heart" className="nav-popover__promotion-icon" />
        {LABELS.wishlistPromotion}
      </p>
      <ButtonLink href={href}>{LABELS.toWishlist}</ButtonLink>
    </div>
  );
}
