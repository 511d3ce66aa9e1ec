/** The content search index, rebuilt on every start after the content, lexicon and judgments are seeded. */
import { rebuildContentSearchIndex } from '../content/contentSearchIndex';
import type { Db } from '../db/types';
import { inTransaction } from '../db/startLock';

export const seedContentSearch = (db: Db): Promise<number> => inTransaction(db, rebuildContentSearchIndex);
