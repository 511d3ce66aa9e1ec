import { buildPath, MESSAGES, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { formatDateRange } from '@amb/shared-contracts/dates';

interface DatedItem {
  startDate: string;
  endDate: string;
}

/** The theme page of a cart item (the route takes the theme's id as well as its slug). */
export const themeHref = (item: { themeId: number }): string =>
  buildPath(PAGE_ROUTES.themeDetail.path, { theme: item.themeId });

/** SPEC date rule: one date when start and end fall on the same day, otherwise both. */
export const itemDates = (item: DatedItem): string => formatDateRange(item.startDate, item.endDate);

/** The city, or 'Online' for an event without a hotel. */
export const itemPlace = (item: { isOnline: boolean; city: string | null }): string =>
  item.isOnline ? MESSAGES.online : (item.city ?? '');
