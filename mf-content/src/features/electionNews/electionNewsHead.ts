/** Server rendering of the election news pages: what they fetch and their head. */
import { PAGE_META, PAGE_ROUTES, type ServerHead } from '@amb/shared-contracts/core';
import { electionNewsCategoryOf, electionNewsCategoryUrl } from '@amb/shared-contracts/content';
import type { PagePlace } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { electionNewsApi } from './electionNewsApi';

const categoryOf = (place: PagePlace) => electionNewsCategoryOf(place.params.slug ?? '');

export const prefetchElectionNewsArchive = (dispatch: AppDispatch) => {
  void dispatch(electionNewsApi.endpoints.getElectionNewsArchive.initiate());
};

export const prefetchElectionNewsCategory = (dispatch: AppDispatch, place: PagePlace) => {
  const category = categoryOf(place);
  if (category) void dispatch(electionNewsApi.endpoints.getElectionNewsCategory.initiate(category.slug));
};

export const electionNewsArchiveHead = (_state: RootState, place: PagePlace): ServerHead => ({
  title: PAGE_META.electionNewsArchive.title,
  description: PAGE_META.electionNewsArchive.description,
  canonical: `${place.origin}${PAGE_ROUTES.electionNewsArchive.path}`,
});

/** The title of a category's page. */
export const categoryTitle = (name: string) => `Wahl-News: ${name}`;

/** A category's page; null (404) for a category that does not exist. */
export function electionNewsCategoryHead(_state: RootState, place: PagePlace): ServerHead | null {
  const category = categoryOf(place);
  if (!category) return null;
  return {
    title: categoryTitle(category.name),
    description: `Nachrichten zur Betriebsratswahl, Thema ${category.name}: aktuelle Hinweise, Fristen und Rechtsprechung, die neuesten zuerst.`,
    canonical: `${place.origin}${electionNewsCategoryUrl(category.slug)}`,
  };
}
