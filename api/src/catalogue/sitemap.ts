/** The addresses of every public page the sitemap lists: rubrics, themes, dates, places, content. */
import { contentUrl, eventDetailUrl, topicUrl, type SitemapEntriesResponse } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { listContentKeys } from '../repositories/content';
import { caseLawSitemapPaths } from '../content/judgments';
import { listSitemapRows } from '../repositories/sitemap';
import { lexiconElectionJobPaths } from '../content/lexiconElectionJobPaths';
import { listTopicSlugsWithContent } from '../repositories/topics';
import { hotelUrl, locationUrl, rubricUrl, themeUrl } from './urls';
import { conferenceUrl } from '../conferences/programme';

/** Dates from `today` on that are not cancelled; every theme, rubric and location; the hotels that are a venue. */
export async function sitemapEntries(db: Db, today: string): Promise<SitemapEntriesResponse> {
  const [rows, content, caseLaw, ownPages, topics] = await Promise.all([
    listSitemapRows(db, today),
    listContentKeys(db),
    caseLawSitemapPaths(db),
    lexiconElectionJobPaths(db),
    listTopicSlugsWithContent(db),
  ]);
  return {
    rubrics: rows.rubrics.map((row) => rubricUrl(row.slug)),
    themes: rows.themes.map((row) => themeUrl(row.slug)),
    events: rows.events.map((row) => eventDetailUrl(row.eventId)),
    locations: rows.locations.map(locationUrl),
    hotels: rows.hotels.map(hotelUrl),
    content: [
      ...content.map((item) => contentUrl(item.kind, item.slug)),
      ...ownPages,
      ...topics.map((topic) => topicUrl(topic.slug)),
    ],
    caseLaw,
    conferences: rows.conferences.map((row) => conferenceUrl(row.slug)),
  };
}
