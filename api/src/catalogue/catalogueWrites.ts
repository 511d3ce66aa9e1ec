/**
 * The catalogue's writes: each changes its rows and reindexes what the search shows of them in the same
 * transaction, so the search index never lags behind the catalogue.
 */
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { updateThemeRow, type ThemeChanges } from '../repositories/catalogue';
import { markCatalogueChanged } from '../repositories/partners';
import { reindexThemes } from './searchIndex';

/** Also records the change time the partners' export asks for (`updatedSince`). */
export async function updateTheme(db: Db, themeId: number, changes: ThemeChanges, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await updateThemeRow(trx, themeId, changes))) throw notFound('Dieses Seminar gibt es nicht.');
    await markCatalogueChanged(trx, 'theme', [themeId], now.toISOString());
    await reindexThemes(trx, [themeId]);
  });
}
