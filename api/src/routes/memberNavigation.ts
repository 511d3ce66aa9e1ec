/** The mein-area's account navigation for the signed-in member (GET /api-meinamb/account-navigation). */
import { API_ROUTES, type AccountNavigationResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { requireUser } from '../auth';
import { validationFailed } from '../http/errors';
import { accountNavigation } from '../members/accountNavigation';

export function memberNavigationRouter({ development }: { development: boolean }): Router {
  const router = Router();
  router.get(API_ROUTES.memberAccountNavigation.path, requireUser, (req, res) => {
    const path = req.query.path;
    if (path !== undefined && (typeof path !== 'string' || path.length > 2000)) {
      throw validationFailed({ path: 'Der Pfad ist ungültig.' });
    }
    const user = req.auth.user!;
    res.json(
      accountNavigation(user, path, req.auth.impersonator !== null, {
        development,
      }) satisfies AccountNavigationResponse,
    );
  });
  return router;
}
