/** What an online-fax registration reads and clears: its event as a cart item shows it, the cart's item of it. */
import type { Db } from '../db/types';
import { eventsWithVenue } from './eventVenue';
import { waitingGroups } from './waitingGroups';

/** The event with the columns of the full cart's rows (no cart item: id 0). */
export function findItemEventRow(db: Db, eventId: number) {
  return eventsWithVenue(db)
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
