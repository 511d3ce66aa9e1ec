/** The addresses of every public catalogue page the sitemap lists: rubrics, themes, dates, places. */
import { eventDetailUrl, type SitemapEntriesResponse } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { listSitemapRows } from '../repositories/sitemap';
import { hotelUrl, locationUrl, rubricUrl, themeUrl } from './urls';

/** Dates from `today` on that are not cancelled; every theme, rubric and location; the hotels that are a venue. */
export async function sitemapEntries(db: Db, today: string): Promise<SitemapEntriesResponse> {
  const rows = await listSitemapRows(db, today);
  return {
    rubrics: rows.rubrics.map((row) => rubricUrl(row.slug)),
    themes: rows.themes.map((row) => themeUrl(row.slug)),
    events: rows.events.map((row) => eventDetailUrl(row.eventId)),
    locations: rows.locations.map(locationUrl),
    hotels: rows.hotels.map(hotelUrl),
  };
}
