import { BR_FUNCTIONS, COUNTRIES, MEMBERSHIPS } from '@amb/shared-contracts';
import { PERSONAL_KEYS, personalValuesOf, type PersonalValues } from '../../components/PersonalFields';

/** Fallbacks when the api sends no lists of its own (its lists win): the shared contract's lists. */
export { BR_FUNCTIONS, MEMBERSHIPS } from '@amb/shared-contracts';

/** Countries offered when the api sends none: the German-speaking ones of the shared list. */
const DEFAULT_COUNTRIES = COUNTRIES.slice(0, 3);

export type Marketing = { advertisingOptIn: boolean; newsletter: boolean; events: boolean; magazine: boolean };
export type Hotel = { singleRoom: boolean; nonSmoking: boolean; barrierFree: boolean; note: string };

export interface Settings {
  personal: PersonalValues;
  marketing: Marketing;
  hotel: Hotel;
  brFunctions: string[];
  brFunctionOptions: readonly string[];
  country: string;
  memberships: string[];
  membershipOptions: readonly string[];
}

type Json = Record<string, unknown>;

const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const flag = (value: unknown): boolean => value === true;
const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

/** A list field that may come as a bare array or as `{ <key>: [...] , options: [...] }`. */
function listOf(value: unknown, key: string): { selected: string[]; options?: string[] } {
  const direct = strings(value);
  if (direct) return { selected: direct };
  const inner = record(value);
  return {
    selected: strings(inner[key]) ?? strings(inner.selected) ?? [],
    options: strings(inner.options) ?? strings(inner.available),
  };
}

/** Reads `GET /api-meinamb/settings` into the forms' values. */
export function settingsOf(data: unknown): Settings {
  const root = record(data);
  const personalSource = PERSONAL_KEYS.some((key) => key in root) ? root : (root.personalData ?? root.personal);
  const advertising = record(root.advertising);
  const marketing = record(root.marketingPreferences ?? root.marketing);
  const hotel = record(root.hotelPreferences ?? root.hotel);
  const br = listOf(root.brFunctions, 'brFunctions');
  const memberships = listOf(root.memberships, 'memberships');
  const options = record(root.options);
  return {
    personal: personalValuesOf(personalSource),
    marketing: {
      advertisingOptIn: flag(root.advertisingOptIn ?? advertising.advertisingOptIn),
      newsletter: flag(marketing.newsletter),
      events: flag(marketing.events),
      magazine: flag(marketing.magazine),
    },
    hotel: {
      singleRoom: flag(hotel.singleRoom),
      nonSmoking: flag(hotel.nonSmoking),
      barrierFree: flag(hotel.barrierFree),
      note: typeof hotel.note === 'string' ? hotel.note : '',
    },
    brFunctions: br.selected,
    brFunctionOptions: br.options ?? strings(options.brFunctions) ?? BR_FUNCTIONS,
    country: typeof root.country === 'string' ? root.country : '',
    memberships: memberships.selected,
    membershipOptions: memberships.options ?? strings(options.memberships) ?? MEMBERSHIPS,
  };
}

/** `GET /api-meinamb/countries`: names, or objects with a name. */
export function countriesOf(data: unknown): string[] {
  const list = Array.isArray(data) ? data : (record(data).countries ?? []);
  if (!Array.isArray(list)) return [...DEFAULT_COUNTRIES];
  const names = list
    .map((item: unknown) => (typeof item === 'string' ? item : record(item).name))
    .filter((name): name is string => typeof name === 'string');
  return names.length > 0 ? names : [...DEFAULT_COUNTRIES];
}
