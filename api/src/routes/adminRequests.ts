/**
 * The staff's view of the request forms (admins, not while acting as a member): the list with the status
 * counts, a status change (audited) and the CSV export of the filter.
 */
import { API_ROUTES, formRequestFilterSchema, formRequestStatusSchema, FORM_REQUESTS } from '@amb/shared-contracts';
import { Router } from 'express';
import { number, object } from 'yup';
import { currentUserId, requireAdmin } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { noStore } from '../http/noStore';
import { parseBody, parseQuery } from '../http/validation';
import { changeRequestStatus, listRequests, requestsCsv } from '../requests/adminRequests';
import { berlinToday } from '../util/calendarDays';

const idParams = object({
  id: number().typeError('Diese Anfrage gibt es nicht.').required().integer().min(1).max(2_147_483_647),
});

export function adminRequestsRouter(db: Db, config: AuthConfig): Router {
  const router = Router();
  router.get(API_ROUTES.adminRequests.path, requireAdmin, noStore, async (req, res) => {
    const { page, ...filter } = parseQuery(formRequestFilterSchema, req.query);
    res.json(await listRequests(db, filter, page));
  });
  router.get(API_ROUTES.adminRequestsCsv.path, requireAdmin, noStore, async (req, res) => {
    const { kind, status } = parseQuery(formRequestFilterSchema, req.query);
    const name = kind ? FORM_REQUESTS[kind].api.replace(/([A-Z])/g, '-$1').toLowerCase() : 'anfragen';
    res
      .type('text/csv; charset=utf-8')
      .attachment(`${name}-${berlinToday(config.now())}.csv`)
      .send(await requestsCsv(db, { kind, status }));
  });
  router.put(API_ROUTES.adminRequestStatus.path, requireAdmin, async (req, res) => {
    const { id } = parseQuery(idParams, req.params);
    const { status } = parseBody(formRequestStatusSchema, req.body);
    await changeRequestStatus(db, id, status, currentUserId(req), config.now());
    res.json({ requestId: id, status });
  });
  return router;
}
