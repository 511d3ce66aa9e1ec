/**
 * The content search index and the chatbot's passages, rebuilt on every start after the content, laws, lexicon
 * and judgments are seeded.
 */
import { rebuildPassageIndex } from '../chatbot/passageIndex';
import { rebuildContentSearchIndex } from '../content/contentSearchIndex';
import type { Db } from '../db/types';
import { inTransaction } from '../db/startLock';

export const seedContentSearch = (db: Db): Promise<number> =>
  inTransaction(db, async (trx) => {
    await rebuildPassageIndex(trx);
    return rebuildContentSearchIndex(trx);
  });
