import {
  buildPath,
  chosenWorkshops,
  CONFERENCE_TEXTS,
  MESSAGES,
  PAGE_ROUTES,
  type WorkshopChoice,
  type WorkshopSlotChoice,
} from '@amb/shared-contracts/core';
import { formatDateRange } from '@amb/shared-contracts/dates';

interface DatedItem {
  startDate: string;
  endDate: string;
}

/** The page of a cart item: a conference's own page, else its theme's (the route takes the theme's id as well as its slug). */
export const themeHref = (item: { themeId: number; conference?: { url: string } | null }): string =>
  item.conference?.url ?? buildPath(PAGE_ROUTES.themeDetail.path, { theme: item.themeId });

/** A conference participant's workshops as one line ('A2 Arbeitszeit …, A5 …'); empty for a seminar. */
export const workshopsLine = (
  item: { conference: { slots: WorkshopSlotChoice[] } | null },
  person: { workshops: WorkshopChoice[] },
): string =>
  chosenWorkshops(item.conference?.slots ?? [], person.workshops)
    .map((w) => `${w.code} ${w.title}${w.waitlist ? ` (${CONFERENCE_TEXTS.workshopWaitlistChoice})` : ''}`)
    .join(', ');

/** SPEC date rule: one date when start and end fall on the same day, otherwise both. */
export const itemDates = (item: DatedItem): string => formatDateRange(item.startDate, item.endDate);

/** The city, or 'Online' for an event without a hotel. */
export const itemPlace = (item: { isOnline: boolean; city: string | null }): string =>
  item.isOnline ? MESSAGES.online : (item.city ?? '');
