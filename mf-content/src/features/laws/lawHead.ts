/** Server rendering of a law page: what it fetches and its head. */
import type { ServerHead } from '@amb/shared-contracts/core';
import { failureOf } from '@amb/remote-kit';
import type { PagePlace } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { lawsApi } from './lawsApi';

const slugOf = (place: PagePlace) => place.params.slug ?? '';

export const prefetchLaw = (dispatch: AppDispatch, place: PagePlace) => {
  void dispatch(lawsApi.endpoints.getLaw.initiate(slugOf(place)));
};

/** The law's own title and description; null (404) for a law the api does not know. */
export const lawHead =
  (fallback: { title: string; description: string }) =>
  (state: RootState, place: PagePlace): ServerHead | null => {
    // The store's type knows the api without the tags this feature adds; the state is the same.
    const selectLaw = lawsApi.endpoints.getLaw.select(slugOf(place));
    const result = selectLaw(state as Parameters<typeof selectLaw>[0]);
    const law = result.data;
    if (!law) return result.isError && failureOf(result.error).status === 404 ? null : fallback;
    return {
      title: `${law.title} (${law.short})`,
      description: `${law.short} mit Inhaltsverzeichnis: alle ${law.paragraphs.length} Paragrafen mit Überschrift, Zusammenfassung, Direktlink und der Rechtsprechung dazu.`,
      canonical: `${place.origin}/gesetze/${law.slug}`,
    };
  };
