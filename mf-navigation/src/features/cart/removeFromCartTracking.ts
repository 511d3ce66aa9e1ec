import { API_ROUTES, buildPath, hasMarketingConsent, request, type Event } from '@amb/shared-contracts/core';

const RELATIONS = 'hotel,hotel.location,content,content.prices,theme,theme.actionField,theme.actionField.rubric';

/**
 * The remove_from_cart analytics event of a date deleted in the cart pop-over (SPEC §7): its data from the
 * consumer API, sent only with marketing consent (SPEC §9) — without it not even the call is made. The analytics
 * module loads only then. Analytics never breaks the header: failures are dropped.
 */
export async function trackRemoveFromCart(eventId: number): Promise<boolean> {
  if (!hasMarketingConsent()) return false;
  try {
    const url = buildPath(
      API_ROUTES.consumerObject.path,
      {},
      { objectType: 'event', internalId: String(eventId), relations: RELATIONS },
    );
    const [event, analytics] = await Promise.all([request<Event>(url), import('@amb/shared-contracts/analytics')]);
    return analytics.track('remove_from_cart', () => [
      analytics.analyticsItem(analytics.analyticsSourceOfEvent(event)),
    ]);
  } catch {
    return false;
  }
}
