/**
 * The member's documents and calendar (issue 12): the notice, certificate and overview PDFs and the iCal files
 * live at the spec's /api-meinamb addresses, but the bff renders them (ARCHITECTURE: PDFs are the bff's), so this
 * router answers those few paths before the api proxy. Like the checkout PDF it asks the api for JSON with the
 * visitor's cookies, and the api decides whose booking it is; the calendar feed is read by its secret token alone
 * (calendar clients send no cookies). Nothing of it is cached.
 */
import { Router, type Request, type Response } from 'express';
import {
  API_ROUTES,
  AUTH_MESSAGES,
  DOCUMENT_MESSAGES,
  PAGE_ROUTES,
  buildPath,
  parseOverviewYear,
  returnPath,
  routeUrl,
  type ErrorCode,
  type MemberCalendarResponse,
  type MemberCertificateResponse,
  type MemberNoticeResponse,
  type MemberOverviewResponse,
} from '@amb/shared-contracts';
import { memberCalendar } from '../calendar/memberCalendar';
import type { AppContext } from '../context';
import { sendError } from '../http/errors';
import { certificatePdf } from '../pdf/memberDocuments/certificatePdf';
import { noticePdf, noticeWords } from '../pdf/memberDocuments/noticePdf';
import { overviewPdf } from '../pdf/memberDocuments/overviewPdf';
import { siteOfRequest } from '../site';
import { UpstreamError } from '../upstream/apiClient';
import { forwardedHeaders, forwardingHeaders } from '../upstream/forwarding';
import { sendNoPdf, sendPdf, sendUpstreamFailure } from './pdfAnswers';

const PRIVATE = 'private, no-store';
const BACK = { href: PAGE_ROUTES.memberDocuments.path, label: 'Zu Ihren Unterlagen' };
const TITLES: Partial<Record<ErrorCode, string>> = {
  NOT_FOUND: 'Nicht gefunden',
  EVENT_NOT_ENDED: 'Noch nicht verfügbar',
  VALIDATION_FAILED: 'Ungültige Anfrage',
};

/** Statuses the api answers for a document it will not give, with the German message of each. */
type Refusals = Partial<Record<404 | 409, string>>;

function refuse(req: Request, res: Response, code: ErrorCode, message: string): void {
  sendNoPdf(req, res, { code, title: TITLES[code] ?? 'Nicht verfügbar', message, back: BACK });
}

/** The api refused: logged out (to the login and back), not theirs (404), not yet (409), else a failure. */
function sendRefusal(req: Request, res: Response, error: unknown, refusals: Refusals): void {
  const status = error instanceof UpstreamError ? error.status : undefined;
  if (status === 401) {
    if (req.accepts(['json', 'html']) === 'html') {
      res.set('Cache-Control', 'no-store');
      res.redirect(302, routeUrl(PAGE_ROUTES.login, {}, { redirect: returnPath(req.originalUrl) }));
    } else sendError(res, 'LOGIN_REQUIRED', AUTH_MESSAGES.loginRequired);
    return;
  }
  if (status === 404 && refusals[404]) return refuse(req, res, 'NOT_FOUND', refusals[404]);
  if (status === 409 && refusals[409]) return refuse(req, res, 'EVENT_NOT_ENDED', refusals[409]);
  sendUpstreamFailure(req, res, error);
}

function sendCalendar(res: Response, body: string, filename: string, disposition: 'inline' | 'attachment'): void {
  res
    .status(200)
    .type('text/calendar; charset=utf-8')
    .set('Content-Disposition', `${disposition}; filename="${filename}"`)
    .set('Cache-Control', PRIVATE)
    .send(body);
}

export function memberDocumentsRouter(ctx: AppContext): Router {
  const router = Router();
  const origin = (req: Request) => ctx.config.origins[siteOfRequest(req, ctx.config)];
  const pageUrl = (req: Request) => `${origin(req)}${req.originalUrl}`;
  /** The api's JSON for the visitor, or undefined after answering with the refusal. */
  async function fetchFor<T>(req: Request, res: Response, path: string, refusals: Refusals): Promise<T | undefined> {
    try {
      return await ctx.api.visitorJson<T>(path, forwardedHeaders(req));
    } catch (error) {
      sendRefusal(req, res, error, refusals);
      return undefined;
    }
  }

  router.get(API_ROUTES.memberNoticePdf.path, async (req, res) => {
    const path = buildPath(API_ROUTES.memberNotice.path, { id: String(req.params.id) });
    const notice = await fetchFor<MemberNoticeResponse>(req, res, path, { 404: DOCUMENT_MESSAGES.bookingNotFound });
    if (!notice) return;
    const pdf = await noticePdf({ ...notice, pageUrl: pageUrl(req), printedAt: new Date() });
    sendPdf(res, pdf, `${noticeWords(notice.order).words.file}-${notice.order.orderNumber}.pdf`, PRIVATE);
  });

  router.get(API_ROUTES.memberCertificatePdf.path, async (req, res) => {
    const path = buildPath(API_ROUTES.memberCertificate.path, { id: String(req.params.id) });
    const answer = await fetchFor<MemberCertificateResponse>(req, res, path, {
      404: DOCUMENT_MESSAGES.certificateNotFound,
      409: DOCUMENT_MESSAGES.certificateNotYet,
    });
    if (!answer) return;
    const pdf = await certificatePdf({ ...answer, pageUrl: pageUrl(req), printedAt: new Date() });
    sendPdf(res, pdf, `teilnahmebescheinigung-${answer.certificate.participantId}.pdf`, PRIVATE);
  });

  router.get(API_ROUTES.memberOverviewPdf.path, async (req, res) => {
    const year = parseOverviewYear(req.query.jahr);
    if (year === null) return refuse(req, res, 'VALIDATION_FAILED', DOCUMENT_MESSAGES.year);
    const path = buildPath(API_ROUTES.memberOverview.path, {}, { jahr: year });
    const overview = await fetchFor<MemberOverviewResponse>(req, res, path, {});
    if (!overview) return;
    const pdf = await overviewPdf({ ...overview, pageUrl: pageUrl(req), printedAt: new Date() });
    sendPdf(res, pdf, `seminaruebersicht-${year}.pdf`, PRIVATE);
  });

  router.get(API_ROUTES.memberEventIcs.path, async (req, res) => {
    const calendar = await fetchFor<MemberCalendarResponse>(req, res, API_ROUTES.memberCalendar.path, {});
    if (!calendar) return;
    const entry = calendar.entries.find((e) => String(e.eventId) === String(req.params.id));
    if (!entry) return refuse(req, res, 'NOT_FOUND', DOCUMENT_MESSAGES.eventNotInCalendar);
    sendCalendar(res, memberCalendar([entry], origin(req), new Date()), `seminar-${entry.eventId}.ics`, 'attachment');
  });

  router.get(API_ROUTES.memberCalendarFeed.path, async (req, res) => {
    const path = buildPath(API_ROUTES.memberCalendarFeedData.path, { token: String(req.params.token) });
    let calendar: MemberCalendarResponse;
    try {
      // The token is the key: the visitor's cookies are not sent along.
      calendar = await ctx.api.visitorJson<MemberCalendarResponse>(path, forwardingHeaders(req));
    } catch (error) {
      sendRefusal(req, res, error, { 404: DOCUMENT_MESSAGES.feedNotFound });
      return;
    }
    const body = memberCalendar(calendar.entries, origin(req), new Date());
    sendCalendar(res, body, 'seminare.ics', 'inline');
  });
  return router;
}
