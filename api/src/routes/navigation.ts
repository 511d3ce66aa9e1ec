import { API_ROUTES, markCurrentNavigation, type NavigationTreeResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { loadNavigation, parseSite } from '../catalogue/navigation';
import type { Db } from '../db/types';
import { validationFailed } from '../http/errors';

const MAX_PATH_LENGTH = 2048;

/** The optional `path` of the page the tree is for: a site-relative path, or undefined. */
function parsePath(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && value.length <= MAX_PATH_LENGTH)
    return value;
  throw validationFailed({ path: 'Der Pfad muss mit „/“ beginnen und darf höchstens 2048 Zeichen lang sein.' });
}

/**
 * The header navigation tree per site. With `path`, isCurrent/isCurrentParent mark the page at that path
 * (relative links only: the api does not know the visitor's host); without it nothing is current.
 */
export function navigationRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.navigationTree.path, async (req, res) => {
    const site = parseSite(req.query.site);
    const path = parsePath(req.query.path);
    const tree = await loadNavigation(db, site);
    res.json((path === undefined ? tree : markCurrentNavigation(tree, path)) satisfies NavigationTreeResponse);
  });
  return router;
}
