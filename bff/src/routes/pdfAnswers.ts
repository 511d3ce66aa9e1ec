/** How the bff answers with a PDF it rendered, or with the German page or JSON when it could not. */
import type { Request, Response } from 'express';
import { ERROR_STATUS, MESSAGES, PAGE_ROUTES, type ErrorCode } from '@amb/shared-contracts';
import { escapeHtml } from '../rendering/html';
import { sendError } from '../http/errors';
import { renderNoticeDocument, renderUnavailableDocument } from '../rendering/document';
import { UpstreamError } from '../upstream/apiClient';

export function sendPdf(res: Response, pdf: Buffer, filename: string, cacheControl: string): void {
  res
    .status(200)
    .type('application/pdf')
    .set('Content-Disposition', `inline; filename="${filename}"`)
    .set('Cache-Control', cacheControl)
    .send(pdf);
}

/** The api failed or was too slow: 502/504 with the German "unavailable" page or JSON. */
export function sendUpstreamFailure(req: Request, res: Response, error: unknown): void {
  const timedOut = error instanceof UpstreamError && error.timedOut;
  console.error(`[bff] PDF ${req.path}: ${(error as Error).message}`);
  const message = timedOut ? MESSAGES.pageTimeout : MESSAGES.apiUnavailable;
  if (req.accepts(['json', 'html']) === 'html') {
    res
      .status(timedOut ? 504 : 502)
      .type('html')
      .send(renderUnavailableDocument('/', message));
  } else sendError(res, timedOut ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE', message);
}

/** A German answer why there is no PDF: a plain page for a browser, `{ error }` for a client. */
export function sendNoPdf(
  req: Request,
  res: Response,
  {
    code,
    title,
    message,
    back = { href: PAGE_ROUTES.cart.path, label: 'Zum Warenkorb' },
  }: { code: ErrorCode; title: string; message: string; back?: { href: string; label: string } },
): void {
  res.set('Cache-Control', 'no-store');
  if (req.accepts(['json', 'html']) === 'html') {
    const actions = `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`;
    res
      .status(ERROR_STATUS[code])
      .type('html')
      .send(renderNoticeDocument({ title, text: message, actions }));
  } else sendError(res, code, message);
}
