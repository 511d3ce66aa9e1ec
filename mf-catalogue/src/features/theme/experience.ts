/** What the experience page derives from a date: its format and the course of its days. */
import type { ThemeDate } from '@amb/shared-contracts/core';
import { berlinMoment, formatDate, formatTime, formatWeekday } from '@amb/shared-contracts/dates';

/** The format of a date in German (SPEC §4: online without a hotel, one-day, training series). */
export function formatOf(date: ThemeDate): string {
  if (date.isOnlineEvent) {
    if (date.isSeries && date.onlineSessions !== null)
      return `Online-Seminarreihe mit ${date.onlineSessions} Live-Sitzungen im virtuellen Seminarraum`;
    return 'Online-Seminar im virtuellen Seminarraum';
  }
  if (date.isSeries) return 'Seminarreihe in mehreren Modulen';
  if (date.isOneDay) return 'Tagesseminar';
  return 'Präsenzseminar mit Übernachtung im Tagungshotel';
}

export interface SeminarDay {
  /** '1. Tag', … */
  label: string;
  /** 'Mittwoch, 24.03.2027' */
  date: string;
  /** 'Beginn 09:00 Uhr', 'ganztägig', 'Ende 16:00 Uhr', or both on a one-day date; null for dates without times. */
  hours: string | null;
}

/** The most days a course is listed day by day (a longer span is a series of modules, shown as a range). */
const MAX_LISTED_DAYS = 7;

/** A date without a time of day ('2026-12-21'): the days are known, the hours are not. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar days of a date (Europe/Berlin) with start and end time; empty for a series or a long span. */
export function daysOf(date: ThemeDate): SeminarDay[] {
  const start = berlinMoment(date.startDate);
  const end = berlinMoment(date.endDate);
  if (!start || !end || date.isSeries) return [];
  const count = end.clone().startOf('day').diff(start.clone().startOf('day'), 'days') + 1;
  if (count < 1 || count > MAX_LISTED_DAYS) return [];
  const timed = !DATE_ONLY.test(date.startDate) && !DATE_ONLY.test(date.endDate);
  return Array.from({ length: count }, (_, index) => {
    const day = start.clone().add(index, 'days');
    const first = index === 0;
    const last = index === count - 1;
    const hours = !timed
      ? null
      : first && last
        ? `${formatTime(date.startDate)} bis ${formatTime(date.endDate)} Uhr`
        : first
          ? `Beginn ${formatTime(date.startDate)} Uhr`
          : last
            ? `Ende ${formatTime(date.endDate)} Uhr`
            : 'ganztägig';
    return { label: `${index + 1}. Tag`, date: `${formatWeekday(day.toDate())}, ${formatDate(day.toDate())}`, hours };
  });
}
