/**
 * The partner interfaces, authenticated by a partner key (`Authorization: Bearer …` or `X-Api-Key`), not by a
 * session: `GET /obj-export/{themes|events|locations|hotels}` and `POST /sync/events?mode=dry-run|apply`.
 * Each key has its scopes and its own limit per minute (counted in the database, across processes). Mounted
 * before the session and CSRF middleware: a browser cannot send a partner's key header to another site.
 */
import {
  API_ROUTES,
  PARTNER_EXPORT_TYPES,
  PARTNER_IMPORT_MESSAGES,
  PARTNER_KEY_MESSAGES,
  partnerExportQuerySchema,
  type PartnerExportType,
  type PartnerScope,
} from '@amb/shared-contracts';
import express, { Router, type Request, type RequestHandler } from 'express';
import { DatabaseStore, registerRateLimitWindow } from '../auth/rateLimit';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { httpError, validationFailed } from '../http/errors';
import { strictBody } from '../http/strictBody';
import { parseQuery } from '../http/validation';
import { exportCsv, exportJson } from '../partners/partnerExport';
import { importEvents, rowsOfFile } from '../partners/partnerImport';
import { authenticatePartner, type PartnerIdentity } from '../partners/partnerKeys';
import { touchPartnerKey } from '../repositories/partners';

const MINUTE_MS = 60_000;
/** The rate-limit name of the partner keys (rows `partnerKey:<keyId>`). */
const PARTNER_LIMIT = 'partnerKey';
/** A partner file of 1,000 rows is about 150 KB as JSON. */
const IMPORT_BODY_LIMIT = '1mb';

declare module 'express-serve-static-core' {
  interface Request {
    partner?: PartnerIdentity;
  }
}

function presentedKey(req: Request): string | undefined {
  const authorization = req.get('authorization');
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    return match?.[1] ?? authorization;
  }
  return req.get('x-api-key') ?? undefined;
}

/** Who the key belongs to, whether it may do this, and whether it is within its limit per minute. */
function partnerGuard(db: Db, config: AuthConfig, scopeOf: (req: Request) => PartnerScope | null): RequestHandler {
  registerRateLimitWindow(PARTNER_LIMIT, MINUTE_MS);
  const stores = new Map<number, DatabaseStore>();
  return (req, res, next) => {
    void (async () => {
      const partner = await authenticatePartner(db, presentedKey(req));
      const scope = scopeOf(req);
      if (scope === null) throw validationFailed({ objectType: PARTNER_KEY_MESSAGES.objectType });
      if (!partner.scopes.includes(scope)) throw httpError('FORBIDDEN', PARTNER_KEY_MESSAGES.scopeMissing);
      let store = stores.get(partner.keyId);
      if (!store) {
        store = new DatabaseStore(db, `${PARTNER_LIMIT}:`, config.now);
        stores.set(partner.keyId, store);
      }
      store.init({ windowMs: MINUTE_MS, limit: partner.requestsPerMinute } as Parameters<DatabaseStore['init']>[0]);
      const { totalHits, resetTime } = await store.increment(String(partner.keyId));
      const remaining = Math.max(0, partner.requestsPerMinute - totalHits);
      res.set('RateLimit-Policy', `${partner.requestsPerMinute};w=60`);
      res.set('RateLimit', `limit=${partner.requestsPerMinute}, remaining=${remaining}`);
      if (totalHits > partner.requestsPerMinute) {
        const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? 0) - config.now().getTime()) / 1000));
        res.set('Retry-After', String(seconds));
        throw httpError(
          'RATE_LIMITED',
          `Zu viele Anfragen mit diesem Partner-Schlüssel. Bitte warten Sie ${seconds} Sekunden.`,
        );
      }
      await touchPartnerKey(db, partner.keyId, config.now().toISOString());
      req.partner = partner;
    })().then(() => next(), next);
  };
}

const exportTypeOf = (req: Request): PartnerExportType | null => {
  const type = String(req.params.objectType);
  return (PARTNER_EXPORT_TYPES as readonly string[]).includes(type) ? (type as PartnerExportType) : null;
};

export function partnersRouter(db: Db, config: AuthConfig): Router {
  const router = Router();
  router.get(
    API_ROUTES.partnerExport.path,
    partnerGuard(db, config, (req) => {
      const type = exportTypeOf(req);
      return type ? (`export:${type}` as PartnerScope) : null;
    }),
    async (req, res) => {
      const query = parseQuery(partnerExportQuerySchema, req.query);
      const request = {
        type: exportTypeOf(req)!,
        updatedSince: query.updatedSince,
        page: query.page,
        pageSize: query.pageSize,
        origin: config.origins.main,
        selfPath: req.path,
      };
      res.set('Cache-Control', 'no-store');
      if (query.format === 'csv') {
        const { csv, total } = await exportCsv(db, request);
        res.set('X-Total-Count', String(total)).type('text/csv; charset=utf-8').send(csv);
        return;
      }
      res.json(await exportJson(db, request));
    },
  );
  router.post(
    API_ROUTES.partnerEventImport.path,
    partnerGuard(db, config, () => 'import:events'),
    express.json({ limit: IMPORT_BODY_LIMIT }),
    express.text({ type: ['text/csv', 'text/plain'], limit: IMPORT_BODY_LIMIT }),
    strictBody,
    async (req, res) => {
      const mode = req.query.mode;
      if (mode !== 'dry-run' && mode !== 'apply') throw validationFailed({ mode: PARTNER_IMPORT_MESSAGES.mode });
      if (req.body === undefined || (typeof req.body === 'object' && !req.is('application/json'))) {
        throw httpError('UNSUPPORTED_MEDIA_TYPE', PARTNER_IMPORT_MESSAGES.file);
      }
      const rows = rowsOfFile(req.body);
      const report = await importEvents(db, req.partner!, rows, mode, config.now());
      res.set('Cache-Control', 'no-store');
      if (mode === 'apply' && !report.applied) {
        res
          .status(422)
          .json({ error: { code: 'IMPORT_INVALID', message: PARTNER_IMPORT_MESSAGES.applyInvalid }, ...report });
        return;
      }
      res.json(report);
    },
  );
  return router;
}
