import type { AnalyticsSource } from '@amb/shared-contracts/core';
import { AddToCartButton } from './AddToCartButton';
import { WishlistHeart } from './WishlistHeart';

export interface DateActionsProps {
  eventId: number;
  /** Names the date for screen readers (many dates on one page). */
  title: string;
  analytics: AnalyticsSource;
}

/** What a visitor can do with one date: put it in the cart, keep it on the wish list. */
export function DateActions({ eventId, title, analytics }: DateActionsProps) {
  return (
    <div className="cat-date-actions">
      <AddToCartButton eventId={eventId} themeTitle={title} analytics={analytics} />
      <WishlistHeart eventId={eventId} analytics={analytics} />
    </div>
  );
}
