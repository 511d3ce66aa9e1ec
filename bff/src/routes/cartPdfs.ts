/**
 * The cart's personal PDFs: the order confirmation (/seminare/warenkorb/checkout-pdf?bestellung={id}) and the
 * works council's documents (/seminare/warenkorb/dokumente/{kind}). The bff asks the api with the visitor's
 * cookies, so the api decides whose order and cart it is; nothing of it is cached.
 */
import { Router, type Request, type Response } from 'express';
import {
  API_ROUTES,
  AUTH_MESSAGES,
  CONFERENCE_DOCUMENT_PARAM,
  CONFERENCE_MESSAGES,
  CONFERENCE_SLUG_PATTERN,
  ORDER_MESSAGES,
  PAGE_ROUTES,
  berlinDateKey,
  buildPath,
  isWorksCouncilDocumentKind,
  orderIdSchema,
  returnPath,
  routeUrl,
  siteServes,
  validateForm,
  type ConferenceDetailResponse,
  type OrderResponse,
  type ShoppingCartResponse,
} from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { sendError } from '../http/errors';
import { cartFacts, conferenceFacts, type CartFacts } from '../pdf/worksCouncil/cartFacts';
import { worksCouncilPdf } from '../pdf/worksCouncil';
import { orderConfirmationPdf, orderConfirmationWords } from '../pdf/orderConfirmationPdf';
import { siteOfRequest } from '../site';
import { forwardedHeaders } from '../upstream/forwarding';
import { UpstreamError } from '../upstream/apiClient';
import { sendNoPdf, sendPdf, sendUpstreamFailure } from './pdfAnswers';

const PRIVATE = 'private, no-store';

export const CART_PDF_MESSAGES = {
  noParticipants:
    'Für die Dokumente des Betriebsrats braucht Ihr Warenkorb mindestens ein Seminar mit einem Teilnehmer.',
  notFoundTitle: 'Nicht gefunden',
  badRequestTitle: 'Ungültige Anfrage',
} as const;

/** The api refused for this visitor: logged out (to the login and back), not theirs (404), else a failure. */
function sendRefusal(req: Request, res: Response, error: unknown, notFoundMessage: string): void {
  const status = error instanceof UpstreamError ? error.status : undefined;
  if (status === 401) {
    if (req.accepts(['json', 'html']) === 'html') {
      res.set('Cache-Control', 'no-store');
      res.redirect(302, routeUrl(PAGE_ROUTES.login, {}, { redirect: returnPath(req.originalUrl) }));
    } else sendError(res, 'LOGIN_REQUIRED', AUTH_MESSAGES.loginRequired);
    return;
  }
  if (status === 404) {
    sendNoPdf(req, res, { code: 'NOT_FOUND', title: CART_PDF_MESSAGES.notFoundTitle, message: notFoundMessage });
    return;
  }
  sendUpstreamFailure(req, res, error);
}

export function cartPdfsRouter(ctx: AppContext): Router {
  const router = Router();
  const origin = (req: Request) => ctx.config.origins[siteOfRequest(req, ctx.config)];
  const served = (req: Request) => siteServes(siteOfRequest(req, ctx.config), req.path);

  router.get(PAGE_ROUTES.checkoutPdf.path, async (req, res, next) => {
    if (!served(req)) return next();
    const parsed = validateForm(orderIdSchema, { orderId: req.query.bestellung });
    if (!parsed.ok) {
      sendNoPdf(req, res, {
        code: 'VALIDATION_FAILED',
        title: CART_PDF_MESSAGES.badRequestTitle,
        message: ORDER_MESSAGES.orderId,
      });
      return;
    }
    let order: OrderResponse['order'];
    try {
      const path = buildPath(API_ROUTES.orderGet.path, { id: parsed.value.orderId });
      ({ order } = await ctx.api.visitorJson<OrderResponse>(path, forwardedHeaders(req)));
    } catch (error) {
      sendRefusal(req, res, error, ORDER_MESSAGES.orderNotFound);
      return;
    }
    const pdf = await orderConfirmationPdf({
      order,
      pageUrl: `${origin(req)}${req.originalUrl}`,
      printedAt: new Date(),
    });
    sendPdf(res, pdf, `${orderConfirmationWords(order).words.file}-${order.orderNumber}.pdf`, PRIVATE);
  });

  router.get(PAGE_ROUTES.worksCouncilDocument.path, async (req, res, next) => {
    const kind = req.params.kind;
    if (!isWorksCouncilDocumentKind(kind) || !served(req)) return next();
    const conference = req.query[CONFERENCE_DOCUMENT_PARAM];
    if (conference !== undefined && (typeof conference !== 'string' || !CONFERENCE_SLUG_PATTERN.test(conference))) {
      sendNoPdf(req, res, {
        code: 'VALIDATION_FAILED',
        title: CART_PDF_MESSAGES.badRequestTitle,
        message: CONFERENCE_MESSAGES.conference,
      });
      return;
    }
    let cart: ShoppingCartResponse;
    try {
      cart = await ctx.api.visitorJson<ShoppingCartResponse>(API_ROUTES.cartGet.path, forwardedHeaders(req));
    } catch (error) {
      sendRefusal(req, res, error, CART_PDF_MESSAGES.noParticipants);
      return;
    }
    let facts: CartFacts | null;
    let pageUrl = `${origin(req)}${PAGE_ROUTES.cart.path}`;
    if (typeof conference === 'string') {
      // One conference: its participants in the cart, or (before anyone is registered) lines to fill in.
      const item = cart.items.find((i) => i.conference?.slug === conference && i.participants.length > 0);
      pageUrl = `${origin(req)}${buildPath(PAGE_ROUTES.conference.path, { slug: conference })}`;
      if (item) facts = cartFacts({ ...cart, items: [item] });
      else {
        try {
          const detail = await ctx.api.getJson<ConferenceDetailResponse>(
            buildPath(API_ROUTES.conferenceByUrl.path, { url: conference }),
          );
          facts = conferenceFacts(detail, cart.options);
        } catch (error) {
          sendRefusal(req, res, error, CONFERENCE_MESSAGES.notFound);
          return;
        }
      }
    } else facts = cartFacts(cart);
    if (!facts) {
      sendNoPdf(req, res, {
        code: 'NOT_FOUND',
        title: CART_PDF_MESSAGES.notFoundTitle,
        message: CART_PDF_MESSAGES.noParticipants,
      });
      return;
    }
    const now = new Date();
    const pdf = await worksCouncilPdf({ kind, cart: facts, pageUrl, printedAt: now, today: berlinDateKey(now) });
    sendPdf(res, pdf, typeof conference === 'string' ? `${kind}-${conference}.pdf` : `${kind}.pdf`, PRIVATE);
  });
  return router;
}
