import { hasMarketingConsent, type AnalyticsSource } from '@amb/shared-contracts/core';

/**
 * add_to_cart / add_to_wishlist of one date, with the list the visitor found it in. The `/analytics` entry loads
 * here, on the first tracked action with marketing consent, not with every page that shows the buttons (the start
 * page's first load, issue 11); without consent it is not loaded at all. Resolves to whether the event was sent.
 */
export async function trackAction(
  event: 'add_to_cart' | 'add_to_wishlist',
  eventId: number,
  source: AnalyticsSource,
): Promise<boolean> {
  if (!hasMarketingConsent(document)) return false;
  const { analyticsItem, productListOriginOf, track } = await import('@amb/shared-contracts/analytics');
  const listName = productListOriginOf(eventId);
  return track(event, () => [analyticsItem(source, { listName })], { listName });
}
