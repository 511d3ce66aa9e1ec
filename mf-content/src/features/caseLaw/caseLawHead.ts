/** Server rendering of the case-law pages: what they fetch and their head (title, description, canonical). */
import { type ServerHead } from '@amb/shared-contracts/core';
import { failureOf } from '@amb/remote-kit';
import type { PagePlace } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { caseLawApi } from './caseLawApi';
import {
  caseLawDescriptionOf,
  caseLawPathOf,
  caseLawTitleOf,
  caseLawViewOf,
  listKeyOf,
  teaserOf,
  type CaseLawListRoute,
} from './caseLawPlace';
import { citationOf } from './JudgmentTeaser';

/** The longest description search engines show in full. */
const DESCRIPTION_MAX = 160;

export const prefetchCaseLawList = (route: CaseLawListRoute) => (dispatch: AppDispatch, place: PagePlace) => {
  void dispatch(caseLawApi.endpoints.getJudgments.initiate(listKeyOf(caseLawViewOf(route, place.params))));
};

/** A list's head; null (404) when the api has no such list (a slug that is no topic of the area). */
export const caseLawListHead =
  (route: CaseLawListRoute, fallback: { title: string; description: string }) =>
  (state: RootState, place: PagePlace): ServerHead | null => {
    const view = caseLawViewOf(route, place.params);
    const result = caseLawApi.endpoints.getJudgments.select(listKeyOf(view))(state);
    if (result.isError && failureOf(result.error).status === 404) return null;
    return {
      title: caseLawTitleOf(view, fallback.title),
      description: view.kind === 'topic' && !view.topic ? fallback.description : caseLawDescriptionOf(view),
      canonical: `${place.origin}${caseLawPathOf(view)}`,
    };
  };

const judgmentKeyOf = (place: PagePlace) => ({ area: place.params.area ?? '', slug: place.params.slug ?? '' });

export const prefetchJudgment = (dispatch: AppDispatch, place: PagePlace) => {
  void dispatch(caseLawApi.endpoints.getJudgment.initiate(judgmentKeyOf(place)));
};

/** A judgment's head; null (404) when the api has none (a draft, an unknown slug, another area's). */
export const judgmentHead =
  (fallback: { title: string; description: string }) =>
  (state: RootState, place: PagePlace): ServerHead | null => {
    const result = caseLawApi.endpoints.getJudgment.select(judgmentKeyOf(place))(state);
    const judgment = result.data;
    if (!judgment) return result.isError && failureOf(result.error).status === 404 ? null : fallback;
    return {
      title: citationOf(judgment),
      description: teaserOf(judgment.guidingPrinciple, DESCRIPTION_MAX),
      canonical: `${place.origin}${judgment.url}`,
    };
  };
