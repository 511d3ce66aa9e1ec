/** The rows behind the sitemap's addresses, each list in a stable order. */
import type { Db } from '../db/types';
import { ONLINE_HOTELS } from './onlineHotels';

export async function listSitemapRows(db: Db, today: string) {
  const [rubrics, themes, events, locations, hotels] = await Promise.all([
    db.selectFrom('rubrics').select('slug').orderBy('position').orderBy('rubricId').execute(),
    db.selectFrom('themes').select('slug').orderBy('themeId').execute(),
    // A past or cancelled date is no page worth finding.
    db
      .selectFrom('events')
      .select('eventId')
      .where('startDate', '>=', today)
      .where('cancelledAt', 'is', null)
      .orderBy('eventId')
      .execute(),
    db.selectFrom('locations').select(['slug', 'locationId']).orderBy('locationId').execute(),
    // The online pseudo hotels are no venue.
    db
      .selectFrom('hotels')
      .select(['name', 'hotelId'])
      .where('hotelId', 'not in', ONLINE_HOTELS)
      .orderBy('hotelId')
      .execute(),
  ]);
  return { rubrics, themes, events, locations, hotels };
}
