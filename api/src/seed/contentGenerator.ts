/**
 * The generated demo content: articles, news and interviews combined from the topics of contentTopics.ts.
 * Deterministic (no randomness, no clock): the same list on every start, so ids and slugs stay put. The items
 * take turns by topic, so the dates spread every topic over 2025 and 2026.
 */
import type { ContentBlock } from '@amb/shared-contracts';
import { slugify } from '../util/slugify';
import type { ContentSeed } from './contentData';
import { ARTICLE_CLOSINGS, CONTENT_AUTHORS, CONTENT_TOPICS, NEWS_CLOSINGS, type ContentTopic } from './contentTopics';

const h = (text: string): ContentBlock => ({ type: 'heading', text });
const p = (text: string): ContentBlock => ({ type: 'paragraph', text });

/** The first generated date and the days between two undated items. */
const FIRST_DATE = Date.UTC(2025, 0, 6);
const DAYS_APART = 8;
const DAY_MS = 86_400_000;

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function article(topic: ContentTopic, topicIndex: number, variant: number): Omit<ContentSeed, 'publishedOn'> {
  const { title, teaser } = topic.articles[variant]!;
  const sections = [0, 1, 2].map((k) => topic.sections[(variant + k) % topic.sections.length]!);
  return {
    kind: 'article',
    slug: slugify(title),
    title,
    teaser,
    author: CONTENT_AUTHORS[(topicIndex + variant) % CONTENT_AUTHORS.length]!,
    tags: topic.tags,
    body: [
      p(topic.intro),
      ...sections.flatMap((section) => [h(section.heading), p(section.text)]),
      h('Checkliste für das Gremium'),
      { type: 'list', items: [...topic.checklist] },
      p(ARTICLE_CLOSINGS[(topicIndex + variant) % ARTICLE_CLOSINGS.length]!),
    ],
  };
}

function news(topic: ContentTopic, topicIndex: number, variant: number): Omit<ContentSeed, 'publishedOn'> {
  const item = topic.news[variant]!;
  const section = topic.sections[(2 * variant + 3) % topic.sections.length]!;
  return {
    kind: 'news',
    slug: slugify(item.title),
    title: item.title,
    teaser: item.teaser,
    author: CONTENT_AUTHORS[0],
    tags: topic.tags,
    body: [
      p(item.lead),
      h(section.heading),
      p(section.text),
      p(NEWS_CLOSINGS[(topicIndex + variant) % NEWS_CLOSINGS.length]!),
    ],
  };
}

function interview(topic: ContentTopic, topicIndex: number): Omit<ContentSeed, 'publishedOn'> | null {
  const item = topic.interview;
  if (!item) return null;
  return {
    kind: 'interview',
    slug: slugify(item.title),
    title: item.title,
    teaser: item.teaser,
    author: CONTENT_AUTHORS[(topicIndex + 1) % CONTENT_AUTHORS.length]!,
    tags: topic.tags,
    body: [
      p(`Im Gespräch: ${item.interviewee}. ${topic.intro}`),
      ...item.questions.flatMap(([question, answer]) => [h(question), p(answer)]),
    ],
  };
}

/** Every generated item: by variant (first articles, first news, …), then by topic; interviews last. */
export function generateContentItems(): ContentSeed[] {
  const items: ContentSeed[] = [];
  let undated = 0;
  const dated = (item: Omit<ContentSeed, 'publishedOn'>, publishedOn?: string): ContentSeed => ({
    ...item,
    publishedOn: publishedOn ?? isoDate(FIRST_DATE + undated++ * DAYS_APART * DAY_MS),
  });
  const variants = Math.max(...CONTENT_TOPICS.map((t) => Math.max(t.articles.length, t.news.length)));
  for (let variant = 0; variant < variants; variant++) {
    CONTENT_TOPICS.forEach((topic, topicIndex) => {
      if (variant < topic.articles.length) items.push(dated(article(topic, topicIndex, variant)));
      const newsItem = topic.news[variant];
      if (newsItem) items.push(dated(news(topic, topicIndex, variant), newsItem.publishedOn));
    });
  }
  CONTENT_TOPICS.forEach((topic, topicIndex) => {
    const item = interview(topic, topicIndex);
    if (item) items.push(dated(item));
  });
  return items;
}
