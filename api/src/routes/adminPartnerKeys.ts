/** Staff manage the partner keys (admins, not while acting as a member): list, create (shown once), revoke. */
import { API_ROUTES, partnerKeySchema, PARTNER_KEY_MESSAGES } from '@amb/shared-contracts';
import { Router } from 'express';
import { number, object } from 'yup';
import { currentUserId, requireAdmin } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { noStore } from '../http/noStore';
import { parseBody, parseQuery } from '../http/validation';
import { createPartnerKey, listPartnerKeys, revokePartnerKey } from '../partners/partnerKeys';

const idParams = object({
  id: number()
    .typeError(PARTNER_KEY_MESSAGES.keyUnknown)
    .required(PARTNER_KEY_MESSAGES.keyUnknown)
    .integer(PARTNER_KEY_MESSAGES.keyUnknown)
    .min(1, PARTNER_KEY_MESSAGES.keyUnknown)
    .max(2_147_483_647, PARTNER_KEY_MESSAGES.keyUnknown),
});

export function adminPartnerKeysRouter(db: Db, config: AuthConfig): Router {
  const router = Router();
  router.use(API_ROUTES.adminPartnerKeys.path, noStore);
  router.get(API_ROUTES.adminPartnerKeys.path, requireAdmin, async (_req, res) => {
    res.json(await listPartnerKeys(db));
  });
  router.post(API_ROUTES.adminPartnerKeys.path, requireAdmin, async (req, res) => {
    const input = parseBody(partnerKeySchema, req.body, { plainText: true });
    res.status(201).json(await createPartnerKey(db, input, currentUserId(req), config.now()));
  });
  router.post(API_ROUTES.adminPartnerKeyRevoke.path, requireAdmin, async (req, res) => {
    const { id } = parseQuery(idParams, req.params);
    res.json(await revokePartnerKey(db, id, currentUserId(req), config.now()));
  });
  return router;
}
