/**
 * German public holidays (gesetzliche Feiertage): the nine nationwide ones and those of each federal state,
 * computed from the date of Easter. No consultant appointment is offered on them.
 */
import { addCalendarDays } from './berlinWallTime';

export const GERMAN_STATES = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
} as const;

export type GermanState = keyof typeof GERMAN_STATES;
export const GERMAN_STATE_CODES = Object.keys(GERMAN_STATES) as GermanState[];

export interface PublicHoliday {
  day: string;
  name: string;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Wednesday before 23 November (Buß- und Bettag). */
function repentanceDay(year: number): string {
  let day = `${year}-11-22`;
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 3) day = addCalendarDays(day, -1);
  return day;
}

/** Every public holiday of a year, nationwide and — with `state` — that state's own, in date order. */
export function publicHolidays(year: number, state?: GermanState): PublicHoliday[] {
  const easter = easterSunday(year);
  const fixed = (monthDay: string) => `${year}-${monthDay}`;
  const holidays: Array<PublicHoliday & { states?: readonly GermanState[] }> = [
    { day: fixed('01-01'), name: 'Neujahr' },
    { day: fixed('01-06'), name: 'Heilige Drei Könige', states: ['BW', 'BY', 'ST'] },
    { day: fixed('03-08'), name: 'Internationaler Frauentag', states: ['BE', 'MV'] },
    { day: addCalendarDays(easter, -2), name: 'Karfreitag' },
    { day: addCalendarDays(easter, 1), name: 'Ostermontag' },
    { day: fixed('05-01'), name: 'Tag der Arbeit' },
    { day: addCalendarDays(easter, 39), name: 'Christi Himmelfahrt' },
    { day: addCalendarDays(easter, 50), name: 'Pfingstmontag' },
    { day: addCalendarDays(easter, 60), name: 'Fronleichnam', states: ['BW', 'BY', 'HE', 'NW', 'RP', 'SL'] },
    { day: fixed('08-15'), name: 'Mariä Himmelfahrt', states: ['SL'] },
    { day: fixed('09-20'), name: 'Weltkindertag', states: ['TH'] },
    { day: fixed('10-03'), name: 'Tag der Deutschen Einheit' },
    {
      day: fixed('10-31'),
      name: 'Reformationstag',
      states: ['BB', 'HB', 'HH', 'MV', 'NI', 'SN', 'ST', 'SH', 'TH'],
    },
    { day: fixed('11-01'), name: 'Allerheiligen', states: ['BW', 'BY', 'NW', 'RP', 'SL'] },
    { day: repentanceDay(year), name: 'Buß- und Bettag', states: ['SN'] },
    { day: fixed('12-25'), name: '1. Weihnachtstag' },
    { day: fixed('12-26'), name: '2. Weihnachtstag' },
  ];
  return holidays
    .filter((holiday) => !holiday.states || (state !== undefined && holiday.states.includes(state)))
    .map(({ day, name }) => ({ day, name }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** The holiday on a day (nationwide or of `state`), or null. */
export function publicHolidayOn(day: string, state?: GermanState): PublicHoliday | null {
  return publicHolidays(Number(day.slice(0, 4)), state).find((holiday) => holiday.day === day) ?? null;
}
