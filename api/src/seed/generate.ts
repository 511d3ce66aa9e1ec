import { ONLINE_HOTEL_IDS } from '@amb/shared-contracts';
import type {
  EventManagerTable,
  EventModuleTable,
  EventTable,
  HotelTable,
  LocationTable,
  NavigationItemTable,
  PriceColumns,
  RubricTable,
  TagTable,
  ThemeTable,
  ThemeTagTable,
} from '../db/types';
import { RUBRICS, TAG_NAMES, type ThemeFormat } from './catalogueData';
import { addDays, daysBetween, isoWeekday } from '../util/calendarDays';
import { buildNavigation } from './navigation';
import { createRandom, type Random } from './random';
import { slugify } from '../util/slugify';
import { demoHotelRates } from '../db/demoHotelRates';
import { FIRST_HOTEL_ID, LOCATIONS, NO_VENUE_HOTEL_ID, ONLINE_HOTEL } from './venueData';
import { EVENT_MANAGERS, hotelDetails, locationDescription, managerOfRubric, themeDescription } from './pageTexts';

export const DEFAULT_SEED = 0x0a3b2026;
/**
 * Events run from the base date over this many days: 78 weeks (about 18 months). A whole number of weeks,
 * not of months, so that a base date seven days later gives the same rows seven days later (the e2e system
 * seeds from a Monday and its screenshots stay comparable from week to week).
 */
export const WINDOW_DAYS = 78 * 7;
export const FIRST_EVENT_ID = 10001;

export interface SeedData {
  baseDate: string;
  locations: LocationTable[];
  hotels: HotelTable[];
  rubrics: RubricTable[];
  tags: TagTable[];
  eventManagers: EventManagerTable[];
  themes: ThemeTable[];
  themeTags: ThemeTagTable[];
  events: EventTable[];
  eventModules: EventModuleTable[];
  navigationItems: NavigationItemTable[];
}

type PriceMode = 'degressive' | 'equal' | 'single';
const DEGRESSIVE_FACTORS = [1, 0.95, 0.9, 0.87, 0.85] as const;
const round10 = (value: number): number => Math.round(value / 10) * 10;

export function pricesFor(base: number, mode: PriceMode): PriceColumns {
  const [one, two, three, four, five] = DEGRESSIVE_FACTORS.map((factor) =>
    mode === 'degressive' ? round10(base * factor) : mode === 'equal' ? base : null,
  );
  return {
    price: one ?? base,
    priceParticipantTwo: two ?? null,
    priceParticipantThree: three ?? null,
    priceParticipantFour: four ?? null,
    priceParticipantFive: five ?? null,
  };
}

interface FormatPlan {
  /** Days of one seminar (of one module in a series). */
  days: (rng: Random) => number;
  /** Base price of a theme, from its days. */
  basePrice: (rng: Random, days: number) => number;
  /** How many dates a theme gets. */
  dates: (rng: Random) => number;
}

const SERIES_PLAN: FormatPlan = {
  days: (rng) => rng.int(2, 3),
  basePrice: (rng, days) => 690 * days + rng.int(0, 10) * 10,
  dates: (rng) => rng.int(3, 4),
};

/** What a theme's format decides: its days, base price and number of dates, drawn in that order. */
const FORMAT_PLANS: Record<ThemeFormat, FormatPlan> = {
  multi: {
    days: (rng) => rng.int(2, 5),
    basePrice: (rng, days) => 290 * days + 190 + rng.int(0, 12) * 10,
    dates: (rng) => rng.int(7, 9),
  },
  oneday: { days: () => 1, basePrice: (rng) => 390 + rng.int(0, 20) * 10, dates: (rng) => rng.int(6, 8) },
  online: {
    days: (rng) => rng.int(1, 2),
    basePrice: (rng, days) => 290 * days + 100 + rng.int(0, 10) * 10,
    dates: (rng) => rng.int(5, 7),
  },
  series: SERIES_PLAN,
  'series-online': SERIES_PLAN,
};

