import { Page, useLocation } from '@amb/remote-kit';
import { MemberAreaNavigation } from './MemberAreaNavigation';
import type { PageProps } from '@amb/remote-kit';
import { WishlistContent } from './WishlistContent';

/** /meinamb/merkliste: the wish list inside the member area, its navigation beside it (as mf-account's pages). */
export function MemberWishlistPage({ title }: PageProps) {
  const { pathname } = useLocation();
  return (
    <Page title={title}>
      <div className="amb-cart-member-frame">
        <MemberAreaNavigation pathname={pathname} />
        <div className="amb-cart-member-frame__content">
          <WishlistContent />
        </div>
      </div>
    </Page>
  );
}
