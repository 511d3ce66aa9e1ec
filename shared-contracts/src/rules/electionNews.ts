/** Rules of the election news pages (issue 13): the categories and how the archive names a month. */
import { buildPath, PAGE_ROUTES } from '../routes';

export const ELECTION_NEWS_CATEGORIES = [
  { slug: 'wahlvorstand', name: 'Wahlvorstand' },
  { slug: 'fristen', name: 'Fristen und Termine' },
  { slug: 'vereinfachtes-wahlverfahren', name: 'Vereinfachtes Wahlverfahren' },
  { slug: 'briefwahl', name: 'Briefwahl' },
  { slug: 'anfechtung', name: 'Wahlanfechtung' },
] as const;

export type ElectionNewsCategorySlug = (typeof ELECTION_NEWS_CATEGORIES)[number]['slug'];

export const electionNewsCategoryOf = (slug: string) =>
  ELECTION_NEWS_CATEGORIES.find((category) => category.slug === slug) ?? null;

export const electionNewsCategoryUrl = (slug: ElectionNewsCategorySlug): string =>
  buildPath(PAGE_ROUTES.electionNewsCategory.path, { slug });

const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

/** "2026-03" → "März 2026". */
export function monthLabel(yearMonth: string): string {
  const [year, month] = yearMonth.split('-');
  return `${MONTH_NAMES[Number(month) - 1] ?? ''} ${year}`;
}

export const ELECTION_NEWS_CATEGORY_NOT_FOUND = 'Diese Kategorie gibt es bei den Wahl-News nicht.';
