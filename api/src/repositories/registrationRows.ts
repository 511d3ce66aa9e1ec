/** What an online-fax registration reads and clears: its event as a cart item shows it, the cart's item of it. */
import type { Db } from '../db/types';
import { ONLINE_HOTELS } from './onlineHotels';
import { waitingGroups } from './waitingGroups';

/** The event with the columns of the full cart's rows (no cart item: id 0). */
export function findItemEventRow(db: Db, eventId: number) {
  return db
    .selectFrom('events as e')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .leftJoin('hotels as h', (join) =>
      join.onRef('h.hotelId', '=', 'e.hotelId').on('h.hotelId', 'not in', ONLINE_HOTELS),
    )
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .select([
      'e.eventId',
      'e.themeId',
      't.title as themeTitle',
      'e.startDate',
      'e.endDate',
      'l.name as city',
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
    ])
    .where('e.eventId', '=', eventId)
    .executeTakeFirst();
}

/** The member's cart item of the event (its participants go with it), once the registration ordered it. */
export async function deleteUserCartItemOfEvent(db: Db, userId: number, eventId: number): Promise<void> {
  await db.deleteFrom('cartItems').where('userId', '=', userId).where('eventId', '=', eventId).execute();
}
