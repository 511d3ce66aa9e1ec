/** Reading and writing one member's preferences (user_preferences), always keyed by that member's id. */
import type { Db, UserPreferencesTable } from '../db/types';
import { BR_FUNCTIONS, COUNTRIES, MEMBERSHIPS, type Country, type MemberSettingsResponse } from '@amb/shared-contracts';
import { findPreferencesRow, upsertPreferences } from '../repositories/memberPreferences';

/** The preferences part of the settings page's answer. */
export type MemberPreferences = Omit<
  MemberSettingsResponse,
  'personalData' | 'loginEmail' | 'loginEmailConfirmed' | 'pendingLoginEmail' | 'options'
>;

export const DEFAULT_PREFERENCES: MemberPreferences = {
  advertisingOptIn: false,
  marketingPreferences: { newsletter: false, events: false, magazine: false },
  hotelPreferences: { singleRoom: false, nonSmoking: false, barrierFree: false, note: '' },
  brFunctions: [],
  country: null,
  memberships: [],
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const flagOf = (source: unknown, key: string): boolean =>
  typeof source === 'object' && source !== null && (source as Record<string, unknown>)[key] === true;

/** Only values of the option list survive, so a changed list never leaks stale entries to the page. */
function listOf<T extends string>(text: string, options: readonly T[]): T[] {
  const value = parseJson(text);
  return Array.isArray(value) ? value.filter((v): v is T => typeof v === 'string' && options.includes(v as T)) : [];
}

export function preferencesFromRow(row: UserPreferencesTable | undefined): MemberPreferences {
  if (!row) return structuredClone(DEFAULT_PREFERENCES);
  const marketing = parseJson(row.marketingPreferences);
  const hotel = parseJson(row.hotelPreferences);
  const note = typeof hotel === 'object' && hotel !== null ? (hotel as Record<string, unknown>).note : undefined;
  return {
    advertisingOptIn: Number(row.advertisingOptIn) === 1,
    marketingPreferences: {
      newsletter: flagOf(marketing, 'newsletter'),
      events: flagOf(marketing, 'events'),
      magazine: flagOf(marketing, 'magazine'),
    },
    hotelPreferences: {
      singleRoom: flagOf(hotel, 'singleRoom'),
      nonSmoking: flagOf(hotel, 'nonSmoking'),
      barrierFree: flagOf(hotel, 'barrierFree'),
      note: typeof note === 'string' ? note : '',
    },
    brFunctions: listOf(row.brFunctions, BR_FUNCTIONS),
    country: (COUNTRIES as readonly string[]).includes(row.country ?? '') ? (row.country as Country) : null,
    memberships: listOf(row.memberships, MEMBERSHIPS),
  };
}

export async function loadPreferences(db: Db, userId: number): Promise<MemberPreferences> {
  return preferencesFromRow(await findPreferencesRow(db, userId));
}

function rowOf(userId: number, preferences: MemberPreferences, updatedAt: string): UserPreferencesTable {
  return {
    userId,
    advertisingOptIn: preferences.advertisingOptIn ? 1 : 0,
    marketingPreferences: JSON.stringify(preferences.marketingPreferences),
    hotelPreferences: JSON.stringify(preferences.hotelPreferences),
    brFunctions: JSON.stringify(preferences.brFunctions),
    country: preferences.country,
    memberships: JSON.stringify(preferences.memberships),
    updatedAt,
  };
}

/**
 * Changes part of one member's preferences in a transaction. Only the changed columns are written on
 * conflict, so two sections saved at the same time never overwrite each other. Returns the result.
 */
export async function updatePreferences(
  db: Db,
  userId: number,
  change: Partial<MemberPreferences>,
  now: Date = new Date(),
): Promise<MemberPreferences> {
  const { userId: _key, ...insert } = rowOf(userId, { ...DEFAULT_PREFERENCES, ...change }, now.toISOString());
  const changed = Object.fromEntries(
    Object.entries(insert).filter(([column]) => column === 'updatedAt' || column in change),
  ) as Partial<typeof insert>;
  return db.transaction().execute(async (trx) => {
    await upsertPreferences(trx, { userId, ...insert }, changed);
    return loadPreferences(trx, userId);
  });
}
