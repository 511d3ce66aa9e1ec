import type { ComponentType } from 'react';
import { PAGE_META, PAGE_ROUTES, type RouteParams, type ServerHead } from '@amb/shared-contracts/core';
import { type ContentKind } from '@amb/shared-contracts/content';
import { lazyPage, pageOf, type PageDefinition } from '@amb/remote-kit';
import { contentHead, prefetchContent } from './features/content/contentHead';
import { contentItemPage } from './features/content/ContentItemPage';
import { caseLawListPage } from './features/caseLaw/CaseLawListPage';
import { caseLawListHead, judgmentHead, prefetchCaseLawList, prefetchJudgment } from './features/caseLaw/caseLawHead';
import { type CaseLawListRoute } from './features/caseLaw/caseLawPlace';
import { JudgmentPage } from './features/caseLaw/JudgmentPage';
import { NewsListPage, newsListHead, prefetchNewsList } from './features/newsList/NewsListPage';
import { LawPage } from './features/laws/LawPage';
import { lawHead, prefetchLaw } from './features/laws/lawHead';
import { ManageLegislationPage } from './features/laws/ManageLegislationPage';
import { ManagePage } from './features/laws/ManagePage';
import { PrivacyPage } from './features/privacy/PrivacyPage';
import { ImprintPage } from './features/imprint/ImprintPage';
import { prefetchTopic, topicHead } from './features/topics/topicHead';
import { TopicPage } from './features/topics/TopicPage';
import { TermsPage } from './features/terms/TermsPage';
import { TrainingEntitlementPage } from './features/trainingEntitlement/TrainingEntitlementPage';
import { LexiconIndexPage } from './features/lexicon/LexiconIndexPage';
import { LexiconEntryPage } from './features/lexicon/LexiconEntryPage';
import {
  lexiconEntryHead,
  lexiconIndexHead,
  prefetchLexiconEntry,
  prefetchLexiconIndex,
} from './features/lexicon/lexiconHead';
import { ElectionNewsArchivePage } from './features/electionNews/ElectionNewsArchivePage';
import { ElectionNewsCategoryPage } from './features/electionNews/ElectionNewsCategoryPage';
import {
  electionNewsArchiveHead,
  electionNewsCategoryHead,
  prefetchElectionNewsArchive,
  prefetchElectionNewsCategory,
} from './features/electionNews/electionNewsHead';
import { JobPage } from './features/jobs/JobPage';
import { jobHead, prefetchJob } from './features/jobs/jobHead';
import { AppDownloadPage } from './features/appDownload/AppDownloadPage';
import type { AppDispatch, RootState } from './store';

/** Where a page is shown: the parameters of its path and the query. */
export interface PagePlace {
  params: RouteParams;
  search: string;
  /** The site's public origin for canonical addresses, e.g. https://www.amb-seminare.de. */
  origin: string;
}

/** A content page: its patterns, its German title (h1 and document title) and what renders it. */
export interface ContentPage extends PageDefinition {
  component: ComponentType<{ title: string; params: RouteParams }>;
  /**
   * Server rendering: dispatches the queries its component makes, with the same arguments; a promise when a
   * query needs the answer of another first. Absent for a page without data.
   */
  prefetch?: (dispatch: AppDispatch, place: PagePlace) => void | Promise<void>;
  /** Server rendering, once the data is there: its head, or null when the data says it does not exist (404). */
  head: (state: RootState, place: PagePlace) => ServerHead | null;
  /**
   * Its data needs the visitor's session (the editors' pages): the server renders the loading state, the browser
   * fetches after hydrating.
   */
  browserData?: true;
}

