import type {
  ElectionNewsArchiveResponse,
  ElectionNewsCategoryResponse,
  ElectionNewsItem,
} from '@amb/shared-contracts/content';
import { json, type MockRoute } from '@amb/remote-kit/testing';

const item = (id: number, slug: string, title: string, publishedOn: string, anfechtung = false): ElectionNewsItem => ({
  id,
  kind: 'news',
  slug,
  title,
  teaser: `${title}: das Wichtigste in Kürze.`,
  author: 'Redaktion',
  publishedOn,
  url: `/news/${slug}`,
  readingMinutes: 1,
  category: anfechtung
    ? { slug: 'anfechtung', name: 'Wahlanfechtung', url: '/wahlseiten-news/kategorie/anfechtung' }
    : { slug: 'fristen', name: 'Fristen und Termine', url: '/wahlseiten-news/kategorie/fristen' },
});

export const CHALLENGE = item(3, 'wahlanfechtung', 'Wahlanfechtung: Zwei Wochen', '2026-05-07', true);
export const START = item(2, 'wahlzeitraum', 'Der Wahlzeitraum hat begonnen', '2026-03-05');
export const PLAN = item(1, 'zeitplan', 'Der Zeitplan im Überblick', '2025-09-04');

export const ARCHIVE: ElectionNewsArchiveResponse = {
  years: [
    {
      year: '2026',
      months: [
        { month: '2026-05', label: 'Mai 2026', items: [CHALLENGE] },
        { month: '2026-03', label: 'März 2026', items: [START] },
      ],
    },
    { year: '2025', months: [{ month: '2025-09', label: 'September 2025', items: [PLAN] }] },
  ],
};

export const FRISTEN: ElectionNewsCategoryResponse = {
  category: { slug: 'fristen', name: 'Fristen und Termine' },
  items: [START, PLAN],
};

export const ELECTION_NEWS_ROUTES: Record<string, MockRoute> = {
  '/api/election-news': () => json(ARCHIVE),
  '/api/election-news/category/fristen': () => json(FRISTEN),
  '/api/election-news/category/briefwahl': () =>
    json({ category: { slug: 'briefwahl', name: 'Briefwahl' }, items: [] }),
};
