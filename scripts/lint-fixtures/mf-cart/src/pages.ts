// The remote's page table: it imports its features' pages (allowed).
import { WishlistPage } from './features/wishlist/WishlistPage';

export interface PageProps {
  path: string;
}

export const PAGES = [{ path: '/wishlist/list', component: WishlistPage }];
