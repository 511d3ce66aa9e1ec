import { definePage, lazyPage, type PageModule } from '@amb/remote-kit';

/**
 * The pages mf_cart serves, each in a chunk of its own; its other routes are on the pending list of the route
 * contract (bff: 404). The cart's pages are personal: the browser renders them (the document shows the kit's
 * loading state until then) and fetches their data with the visitor's session.
 */
export const PAGES: readonly PageModule[] = [
  definePage('cart', {
    component: lazyPage(async () => (await import(/* webpackChunkName: "page-cart" */ './cartSections')).CartPage),
  }),
  definePage('checkout', {
    component: lazyPage(
      async () => (await import(/* webpackChunkName: "page-checkout" */ './checkoutSteps')).CheckoutPage,
    ),
  }),
  definePage('wishlist', {
    component: lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-wishlist" */ './features/wishlist/WishlistPage')).WishlistPage,
    ),
  }),
  definePage('memberWishlist', {
    component: lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-member-wishlist" */ './features/wishlist/MemberWishlistPage'))
          .MemberWishlistPage,
    ),
  }),
  definePage('costCalculator', {
    component: lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-cost-calculator" */ './features/costCalculator/CostCalculatorPage'))
          .CostCalculatorPage,
    ),
  }),
  definePage('onlineFax', {
    component: lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-online-fax" */ './features/onlineFax/OnlineFaxPage')).OnlineFaxPage,
    ),
  }),
];
