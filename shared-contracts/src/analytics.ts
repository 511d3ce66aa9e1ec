/**
 * `@amb/shared-contracts/analytics`: the GA4 items of SPEC §3 and the one way to send them. Its own entry
 * (like `/dates`) so a page without a seminar does not load it. Nothing reaches `window.dataLayer` without
 * marketing consent (SPEC §9, ARCHITECTURE "Cross-cutting rules").
 */
import type { AnalyticsSource } from './analyticsSource';
import type { Event } from './entities';
import { berlinDayRange } from './rules/berlinDays';
import { hasMarketingConsent, PRODUCT_LIST_ORIGINS, STORAGE_KEYS, type ProductListOrigin } from './storage';

export { analyticsSourceOfListItem, type AnalyticsSource } from './analyticsSource';

export const ANALYTICS_CURRENCY = 'EUR';

export type AnalyticsEventName =
  'view_item_list' | 'select_item' | 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'add_to_wishlist';

/** The analytics item of SPEC §3 (GA4 e-commerce item with the custom field `seminartermin`). */
export interface AnalyticsItem {
  item_name: string;
  /** The event (date) id: a date is what a visitor books. */
  item_id: string;
  price: number;
  currency: typeof ANALYTICS_CURRENCY;
  /** Rubric. */
  item_category: string;
  /** Action field of the theme, when known. */
  item_category2?: string;
  /** Place: the city, or 'Online'. */
  item_category3: string;
  /** 'Online' or 'Präsenz'. */
  item_variant: string;
  /** The list the visitor came from (seminare, hotel, standorte, suche). */
  item_list_name?: ProductListOrigin;
  /** Position in that list, from 0. */
  index?: number;
  quantity: number;
  /** The dates as 'DD.MM.YYYY - DD.MM.YYYY' (Europe/Berlin), one date for a one-day seminar. */
  seminartermin: string;
}

export interface ListPosition {
  listName?: ProductListOrigin | null;
  index?: number;
}

/** The seminar's days as GA4's item variant takes them (SPEC §3: a hyphen between two dates). */
export function seminarDates(startDate: string, endDate: string): string {
  return berlinDayRange(startDate, endDate, ' - ');
}

export function analyticsItem(source: AnalyticsSource, position: ListPosition = {}): AnalyticsItem {
  return {
    item_name: source.title,
    item_id: String(source.eventId),
    price: source.price,
    currency: ANALYTICS_CURRENCY,
    item_category: source.rubric,
    ...(source.actionField ? { item_category2: source.actionField } : {}),
    item_category3: source.isOnlineEvent ? 'Online' : (source.city ?? ''),
    item_variant: source.isOnlineEvent ? 'Online' : 'Präsenz',
    ...(position.listName ? { item_list_name: position.listName } : {}),
    ...(position.index === undefined ? {} : { index: position.index }),
    quantity: 1,
    seminartermin: seminarDates(source.startDate, source.endDate),
  };
}

/** The consumer API's event (SPEC §7: objectType=event with hotel, content and theme) as an analytics source. */
export function analyticsSourceOfEvent(event: Event): AnalyticsSource {
  return {
    eventId: event.eventId,
    title: event.content.title,
    price: event.content.prices.price,
    rubric: event.theme.actionField.rubric.name,
    actionField: event.theme.actionField.name,
    isOnlineEvent: event.isOnlineEvent,
    city: event.hotel?.location?.name ?? event.hotel?.city ?? null,
    startDate: event.startDate,
    endDate: event.endDate,
  };
}

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/**
 * Sends a GA4 e-commerce event to `window.dataLayer`, only with marketing consent; returns whether it did.
 * `items` is a function so that nothing is even built without consent.
 */
export function track(
  event: AnalyticsEventName,
  items: () => AnalyticsItem[],
  options: { listName?: ProductListOrigin | null; doc?: Document; win?: Window } = {},
): boolean {
  const { doc = globalThis.document, win = globalThis.window } = options;
  if (!win || !hasMarketingConsent(doc)) return false;
  const built = items();
  if (built.length === 0) return false;
  const layer = ((win as DataLayerWindow).dataLayer ??= []);
  // GA4: clear the previous e-commerce object so its fields do not leak into this event.
  layer.push({ ecommerce: null });
  layer.push({
    event,
    ecommerce: {
      currency: ANALYTICS_CURRENCY,
      value: built.reduce((sum, item) => sum + item.price * item.quantity, 0),
      ...(options.listName ? { item_list_name: options.listName } : {}),
      items: built,
    },
  });
  return true;
}

/** Session storage reads tolerate a missing or full storage (private mode): analytics must never break a page. */
function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Only with consent (CONSENTED_STORAGE_KEYS): every key this file writes is one of them. */
function writeJson(storage: Storage, key: string, value: unknown): void {
  if (!hasMarketingConsent()) return;
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the origin of a later event.
  }
}

const isOrigin = (value: unknown): value is ProductListOrigin =>
  PRODUCT_LIST_ORIGINS.some((origin) => origin === value);

function originMap(storage: Storage): Record<string, ProductListOrigin> {
  const parsed = readJson(storage, STORAGE_KEYS.productListOrigin);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, origin]) => isOrigin(origin)));
}

/** Remembers the list a visitor followed a date from (SPEC §9), for the date's later events. */
export function rememberProductListOrigin(
  eventId: number,
  origin: ProductListOrigin,
  storage: Storage = window.sessionStorage,
): void {
  writeJson(storage, STORAGE_KEYS.productListOrigin, { ...originMap(storage), [eventId]: origin });
}

export function productListOriginOf(
  eventId: number,
  storage: Storage = window.sessionStorage,
): ProductListOrigin | null {
  return originMap(storage)[eventId] ?? null;
}

/** The most recent visited URLs kept (a tab's history, not an archive). */
export const MAX_VISITED_URLS = 50;

export function visitedUrls(storage: Storage = window.sessionStorage): string[] {
  const parsed = readJson(storage, STORAGE_KEYS.visitedUrls);
  return Array.isArray(parsed) ? parsed.filter((url): url is string => typeof url === 'string') : [];
}

/** Adds a URL at the end (moved there when visited before), keeping the last MAX_VISITED_URLS. */
export function rememberVisitedUrl(url: string, storage: Storage = window.sessionStorage): void {
  const urls = [...visitedUrls(storage).filter((known) => known !== url), url].slice(-MAX_VISITED_URLS);
  writeJson(storage, STORAGE_KEYS.visitedUrls, urls);
}

/** How many viewed themes "Zuletzt angesehen" remembers. */
export const MAX_VISITED_THEMES = 10;

/** The ids of the theme pages viewed in this tab, latest first. */
export function visitedThemeIds(storage: Storage = window.sessionStorage): number[] {
  const parsed = readJson(storage, STORAGE_KEYS.visitedThemes);
  return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
}

/** Puts a viewed theme first (moved there when viewed before), keeping the latest MAX_VISITED_THEMES. */
export function rememberVisitedTheme(themeId: number, storage: Storage = window.sessionStorage): void {
  const ids = [themeId, ...visitedThemeIds(storage).filter((id) => id !== themeId)].slice(0, MAX_VISITED_THEMES);
  writeJson(storage, STORAGE_KEYS.visitedThemes, ids);
}
