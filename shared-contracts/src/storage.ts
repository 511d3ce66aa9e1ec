/** Browser storage keys shared between remotes (SPEC §9). */
export const STORAGE_KEYS = {
  /** localStorage: the cart count. */
  cartCount: 'amb.shoppingCartCount',
  /** sessionStorage: e-mail entered on the quick login card that is not yet registered. */
  unusedRegistrationEmail: 'unusedRegistrationEmail',
  /** sessionStorage: URLs visited in this tab. */
  visitedUrls: 'amb.visitedUrls',
  /** sessionStorage: per event, the list the visitor came from. */
  productListOrigin: 'amb.productListOrigin',
} as const;

export const PRODUCT_LIST_ORIGINS = ['seminare', 'hotel', 'standorte', 'suche'] as const;
export type ProductListOrigin = (typeof PRODUCT_LIST_ORIGINS)[number];
