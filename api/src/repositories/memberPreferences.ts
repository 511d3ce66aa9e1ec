/** user_preferences: one row per member, written only with that member's id. */
import type { Db, UserPreferencesTable } from '../db/types';

export function findPreferencesRow(db: Db, userId: number): Promise<UserPreferencesTable | undefined> {
  return db.selectFrom('userPreferences').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** Inserts the row, or on conflict writes only the columns in `changed`. */
export function upsertPreferences(
  db: Db,
  row: UserPreferencesTable,
  changed: Partial<Omit<UserPreferencesTable, 'userId'>>,
): Promise<unknown> {
  return db
    .insertInto('userPreferences')
    .values(row)
    .onConflict((oc) => oc.column('userId').doUpdateSet(changed))
    .execute();
}
