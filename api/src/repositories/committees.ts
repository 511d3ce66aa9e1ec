/** The committee tables (migration 017) and the committee columns of users: invitations, members, settings, links. */
import type { BoardOption } from '@amb/shared-contracts';
import { sql, type Insertable } from 'kysely';
import type { CommitteeTable, Db } from '../db/types';

export function findCommittee(db: Db, committeeId: number) {
  return db.selectFrom('committees').selectAll().where('committeeId', '=', committeeId).executeTakeFirst();
}

export function findCommitteeSettingsRow(db: Db, committeeId: number) {
  return db
    .selectFrom('committeeSettings')
    .select(['costCentre', 'hotelOverNightOption'])
    .where('committeeId', '=', committeeId)
    .executeTakeFirst();
}

export async function updateCommittee(
  db: Db,
  committeeId: number,
  values: { name: string; company: string; street: string; streetNumber: string; postalCode: string; city: string },
): Promise<void> {
  await db.updateTable('committees').set(values).where('committeeId', '=', committeeId).execute();
}

export async function upsertCommitteeSettings(
  db: Db,
  row: { committeeId: number; costCentre: string; hotelOverNightOption: BoardOption; updatedAt: string },
): Promise<void> {
  const { committeeId: _id, ...rest } = row;
  await db
    .insertInto('committeeSettings')
    .values(row)
    .onConflict((oc) => oc.column('committeeId').doUpdateSet(rest))
    .execute();
}

/** The committee fields of one account. */
export function findMembership(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['userId', 'email', 'firstname', 'lastname', 'salutation', 'title', 'committeeId', 'committeeRole'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export function findMembershipByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['userId', 'committeeId']).where('email', '=', email).executeTakeFirst();
}

