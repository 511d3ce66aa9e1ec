/**
 * GET /api-meinamb/article-recommendations: no articles exist yet (the content issue brings them), so the
 * member gets catalogue themes chosen by their works-council functions (settings; else the functions their
 * participants were booked with; else the basics for newcomers), themes already booked left out.
 */
import type { BrFunction, MemberRecommendationsResponse } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { listBookedBrFunctions, listRecommendedThemeRows, listThemeTagNames } from '../repositories/memberBookings';
import { findPreferencesRow } from '../repositories/memberPreferences';

export const RECOMMENDATION_LIMIT = 4;

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
  };
}
