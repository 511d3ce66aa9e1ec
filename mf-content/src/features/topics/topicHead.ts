/** Server rendering of a topic page: what it fetches and its head (title, description, canonical). */
import type { ServerHead } from '@amb/shared-contracts/core';
import { TOPIC_CURSOR_PARAM, topicUrl } from '@amb/shared-contracts/content';
import { failureOf } from '@amb/remote-kit';
import type { PagePlace } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { topicsApi } from './topicsApi';

/** Where the list starts: `?cursor=` of the address (the server-rendered "Weitere Artikel laden" link). */
export const startCursorOf = (search: string): string | null => new URLSearchParams(search).get(TOPIC_CURSOR_PARAM);

const keysOf = (place: PagePlace) => {
  const tag = place.params.tag ?? '';
  return { tag, articles: { tag, cursor: startCursorOf(place.search) } };
};

export const prefetchTopic = (dispatch: AppDispatch, place: PagePlace) => {
  const { tag, articles } = keysOf(place);
  void dispatch(topicsApi.endpoints.getTopic.initiate(tag));
  void dispatch(topicsApi.endpoints.getTagArticles.initiate(articles));
};

/** The longest description search engines show in full. */
const DESCRIPTION_MAX = 160;

function shortened(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/** A refused page of the list (an unknown tag 404, a cursor that names no page 400): no such page. */
const isNoPage = (result: { isError: boolean; error?: unknown }) =>
  result.isError && [400, 404].includes(failureOf(result.error).status);

/**
 * The head of a topic page; null (404) for an unknown tag or a cursor that names no page. Without an answer
 * (the api failed) the page shows its error state under the route's title.
 */
export const topicHead =
  (fallback: { title: string; description: string }) =>
  (state: RootState, place: PagePlace): ServerHead | null => {
    const { tag, articles } = keysOf(place);
    const topic = topicsApi.endpoints.getTopic.select(tag)(state);
    const list = topicsApi.endpoints.getTagArticles.select(articles)(state);
    if (isNoPage(topic) || isNoPage(list)) return null;
    if (!topic.data) return fallback;
    return {
      title: topic.data.name,
      description: shortened(topic.data.description),
      // Each page of the list is its own page (a later page is not a copy of the first).
      canonical: `${place.origin}${topicUrl(topic.data.slug, articles.cursor)}`,
    };
  };