/** A page of the route table: patterns and title from the route contract, description from PAGE_META. */
function contentPage(
  name:
    | 'privacy'
    | 'imprint'
    | 'terms'
    | 'trainingEntitlement'
    | 'managePdfAnalysis'
    | 'manage'
    | 'manageLegislation'
    | 'appDownload',
  extra: Omit<ContentPage, keyof PageDefinition | 'head'>,
): ContentPage {
  return pageOf([name], {
    head: (_state: RootState, { origin }: PagePlace) => ({
      title: PAGE_META[name].title,
      description: PAGE_META[name].description,
      canonical: `${origin}${PAGE_ROUTES[name].path}`,
    }),
    ...extra,
  });
}

/** An article, news item or interview: its data from the api, its head from the item. */
function itemPage(
  names: ['article', 'articleWithId'] | ['news', 'newsWithId'] | ['interview'],
  kind: ContentKind,
): ContentPage {
  return pageOf(names, {
    component: contentItemPage(kind),
    prefetch: prefetchContent(kind),
    head: contentHead(kind, PAGE_META[names[0]]),
  });
}

/** A case-law list: the overview, an area's overview or a topic's list (features/caseLaw/caseLawPlace.ts). */
function caseLawPage(name: CaseLawListRoute): ContentPage {
  return pageOf([name], {
    component: caseLawListPage(name),
    prefetch: prefetchCaseLawList(name),
    head: caseLawListHead(name, PAGE_META[name]),
  });
}

/**
 * The pages this remote serves. Its other routes are still pending (shared-contracts PENDING_ROUTES): the
 * bff answers 404 with the not-found page, and so does the App here, until issue 13 builds them.
 */
export const PAGES: readonly ContentPage[] = [
  contentPage('privacy', { component: PrivacyPage }),
  contentPage('imprint', { component: ImprintPage }),
  contentPage('trainingEntitlement', { component: TrainingEntitlementPage }),
  contentPage('terms', { component: TermsPage }),
  itemPage(['article', 'articleWithId'], 'article'),
  itemPage(['news', 'newsWithId'], 'news'),
  itemPage(['interview'], 'interview'),
  pageOf(['judgement'], {
    component: JudgmentPage,
    prefetch: prefetchJudgment,
    head: judgmentHead(PAGE_META.judgement),
  }),
  caseLawPage('caseLawBr'),
  caseLawPage('caseLawSbv'),
  caseLawPage('caseLaw'),
  caseLawPage('worksCouncilCaseLaw'),
  // Its own chunk: the editors' form (and yup) stays out of the pages every reader loads.
  contentPage('managePdfAnalysis', {
    component: lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-pdf-analysis" */ './features/caseLaw/PdfAnalysisPage'))
          .PdfAnalysisPage,
    ),
  }),
  pageOf(['worksCouncilNews'], { component: NewsListPage, prefetch: prefetchNewsList, head: newsListHead }),
  pageOf(['law'], { component: LawPage, prefetch: prefetchLaw, head: lawHead(PAGE_META.law) }),
  contentPage('manage', { component: ManagePage, browserData: true }),
  contentPage('manageLegislation', { component: ManageLegislationPage, browserData: true }),
  pageOf(['lexiconIndex'], { component: LexiconIndexPage, prefetch: prefetchLexiconIndex, head: lexiconIndexHead }),
  pageOf(['lexicon'], { component: LexiconEntryPage, prefetch: prefetchLexiconEntry, head: lexiconEntryHead }),
  pageOf(['electionNewsArchive'], {
    component: ElectionNewsArchivePage,
    prefetch: prefetchElectionNewsArchive,
    head: electionNewsArchiveHead,
  }),
  pageOf(['electionNewsCategory'], {
    component: ElectionNewsCategoryPage,
    prefetch: prefetchElectionNewsCategory,
    head: electionNewsCategoryHead,
  }),
  pageOf(['job'], { component: JobPage, prefetch: prefetchJob, head: jobHead }),
  contentPage('appDownload', { component: AppDownloadPage }),
  pageOf(['topic'], { component: TopicPage, prefetch: prefetchTopic, head: topicHead(PAGE_META.topic) }),
];