/** Sets (or clears) an account's committee and role; only while it still has `from` as its role there. */
export async function setMembership(
  db: Db,
  userId: number,
  membership: { committeeId: number | null; committeeRole: 'member' | 'manager' | null },
  where: { committeeId: number | null; committeeRole: 'member' | 'manager' | null },
  updatedAt: string,
): Promise<boolean> {
  let query = db
    .updateTable('users')
    .set({ ...membership, updatedAt })
    .where('userId', '=', userId);
  query =
    where.committeeId === null
      ? query.where('committeeId', 'is', null)
      : query.where('committeeId', '=', where.committeeId);
  if (where.committeeRole !== null) query = query.where('committeeRole', '=', where.committeeRole);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertInvitation(
  db: Db,
  row: {
    committeeId: number;
    email: string;
    tokenHash: string;
    invitedByUserId: number;
    createdAt: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('committeeInvitations')
    .values({ ...row, usedAt: null, usedByUserId: null })
    .execute();
}

/** The unused, unexpired invitation of a token hash with its committee's name. */
export function findUsableInvitation(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('committeeInvitations as i')
    .innerJoin('committees as c', 'c.committeeId', 'i.committeeId')
    .select(['i.invitationId', 'i.committeeId', 'i.email', 'c.name as committeeName'])
    .where('i.tokenHash', '=', tokenHash)
    .where('i.usedAt', 'is', null)
    .where('i.expiresAt', '>', now)
    .executeTakeFirst();
}

/** Marks the invitation used; false when a parallel request used it first. */
export async function useInvitation(db: Db, invitationId: number, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('committeeInvitations')
    .set({ usedAt: now, usedByUserId: userId })
    .where('invitationId', '=', invitationId)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function linkCartRecipient(db: Db, recipientId: number, memberUserId: number): Promise<void> {
  await db.insertInto('cartRecipientMembers').values({ recipientId, memberUserId }).execute();
}

/**
 * At checkout: the order participants of cart participants that were committee members keep that link
 * (one read; nothing more when the cart had none).
 */
export async function linkOrderParticipants(
  db: Db,
  placed: ReadonlyArray<{ recipientId: number; participantId: number }>,
): Promise<void> {
  const fromCart = placed.filter((p) => p.recipientId > 0);
  if (fromCart.length === 0) return;
  const links = await db
    .selectFrom('cartRecipientMembers')
    .select(['recipientId', 'memberUserId'])
    .where(
      'recipientId',
      'in',
      fromCart.map((p) => p.recipientId),
    )
    .execute();
  if (links.length === 0) return;
  const participantOf = new Map(fromCart.map((p) => [p.recipientId, p.participantId]));
  await db
    .insertInto('orderParticipantMembers')
    .values(
      links.map((link) => ({ participantId: participantOf.get(link.recipientId)!, memberUserId: link.memberUserId })),
    )
    .execute();
}

/**
 * Participants of the orders placed for the committee (orders.committeeId: the booker was a member at checkout),
 * or those linked to a member that someone else booked (a member's, with `memberUserId`).
 */
export function listCommitteeParticipants(db: Db, filter: { committeeId: number } | { memberUserId: number }) {
  let query = db
    .selectFrom('orderParticipants as p')
    .innerJoin('orders as o', 'o.orderId', 'p.orderId')
    .innerJoin('users as b', 'b.userId', 'o.userId')
    .innerJoin('events as e', 'e.eventId', 'p.eventId')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .leftJoin('orderParticipantMembers as m', 'm.participantId', 'p.participantId')
    .select([
      'p.participantId',
      'p.orderId',
      'p.eventId',
      't.title as themeTitle',
      'e.startDate',
      'e.endDate',
      'p.salutation',
      'p.firstname',
      'p.lastname',
      'p.kind',
      'p.status',
      'p.priceCents',
      'p.reservedUntil',
      'b.firstname as bookerFirstname',
      'b.lastname as bookerLastname',
      'b.userId as bookerUserId',
      'm.memberUserId',
    ]);
  if ('committeeId' in filter) {
    // Only orders placed for the committee (issue 21): a member's private bookings stay theirs.
    query = query.where('o.committeeId', '=', filter.committeeId);
  } else {
    query = query.where('m.memberUserId', '=', filter.memberUserId).where('o.userId', '<>', filter.memberUserId);
  }
  return query.orderBy('e.startDate').orderBy('p.participantId').execute();
}

/**
 * The billing address of a committee member's cart, from the committee, when the cart has none yet
 * (insert from a select; nothing happens outside a committee or when options exist).
 */
export async function prefillCartOptions(db: Db, userId: number, updatedAt: string): Promise<void> {
  await db
    .insertInto('cartOptions')
    .columns([
      'userId',
      'company',
      'street',
      'streetNumber',
      'postalCode',
      'city',
      'purchaseOrderNumber',
      'costCentre',
      'remarks',
      'updatedAt',
    ])
    .expression((eb) =>
      eb
        .selectFrom('users as u')
        .innerJoin('committees as c', 'c.committeeId', 'u.committeeId')
        .leftJoin('committeeSettings as s', 's.committeeId', 'c.committeeId')
        .select((s) => [
          'u.userId',
          'c.company',
          'c.street',
          'c.streetNumber',
          'c.postalCode',
          'c.city',
          sql<string>`''`.as('purchaseOrderNumber'),
          s.fn.coalesce('s.costCentre', sql<string>`''`).as('costCentre'),
          sql<string>`''`.as('remarks'),
          sql<string>`cast(${updatedAt} as text)`.as('updatedAt'),
        ])
        .where('u.userId', '=', userId),
    )
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
}

/** A new committee (a registration without an account): its id. */
export async function insertCommittee(
  db: Db,
  committee: {
    name: string;
    company: string;
    street: string;
    streetNumber: string;
    postalCode: string;
    city: string;
    createdAt: string;
  },
): Promise<number> {
  // Without an id: the database gives the next one (an identity on PostgreSQL, the rowid on SQLite).
  const row = await db
    .insertInto('committees')
    .values(committee as Insertable<CommitteeTable>)
    .returning('committeeId')
    .executeTakeFirstOrThrow();
  return row.committeeId;
}
