/** The contents of the header's tool pop-overs, one chunk loaded by popoverContents.tsx (not with the header). */
import type { ComponentType } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { useContext } from 'react';
import { pageStore } from '../store';
import { UserPopover as UserPopoverContent } from './account/UserPopover';
import { CartPopover as CartPopoverContent } from './cart/CartPopover';
import { WishlistPopover as WishlistPopoverContent } from './wishlist/WishlistPopover';

/**
 * A pop-over's content with the page's store (pageStore): the header mounts without one, so the store, Redux and RTK
 * Query arrive with this chunk. A tree that already has a store (the tests, a server render) keeps its own.
 */
function withPageStore<Props extends object>(Content: ComponentType<Props>): ComponentType<Props> {
  function Stored(props: Props) {
    const outer = useContext(ReactReduxContext);
    if (outer) return <Content {...props} />;
    return (
      <Provider store={pageStore()}>
        <Content {...props} />
      </Provider>
    );
  }
  Stored.displayName = `withPageStore(${Content.displayName ?? Content.name})`;
  return Stored;
}

export const UserPopover = withPageStore(UserPopoverContent);
export const CartPopover = withPageStore(CartPopoverContent);
export const WishlistPopover = withPageStore(WishlistPopoverContent);
