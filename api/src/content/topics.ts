/** The data of the topic pages (issue 13): a catalogue tag with its description and seminars, its articles by cursor. */
import {
  CONTENT_SLUG,
  CONTENT_SLUG_MAX,
  TOPIC_CURSOR_PARAM,
  TOPIC_MESSAGES,
  TOPIC_PAGE_SIZE,
  type TagArticlesResponse,
  type TopicResponse,
} from '@amb/shared-contracts';
import { themeUrl } from '../catalogue/urls';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { findTopicRow, tagArticleRows, themesWithTagRows } from '../repositories/topics';
import { summaryOf } from './contentPages';
import { decodeCursor, encodeCursor } from './topicCursor';

/** For a tag the editors have not described yet. */
export const defaultTopicDescription = (name: string): string =>
  `Fachartikel, News und Interviews für Betriebsräte zum Thema ${name} – und die Seminare, die dazu passen.`;

async function topicRow(db: Db, tag: string) {
  const valid = tag.length <= CONTENT_SLUG_MAX && CONTENT_SLUG.test(tag);
  const row = valid ? await findTopicRow(db, tag) : undefined;
  if (!row) throw notFound(TOPIC_MESSAGES.notFound);
  return row;
}

export async function topicDetail(db: Db, tag: string): Promise<TopicResponse> {
  const row = await topicRow(db, tag);
  const themes = await themesWithTagRows(db, row.slug);
  return {
    slug: row.slug,
    name: row.name,
    description: row.description ?? defaultTopicDescription(row.name),
    seminars: themes.map((theme) => ({
      themeId: theme.themeId,
      title: theme.title,
      subtitle: theme.subtitle,
      url: themeUrl(theme.slug),
    })),
  };
}

/** `?cursor=`: the page after the cursor's item (the first page without one); 404 unknown tag, 400 bad cursor. */
export async function tagArticles(db: Db, tag: string, query: Record<string, unknown>): Promise<TagArticlesResponse> {
  const row = await topicRow(db, tag);
  const after = decodeCursor(query[TOPIC_CURSOR_PARAM]);
  // One more than shown: whether a next page exists, without a count.
  const rows = await tagArticleRows(db, row.slug, after, TOPIC_PAGE_SIZE + 1);
  const shown = rows.slice(0, TOPIC_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    items: shown.map(summaryOf),
    nextCursor: rows.length > TOPIC_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}
