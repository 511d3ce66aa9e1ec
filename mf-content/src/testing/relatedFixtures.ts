import type { ContentListResponse, VideoListResponse } from '@amb/shared-contracts/core';
import { json, type MockRoute } from '@amb/remote-kit/testing';

/** News related to the fixtures' article, as /recommendations/news answers. */
export const RELATED_NEWS: ContentListResponse = {
  items: [
    {
      id: 21,
      kind: 'news',
      slug: 'lag-anhoerung-frist',
      title: 'LAG: Die Wochenfrist beginnt mit dem Zugang',
      teaser: 'Wann die Frist des § 102 BetrVG läuft.',
      author: 'Redaktion',
      publishedOn: '2025-03-04',
      url: '/news/lag-anhoerung-frist',
      readingMinutes: 2,
    },
  ],
};

/** Videos related to the fixtures' article, as /recommendations/videos answers (demo addresses). */
export const RELATED_VIDEOS: VideoListResponse = {
  items: [
    {
      id: 4,
      slug: 'anhoerung-kuendigung-102-betrvg',
      title: 'Anhörung vor Kündigungen nach § 102 BetrVG',
      description: 'Fristen, Bedenken und Widerspruch.',
      durationSeconds: 931,
      publishedOn: '2025-07-08',
      posterUrl: 'https://video.amb-demo.de/poster/anhoerung-kuendigung-102-betrvg.jpg',
      videoUrl: 'https://video.amb-demo.de/embed/anhoerung-kuendigung-102-betrvg',
      tags: [{ name: 'Kündigungsschutz', slug: 'kuendigungsschutz' }],
    },
  ],
};

/** Related news and videos for the article (id 7); none for any other item. */
export const RELATED_ROUTES: Record<string, MockRoute> = {
  '/recommendations/news': ({ query }) => json(query.contentId === '7' ? RELATED_NEWS : { items: [] }),
  '/recommendations/videos': ({ query }) => json(query.contentId === '7' ? RELATED_VIDEOS : { items: [] }),
};