function actionFieldOf(tags: string[]): string {
  if (tags.includes('Einsteiger')) return 'Grundlagenwissen';
  if (tags.includes('Fortgeschrittene')) return 'Aufbauwissen';
  return 'Spezialwissen';
}

/** A start day in [earliest, latest] whose weekday is at most `lastWeekday` (1 = Monday). */
function pickStart(rng: Random, earliest: string, latest: string, lastWeekday: number): string {
  let day = addDays(earliest, rng.int(0, daysBetween(earliest, latest)));
  while (isoWeekday(day) > lastWeekday) day = addDays(day, 1);
  return day > latest ? addDays(day, -7) : day;
}

interface ThemePlan {
  theme: ThemeTable;
  format: ThemeFormat;
  days: number;
  basePrice: number;
  priceMode: PriceMode;
}

export interface SeedOptions {
  /**
   * At least this many events (SEED_EVENTS): after every theme has its dates, themes get further dates in
   * turn until the count is reached, for measuring the catalogue at scale. Default: the themes' own dates.
   */
  eventCount?: number;
}

/** The whole demo data set for one base date; the same inputs always give the same rows. */
export function generateSeed(baseDate: string, seed: number = DEFAULT_SEED, options: SeedOptions = {}): SeedData {
  const rng = createRandom(seed);
  const windowEnd = addDays(baseDate, WINDOW_DAYS);
  const earliest = addDays(baseDate, 2);

  const locations: LocationTable[] = LOCATIONS.map((l, i) => ({
    locationId: i + 1,
    name: l.name,
    slug: slugify(l.name),
    state: l.state,
    description: locationDescription(l),
  }));
  const hotels: HotelTable[] = [];
  LOCATIONS.forEach((l, i) => {
    for (const [name, street, postalCode, stars] of l.hotels) {
      hotels.push({
        hotelId: FIRST_HOTEL_ID + hotels.length,
        name,
        street,
        postalCode,
        city: l.name,
        stars,
        locationId: i + 1,
        ...hotelDetails(FIRST_HOTEL_ID + hotels.length, name, l.name, stars),
        ...demoHotelRates(FIRST_HOTEL_ID + hotels.length),
      });
    }
  });
  const realHotels = [...hotels];
  hotels.push({
    ...ONLINE_HOTEL,
    street: null,
    postalCode: null,
    city: null,
    stars: null,
    locationId: null,
    description: null,
    rooms: null,
    board: null,
    accessibility: null,
    singleRoomNightCents: null,
    fullBoardDayCents: null,
    dayRateCents: null,
  });

  const tags: TagTable[] = TAG_NAMES.map((name, i) => ({ tagId: i + 1, name, slug: slugify(name) }));
  const tagId = new Map(tags.map((t) => [t.name, t.tagId]));
  const rubrics: RubricTable[] = RUBRICS.map((r, i) => ({
    rubricId: i + 1,
    name: r.name,
    slug: slugify(r.name),
    description: r.description,
    position: i + 1,
  }));

  const themes: ThemeTable[] = [];
  const themeTags: ThemeTagTable[] = [];
  const plans: ThemePlan[] = [];
  RUBRICS.forEach((rubric, rubricIndex) => {
    for (const [title, subtitle, tagNames, format] of rubric.themes) {
      const themeId = themes.length + 1;
      const theme: ThemeTable = {
        themeId,
        slug: slugify(title),
        title,
        subtitle,
        rubricId: rubricIndex + 1,
        actionField: actionFieldOf(tagNames),
        description: themeDescription(subtitle, rubric.description, tagNames),
        managerId: managerOfRubric(rubricIndex),
      };
      themes.push(theme);
      for (const name of tagNames) {
        const id = tagId.get(name);
        if (id === undefined) throw new Error(`Unbekanntes Schlagwort im Seed: ${name}`);
        themeTags.push({ themeId, tagId: id });
      }
      const days = FORMAT_PLANS[format].days(rng);
      const basePrice = FORMAT_PLANS[format].basePrice(rng, days);
      const priceMode: PriceMode = themeId % 7 === 3 ? 'equal' : themeId % 7 === 5 ? 'single' : 'degressive';
      plans.push({ theme, format, days, basePrice, priceMode });
    }
  });

  const events: EventTable[] = [];
  const eventModules: EventModuleTable[] = [];
  const onlineHotelId = (): number => (rng.chance(0.8) ? ONLINE_HOTEL.hotelId : NO_VENUE_HOTEL_ID);

  const addDate = (plan: ThemePlan, moduleCount: number): void => {
    const { theme, format } = plan;
    const isSeries = moduleCount > 0;
    const eventId = FIRST_EVENT_ID + events.length;
    const online =
      format === 'online' || format === 'series-online' || (!isSeries && rng.chance(format === 'multi' ? 0.3 : 0.25));
    const base = online && format !== 'online' && !isSeries ? round10(plan.basePrice * 0.85) : plan.basePrice;
    const capacity = online ? rng.int(15, 30) : rng.int(12, 20);
    const seatsTaken = rng.chance(0.1) ? capacity : rng.int(0, capacity - 1);
    const common = {
      eventId,
      themeId: theme.themeId,
      title: theme.title,
      capacity,
      seatsTaken,
      // The demo data has no cancelled dates (the catalogue does not mark them yet).
      cancelledAt: null,
      ...pricesFor(base, plan.priceMode),
    };

    if (!isSeries) {
      const start = pickStart(rng, earliest, addDays(windowEnd, -7), 6 - plan.days);
      events.push({
        ...common,
        startDate: start,
        endDate: addDays(start, plan.days - 1),
        hotelId: online ? onlineHotelId() : rng.pick(realHotels).hotelId,
        isSeries: 0,
      });
      return;
    }

    const spacing = rng.int(5, 8) * 7;
    const latest = addDays(windowEnd, -(spacing * (moduleCount - 1) + 14));
    const start = pickStart(rng, earliest, latest, 1);
    const homeHotel = rng.pick(realHotels).hotelId;
    const allOnlineId = onlineHotelId();
    const modules: EventModuleTable[] = [];
    for (let m = 0; m < moduleCount; m += 1) {
      const moduleStart = addDays(start, m * spacing);
      const hotelId = online
        ? allOnlineId
        : m > 0 && rng.chance(0.2)
          ? ONLINE_HOTEL.hotelId
          : rng.chance(0.25)
            ? rng.pick(realHotels).hotelId
            : homeHotel;
      modules.push({
        moduleId: eventId * 10 + m + 1,
        eventId,
        position: m + 1,
        title: `${theme.title} – Modul ${m + 1}`,
        startDate: moduleStart,
        endDate: addDays(moduleStart, plan.days - 1),
        hotelId,
      });
    }
    const firstVenue = modules.find((m) => !(ONLINE_HOTEL_IDS as readonly number[]).includes(m.hotelId));
    const lastModule = modules[modules.length - 1] as EventModuleTable;
    events.push({
      ...common,
      startDate: start,
      endDate: lastModule.endDate,
      hotelId: firstVenue ? firstVenue.hotelId : allOnlineId,
      isSeries: 1,
    });
    eventModules.push(...modules);
  };
  const moduleCounts = new Map<ThemePlan, number>();
  for (const plan of plans) {
    const isSeries = plan.format === 'series' || plan.format === 'series-online';
    const count = FORMAT_PLANS[plan.format].dates(rng);
    const moduleCount = isSeries ? rng.int(2, 4) : 0;
    moduleCounts.set(plan, moduleCount);
    for (let n = 0; n < count; n += 1) addDate(plan, moduleCount);
  }
  for (let i = 0; events.length < (options.eventCount ?? 0); i += 1) {
    const plan = plans[i % plans.length] as ThemePlan;
    addDate(plan, moduleCounts.get(plan) ?? 0);
  }

  const navigationItems = buildNavigation({ rubrics, themes, themeTags, tags, locations, hotels: realHotels });
  return {
    baseDate,
    locations,
    hotels,
    rubrics,
    tags,
    eventManagers: EVENT_MANAGERS,
    themes,
    themeTags,
    events,
    eventModules,
    navigationItems,
  };
}
