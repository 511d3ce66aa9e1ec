/**
 * What the bff answers for the content (issue 13): /rss, an RSS 2.0 feed of the latest news, articles and
 * judgments built with the `feed` library, and /news/pdf/{slug}, a news item as PDF. Both from the api's content
 * calls.
 */
import { Router, type Request, type Response } from 'express';
import { Feed } from 'feed';
import { LRUCache } from 'lru-cache';
import {
  API_ROUTES,
  BRAND_NAME,
  CONTENT_KIND_LABELS,
  CONTENT_SLUG,
  CONTENT_SLUG_MAX,
  FEED_ITEMS,
  FEED_JUDGMENTS,
  MESSAGES,
  PAGE_ROUTES,
  buildPath,
  formatDate,
  judgmentCitation,
  siteServes,
  type ContentItemResponse,
  type ContentListResponse,
  type ContentSummary,
  type JudgmentSummary,
  type SiteId,
} from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { sendError } from '../http/errors';
import { newsPdf } from '../pdf/newsPdf';
import { siteOfRequest } from '../site';
import { UpstreamError } from '../upstream/apiClient';
import { sendPdf, sendUpstreamFailure } from './pdfAnswers';

/** Feed readers poll often; new items come a few times a week. */
const FEED_TTL_MS = 5 * 60_000;
const PDF_TTL_MS = 10 * 60_000;

/** Berlin's day of publication as the feed's date: noon UTC keeps it on that calendar day everywhere in Europe. */
const publishedDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** One entry of the feed, whatever it is. */
export interface FeedEntry {
  title: string;
  /** The page's path. */
  url: string;
  description: string;
  /** YYYY-MM-DD */
  day: string;
  category: string;
}

export const contentEntry = (item: ContentSummary): FeedEntry => ({
  title: item.title,
  url: item.url,
  description: item.teaser,
  day: item.publishedOn,
  category: CONTENT_KIND_LABELS[item.kind],
});

/** A judgment by its topic and citation, its guiding principle as the text, on the day of the decision. */
export const judgmentEntry = (judgment: JudgmentSummary): FeedEntry => ({
  title: `${judgment.topic.label}: ${judgmentCitation(judgment.court, judgment.kind, formatDate(judgment.decidedOn), judgment.fileNumber)}`,
  url: judgment.url,
  description: judgment.guidingPrinciple,
  day: judgment.decidedOn,
  category: 'Rechtsprechung',
});

/**
 * The feed's entries: the latest FEED_ITEMS - FEED_JUDGMENTS news and articles and the latest FEED_JUDGMENTS
 * judgments (each list newest first), together by day, a later day first; on one day the order given.
 */
export function feedEntries(content: FeedEntry[], judgments: FeedEntry[]): FeedEntry[] {
  return [...content.slice(0, FEED_ITEMS - FEED_JUDGMENTS), ...judgments.slice(0, FEED_JUDGMENTS)]
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.day.localeCompare(a.entry.day) || a.index - b.index)
    .map(({ entry }) => entry);
}

export function rssXml(origin: string, items: FeedEntry[], now: Date): string {
  const feed = new Feed({
    title: `${BRAND_NAME}: News, Fachartikel und Rechtsprechung`,
    description:
      'Aktuelle Nachrichten, Fachartikel und Urteile für Betriebsräte, Schwerbehindertenvertretungen und JAV.',
    id: `${origin}/`,
    link: `${origin}/`,
    language: 'de',
    copyright: `© ${now.getUTCFullYear()} ${BRAND_NAME}`,
    updated: items[0] ? publishedDate(items[0].day) : now,
    feedLinks: { rss: `${origin}${PAGE_ROUTES.rss.path}` },
    generator: BRAND_NAME,
  });
  // No <author>: RSS 2.0 wants an e-mail address there, and the authors' are not published.
  for (const item of items) {
    const link = `${origin}${item.url}`;
    feed.addItem({
      title: item.title,
      id: link,
      link,
      description: item.description,
      date: publishedDate(item.day),
      category: [{ name: item.category }],
    });
  }
  return feed.rss2();
}

export function contentFeedsRouter(ctx: AppContext): Router {
  const router = Router();
  const feeds = new LRUCache<SiteId, string>({ max: 3, ttl: FEED_TTL_MS });
  const pdfs = new LRUCache<string, Buffer>({ max: 100, ttl: PDF_TTL_MS });

  router.get(PAGE_ROUTES.rss.path, async (req, res) => {
    const site = siteOfRequest(req, ctx.config);
    let xml = feeds.get(site);
    if (!xml) {
      try {
        const limit = FEED_ITEMS - FEED_JUDGMENTS;
        const path = buildPath(API_ROUTES.contentList.path, {}, { kind: 'news,article', limit });
        const [{ items }, judgments] = await Promise.all([
          ctx.api.getJson<ContentListResponse>(path),
          ctx.api.latestJudgments(FEED_JUDGMENTS),
        ]);
        const entries = feedEntries(items.map(contentEntry), judgments.map(judgmentEntry));
        xml = rssXml(ctx.config.origins[site], entries, new Date());
      } catch (error) {
        console.error(`[bff] rss: ${(error as Error).message}`);
        sendError(res, 'UPSTREAM_UNAVAILABLE', MESSAGES.apiUnavailable);
        return;
      }
      feeds.set(site, xml);
    }
    res.type('application/rss+xml').set('Cache-Control', 'public, max-age=300').send(xml);
  });

  router.get(PAGE_ROUTES.newsPdf.path, async (req: Request, res: Response, next: () => void) => {
    const slug = String(req.params.slug);
    const site = siteOfRequest(req, ctx.config);
    // A malformed slug or a site without the page: the not-found answer, without asking the api.
    if (slug.length > CONTENT_SLUG_MAX || !CONTENT_SLUG.test(slug) || !siteServes(site, req.path)) {
      next();
      return;
    }
    const origin = ctx.config.origins[site];
    const cacheKey = `${origin}${req.path}`;
    try {
      let pdf = pdfs.get(cacheKey);
      if (!pdf) {
        const item = await ctx.api.getJson<ContentItemResponse>(
          buildPath(API_ROUTES.contentItem.path, { kind: 'news', slug }),
        );
        pdf = await newsPdf({ item, origin, printedAt: new Date() });
        pdfs.set(cacheKey, pdf);
      }
      sendPdf(res, pdf, `news-${slug}.pdf`, `public, max-age=${PDF_TTL_MS / 1000}`);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) next();
      else sendUpstreamFailure(req, res, error);
    }
  });
  return router;
}
