/**
 * The training entitlement of a member of a works council under § 37 Abs. 7 BetrVG: three weeks of paid
 * release per regular term of office for training the authorities recognise as suitable, four weeks for a
 * member elected for the first time (who was neither works-council nor youth-representation member before).
 * A week is the member's own working week (a four-day week makes three weeks twelve days). Youth and trainee
 * representatives (JAV, § 65 BetrVG) have the same weeks in their two-year term; substitute members
 * (Ersatzmitglieder) and the representative of disabled employees (SBV, trained under § 179 Abs. 4 SGB IX)
 * have none of their own. Training that is necessary for the current work (§ 37 Abs. 6 BetrVG) is not counted
 * against it and is shown apart.
 */
import type { LegalBasis } from './legalBasis';
import { addCalendarDays, weekdayOfDay } from './berlinWallTime';

export const MEMBER_FUNCTIONS = ['chair', 'deputy', 'member', 'substitute', 'sbv', 'jav'] as const;
export type MemberFunction = (typeof MEMBER_FUNCTIONS)[number];

export const MEMBER_FUNCTION_LABELS: Record<MemberFunction, string> = {
  chair: 'Vorsitz',
  deputy: 'Stellvertretung',
  member: 'Mitglied',
  substitute: 'Ersatzmitglied',
  sbv: 'SBV',
  jav: 'JAV',
};

/** Regular term of office in years: four for the works council and the SBV, two for the JAV. */
export function termYears(fn: MemberFunction): number {
  return fn === 'jav' ? 2 : 4;
}

/** The last day of a term that begins on `termStart` (the day before the same date `termYears` later). */
export function termEndOf(termStart: string, fn: MemberFunction): string {
  const [year, month, day] = termStart.split('-').map(Number) as [number, number, number];
  const targetYear = year + termYears(fn);
  const lastOfMonth = new Date(Date.UTC(targetYear, month, 0)).getUTCDate();
  const anniversary = `${targetYear}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastOfMonth)).padStart(2, '0')}`;
  return addCalendarDays(anniversary, -1);
}

/** Weeks of § 37 Abs. 7 per term. */
export function entitlementWeeks(fn: MemberFunction, firstTerm: boolean): number {
  if (fn === 'substitute' || fn === 'sbv') return 0;
  return firstTerm ? 4 : 3;
}

/** The legal basis of the training a function needs for its current work. */
export function necessaryLegalBasis(fn: MemberFunction): LegalBasis {
  return fn === 'sbv' ? 'sbv179Abs4' : 'br37Abs6';
}

/** Working days (Monday to Friday) of the given date ranges, both ends counted; a day in two ranges counts once. */
export function trainingDays(ranges: ReadonlyArray<{ startDate: string; endDate: string }>): number {
  const days = new Set<string>();
  for (const { startDate, endDate } of ranges) {
    for (let day = startDate; day <= endDate; day = addCalendarDays(day, 1)) {
      if (weekdayOfDay(day) <= 5) days.add(day);
    }
  }
  return days.size;
}

export type TrainingState = 'attended' | 'booked' | 'planned';

/** One training of the member: attended (ended), booked (or reserved) or only planned (suggested). */
export interface CountedTraining {
  startDate: string;
  /** Working days it takes (trainingDays of its dates, a series' modules summed). */
  days: number;
  legalBasis: LegalBasis;
  state: TrainingState;
}

export interface DaysByState {
  attended: number;
  booked: number;
  planned: number;
}

export interface Entitlement {
  weeks: number;
  /** weeks × working days per week */
  days: number;
  /** § 37 Abs. 7 days per state, within the term. */
  used: DaysByState;
  /** Days left after attended and booked training; planned training is shown against it. */
  remainingDays: number;
  /** Attended + booked + planned exceed the entitlement. */
  exceeded: boolean;
  /** § 37 Abs. 6 (or § 179 Abs. 4 SGB IX) days, shown apart: necessary training is not capped by weeks. */
  necessary: DaysByState;
}

export interface EntitlementInput {
  fn: MemberFunction;
  firstTerm: boolean;
  /** 1–6 */
  workDaysPerWeek: number;
  termStart: string;
  termEnd: string;
  trainings: readonly CountedTraining[];
}

const zero = (): DaysByState => ({ attended: 0, booked: 0, planned: 0 });

/** The member's § 37 Abs. 7 account for the term, and the necessary training beside it. */
export function trainingEntitlement(input: EntitlementInput): Entitlement {
  if (!Number.isInteger(input.workDaysPerWeek) || input.workDaysPerWeek < 1 || input.workDaysPerWeek > 6) {
    throw new RangeError(`Ungültige Arbeitstage pro Woche: ${input.workDaysPerWeek}`);
  }
  const weeks = entitlementWeeks(input.fn, input.firstTerm);
  const days = weeks * input.workDaysPerWeek;
  const used = zero();
  const necessary = zero();
  for (const training of input.trainings) {
    if (training.startDate < input.termStart || training.startDate > input.termEnd) continue;
    const account = training.legalBasis === 'br37Abs7' ? used : necessary;
    account[training.state] += training.days;
  }
  const remainingDays = Math.max(0, days - used.attended - used.booked);
  return {
    weeks,
    days,
    used,
    remainingDays,
    exceeded: used.attended + used.booked + used.planned > days,
    necessary,
  };
}
