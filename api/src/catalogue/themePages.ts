/** The data of the theme pages and of the theme recommendations. */
import {
  priceLabel,
  type EventManager,
  type RubricRef,
  type ThemeCard,
  type ThemeDatesResponse,
  type ThemeDetailResponse,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import {
  findThemeRow,
  findThemeRows,
  firstDateRows,
  listDateRows,
  listEventManagerRows,
  listModuleRows,
  listThemeTagRows,
  themeDateSummaryRows,
} from '../repositories/cataloguePages';
import { isOnlineHotelId, toPrice } from './mappers';
import { toThemeDate } from './themeDates';
import { themeUrl } from './urls';
import { findConferenceSlugOfTheme } from '../repositories/conferences';
import { conferenceUrl } from '../conferences/programme';

const THEME_NOT_FOUND = 'Dieses Seminar gibt es nicht.';
const THEME_ID = /^[1-9]\d{0,8}$/;
const THEME_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type ThemeRow = NonNullable<Awaited<ReturnType<typeof findThemeRow>>>;

/** A theme by the page's parameter: its id or its slug; anything else is no theme. */
export async function themeByParam(db: Db, param: string): Promise<ThemeRow> {
  const key = THEME_ID.test(param) ? { themeId: Number(param) } : THEME_SLUG.test(param) ? { slug: param } : null;
  const row = key ? await findThemeRow(db, key) : undefined;
  if (!row) throw notFound(THEME_NOT_FOUND);
  return row;
}

const rubricOf = (row: ThemeRow): RubricRef => ({ rubricId: row.rubricId, name: row.rubricName, slug: row.rubricSlug });

/**
 * Cards of themes in the given order (unknown ids left out), with their next date from `today` on, and how many
 * dates each has from then (counted in the same pass). `known`: the themes' rows when the caller has read them.
 */
async function cardsWithDateCounts(
  db: Db,
  themeIds: number[],
  today: string,
  known?: ThemeRow[],
): Promise<{ cards: ThemeCard[]; dateCounts: Map<number, number> }> {
  const [themes, summaries] = await Promise.all([
    known ?? findThemeRows(db, themeIds),
    themeDateSummaryRows(db, themeIds, today),
  ]);
  const starts = summaries.map((s) => ({ themeId: s.themeId, nextStart: String(s.nextStart) }));
  const firsts = await firstDateRows(db, starts);
  const firstOf = new Map<number, (typeof firsts)[number]>();
  for (const row of firsts) if (!firstOf.has(row.themeId)) firstOf.set(row.themeId, row);
  const byId = new Map(themes.map((t) => [t.themeId, t]));
  const dateCounts = new Map(summaries.map((s) => [s.themeId, Number(s.dateCount)]));
  const cards = themeIds.flatMap((themeId) => {
    const theme = byId.get(themeId);
    if (!theme) return [];
    const first = firstOf.get(themeId);
    const price = first ? toPrice(first) : null;
    return [
      {
        themeId,
        slug: theme.slug,
        title: theme.title,
        subtitle: theme.subtitle,
        url: themeUrl(theme.slug),
        rubric: rubricOf(theme),
        nextDate: first
          ? {
              eventId: first.eventId,
              startDate: first.startDate,
              endDate: first.endDate,
              isOnlineEvent: isOnlineHotelId(first.hotelId),
              city: isOnlineHotelId(first.hotelId) ? null : first.city,
            }
          : null,
        // The next date's price under that date's label: the card shows the next date, so its price is the
        // one the date itself shows (a lower price of a later date would not be what this date costs).
        priceFrom: price ? price.price : null,
        priceLabel: price ? priceLabel(price) : null,
      },
    ];
  });
  return { cards, dateCounts };
}

/** Cards of themes in the given order (unknown ids left out), with their next date from `today` on. */
export async function themeCards(db: Db, themeIds: number[], today: string): Promise<ThemeCard[]> {
  return (await cardsWithDateCounts(db, themeIds, today)).cards;
}

export const toEventManager = (row: EventManager): EventManager => ({
  managerId: row.managerId,
  name: row.name,
  photoUrl: row.photoUrl,
  phone: row.phone,
  email: row.email,
});

/** GET /api/themes/:theme */
export async function themeDetail(db: Db, param: string, today: string): Promise<ThemeDetailResponse> {
  const theme = await themeByParam(db, param);
  const [
    {
      cards: [card],
      dateCounts,
    },
    tags,
    managers,
  ] = await Promise.all([
    cardsWithDateCounts(db, [theme.themeId], today, [theme]),
    listThemeTagRows(db, theme.themeId),
    theme.managerId === null ? [] : listEventManagerRows(db, [theme.managerId]),
  ]);
  if (!card) throw notFound(THEME_NOT_FOUND);
  // A conference's theme (the cart's pop-over links every item by its theme) has the conference page as address.
  const conference = await findConferenceSlugOfTheme(db, theme.themeId);
  return {
    ...card,
    ...(conference ? { url: conferenceUrl(conference) } : {}),
    description: theme.description,
    actionField: theme.actionField,
    tags,
    manager: managers[0] ? toEventManager(managers[0]) : null,
    dateCount: dateCounts.get(theme.themeId) ?? 0,
  };
}

/** GET /api/themes/:theme/dates: the dates from `today` on. */
export async function themeDates(db: Db, param: string, today: string): Promise<ThemeDatesResponse> {
  const theme = await themeByParam(db, param);
  const rows = await listDateRows(db, { themeIds: [theme.themeId], from: today });
  const modules = await listModuleRows(
    db,
    rows.filter((r) => r.isSeries === 1).map((r) => r.eventId),
  );
  const modulesOf = new Map<number, typeof modules>();
  for (const m of modules) modulesOf.set(m.eventId, [...(modulesOf.get(m.eventId) ?? []), m]);
  return {
    themeId: theme.themeId,
    slug: theme.slug,
    title: theme.title,
    url: themeUrl(theme.slug),
    dates: rows.map((row) => toThemeDate(row, modulesOf.get(row.eventId) ?? [])),
  };
}
