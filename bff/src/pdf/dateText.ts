/** How a date of a theme reads in a PDF: the same words as on the page (SPEC §4, §9). */
import {
  SEAT_STATE_LABELS,
  formatDateRange,
  formatPrice,
  netPriceText,
  onlineSessionsLabel,
  type ThemeDate,
} from '@amb/shared-contracts';

export const ONLINE = 'Online';

/** 'Online' (with 'N Online-Sitzungen' for a series) or the city. */
export function placeText(date: Pick<ThemeDate, 'isOnlineEvent' | 'city' | 'onlineSessions'>): string {
  if (!date.isOnlineEvent) return date.city ?? '–';
  return date.onlineSessions ? `${ONLINE}, ${onlineSessionsLabel(date.onlineSessions)}` : ONLINE;
}

/** The place on one line and the hotel (or the online sessions) on the next. */
export function venueText(date: Pick<ThemeDate, 'isOnlineEvent' | 'city' | 'onlineSessions' | 'hotel'>): string {
  if (date.isOnlineEvent)
    return date.onlineSessions ? `${ONLINE}\n${onlineSessionsLabel(date.onlineSessions)}` : ONLINE;
  return [date.city ?? '–', date.hotel?.name].filter(Boolean).join('\n');
}

export function dateRangeText(date: Pick<ThemeDate, 'startDate' | 'endDate'>): string {
  return formatDateRange(date.startDate, date.endDate);
}

export function seatText(date: Pick<ThemeDate, 'seatState'>): string {
  return SEAT_STATE_LABELS[date.seatState];
}

/** 'Preis ab 1.190,00 € zzgl. 19 % MwSt.' when degressive, else 'Preis 1.190,00 € zzgl. 19 % MwSt.'. */
export function priceText(date: Pick<ThemeDate, 'priceLabel' | 'prices'>): string {
  return `${date.priceLabel} ${netPriceText(date.prices.price)}`;
}

/** '1. Teilnehmer 1.190,00 € · 2. Teilnehmer 990,00 € …', or null when every participant pays the same. */
export function participantPricesText(date: Pick<ThemeDate, 'participantPrices'>): string | null {
  const distinct = new Set(date.participantPrices.map((line) => line.price));
  if (distinct.size <= 1) return null;
  return date.participantPrices.map((line) => `${line.label} ${formatPrice(line.price)}`).join(' · ');
}
