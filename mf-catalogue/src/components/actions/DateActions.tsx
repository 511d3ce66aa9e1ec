import type { AnalyticsSource } from '@amb/shared-contracts/core';
import { AddToCartButton } from './AddToCartButton';
import { WishlistHeart } from './WishlistHeart';

export interface DateActionsProps {
  eventId: number;
  /** Names the date for screen readers (many dates on one page). */
  title: string;
  analytics: AnalyticsSource;
  /** No seat left for a new booker: the date offers the waiting list instead of the cart button. */
  full?: boolean;
}

/** What a visitor can do with one date: put it in the cart, keep it on the wish list. */
export function DateActions({ eventId, title, analytics, full = false }: DateActionsProps) {
  return (
    <div className="cat-date-actions">
      <AddToCartButton eventId={eventId} themeTitle={title} analytics={analytics} full={full} />
      <WishlistHeart eventId={eventId} analytics={analytics} />
    </div>
  );
}
