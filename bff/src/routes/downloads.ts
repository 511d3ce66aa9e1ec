/**
 * /download/file/{slug}: the PDF of a download (the member area's work aids), rendered from the api's
 * /api/downloads/{slug}. Its address lies under /download, which the bff otherwise proxies to the api: this
 * router is mounted before the proxy.
 */
import { Router, type Request, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import {
  API_ROUTES,
  CONTENT_SLUG,
  CONTENT_SLUG_MAX,
  PAGE_ROUTES,
  buildPath,
  type DownloadItemResponse,
} from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { downloadPdf } from '../pdf/downloadPdf';
import { siteOfRequest } from '../site';
import { UpstreamError } from '../upstream/apiClient';
import { sendNoPdf, sendPdf, sendUpstreamFailure } from './pdfAnswers';

/** Work aids change a few times a year. */
const PDF_TTL_MS = 10 * 60_000;

export function downloadsRouter(ctx: AppContext): Router {
  const router = Router();
  const pdfs = new LRUCache<string, Buffer>({ max: 100, ttl: PDF_TTL_MS });

  // Before the proxy, so no later router answers a download that is not there: the German page or JSON here.
  const notFound = (req: Request, res: Response) =>
    sendNoPdf(req, res, {
      code: 'NOT_FOUND',
      title: 'Download nicht gefunden',
      message: 'Diesen Download gibt es nicht. Die aktuellen Arbeitshilfen finden Sie in Ihren Unterlagen.',
      back: { href: PAGE_ROUTES.memberDocuments.path, label: 'Zu den Unterlagen' },
    });

  router.get(PAGE_ROUTES.downloadFile.path, async (req: Request, res: Response) => {
    const slug = String(req.params.slug);
    // A malformed slug: the not-found answer, without asking the api.
    if (slug.length > CONTENT_SLUG_MAX || !CONTENT_SLUG.test(slug)) {
      notFound(req, res);
      return;
    }
    const origin = ctx.config.origins[siteOfRequest(req, ctx.config)];
    const cacheKey = `${origin}${req.path}`;
    try {
      let pdf = pdfs.get(cacheKey);
      if (!pdf) {
        const item = await ctx.api.getJson<DownloadItemResponse>(buildPath(API_ROUTES.downloadItem.path, { slug }));
        pdf = await downloadPdf({ item, origin, printedAt: new Date() });
        pdfs.set(cacheKey, pdf);
      }
      sendPdf(res, pdf, `${slug}.pdf`, `public, max-age=${PDF_TTL_MS / 1000}`);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) notFound(req, res);
      else sendUpstreamFailure(req, res, error);
    }
  });
  return router;
}
