/** Server rendering of the lexicon pages: what they fetch and their head. */
import type { ServerHead } from '@amb/shared-contracts/core';
import { isLexiconAudience, LEXICON_AUDIENCE_TEXTS, lexiconIndexUrl } from '@amb/shared-contracts/content';
import { failureOf } from '@amb/remote-kit';
import { shortened } from '../../components/metaDescription';
import type { PagePlace } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { lexiconApi } from './lexiconApi';

const audienceOf = (place: PagePlace) => place.params.variant ?? '';
const entryKeyOf = (place: PagePlace) => ({ audience: audienceOf(place), slug: place.params.slug ?? '' });

export const prefetchLexiconIndex = (dispatch: AppDispatch, place: PagePlace) => {
  if (isLexiconAudience(audienceOf(place)))
    void dispatch(lexiconApi.endpoints.getLexiconIndex.initiate(audienceOf(place)));
};

export const prefetchLexiconEntry = (dispatch: AppDispatch, place: PagePlace) => {
  if (isLexiconAudience(audienceOf(place)))
    void dispatch(lexiconApi.endpoints.getLexiconEntry.initiate(entryKeyOf(place)));
};

/** The A–Z of an audience; null (404) for an audience that has no lexicon. */
export function lexiconIndexHead(_state: RootState, place: PagePlace): ServerHead | null {
  const audience = audienceOf(place);
  if (!isLexiconAudience(audience)) return null;
  const texts = LEXICON_AUDIENCE_TEXTS[audience];
  return {
    title: texts.title,
    description: texts.description,
    canonical: `${place.origin}${lexiconIndexUrl(audience)}`,
  };
}

/** An entry; null (404) when the api has no such entry. Without an answer the page shows its error state. */
export function lexiconEntryHead(state: RootState, place: PagePlace): ServerHead | null {
  const audience = audienceOf(place);
  if (!isLexiconAudience(audience)) return null;
  const result = lexiconApi.endpoints.getLexiconEntry.select(entryKeyOf(place))(state);
  const entry = result.data;
  if (!entry) {
    if (result.isError && failureOf(result.error).status === 404) return null;
    return { title: LEXICON_AUDIENCE_TEXTS[audience].title, description: LEXICON_AUDIENCE_TEXTS[audience].description };
  }
  const canonical = `${place.origin}${entry.url}`;
  const first = entry.definition.find((block) => block.type === 'paragraph');
  const description = shortened(
    first?.type === 'paragraph' ? first.text : LEXICON_AUDIENCE_TEXTS[audience].description,
  );
  return {
    title: `${entry.title} – ${LEXICON_AUDIENCE_TEXTS[audience].title}`,
    description,
    canonical,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'DefinedTerm',
        name: entry.title,
        description,
        url: canonical,
        inDefinedTermSet: {
          '@type': 'DefinedTermSet',
          name: LEXICON_AUDIENCE_TEXTS[audience].title,
          url: `${place.origin}${lexiconIndexUrl(audience)}`,
        },
        inLanguage: 'de-DE',
      },
    ],
  };
}
