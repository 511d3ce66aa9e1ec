/**
 * What analytics needs to know about a date, and how a seminar list's row gives it. In `/core`, not `/analytics`:
 * a list card hands its date to the cart and wish-list buttons on every render, while the `/analytics` entry loads
 * only when something is tracked (the start page's first load, issue 11). `/analytics` re-exports both.
 */

/** What every page knows about a date, whatever answer it came in. */
export interface AnalyticsSource {
  eventId: number;
  title: string;
  /** The first participant's price. */
  price: number;
  rubric: string;
  actionField?: string | null;
  isOnlineEvent: boolean;
  city: string | null;
  startDate: string;
  endDate: string;
}

/** A row of a seminar list (/api/get-seminars and the lists of places) as an analytics source. */
export function analyticsSourceOfListItem(item: {
  eventId: number;
  title: string;
  rubric: { name: string };
  prices: { price: number };
  isOnlineEvent: boolean;
  city: string | null;
  startDate: string;
  endDate: string;
}): AnalyticsSource {
  return {
    eventId: item.eventId,
    title: item.title,
    price: item.prices.price,
    rubric: item.rubric.name,
    isOnlineEvent: item.isOnlineEvent,
    city: item.city,
    startDate: item.startDate,
    endDate: item.endDate,
  };
}
