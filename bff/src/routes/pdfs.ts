/**
 * The catalogue's PDFs (SPEC §1: /seminare/pdf/{id}, /seminare/p-pdf/{id}), rendered here from the api's data.
 * An id that is malformed or unknown falls through to the not-found answer (the German 404 page for a
 * browser); an api that fails gets the German "unavailable" page or JSON.
 */
import { Router, urlencoded, type Request, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import {
  API_ROUTES,
  FAX_QUERY_PARAM,
  ONLINE_FAX_MESSAGES,
  ERROR_STATUS,
  PAGE_ROUTES,
  buildPath,
  siteServes,
  parseCostQuery,
  validateRegistration,
  type CostCalculatorResponse,
  type EventDetailResponse,
  type ThemeDatesResponse,
  type ThemeDetailResponse,
} from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { costCalculatorPdf } from '../pdf/costCalculatorPdf';
import { eventPdf } from '../pdf/eventPdf';
import { faxPdf } from '../pdf/faxPdf';
import { themePdf } from '../pdf/themePdf';
import { sendPdf, sendUpstreamFailure } from './pdfAnswers';
import { renderNoticeDocument } from '../rendering/document';
import { escapeHtml } from '../rendering/html';
import { siteOfRequest } from '../site';
import { UpstreamError } from '../upstream/apiClient';

/** The fax form's entries at most (20 participants with long names stay far below). */
const FAX_FORM_LIMIT = '64kb';

/** A theme by id or slug, as the api takes it. */
const THEME_KEY = /^[a-z0-9][a-z0-9-]{0,119}$/;
const EVENT_ID = /^[1-9]\d{0,8}$/;

/**
 * Seat states change with every booking, so a PDF is kept only briefly; long enough that a burst of downloads
 * of one seminar renders it once (a render takes tens of milliseconds of the bff's only thread).
 */
const PDF_TTL_MS = 60_000;

/** Not found: the api's 404, which the caller turns into the not-found answer. */
const MISSING = Symbol('missing');

async function orMissing<T>(load: Promise<T>): Promise<T | typeof MISSING> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return MISSING;
    throw error;
  }
}

/** Entries the address carries that the shared check refuses: 400, a German page for a browser, else JSON. */
function sendInvalid(
  req: Request,
  res: Response,
  message: string,
  fields: Record<string, string>,
  back: { href: string; label: string },
): void {
  res.set('Cache-Control', 'no-store').status(ERROR_STATUS.VALIDATION_FAILED);
  if (req.accepts(['json', 'html']) === 'html') {
    res.type('html').send(
      renderNoticeDocument({
        title: PDF_INPUT_INVALID,
        text: message,
        actions: `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`,
      }),
    );
  } else res.json({ error: { code: 'VALIDATION_FAILED', message, fields } });
}

const PDF_INPUT_INVALID = 'Bitte prüfen Sie Ihre Angaben';

/** The registration the fax form posts (one field of JSON), checked with the cart's schemas. */
function registrationOf(body: unknown) {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[FAX_QUERY_PARAM] : null;
  let input: unknown = null;
  if (typeof raw === 'string') {
    try {
      input = JSON.parse(raw);
    } catch {
      input = null;
    }
  }
  return validateRegistration(input);
}

