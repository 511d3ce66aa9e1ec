/** The rows behind the sitemap's addresses, each list in a stable order. */
import type { Db } from '../db/types';
import { ONLINE_HOTELS } from './onlineHotels';
import { notConferenceTheme } from './conferences';

export async function listSitemapRows(db: Db, today: string) {
  const [rubrics, themes, events, locations, hotels, conferences] = await Promise.all([
    db.selectFrom('rubrics').select('slug').orderBy('position').orderBy('rubricId').execute(),
    // Conferences are listed as their own pages (below), not as seminars.
    db.selectFrom('themes').select('slug').where(notConferenceTheme('themes.themeId')).orderBy('themeId').execute(),
    // A past or cancelled date is no page worth finding.
    db
      .selectFrom('events')
      .select('eventId')
      .where('startDate', '>=', today)
      .where('cancelledAt', 'is', null)
      .where(notConferenceTheme('events.themeId'))
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
    // Every conference page, the past ones too (programme and speakers stay worth finding).
    db.selectFrom('conferences').select('slug').orderBy('conferenceId').execute(),
  ]);
  return { rubrics, themes, events, locations, hotels, conferences };
}
