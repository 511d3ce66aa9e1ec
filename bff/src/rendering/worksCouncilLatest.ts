/**
 * The latest-content sections of the works-council start page, in order: each loads its entries from the api
 * and the page renders them the same way.
 */
import {
  CONTENT_KIND_LABELS,
  PAGE_ROUTES,
  forumCategoryLabel,
  type ContentKind,
  type ContentSummary,
  type JudgmentSummary,
} from '@amb/shared-contracts';
import type { ApiClient } from '../upstream/apiClient';

/** One line of a section: a page of this site (or the main site: links pass linkOnSite). */
export interface LatestEntry {
  title: string;
  url: string;
  /** "News", "Fachartikel", "Urteil" … */
  label: string;
  /** YYYY-MM-DD */
  date: string;
  /** What the date says, default "{label} vom": "3 Antworten, zuletzt am". */
  dateLabel?: string;
}

export interface LatestSection {
  heading: string;
  /** What the section lists, for its messages: "Die aktuellen {what} können gerade nicht geladen werden." */
  what: string;
  more?: { label: string; href: string };
  load: (api: ApiClient, limit: number) => Promise<LatestEntry[]>;
}

const entryOf = (item: ContentSummary): LatestEntry => ({
  title: item.title,
  url: item.url,
  label: CONTENT_KIND_LABELS[item.kind],
  date: item.publishedOn,
});

/** "Arbeitszeit: BAG, 1 ABR 22/21", then "Beschluss vom 13.09.2022": the topic says what it is about. */
const judgmentEntryOf = (judgment: JudgmentSummary): LatestEntry => ({
  title: `${judgment.topic.label}: ${judgment.court}, ${judgment.fileNumber}`,
  url: judgment.url,
  label: judgment.kind,
  date: judgment.decidedOn,
});

const latest = (kind: ContentKind) => async (api: ApiClient, limit: number) =>
  (await api.latestContent([kind], limit)).map(entryOf);

export const WORKS_COUNCIL_LATEST: readonly LatestSection[] = [
  {
    heading: 'Aktuelle News',
    what: 'News',
    more: { label: 'Alle News', href: PAGE_ROUTES.worksCouncilNews.path },
    load: latest('news'),
  },
  {
    heading: 'Neue Urteile',
    what: 'Urteile',
    more: { label: 'Alle Urteile', href: PAGE_ROUTES.worksCouncilCaseLaw.path },
    load: async (api, limit) => (await api.latestJudgments(limit)).map(judgmentEntryOf),
  },
  {
    heading: 'Neu im Forum',
    what: 'Forumsthemen',
    more: { label: 'Zum Forum', href: PAGE_ROUTES.worksCouncilForum.path },
    load: async (api, limit) =>
      (await api.latestForumThreads(limit)).map((thread) => ({
        title: thread.title,
        url: thread.url,
        label: forumCategoryLabel(thread.category),
        date: thread.lastActivityAt.slice(0, 10),
        dateLabel: thread.replies === 1 ? '1 Antwort, zuletzt am' : `${thread.replies} Antworten, zuletzt am`,
      })),
  },
  { heading: 'Neue Fachartikel', what: 'Fachartikel', load: latest('article') },
];
