import { API_ROUTES, type LexiconPageEntryResponse, type LexiconPageIndexResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { lexiconIndex, lexiconPageEntry } from '../content/lexiconPages';
import type { Db } from '../db/types';

/** The public lexicon pages (issue 13): read only, no login (the member area's A–Z is routes/lexicon.ts). */
export function lexiconPagesRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.lexiconAudienceIndex.path, async (req, res) => {
    res.json((await lexiconIndex(db, String(req.params.audience))) satisfies LexiconPageIndexResponse);
  });
  router.get(API_ROUTES.lexiconAudienceEntry.path, async (req, res) => {
    const entry = await lexiconPageEntry(db, String(req.params.audience), String(req.params.slug));
    res.json(entry satisfies LexiconPageEntryResponse);
  });
  return router;
}
