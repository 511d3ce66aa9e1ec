/** The requests of every form (form_requests): one row each, the checked input as JSON. */
import type { FormRequestKind, FormRequestStatus } from '@amb/shared-contracts';
import type { Db } from '../db/types';

export interface NewFormRequest {
  kind: FormRequestKind;
  userId: number | null;
  name: string;
  email: string;
  data: Record<string, unknown>;
  createdAt: string;
}

export async function insertFormRequest(db: Db, request: NewFormRequest): Promise<number> {
  const row = await db
    .insertInto('formRequests')
    .values({ ...request, data: JSON.stringify(request.data) })
    .returning('requestId')
    .executeTakeFirstOrThrow();
  return row.requestId;
}

export interface FormRequestFilter {
  kind?: FormRequestKind | undefined;
  status?: FormRequestStatus | undefined;
}

function filtered(db: Db, { kind, status }: FormRequestFilter) {
  let query = db.selectFrom('formRequests');
  if (kind) query = query.where('formRequests.kind', '=', kind);
  if (status) query = query.where('formRequests.status', '=', status);
  return query;
}

/** One page of requests, newest first, with the name of who changed the status last. */
export function findFormRequests(db: Db, filter: FormRequestFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .leftJoin('users as changer', 'changer.userId', 'formRequests.statusChangedBy')
    .selectAll('formRequests')
    .select(['changer.firstname as changerFirstname', 'changer.lastname as changerLastname'])
    .orderBy('formRequests.requestId', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type FormRequestRow = Awaited<ReturnType<typeof findFormRequests>>[number];

/** Requests per status under the kind filter. */
export function countFormRequestsByStatus(db: Db, kind: FormRequestKind | undefined) {
  return filtered(db, { kind })
    .select(['formRequests.status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy('formRequests.status')
    .execute();
}

export async function updateFormRequestStatus(
  db: Db,
  requestId: number,
  change: { status: FormRequestStatus; changedBy: number; changedAt: string },
): Promise<{ kind: string; previous: string } | undefined> {
  const row = await db
    .selectFrom('formRequests')
    .select(['kind', 'status'])
    .where('requestId', '=', requestId)
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .updateTable('formRequests')
    .set({ status: change.status, statusChangedAt: change.changedAt, statusChangedBy: change.changedBy })
    .where('requestId', '=', requestId)
    .execute();
  return { kind: row.kind, previous: row.status };
}

/** A member's requests of one kind, newest first (the promotional orders in meinamb). */
export function findFormRequestsOfUser(db: Db, userId: number, kind: FormRequestKind) {
  return db
    .selectFrom('formRequests')
    .select(['requestId', 'status', 'data', 'createdAt'])
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .orderBy('requestId', 'desc')
    .limit(100)
    .execute();
}
