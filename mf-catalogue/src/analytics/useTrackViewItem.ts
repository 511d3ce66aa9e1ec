import { useEffect } from 'react';
import {
  analyticsItem,
  productListOriginOf,
  rememberVisitedUrl,
  track,
  type AnalyticsSource,
} from '@amb/shared-contracts/analytics';

/**
 * view_item for a theme or event page, once per shown date (after mounting: the server sends nothing), with
 * the list the visitor came from; the page's URL joins the visited URLs (SPEC §9).
 */
export function useTrackViewItem(source: AnalyticsSource | null | undefined): void {
  const eventId = source?.eventId;
  useEffect(() => {
    if (!source) return;
    rememberVisitedUrl(`${window.location.pathname}${window.location.search}`);
    const listName = productListOriginOf(source.eventId);
    track('view_item', () => [analyticsItem(source, { listName })], { listName });
    // Once per date: a new answer object for the same date is no new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId]);
}
