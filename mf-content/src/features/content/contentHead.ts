/** Server rendering of the content pages: what they fetch and their head (title, description, canonical, JSON-LD). */
import { BRAND_NAME, type ContentItemResponse, type ServerHead } from '@amb/shared-contracts/core';
import { type ContentKind } from '@amb/shared-contracts/content';
import { failureOf } from '@amb/remote-kit';
import { shortened } from '../../components/metaDescription';
import type { PagePlace } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { prefetchRelated } from '../../components/related/relatedApi';
import { contentItemsApi } from './contentApi';
import { isShownAt } from './contentPlace';

const keyOf = (kind: ContentKind, place: PagePlace) => ({ kind, slug: place.params.slug ?? '' });

export const prefetchContent = (kind: ContentKind) => async (dispatch: AppDispatch, place: PagePlace) => {
  const { data } = await dispatch(contentItemsApi.endpoints.getContentItem.initiate(keyOf(kind, place)));
  // The related news and videos are asked by the item's id: known once the item is.
  if (data) prefetchRelated(dispatch, { contentId: data.id });
};

/** schema.org Article (NewsArticle for news): what search engines show of a text. */
function articleJsonLd(item: ContentItemResponse, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': item.kind === 'news' ? 'NewsArticle' : 'Article',
    headline: item.title,
    description: item.teaser,
    datePublished: item.publishedOn,
    author: { '@type': 'Person', name: item.author },
    publisher: { '@type': 'Organization', name: BRAND_NAME },
    mainEntityOfPage: url,
    inLanguage: 'de-DE',
  };
}

/**
 * The head of an item's page; null (404) when the api has no such item or the address's id is not its own.
 * Without an answer (the api failed) the page shows its error state under the route's title.
 */
export const contentHead =
  (kind: ContentKind, fallback: { title: string; description: string }) =>
  (state: RootState, place: PagePlace): ServerHead | null => {
    const result = contentItemsApi.endpoints.getContentItem.select(keyOf(kind, place))(state);
    const item = result.data;
    if (!item) return result.isError && failureOf(result.error).status === 404 ? null : fallback;
    if (!isShownAt(item, place.params)) return null;
    const canonical = `${place.origin}${item.url}`;
    return {
      title: item.title,
      description: shortened(item.teaser),
      canonical,
      jsonLd: [articleJsonLd(item, canonical)],
    };
  };
