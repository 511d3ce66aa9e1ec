/** An event (`e`) with its theme (`t`) and its venue: the hotel (`h`, none online) and the hotel's location (`l`). */
import type { Db } from '../db/types';
import { ONLINE_HOTELS } from './onlineHotels';

export function eventsWithVenue(db: Db) {
  return db
    .selectFrom('events as e')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .leftJoin('hotels as h', (join) =>
      join.onRef('h.hotelId', '=', 'e.hotelId').on('h.hotelId', 'not in', ONLINE_HOTELS),
    )
    .leftJoin('locations as l', 'l.locationId', 'h.locationId');
}
