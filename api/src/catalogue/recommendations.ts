/** Contact persons, seat states and the theme recommendations ("Das könnte Sie auch interessieren"). */
import type {
  BookingStatesResponse,
  EventManagersResponse,
  RecommendedThemesResponse,
  RelatedTopicsResponse,
  StarterPackageResponse,
  ThemesRemarketingResponse,
} from '@amb/shared-contracts';
import { seatState, seatsLeft } from '@amb/shared-contracts';
import { number, object, string } from 'yup';
import type { Db } from '../db/types';
import { parseQuery } from '../http/validation';
import {
  findThemeRow,
  listEventManagerRows,
  listSeatRows,
  relatedThemeIdRows,
  taggedThemeRows,
  themeDateSummaryRows,
  themeIdsOfRubric,
} from '../repositories/cataloguePages';
import { themeCards, toEventManager } from './themePages';

/** How many themes a recommendation shows. */
export const RECOMMENDATION_COUNT = 6;
const MAX_IDS = 100;

const ID_MESSAGE = 'Die ID muss eine ganze Zahl ab 1 sein.';
const IDS_MESSAGE = `Bitte geben Sie bis zu ${MAX_IDS} IDs als ganze Zahlen ab 1 an, durch Kommas getrennt.`;
const id = () => number().typeError(ID_MESSAGE).integer(ID_MESSAGE).min(1, ID_MESSAGE).max(2_147_483_647, ID_MESSAGE);
const idList = () =>
  string()
    .matches(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, IDS_MESSAGE)
    .test('count', IDS_MESSAGE, (value) => value === undefined || value.split(',').length <= MAX_IDS);
const ids = (value: string | undefined): number[] => (value ? [...new Set(value.split(',').map(Number))] : []);

const themeQuery = object({ themeId: id() });
const requiredThemeQuery = object({ themeId: id().required('Die ID des Seminars fehlt.') });
const bookingStatesQuery = object({ eventIds: idList(), themeId: id() }).test(
  'one',
  'Bitte geben Sie eventIds oder themeId an.',
  (value) => (value.eventIds === undefined) !== (value.themeId === undefined),
);
const remarketingQuery = object({ themeIds: idList().required('Die IDs der Seminare fehlen.') });

/** GET /api/get-event-managers?themeId=: the theme's contact person, or every one without themeId. */
export async function eventManagers(db: Db, query: Record<string, unknown>): Promise<EventManagersResponse> {
  const { themeId } = parseQuery(themeQuery, query);
  if (themeId === undefined) return (await listEventManagerRows(db)).map(toEventManager);
  const theme = await findThemeRow(db, { themeId });
  if (!theme || theme.managerId === null) return [];
  return (await listEventManagerRows(db, [theme.managerId])).map(toEventManager);
}

/** GET /api/get-booking-states?eventIds=1,2 | ?themeId=3 */
export async function bookingStates(db: Db, query: Record<string, unknown>): Promise<BookingStatesResponse> {
  const parsed = parseQuery(bookingStatesQuery, query);
  const rows = await listSeatRows(
    db,
    parsed.themeId !== undefined ? { themeId: parsed.themeId } : { eventIds: ids(parsed.eventIds) },
  );
  return rows.map((r) => ({
    eventId: r.eventId,
    seatState: seatState(r.capacity, r.seatsTaken),
    seatsLeft: seatsLeft(r.capacity, r.seatsTaken),
  }));
}

/** Themes with a date from `today` on, soonest first. */
async function withDates(db: Db, themeIds: number[] | 'all', today: string): Promise<number[]> {
  const summaries = await themeDateSummaryRows(db, themeIds, today);
  return summaries
    .sort((a, b) => String(a.nextStart).localeCompare(String(b.nextStart)) || a.themeId - b.themeId)
    .map((s) => s.themeId);
}

/** GET /recommendations/get-related-topics?themeId=: themes sharing most tags, then of the same rubric. */
export async function relatedTopics(
  db: Db,
  query: Record<string, unknown>,
  today: string,
): Promise<RelatedTopicsResponse> {
  const { themeId } = parseQuery(requiredThemeQuery, query);
  const theme = await findThemeRow(db, { themeId });
  if (!theme) return [];
  const [related, sameRubric] = await Promise.all([
    relatedThemeIdRows(db, themeId),
    themeIdsOfRubric(db, theme.rubricId),
  ]);
  const bookable = new Set(await withDates(db, 'all', today));
  const order = [...related.map((r) => r.themeId), ...sameRubric].filter((id) => id !== themeId && bookable.has(id));
  return themeCards(db, [...new Set(order)].slice(0, RECOMMENDATION_COUNT), today);
}

/** GET /recommendations/themes?themeId=: other themes of its rubric by next date; without: the next dates. */
export async function recommendedThemes(
  db: Db,
  query: Record<string, unknown>,
  today: string,
): Promise<RecommendedThemesResponse> {
  const { themeId } = parseQuery(themeQuery, query);
  if (themeId === undefined)
    return themeCards(db, (await withDates(db, 'all', today)).slice(0, RECOMMENDATION_COUNT), today);
  const theme = await findThemeRow(db, { themeId });
  if (!theme) return [];
  const candidates = (await themeIdsOfRubric(db, theme.rubricId)).filter((id) => id !== themeId);
  return themeCards(db, (await withDates(db, candidates, today)).slice(0, RECOMMENDATION_COUNT), today);
}

/** The tag of the themes a new works council starts with. */
export const BEGINNER_TAG = 'einsteiger';

/** GET /recommendations/starter-package?themeId=: the beginners' themes, the theme's rubric first. */
export async function starterPackage(
  db: Db,
  query: Record<string, unknown>,
  today: string,
): Promise<StarterPackageResponse> {
  const { themeId } = parseQuery(requiredThemeQuery, query);
  const theme = await findThemeRow(db, { themeId });
  if (!theme) return [];
  const rows = await taggedThemeRows(db, BEGINNER_TAG);
  const own = rows.filter((row) => row.rubricId === theme.rubricId);
  const others = rows.filter((row) => row.rubricId !== theme.rubricId);
  return themeCards(
    db,
    [...own, ...others].map((row) => row.themeId),
    today,
  );
}

/** GET /api/themes-remarketing?themeIds=: the themes a visitor looked at (sessionStorage), in that order. */
export async function themesRemarketing(
  db: Db,
  query: Record<string, unknown>,
  today: string,
): Promise<ThemesRemarketingResponse> {
  const { themeIds } = parseQuery(remarketingQuery, query);
  return themeCards(db, ids(themeIds), today);
}
