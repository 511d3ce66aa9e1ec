import { PAGE_META, type PageMeta, type RouteParams } from '@amb/shared-contracts/core';
import { lazyPage, pageOf, type LazyPage, type PageDefinition } from '@amb/remote-kit';

/** The served pages of the cart remote, by their name in the route table. */
export type CartPageName = 'cart' | 'checkout' | 'costCalculator' | 'onlineFax' | 'wishlist' | 'memberWishlist';

export type PageProps = { title: string; params: RouteParams };

/**
 * A page of the cart remote: its patterns, its German title (h1 and document title), its description meta and
 * the component that renders it, in a chunk of its own (lazyPage). The cart's pages are personal and
 * client-rendered (ARCHITECTURE: "Personal pages may stay client-rendered").
 */
export interface CartPage extends PageDefinition {
  name: CartPageName;
  component: LazyPage<PageProps>;
  description: string;
}

/** A served page: patterns and title from the route contract, description from PAGE_META. */
export function cartPage(
  name: Extract<CartPageName, keyof typeof PAGE_META>,
  component: LazyPage<PageProps>,
): CartPage {
  const meta: PageMeta = PAGE_META[name];
  return pageOf([name], { name, component, description: meta.description });
}

/**
 * The pages mf_cart serves; its other routes are on the pending list of the route contract (bff: 404). Each
 * feature adds its entry with `cartPage(name, lazyPage(() => import('./features/…')))`.
 */
export const PAGES: readonly CartPage[] = [
  cartPage(
    'cart',
    lazyPage(async () => (await import(/* webpackChunkName: "page-cart" */ './cartSections')).CartPage),
  ),
  cartPage(
    'checkout',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-checkout" */ './features/checkout/CheckoutPage')).CheckoutPage,
    ),
  ),
  cartPage(
    'wishlist',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-wishlist" */ './features/wishlist/WishlistPage')).WishlistPage,
    ),
  ),
  cartPage(
    'memberWishlist',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-member-wishlist" */ './features/wishlist/MemberWishlistPage'))
          .MemberWishlistPage,
    ),
  ),
  cartPage(
    'costCalculator',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-cost-calculator" */ './features/costCalculator/CostCalculatorPage'))
          .CostCalculatorPage,
    ),
  ),
  cartPage(
    'onlineFax',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-online-fax" */ './features/onlineFax/OnlineFaxPage')).OnlineFaxPage,
    ),
  ),
];
