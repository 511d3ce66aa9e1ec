import type { FormRequestKind } from '@amb/shared-contracts';
import type { Db, FormRequestTable } from '../db/types';

type StoredRequest = Omit<{ [K in keyof FormRequestTable]: unknown }, 'data'> & Record<string, unknown>;

/** The stored requests of one form, oldest first, each as its columns with its JSON data spread in. */
export async function storedRequests(db: Db, kind: FormRequestKind): Promise<StoredRequest[]> {
  const rows = await db.selectFrom('formRequests').selectAll().where('kind', '=', kind).orderBy('requestId').execute();
  return rows.map(({ data, ...row }) => ({ ...row, ...(JSON.parse(data) as Record<string, unknown>) }));
}
