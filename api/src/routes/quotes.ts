/**
 * Quotes (/quote-api/*): `upsert` without an id is a member's request, with an id the staff's offer on a draft;
 * `send/{id}` (staff), `open/{id}` (the recipient's first opening is recorded), `decide/{id}` (accept: the
 * order through the booking engine; decline), `get/{id}`, `list`. The PDF of `download-report/{id}` is the
 * bff's. Others' quotes are a 404; every write needs the CSRF token and is one transaction.
 */
import {
  API_ROUTES,
  QUOTE_FIELD_MESSAGES,
  QUOTE_MESSAGES,
  QUOTE_STATUSES,
  quoteDecisionSchema,
  quoteOfferSchema,
  quoteRequestSchema,
  quoteSendSchema,
  validateForm,
  type QuoteStatus,
} from '@amb/shared-contracts';
import { Router, type Request } from 'express';
import { number, object } from 'yup';
import { requestOrigin } from '../accounts/redirect';
import { auditIfImpersonating } from '../members/impersonationAudit';
import { requireUser } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { forbidden, notFound, validationFailed } from '../http/errors';
import { noStore } from '../http/noStore';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';
import {
  decideQuote,
  getQuote,
  listQuotes,
  openQuote,
  requestQuote,
  saveOffer,
  sendQuote,
  type QuoteViewer,
} from '../quotes/quoteService';
import type { AuditAction } from '../repositories/auditLog';

const m = API_ROUTES;
const NOT_FOUND = QUOTE_MESSAGES.notFound;
const idSchema = object({
  id: number()
    .typeError(NOT_FOUND)
    .required(NOT_FOUND)
    .integer(NOT_FOUND)
    .min(1, NOT_FOUND)
    .max(2_147_483_647, NOT_FOUND),
});

function viewerOf(req: Request): QuoteViewer {
  const user = req.auth.user!;
  return {
    userId: user.userId,
    email: user.email,
    committeeId: user.committeeId,
    committeeRole: user.committeeRole,
    staff: user.role === 'admin' && req.auth.impersonator === null,
  };
}

/** The quote id of the path; a malformed one is as unknown as a missing quote. */
function quoteIdOf(req: Request): number {
  const checked = validateForm(idSchema, { id: req.params.id });
  if (!checked.ok) throw notFound(QUOTE_MESSAGES.notFound);
  return checked.value.id;
}

export function quotesRouter(db: Db, config: AuthConfig, mailer: Mailer): Router {
  const router = Router();
  router.use('/quote-api', noStore, requireUser);
  const origin = (req: Request) => requestOrigin(req, config.origins);
  const audit = (req: Request, action: AuditAction, details: Record<string, unknown>) =>
    auditIfImpersonating(db, req, action, details, config.now());

  router.get(m.quoteList.path, async (req, res) => {
    const raw = req.query.status;
    if (raw !== undefined && !(typeof raw === 'string' && (QUOTE_STATUSES as readonly string[]).includes(raw))) {
      throw validationFailed({ status: QUOTE_FIELD_MESSAGES.status });
    }
    res.json(await listQuotes(db, viewerOf(req), raw as QuoteStatus | undefined, config.now()));
  });

  router.get(m.quoteGet.path, async (req, res) => {
    res.json(await getQuote(db, viewerOf(req), quoteIdOf(req), config.now()));
  });

  router.post(m.quoteUpsert.path, async (req, res) => {
    const viewer = viewerOf(req);
    const hasId = typeof req.body === 'object' && req.body !== null && 'quoteId' in req.body;
    if (!hasId) {
      // Staff answer requests; they do not ask for quotes themselves.
      if (viewer.staff) throw forbidden();
      const input = parseBody(quoteRequestSchema, req.body, { plainText: true });
      const quote = await requestQuote(db, mailer, { viewer, input, now: config.now(), origin: origin(req) });
      await audit(req, 'quote.request', { quoteId: quote.quoteId });
      res.status(201).json({ quote, message: QUOTE_MESSAGES.requested(quote.number) });
      return;
    }
    if (!viewer.staff) throw forbidden();
    const input = parseBody(quoteOfferSchema, req.body, { plainText: true });
    res.json({ ...(await saveOffer(db, viewer, input, config.now())), message: QUOTE_MESSAGES.saved });
  });

  router.post(m.quoteSend.path, async (req, res) => {
    const viewer = viewerOf(req);
    if (!viewer.staff) throw forbidden();
    const { version } = parseBody(quoteSendSchema, req.body);
    res.json(
      await sendQuote(db, mailer, { viewer, quoteId: quoteIdOf(req), version, now: config.now(), origin: origin(req) }),
    );
  });

  router.post(m.quoteOpen.path, async (req, res) => {
    res.json(await openQuote(db, viewerOf(req), quoteIdOf(req), config.now()));
  });

  router.post(m.quoteDecide.path, async (req, res) => {
    const { decision } = parseBody(quoteDecisionSchema, req.body);
    const quoteId = quoteIdOf(req);
    const decided = await decideQuote(db, mailer, {
      viewer: viewerOf(req),
      quoteId,
      decision,
      now: config.now(),
      origin: origin(req),
    });
    await audit(req, 'quote.decide', { quoteId, decision });
    res.json(decided);
  });

  return router;
}
