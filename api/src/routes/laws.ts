import {
  API_ROUTES,
  type LawParagraphHistoryResponse,
  type LawResponse,
  type ManageContentResponse,
} from '@amb/shared-contracts';
import { Router, type Request } from 'express';
import { requireEditor } from '../auth';
import { restoreParagraph, paragraphHistory, saveParagraph } from '../content/lawEditing';
import { lawPage } from '../content/laws';
import { manageContent } from '../content/manageContent';
import type { Db } from '../db/types';
import { loginRequired } from '../http/errors';
import { noStore } from '../http/noStore';

const keyOf = (req: Request) => ({ law: req.params.slug as string, number: req.params.number as string });

function editor(req: Request) {
  const user = req.auth.user;
  if (!user) throw loginRequired();
  return user;
}

/**
 * The laws (issue 13): the public law page's data, and for editors (requireEditor: 401 logged out, 403 others)
 * the content list of /manage and a paragraph's history, save and restore. Writes pass the app's CSRF check.
 */
export function lawsRouter(db: Db, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.get(API_ROUTES.law.path, async (req, res) => {
    res.json((await lawPage(db, req.params.slug as string)) satisfies LawResponse);
  });
  router.get(API_ROUTES.manageContent.path, requireEditor, noStore, async (_req, res) => {
    res.json((await manageContent(db)) satisfies ManageContentResponse);
  });
  router.get(API_ROUTES.manageLawParagraph.path, requireEditor, noStore, async (req, res) => {
    res.json((await paragraphHistory(db, keyOf(req))) satisfies LawParagraphHistoryResponse);
  });
  router.put(API_ROUTES.manageLawParagraph.path, requireEditor, noStore, async (req, res) => {
    const saved = await saveParagraph(db, keyOf(req), req.body, editor(req), now());
    res.json(saved satisfies LawParagraphHistoryResponse);
  });
  router.post(API_ROUTES.manageLawParagraphRestore.path, requireEditor, noStore, async (req, res) => {
    const restored = await restoreParagraph(db, keyOf(req), req.body, editor(req), now());
    res.json(restored satisfies LawParagraphHistoryResponse);
  });
  return router;
}