export function pdfsRouter(ctx: AppContext): Router {
  const router = Router();
  const cache = new LRUCache<string, { pdf: Buffer; filename: string }>({ max: 200, ttl: PDF_TTL_MS });

  /** Renders (or takes from the cache) the PDF `load` yields; MISSING and bad keys fall through to 404. */
  const serve =
    (
      pattern: RegExp,
      param: string,
      load: (key: string, origin: string) => Promise<{ pdf: Buffer; filename: string } | typeof MISSING>,
    ) =>
    async (req: Request, res: Response, next: () => void) => {
      const key = String(req.params[param]);
      const site = siteOfRequest(req, ctx.config);
      if (!pattern.test(key) || !siteServes(site, req.path)) {
        next();
        return;
      }
      const origin = ctx.config.origins[site];
      const cacheKey = `${origin}${req.path}`;
      try {
        const cached = cache.get(cacheKey);
        const answer = cached ?? (await load(key, origin));
        if (answer === MISSING) {
          next();
          return;
        }
        cache.set(cacheKey, answer);
        sendPdf(res, answer.pdf, answer.filename, `public, max-age=${PDF_TTL_MS / 1000}`);
      } catch (error) {
        sendUpstreamFailure(req, res, error);
      }
    };

  router.get(
    PAGE_ROUTES.themePdf.path,
    serve(THEME_KEY, 'id', async (key, origin) => {
      const [theme, dates] = await Promise.all([
        orMissing(ctx.api.getJson<ThemeDetailResponse>(buildPath(API_ROUTES.themeDetail.path, { theme: key }))),
        orMissing(ctx.api.getJson<ThemeDatesResponse>(buildPath(API_ROUTES.themeDates.path, { theme: key }))),
      ]);
      if (theme === MISSING || dates === MISSING) return MISSING;
      const pdf = await themePdf({ theme, dates, origin, printedAt: new Date() });
      return { pdf, filename: `seminar-${theme.slug}.pdf` };
    }),
  );

  router.get(
    PAGE_ROUTES.eventPdf.path,
    serve(EVENT_ID, 'id', async (key, origin) => {
      const event = await orMissing(
        ctx.api.getJson<EventDetailResponse>(buildPath(API_ROUTES.eventDetail.path, { event: key })),
      );
      if (event === MISSING) return MISSING;
      const pdf = await eventPdf({ event, origin, printedAt: new Date() });
      return { pdf, filename: `seminartermin-${event.eventId}.pdf` };
    }),
  );

  // The inputs are in the query, so every address is its own PDF: rendered each time, never cached.
  router.get(PAGE_ROUTES.costCalculatorPdf.path, async (req, res, next) => {
    const key = String(req.params.id);
    const site = siteOfRequest(req, ctx.config);
    if (!EVENT_ID.test(key) || !siteServes(site, req.path)) {
      next();
      return;
    }
    const input = parseCostQuery(req.query);
    if (!input.ok) {
      sendInvalid(req, res, input.message, input.errors, {
        href: buildPath(PAGE_ROUTES.costCalculator.path, { id: key }),
        label: 'Zurück zum Kostenrechner',
      });
      return;
    }
    try {
      const data = await orMissing(
        ctx.api.getJson<CostCalculatorResponse>(buildPath(API_ROUTES.costCalculator.path, { eventId: key })),
      );
      if (data === MISSING) {
        next();
        return;
      }
      const pageUrl = `${ctx.config.origins[site]}${buildPath(PAGE_ROUTES.costCalculator.path, { id: key })}`;
      const pdf = await costCalculatorPdf({ data, participants: input.participants, pageUrl, printedAt: new Date() });
      // What the address carries is personal: never stored by a cache.
      sendPdf(res, pdf, `kostenrechnung-${key}.pdf`, 'no-store');
    } catch (error) {
      sendUpstreamFailure(req, res, error);
    }
  });

  // Posted, not in the address: names and e-mail addresses never reach access logs or the browser's history.
  router.post(
    PAGE_ROUTES.onlineFaxPdf.path,
    urlencoded({ extended: false, limit: FAX_FORM_LIMIT }),
    async (req, res, next) => {
      const key = String(req.params.id);
      const site = siteOfRequest(req, ctx.config);
      if (!EVENT_ID.test(key) || !siteServes(site, req.path)) {
        next();
        return;
      }
      const registration = registrationOf(req.body);
      if (!registration.ok) {
        const message = Object.values(registration.fields)[0] ?? ONLINE_FAX_MESSAGES.participants;
        sendInvalid(req, res, message, registration.fields, {
          href: buildPath(PAGE_ROUTES.onlineFax.path, { id: key }),
          label: 'Zurück zur Anmeldung',
        });
        return;
      }
      try {
        const event = await orMissing(
          ctx.api.getJson<CostCalculatorResponse>(buildPath(API_ROUTES.costCalculator.path, { eventId: key })),
        );
        if (event === MISSING) {
          next();
          return;
        }
        const pageUrl = `${ctx.config.origins[site]}${buildPath(PAGE_ROUTES.onlineFax.path, { id: key })}`;
        const pdf = await faxPdf({ event, ...registration, pageUrl, printedAt: new Date() });
        sendPdf(res, pdf, `fax-anmeldung-${key}.pdf`, 'no-store');
      } catch (error) {
        sendUpstreamFailure(req, res, error);
      }
    },
  );
  return router;
}
