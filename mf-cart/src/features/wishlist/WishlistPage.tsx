import { Page } from '@amb/remote-kit';
import type { PageProps } from '@amb/remote-kit';
import { WishlistContent } from './WishlistContent';

/** /wishlist/list: the wish list on its own page. */
export function WishlistPage({ title }: PageProps) {
  return (
    <Page title={title}>
      <WishlistContent />
    </Page>
  );
}
