import type { ContentSummary, TagArticlesResponse, TopicResponse } from '@amb/shared-contracts/core';
import { json, type MockRoute } from '@amb/remote-kit/testing';

export const TOPIC: TopicResponse = {
  slug: 'arbeitszeit',
  name: 'Arbeitszeit',
  description: 'Beginn und Ende der Arbeitszeit, Überstunden und Schichtpläne: die Mitbestimmung nach § 87 BetrVG.',
  seminars: [
    { themeId: 4, title: 'Arbeitszeit gestalten', subtitle: 'Schicht und Gleitzeit', url: '/seminare/t/arbeitszeit' },
  ],
};

export const articleOf = (id: number, publishedOn: string): ContentSummary => ({
  id,
  kind: id % 2 ? 'article' : 'news',
  slug: `beitrag-${id}`,
  title: `Beitrag ${id}`,
  teaser: `Anriss ${id}`,
  author: 'Redaktion',
  publishedOn,
  url: id % 2 ? `/fachartikel/beitrag-${id}` : `/news/beitrag-${id}`,
  readingMinutes: 3,
});

/** Three pages: the first, the one after cursor "c1", the last after "c2". */
export const TOPIC_PAGES: Record<string, TagArticlesResponse> = {
  '': { items: [articleOf(9, '2025-10-01'), articleOf(8, '2025-09-01')], nextCursor: 'c1' },
  c1: { items: [articleOf(7, '2025-08-01'), articleOf(6, '2025-07-01')], nextCursor: 'c2' },
  c2: { items: [articleOf(5, '2025-06-01')], nextCursor: null },
};

export const TOPIC_ROUTES: Record<string, MockRoute> = {
  '/api/topics/arbeitszeit': () => json(TOPIC),
  '/tag/arbeitszeit/load-articles': (call) => {
    const page = TOPIC_PAGES[call.query.cursor ?? ''];
    return page
      ? json(page)
      : json({ error: { code: 'VALIDATION_FAILED', message: 'Diese Seite der Beitragsliste gibt es nicht.' } }, 400);
  },
};
