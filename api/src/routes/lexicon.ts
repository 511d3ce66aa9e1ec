/** The works-council A–Z for logged-in members: letter index, simple German search, one entry. */
import {
  API_ROUTES,
  LEXICON_MESSAGES,
  lexiconQuerySchema,
  type LexiconEntry,
  type LexiconIndexResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { requireUser } from '../auth';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { parseQuery } from '../http/validation';
import { findLexiconEntries, findLexiconEntry, lexiconLetters } from '../repositories/lexicon';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const AUDIENCE = 'br';

export function lexiconRouter(db: Db): Router {
  const router = Router();

  router.get(API_ROUTES.memberLexicon.path, requireUser, async (req, res) => {
    const { q, letter } = parseQuery(lexiconQuerySchema, req.query);
    const [letters, entries] = await Promise.all([
      lexiconLetters(db, AUDIENCE),
      findLexiconEntries(db, AUDIENCE, { query: q, letter }),
    ]);
    res.json({ letters, entries } satisfies LexiconIndexResponse);
  });

  router.get(API_ROUTES.memberLexiconEntry.path, requireUser, async (req, res) => {
    const slug = String(req.params.slug);
    const entry = slug.length <= 100 && SLUG.test(slug) ? await findLexiconEntry(db, AUDIENCE, slug) : null;
    if (!entry) throw notFound(LEXICON_MESSAGES.notFound);
    res.json(entry satisfies LexiconEntry);
  });

  return router;
}
