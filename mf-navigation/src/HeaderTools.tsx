import type { PageGlobals } from '@amb/shared-contracts/core';
import { Icon } from './components/Icon';
import { PopoverPanel, PopoverTrigger } from './components/popover/Popover';
import type { PopoverControl } from './components/popover/usePopover';
import { logoutUrl, siteLink, wishlistUrl } from './components/siteRoutes';
import { CART_COUNT_ID, CartBadge } from './features/cart/CartBadge';
import { FirstAddNotice } from './features/cart/FirstAddNotice';
import { CartPopover, UserPopover, WishlistPopover, warmPopovers } from './features/popoverContents';
import { useCartCount } from './features/cart/useCartCount';
import { SearchButton } from './features/search/Search';
import type { SearchToggleState } from './features/search/useSearchToggle';
import { LABELS } from './labels';

interface HeaderToolsProps {
  globals: PageGlobals;
  popover: PopoverControl;
  search: SearchToggleState;
  onWorksCouncil: boolean;
  currentPath: string | null;
}

/**
 * Search, wish list, cart and account at the right of the bar (SPEC §2.5): each icon a button with its German
 * name that opens its pop-over; each panel follows its trigger, so Tab reaches it next.
 */
export function HeaderTools({ globals, popover, search, onWorksCouncil, currentPath }: HeaderToolsProps) {
  const loggedIn = globals.user !== null;
  const link = (path: string) => siteLink(globals, path);
  // A member's page is made with their cart's count: the badge shows from the first paint.
  const known = globals.user?.cartCount;
  const count = useCartCount(known);
  return (
    <div className="nav-tools">
      <SearchButton search={search} />
      <PopoverTrigger
        control={popover}
        menu="wishlist"
        label={LABELS.wishlist}
        className="nav-tools__button"
        onIntent={warmPopovers}
      >
        <Icon name="heart" />
      </PopoverTrigger>
      <PopoverPanel control={popover} menu="wishlist" label={LABELS.wishlist}>
        <WishlistPopover href={wishlistUrl(globals, onWorksCouncil)} />
      </PopoverPanel>
      {/* The badge sits beside the button, over its icon: inside, its digits would be visible text missing from
          the button's name "Warenkorb" (WCAG 2.5.3); the count is the button's description instead.
          `nav-tools__link--cart`: the cart's hook for tests of other remotes. */}
      <div className="nav-cart nav-tools__link--cart">
        <PopoverTrigger
          control={popover}
          menu="cart"
          label={LABELS.cart}
          className="nav-tools__button"
          describedBy={count > 0 ? CART_COUNT_ID : undefined}
          onIntent={warmPopovers}
        >
          <Icon name="cart" />
        </PopoverTrigger>
        <CartBadge hideZero known={known} />
        <FirstAddNotice />
      </div>
      <PopoverPanel control={popover} menu="cart" label={LABELS.cart}>
        <CartPopover link={link} />
      </PopoverPanel>
      <PopoverTrigger
        control={popover}
        menu="user"
        label={LABELS.account}
        className="nav-tools__button"
        onIntent={warmPopovers}
      >
        <Icon name={loggedIn ? 'userCheck' : 'user'} />
      </PopoverTrigger>
      <PopoverPanel control={popover} menu="user" label={LABELS.account}>
        <UserPopover
          loggedIn={loggedIn}
          currentPath={currentPath}
          logoutHref={logoutUrl(globals, onWorksCouncil)}
          link={link}
        />
      </PopoverPanel>
    </div>
  );
}
