// Planted: a feature importing its remote's page table back (a type-only import circle).
import type { PageProps } from '../../pages';

export function WishlistPage({ path }: PageProps) {
  return <p>Merkliste unter {path}</p>;
}
