/**
 * The member services' PDFs: the quote (/quote-api/download-report/{id}, the spec's address, answered here before
 * the api proxy) and the training plan (/schulungsplan/pdf/{id}). As the member's documents, the bff asks the api
 * for the JSON with the visitor's cookies and the api decides whose quote or plan it is; nothing is cached.
 */
import { Router, type Request, type Response } from 'express';
import {
  API_ROUTES,
  AUTH_MESSAGES,
  PAGE_ROUTES,
  QUOTE_MESSAGES,
  TRAINING_PLAN_MESSAGES,
  buildPath,
  returnPath,
  routeUrl,
  siteServes,
  type QuoteResponse,
  type TrainingPlanResponse,
} from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { sendError } from '../http/errors';
import { quotePdf } from '../pdf/services/quotePdf';
import { trainingPlanPdf } from '../pdf/services/trainingPlanPdf';
import { siteOfRequest } from '../site';
import { UpstreamError } from '../upstream/apiClient';
import { forwardedHeaders } from '../upstream/forwarding';
import { sendNoPdf, sendPdf, sendUpstreamFailure } from './pdfAnswers';

const PRIVATE = 'private, no-store';
export const SERVICE_PDF_MESSAGES = {
  quoteInProgress: 'Das Angebot ist noch in Bearbeitung. Sobald wir es Ihnen senden, steht es hier als PDF bereit.',
} as const;

function sendRefusal(
  req: Request,
  res: Response,
  error: unknown,
  notFound: string,
  back: { href: string; label: string },
) {
  const status = error instanceof UpstreamError ? error.status : undefined;
  if (status === 401) {
    if (req.accepts(['json', 'html']) === 'html') {
      res.set('Cache-Control', 'no-store');
      res.redirect(302, routeUrl(PAGE_ROUTES.login, {}, { redirect: returnPath(req.originalUrl) }));
    } else sendError(res, 'LOGIN_REQUIRED', AUTH_MESSAGES.loginRequired);
    return;
  }
  if (status === 404 || status === 400) {
    sendNoPdf(req, res, { code: 'NOT_FOUND', title: 'Nicht gefunden', message: notFound, back });
    return;
  }
  sendUpstreamFailure(req, res, error);
}

export function servicePdfsRouter(ctx: AppContext): Router {
  const router = Router();
  const origin = (req: Request) => ctx.config.origins[siteOfRequest(req, ctx.config)];
  const served = (req: Request) => siteServes(siteOfRequest(req, ctx.config), PAGE_ROUTES.memberQuotes.path);

  router.get(API_ROUTES.quoteReport.path, async (req, res, next) => {
    if (!served(req)) return next();
    const back = { href: PAGE_ROUTES.memberQuotes.path, label: 'Zu Ihren Angeboten' };
    const id = String(req.params.id);
    if (!/^[1-9]\d{0,9}$/.test(id)) {
      sendNoPdf(req, res, { code: 'NOT_FOUND', title: 'Nicht gefunden', message: QUOTE_MESSAGES.notFound, back });
      return;
    }
    let answer: QuoteResponse;
    try {
      answer = await ctx.api.visitorJson<QuoteResponse>(
        buildPath(API_ROUTES.quoteGet.path, { id }),
        forwardedHeaders(req),
      );
    } catch (error) {
      sendRefusal(req, res, error, QUOTE_MESSAGES.notFound, back);
      return;
    }
    if (!answer.quote.price) {
      sendNoPdf(req, res, {
        code: 'QUOTE_NOT_ALLOWED',
        title: 'Noch nicht verfügbar',
        message: SERVICE_PDF_MESSAGES.quoteInProgress,
        back,
      });
      return;
    }
    const pdf = await quotePdf({
      quote: answer.quote,
      pageUrl: `${origin(req)}${req.originalUrl}`,
      acceptUrl: `${origin(req)}${buildPath(PAGE_ROUTES.memberQuote.path, { id: answer.quote.quoteId })}`,
      printedAt: new Date(),
    });
    sendPdf(res, pdf, `angebot-${answer.quote.number}.pdf`, PRIVATE);
  });

  router.get(PAGE_ROUTES.trainingPlanPdf.path, async (req, res, next) => {
    if (!served(req)) return next();
    const id = String(req.params.id);
    const back = { href: buildPath(PAGE_ROUTES.trainingPlan.path, { id: 'aktuell' }), label: 'Zum Schulungsplan' };
    if (!/^[1-9]\d{0,9}$/.test(id)) {
      sendNoPdf(req, res, {
        code: 'NOT_FOUND',
        title: 'Nicht gefunden',
        message: TRAINING_PLAN_MESSAGES.notFound,
        back,
      });
      return;
    }
    let answer: TrainingPlanResponse;
    try {
      answer = await ctx.api.visitorJson<TrainingPlanResponse>(
        buildPath(API_ROUTES.trainingPlanGet.path, {}, { id }),
        forwardedHeaders(req),
      );
    } catch (error) {
      sendRefusal(req, res, error, TRAINING_PLAN_MESSAGES.notFound, back);
      return;
    }
    const pdf = await trainingPlanPdf({
      plan: answer.plan,
      pageUrl: `${origin(req)}${req.originalUrl}`,
      printedAt: new Date(),
    });
    sendPdf(res, pdf, `schulungsplan-${answer.plan.planId}.pdf`, PRIVATE);
  });
  return router;
}
