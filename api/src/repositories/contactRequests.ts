/** Messages of the contact form. */
import type { Insertable } from 'kysely';
import type { ContactRequestTable, Db } from '../db/types';

export async function insertContactRequest(db: Db, request: Insertable<ContactRequestTable>): Promise<number> {
  const row = await db.insertInto('contactRequests').values(request).returning('requestId').executeTakeFirstOrThrow();
  return row.requestId;
}
