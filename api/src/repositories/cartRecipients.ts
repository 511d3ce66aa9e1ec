/** Participants of cart items and the cart's order options; a cart is one owner's (session or user). */
import type { LegalBasis } from '@amb/shared-contracts';
import { prepared } from '../db/prepared';
import type { Db, OrderOptionColumns, PersonColumns } from '../db/types';
import { cartItemsWithEvent, ownerColumn, type CartOwner } from './cartRows';
import { waitingGroups } from './waitingGroups';

/** The owner's cart item (undefined for another cart's item or none). */
export function findOwnedCartItem(db: Db, owner: CartOwner, cartItemId: number) {
  const [column, value] = ownerColumn(owner);
  return db
    .selectFrom('cartItems as c')
    .select(['c.cartItemId', 'c.eventId'])
    .where('c.cartItemId', '=', cartItemId)
    .where(column, '=', value)
    .executeTakeFirst();
}

/** A participant of the owner's cart (undefined for another cart's participant or none). */
export function findOwnedRecipient(db: Db, owner: CartOwner, recipientId: number) {
  const [column, value] = ownerColumn(owner);
  return db
    .selectFrom('cartRecipients as r')
    .innerJoin('cartItems as c', 'c.cartItemId', 'r.cartItemId')
    .select(['r.recipientId', 'r.cartItemId', 'c.eventId'])
    .where('r.recipientId', '=', recipientId)
    .where(column, '=', value)
    .executeTakeFirst();
}

export async function insertRecipient(
  db: Db,
  cartItemId: number,
  person: PersonColumns & { legalBasis?: LegalBasis },
  createdAt: string,
): Promise<number> {
  const row = await db
    .insertInto('cartRecipients')
    .values({ cartItemId, ...person, createdAt })
    .returning('recipientId')
    .executeTakeFirstOrThrow();
  return row.recipientId;
}

export async function updateRecipient(
  db: Db,
  recipientId: number,
  person: PersonColumns & { legalBasis?: LegalBasis },
): Promise<void> {
  await db.updateTable('cartRecipients').set(person).where('recipientId', '=', recipientId).execute();
}

export async function deleteRecipient(db: Db, recipientId: number): Promise<void> {
  await db.deleteFrom('cartRecipients').where('recipientId', '=', recipientId).execute();
}

// The cart's reads and the checkout's deletes are prepared (db/prepared.ts): each kind of owner (its column)
// is a shape of its own.

const cartDetailRows = prepared((db, owner: CartOwner) =>
  cartItemsWithEvent(db, owner)
    .leftJoin('conferences as cf', 'cf.eventId', 'e.eventId')
    .select([
      'cf.conferenceId',
      'h.name as hotelName',
      'e.price',
      'e.priceParticipantTwo',
      'e.priceParticipantThree',
      'e.priceParticipantFour',
      'e.priceParticipantFive',
      'e.capacity',
      'e.seatsTaken',
      'e.cancelledAt',
      waitingGroups,
    ]),
);

/** The owner's cart items with what the full cart shows and the checkout needs of their events. */
export async function listCartDetailRows(db: Db, owner: CartOwner) {
  return (await cartDetailRows(db, owner)).rows;
}

const cartRecipientRows = prepared((db, owner: CartOwner) => {
  const [column, value] = ownerColumn(owner);
  return db
    .selectFrom('cartRecipients as r')
    .innerJoin('cartItems as c', 'c.cartItemId', 'r.cartItemId')
    .select([
      'r.recipientId',
      'r.cartItemId',
      'r.salutation',
      'r.title',
      'r.firstname',
      'r.lastname',
      'r.email',
      'r.brFunction',
      'r.hotelOverNightOption',
      'r.kind',
      'r.legalBasis',
    ])
    .where(column, '=', value)
    .orderBy('r.recipientId');
});

/** The participants of the owner's cart, in the order they were added (their position and price). */
export async function listCartRecipientRows(db: Db, owner: CartOwner) {
  return (await cartRecipientRows(db, owner)).rows;
}

const OPTION_COLUMNS = [
  'company',
  'street',
  'streetNumber',
  'postalCode',
  'city',
  'purchaseOrderNumber',
  'costCentre',
  'remarks',
] as const;

const cartOptions = prepared((db, owner: CartOwner) => {
  const query = db.selectFrom('cartOptions').select(OPTION_COLUMNS);
  return 'userId' in owner
    ? query.where('userId', '=', owner.userId)
    : query.where('sessionHash', '=', owner.sessionHash);
});

export async function findCartOptions(db: Db, owner: CartOwner): Promise<OrderOptionColumns | undefined> {
  return (await cartOptions(db, owner)).rows[0];
}

/** Stores the cart's options, replacing earlier ones. */
export async function upsertCartOptions(
  db: Db,
  owner: CartOwner,
  options: OrderOptionColumns,
  updatedAt: string,
): Promise<void> {
  const key = 'userId' in owner ? 'userId' : 'sessionHash';
  await db
    .insertInto('cartOptions')
    .values({
      sessionHash: 'sessionHash' in owner ? owner.sessionHash : null,
      userId: 'userId' in owner ? owner.userId : null,
      ...options,
      updatedAt,
    })
    .onConflict((oc) => oc.column(key).doUpdateSet({ ...options, updatedAt }))
    .execute();
}

/** Login: the session's options become the user's unless the user has options already. */
export async function moveSessionOptionsToUser(db: Db, sessionHash: string, userId: number): Promise<void> {
  const mine = await db.selectFrom('cartOptions').select('userId').where('userId', '=', userId).executeTakeFirst();
  if (mine) return;
  await db
    .updateTable('cartOptions')
    .set({ sessionHash: null, userId })
    .where('sessionHash', '=', sessionHash)
    .execute();
}

const userCartItemsDelete = prepared((db, { userId }: { userId: number }) =>
  db.deleteFrom('cartItems').where('userId', '=', userId),
);
const userCartOptionsDelete = prepared((db, { userId }: { userId: number }) =>
  db.deleteFrom('cartOptions').where('userId', '=', userId),
);

/** Empties a member's cart (items, their participants by cascade, options) once it became an order; the items deleted. */
export async function clearUserCart(db: Db, userId: number): Promise<number> {
  const items = await userCartItemsDelete(db, { userId });
  await userCartOptionsDelete(db, { userId });
  return Number(items.numAffectedRows);
}
