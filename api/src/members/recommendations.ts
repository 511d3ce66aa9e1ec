/**
 * GET /api-meinamb/article-recommendations: catalogue themes and content items (articles, news, interviews)
 * chosen by the member's works-council functions (settings; else the functions their participants were booked
 * with; else the basics for newcomers); themes already booked left out, content newest first.
 */
import type { BrFunction, MemberRecommendationsResponse } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { listBookedBrFunctions, listRecommendedThemeRows, listThemeTagNames } from '../repositories/memberBookings';
import { findPreferencesRow } from '../repositories/memberPreferences';
import { contentByTagNamesRows } from '../repositories/contentRecommendations';
import { summaryOf } from '../content/contentPages';

export const RECOMMENDATION_LIMIT = 4;
/** Content items the start page lists: a short reading list, not an archive. */
export const ARTICLE_RECOMMENDATION_LIMIT = 5;

/** The catalogue's topics (tags) that fit each BR function. */
export const TOPICS_BY_FUNCTION: Record<BrFunction, readonly string[]> = {
  Betriebsratsvorsitz: ['Betriebsratsvorsitz', 'Verhandlungsführung', 'Konfliktmanagement'],
  'Stellv. Vorsitz': ['Betriebsratsvorsitz', 'Verhandlungsführung'],
  Betriebsratsmitglied: ['Mitbestimmung', 'Betriebsverfassungsgesetz', 'Praxiswissen'],
  Ersatzmitglied: ['Einsteiger', 'Kompakt'],
  Schwerbehindertenvertretung: ['Inklusion', 'Gesundheitsschutz'],
  JAV: ['Ausbildung', 'Einsteiger'],
  Wirtschaftsausschuss: ['Wirtschaftsausschuss', 'Bilanzen'],
  Gesamtbetriebsrat: ['Umstrukturierung', 'Betriebsvereinbarung'],
  Konzernbetriebsrat: ['Umstrukturierung', 'Verhandlungsführung'],
};

const FALLBACK_FUNCTION: BrFunction = 'Betriebsratsmitglied';

const isBrFunction = (value: string): value is BrFunction => Object.hasOwn(TOPICS_BY_FUNCTION, value);

async function memberFunctions(db: Db, userId: number): Promise<BrFunction[]> {
  const row = await findPreferencesRow(db, userId);
  const saved = row ? (JSON.parse(row.brFunctions) as string[]).filter(isBrFunction) : [];
  if (saved.length > 0) return saved;
  const booked = (await listBookedBrFunctions(db, userId)).filter(isBrFunction);
  return booked.length > 0 ? booked : [FALLBACK_FUNCTION];
}

export async function memberRecommendations(
  db: Db,
  userId: number,
  today: string,
): Promise<MemberRecommendationsResponse> {
  const basedOn = await memberFunctions(db, userId);
  const topics = [...new Set(basedOn.flatMap((f) => TOPICS_BY_FUNCTION[f]))];
  const rows = await listRecommendedThemeRows(db, userId, topics, today, RECOMMENDATION_LIMIT);
  const articles = await contentByTagNamesRows(db, topics, ARTICLE_RECOMMENDATION_LIMIT);
  const tagRows = await listThemeTagNames(
    db,
    rows.map((r) => r.themeId),
  );
  return {
    basedOn,
    recommendations: rows.map((r) => ({
      themeSlug: r.slug,
      title: r.title,
      subtitle: r.subtitle,
      nextStartDate: String(r.nextStartDate),
      topics: tagRows.filter((t) => t.themeId === r.themeId && topics.includes(t.name)).map((t) => t.name),
    })),
    articles: articles.map((row) => ({ ...summaryOf(row), topics: row.topics })),
  };
}
