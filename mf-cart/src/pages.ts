import { PAGE_ROUTES } from '@amb/shared-contracts';
import type { PageDefinition } from '@amb/remote-kit';

export const PAGES: readonly PageDefinition[] = [
  { patterns: [PAGE_ROUTES.cart.path], title: 'Warenkorb' },
  { patterns: [PAGE_ROUTES.checkout.path], title: 'Buchung abschließen' },
  { patterns: [PAGE_ROUTES.costCalculator.path], title: 'Kostenrechner' },
  { patterns: [PAGE_ROUTES.onlineFax.path], title: 'Online-Fax' },
  { patterns: [PAGE_ROUTES.wishlist.path, PAGE_ROUTES.memberWishlist.path], title: 'Merkliste' },
];
