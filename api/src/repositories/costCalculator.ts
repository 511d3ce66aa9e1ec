/** What the cost calculator reads: one event with its theme, venue and rates, its modules' days, the cart's choices. */
import type { Db } from '../db/types';
import { ownerColumn, type CartOwner } from './cartRows';
import { eventsWithVenue } from './eventVenue';

export function findCostEventRow(db: Db, eventId: number) {
  return eventsWithVenue(db)
    .select([
      'e.eventId',
      'e.startDate',
      'e.endDate',
      'e.isSeries',
      'e.price',
      'e.priceParticipantTwo',
      'e.priceParticipantThree',
      'e.priceParticipantFour',
      'e.priceParticipantFive',
      't.title as themeTitle',
      'h.hotelId',
      'h.name as hotelName',
      'h.street',
      'h.postalCode',
      'l.name as city',
      'h.singleRoomNightCents',
      'h.fullBoardDayCents',
      'h.dayRateCents',
    ])
    .where('e.eventId', '=', eventId)
    .executeTakeFirst();
}

export function listModuleDays(db: Db, eventId: number) {
  return db
    .selectFrom('eventModules')
    .select(['startDate', 'endDate'])
    .where('eventId', '=', eventId)
    .orderBy('position')
    .execute();
}

/** The board options of the owner's participants of the event, in the order they were added. */
export async function listCartBoardOptions(db: Db, owner: CartOwner, eventId: number) {
  const [column, value] = ownerColumn(owner);
  const items = await db
    .selectFrom('cartItems as c')
    .select('c.cartItemId')
    .where(column, '=', value)
    .where('c.eventId', '=', eventId)
    .execute();
  if (items.length === 0) return null;
  return db
    .selectFrom('cartRecipients as r')
    .innerJoin('cartItems as c', 'c.cartItemId', 'r.cartItemId')
    .select('r.hotelOverNightOption')
    .where(column, '=', value)
    .where('c.eventId', '=', eventId)
    .orderBy('r.recipientId')
    .execute();
}
