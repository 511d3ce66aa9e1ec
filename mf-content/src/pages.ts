import { PAGE_META, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { type ContentKind } from '@amb/shared-contracts/content';
import { definePage, lazyPage, type PageModule, type PagePlace, type PageSpec } from '@amb/remote-kit';
import { contentHead, prefetchContent } from './features/content/contentHead';
import { contentItemPage } from './features/content/ContentItemPage';
import { caseLawListPage } from './features/caseLaw/CaseLawListPage';
import { caseLawListHead, judgmentHead, prefetchCaseLawList, prefetchJudgment } from './features/caseLaw/caseLawHead';
import { type CaseLawListRoute } from './features/caseLaw/caseLawPlace';
import { JudgmentPage } from './features/caseLaw/JudgmentPage';
import { NewsListPage, newsListHead, prefetchNewsList } from './features/newsList/NewsListPage';
import { LawPage } from './features/laws/LawPage';
import { lawHead, prefetchLaw } from './features/laws/lawHead';
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
import { chatbotHead, chatbotPage, prefetchChatbot } from './features/chatbot/ChatbotPage';
import type { AppDispatch, RootState } from './store';

/** The forum's pages are chunks of their own (forms and yup load with them); their server parts beside them. */
const forumList = async () =>
  (await import(/* webpackChunkName: "page-forum" */ './features/forum/forumServer')).forumListServer;
const forumThread = async () =>
  (await import(/* webpackChunkName: "page-forum" */ './features/forum/forumServer')).forumThreadServer;
const forumPage = <K extends 'ForumOverviewPage' | 'ForumCategoryPage'>(name: K) =>
  lazyPage(async () => (await import(/* webpackChunkName: "page-forum" */ './features/forum/ForumListPage'))[name]);

type ContentPage = PageModule<RootState, AppDispatch>;

/** A page without data: PAGE_META's title and description, its path as canonical address. */
function contentPage(
  name:
    | 'privacy'
    | 'imprint'
    | 'terms'
    | 'trainingEntitlement'
    | 'managePdfAnalysis'
    | 'manage'
    | 'manageLegislation'
    | 'appDownload'
    | 'forumNewThreadPage'
    | 'forumModerationPage',
  extra: Omit<PageSpec<RootState, AppDispatch>, 'head'>,
): ContentPage {
  return definePage<RootState, AppDispatch>(name, {
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
  return definePage<RootState, AppDispatch>(names, {
    component: contentItemPage(kind),
    prefetch: prefetchContent(kind),
    head: contentHead(kind, PAGE_META[names[0]]),
    hydrate: 'interaction',
  });
}

/** A case-law list: the overview, an area's overview or a topic's list (features/caseLaw/caseLawPlace.ts). */
function caseLawPage(name: CaseLawListRoute): ContentPage {
  return definePage<RootState, AppDispatch>(name, {
    component: caseLawListPage(name),
    prefetch: prefetchCaseLawList(name),
    head: caseLawListHead(name, PAGE_META[name]),
    hydrate: 'interaction',
  });
}

/**
 * The pages this remote serves, each declared once: its route(s), component, and what the server fetches and
 * names for it. What a visitor reads (articles, laws, case law, lexicon, news, jobs, the legal pages) hydrates at
 * their first sign of use ('interaction'), as do the forum's lists; a thread (the reader's permission decides its form),
 * the chatbot, the privacy settings and the editors' pages hydrate at once.
 */
export const PAGES: readonly ContentPage[] = [
  contentPage('privacy', { component: PrivacyPage }),
  contentPage('imprint', { component: ImprintPage, hydrate: 'interaction' }),
  contentPage('trainingEntitlement', { component: TrainingEntitlementPage, hydrate: 'interaction' }),
  contentPage('terms', { component: TermsPage, hydrate: 'interaction' }),
  itemPage(['article', 'articleWithId'], 'article'),
  itemPage(['news', 'newsWithId'], 'news'),
  itemPage(['interview'], 'interview'),
  definePage<RootState, AppDispatch>(['judgement'], {
    component: JudgmentPage,
    prefetch: prefetchJudgment,
    head: judgmentHead(PAGE_META.judgement),
    hydrate: 'interaction',
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
  definePage<RootState, AppDispatch>(['worksCouncilNews'], {
    component: NewsListPage,
    prefetch: prefetchNewsList,
    head: newsListHead,
    hydrate: 'interaction',
  }),
  definePage<RootState, AppDispatch>(['law'], {
    component: LawPage,
    prefetch: prefetchLaw,
    head: lawHead(PAGE_META.law),
    hydrate: 'interaction',
  }),
  // The editors' pages are chunks of their own: their forms, and moment with their times, stay out of the readers'.
  contentPage('manage', {
    component: lazyPage(
      async () => (await import(/* webpackChunkName: "page-manage" */ './features/laws/ManagePage')).ManagePage,
    ),
    browserData: true,
  }),
  contentPage('manageLegislation', {
    component: lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-manage-legislation" */ './features/laws/ManageLegislationPage'))
          .ManageLegislationPage,
    ),
    browserData: true,
  }),
  definePage<RootState, AppDispatch>(['lexiconIndex'], {
    component: LexiconIndexPage,
    prefetch: prefetchLexiconIndex,
    head: lexiconIndexHead,
    hydrate: 'interaction',
  }),
  definePage<RootState, AppDispatch>(['lexicon'], {
    component: LexiconEntryPage,
    prefetch: prefetchLexiconEntry,
    head: lexiconEntryHead,
    hydrate: 'interaction',
  }),
  definePage<RootState, AppDispatch>(['electionNewsArchive'], {
    component: ElectionNewsArchivePage,
    prefetch: prefetchElectionNewsArchive,
    head: electionNewsArchiveHead,
    hydrate: 'interaction',
  }),
  definePage<RootState, AppDispatch>(['electionNewsCategory'], {
    component: ElectionNewsCategoryPage,
    prefetch: prefetchElectionNewsCategory,
    head: electionNewsCategoryHead,
    hydrate: 'interaction',
  }),
  definePage<RootState, AppDispatch>(['job'], {
    component: JobPage,
    prefetch: prefetchJob,
    head: jobHead,
    hydrate: 'interaction',
  }),
  contentPage('appDownload', { component: AppDownloadPage, hydrate: 'interaction' }),
  // A visitor's overview is links only; a moderator (a member, so at once) gets the link to the reports.
  definePage<RootState, AppDispatch>(['forum', 'worksCouncilForum'], {
    component: forumPage('ForumOverviewPage'),
    server: forumList,
    hydrate: 'interaction',
  }),
  definePage<RootState, AppDispatch>(['forumCategoryPage'], {
    component: forumPage('ForumCategoryPage'),
    server: forumList,
    hydrate: 'interaction',
  }),
  definePage<RootState, AppDispatch>(['forumThreadPage'], {
    component: lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-forum-thread" */ './features/forum/ForumThreadPage')).ForumThreadPage,
    ),
    server: forumThread,
  }),
  contentPage('forumNewThreadPage', {
    component: lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-forum-new" */ './features/forum/ForumNewThreadPage'))
          .ForumNewThreadPage,
    ),
    // Who may write is the session's: the browser asks once the page is there.
    browserData: true,
  }),
  contentPage('forumModerationPage', {
    component: lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-forum-moderation" */ './features/forum/ForumModerationPage'))
          .ForumModerationPage,
    ),
    browserData: true,
  }),
  definePage<RootState, AppDispatch>(['chatbot'], {
    component: chatbotPage('br'),
    prefetch: prefetchChatbot('br'),
    head: chatbotHead('chatbot', PAGE_META.chatbot),
  }),
  definePage<RootState, AppDispatch>(['chatbotSbv'], {
    component: chatbotPage('sbv'),
    prefetch: prefetchChatbot('sbv'),
    head: chatbotHead('chatbotSbv', PAGE_META.chatbotSbv),
  }),
  definePage<RootState, AppDispatch>(['topic'], {
    component: TopicPage,
    prefetch: prefetchTopic,
    head: topicHead(PAGE_META.topic),
    hydrate: 'interaction',
  }),
];
