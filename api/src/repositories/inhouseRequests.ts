/** In-house requests of the theme pages. */
import type { Insertable } from 'kysely';
import type { Db, InhouseRequestTable } from '../db/types';

export async function insertInhouseRequest(db: Db, request: Insertable<InhouseRequestTable>): Promise<number> {
  const row = await db.insertInto('inhouseRequests').values(request).returning('requestId').executeTakeFirstOrThrow();
  return row.requestId;
}

export function findInhouseRequestRows(db: Db, themeId: number) {
  return db.selectFrom('inhouseRequests').selectAll().where('themeId', '=', themeId).orderBy('requestId').execute();
}
