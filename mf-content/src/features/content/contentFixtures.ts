import type { ContentItemResponse } from '@amb/shared-contracts/core';
import { json, type MockRoute } from '@amb/remote-kit/testing';
import { RELATED_ROUTES } from '../../testing/relatedFixtures';

/** An article as the api answers it. */
export const ARTICLE: ContentItemResponse = {
  id: 7,
  kind: 'article',
  slug: 'anhoerung-kuendigung',
  title: 'Anhörung vor jeder Kündigung',
  teaser: 'Eine Kündigung ohne Anhörung des Betriebsrats ist unwirksam.',
  author: 'Dr. Jana Albrecht',
  publishedOn: '2024-11-20',
  url: '/fachartikel/anhoerung-kuendigung',
  readingMinutes: 2,
  body: [
    { type: 'paragraph', text: 'Der Betriebsrat ist vor jeder Kündigung zu hören.' },
    { type: 'heading', text: 'Die Fristen' },
    { type: 'list', items: ['eine Woche bei der ordentlichen Kündigung', 'drei Tage bei der außerordentlichen'] },
    { type: 'paragraph', text: '<script>alert("x")</script> bleibt Text' },
  ],
  tags: [{ name: 'Kündigungsschutz', slug: 'kuendigungsschutz' }],
  relatedSeminars: [
    {
      themeId: 3,
      title: 'Kündigungsschutz kompakt',
      subtitle: 'Anhörung und Widerspruch',
      url: '/seminare/t/kuendigung',
    },
  ],
  relatedContent: [
    {
      id: 9,
      kind: 'news',
      slug: 'bag-urteil',
      title: 'BAG zur Anhörung',
      teaser: 'Ein Urteil.',
      author: 'Redaktion',
      publishedOn: '2025-02-01',
      url: '/news/bag-urteil',
      readingMinutes: 1,
    },
  ],
};

export const NEWS: ContentItemResponse = {
  ...ARTICLE,
  id: 9,
  kind: 'news',
  slug: 'bag-urteil',
  title: 'BAG zur Anhörung',
  url: '/news/bag-urteil',
  relatedContent: [],
  relatedSeminars: [],
};

/** The api with those two items; everything else is its 404. */
export const CONTENT_ROUTES: Record<string, MockRoute> = {
  '/api/content/article/anhoerung-kuendigung': () => json(ARTICLE),
  '/api/content/news/bag-urteil': () => json(NEWS),
  ...RELATED_ROUTES,
};
