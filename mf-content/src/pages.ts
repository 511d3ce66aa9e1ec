import { BRAND, PAGE_ROUTES, PRODUCT, sectionRoot } from '@amb/shared-contracts';
import type { PageDefinition } from '@amb/remote-kit';

/** A content section: its root and everything below it. */
const section = (pattern: string) => `${sectionRoot(pattern)}/*`;

export const PAGES: readonly PageDefinition[] = [
  { patterns: [section(PAGE_ROUTES.article.path)], title: 'Fachartikel' },
  { patterns: [section(PAGE_ROUTES.news.path)], title: 'News' },
  { patterns: [section(PAGE_ROUTES.interview.path)], title: 'Interview' },
  { patterns: [section(PAGE_ROUTES.law.path)], title: 'Gesetze' },
  { patterns: [section(PAGE_ROUTES.lexicon.path)], title: `${PRODUCT[0]!.toUpperCase()}${PRODUCT.slice(1)}slexikon` },
  { patterns: [section(PAGE_ROUTES.caseLaw.path)], title: 'Rechtsprechung' },
  { patterns: [section(PAGE_ROUTES.electionNewsArchive.path)], title: 'Wahlseiten-News' },
  { patterns: [section(PAGE_ROUTES.topic.path)], title: 'Themen' },
  { patterns: [section(PAGE_ROUTES.job.path)], title: 'Jobs & Karriere' },
  { patterns: [PAGE_ROUTES.chatbot.path, PAGE_ROUTES.chatbotSbv.path], title: 'Chatbot' },
  { patterns: [section(PAGE_ROUTES.forum.path)], title: 'Forum' },
  { patterns: [section(PAGE_ROUTES.manage.path)], title: 'Inhalte verwalten' },
  { patterns: [PAGE_ROUTES.appDownload.path], title: `${BRAND}-App herunterladen` },
];
