import type { ContentItemResponse, ContentSummary, JudgmentSummary, ForumThreadSummary } from '@amb/shared-contracts';

/** A news item as the api answers it (GET /api/content/news/{slug}). */
export const NEWS_ITEM: ContentItemResponse = {
  id: 9,
  kind: 'news',
  slug: 'bag-pflicht-zur-arbeitszeiterfassung',
  title: 'BAG: Arbeitgeber müssen die Arbeitszeit erfassen',
  teaser: 'Das Bundesarbeitsgericht leitet eine Pflicht zur Arbeitszeiterfassung aus dem Arbeitsschutzgesetz ab.',
  author: 'Zoë Łukasik',
  publishedOn: '2022-09-14',
  url: '/news/bag-pflicht-zur-arbeitszeiterfassung',
  readingMinutes: 2,
  body: [
    { type: 'paragraph', text: 'Mit Beschluss vom 13. September 2022 (1 ABR 22/21) hat das Gericht entschieden.' },
    { type: 'heading', text: 'Folgen für den Betriebsrat' },
    { type: 'list', items: ['kein Initiativrecht zur Einführung', 'Mitbestimmung bei der Ausgestaltung'] },
  ],
  tags: [{ name: 'Arbeitszeit', slug: 'arbeitszeit' }],
  relatedSeminars: [{ themeId: 17, title: 'Arbeitszeit gestalten', subtitle: '', url: '/seminare/t/arbeitszeit' }],
  relatedContent: [],
};

const summary = ({ body: _b, tags: _t, relatedSeminars: _s, relatedContent: _c, ...rest }: ContentItemResponse) =>
  rest satisfies ContentSummary;

/** The latest news and articles (GET /api/content?kind=news,article), newest first. */
export const LATEST_CONTENT: ContentSummary[] = [
  {
    id: 12,
    kind: 'article',
    slug: 'mobile-arbeit',
    title: 'Mobile Arbeit & Mitbestimmung <§ 87>',
    teaser: 'Seit 2021 bestimmt der Betriebsrat bei der Ausgestaltung mit.',
    author: 'Redaktion',
    publishedOn: '2025-05-06',
    url: '/fachartikel/mobile-arbeit',
    readingMinutes: 3,
  },
  summary(NEWS_ITEM),
];

/** The latest judgments (GET /api/case-law?limit=). */
export const LATEST_JUDGMENTS: JudgmentSummary[] = [
  {
    slug: 'bag-1-abr-22-21',
    area: 'br',
    topic: { slug: 'arbeitszeit', label: 'Arbeitszeit' },
    court: 'BAG',
    kind: 'Beschluss',
    decidedOn: '2022-09-13',
    fileNumber: '1 ABR 22/21',
    guidingPrinciple: 'Arbeitgeber sind verpflichtet, ein System zur Erfassung der Arbeitszeit einzuführen.',
    url: '/rechtsprechung/br/urteil/bag-1-abr-22-21',
  },
];

/** The forum's first page (GET /api/forum/threads): one thread with three answers. */
export const LATEST_FORUM_THREADS: ForumThreadSummary[] = [
  {
    id: 7,
    category: 'br-praxis',
    title: 'Arbeitgeber verweigert Kosten für Grundlagenseminar – was tun?',
    url: '/forum/thema/arbeitgeber-verweigert-kosten-fuer-grundlagenseminar-was-tun-7',
    author: 'Lena W.',
    createdAt: '2026-03-01T07:12:00.000Z',
    lastActivityAt: '2026-03-02T06:30:00.000Z',
    replies: 3,
    locked: false,
    excerpt: 'Wir sind seit der Wahl im Frühjahr neu im Gremium.',
  },
];
