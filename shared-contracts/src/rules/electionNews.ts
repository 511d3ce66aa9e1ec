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

export const ELECTION_NEWS_CATEGORY_NOT_FOUND = 'Diese Kategorie gibt es bei den Wahl-News nicht.';
