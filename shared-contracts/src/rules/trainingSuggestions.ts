/**
 * Suggested dates for a member's open needs, from the catalogue: in learning order, each after the dates of
 * what it builds on (and before a booked date that builds on it), within the term, on a date with a free seat, in the committee's format (online,
 * presence or either) and preferably at its location (or online), and never on a day the member is already
 * booked for or another suggestion takes.
 */
import { addCalendarDays } from './berlinWallTime';
import type { TrainingNeed } from './trainingNeeds';

export type TrainingFormat = 'any' | 'presence' | 'online';

export const TRAINING_FORMAT_LABELS: Record<TrainingFormat, string> = {
  any: 'Präsenz oder online',
  presence: 'Nur Präsenz',
  online: 'Nur online',
};

/** Dates start at the earliest this many days from today: time for the resolution and the employer. */
export const TRAINING_SUGGESTION_LEAD_DAYS = 21;

export interface CandidateDate {
  eventId: number;
  themeId: number;
  startDate: string;
  endDate: string;
  isOnline: boolean;
  locationId: number | null;
  seatsLeft: number;
}

export interface DayRange {
  startDate: string;
  endDate: string;
}

export interface SuggestionInput {
  needs: readonly TrainingNeed[];
  /** The catalogue's dates of each needed theme. */
  candidates: ReadonlyMap<number, readonly CandidateDate[]>;
  /** Days the member is booked for already (any seminar). */
  busy: readonly DayRange[];
  /** The booked date of each booked need: what builds on it comes after it. */
  bookedDates: ReadonlyMap<number, DayRange>;
  format: TrainingFormat;
  locationId: number | null;
  /** The first day a suggestion may start (today + the lead days). */
  from: string;
  /** The last day a suggestion may end (the end of the member's term). */
  until: string;
}

export type Suggestion =
  | { themeId: number; date: CandidateDate; preferred: boolean }
  | { themeId: number; date: null; reason: 'noDate' | 'waiting' };

const overlaps = (a: DayRange, b: DayRange) => a.startDate <= b.endDate && b.startDate <= a.endDate;

function fitsFormat(date: CandidateDate, format: TrainingFormat): boolean {
  return format === 'any' || (format === 'online') === date.isOnline;
}

function preferred(date: CandidateDate, locationId: number | null): boolean {
  return locationId === null || date.isOnline || date.locationId === locationId;
}

const byStart = (a: CandidateDate, b: CandidateDate) => a.startDate.localeCompare(b.startDate) || a.eventId - b.eventId;

/** One suggestion per open need, in the needs' order. */
export function suggestDates(input: SuggestionInput): Suggestion[] {
  /** The last day of each theme that others build on: booked, suggested, or none (done: no bound). */
  const ends = new Map<number, string | null>();
  for (const need of input.needs) {
    if (need.state === 'done') ends.set(need.themeId, null);
    if (need.state === 'booked') ends.set(need.themeId, input.bookedDates.get(need.themeId)?.endDate ?? null);
  }
  // A theme that a booked date builds on must end before that date (its prerequisite comes first).
  const deadline = new Map<number, string>();
  for (const need of input.needs) {
    const booked = need.state === 'booked' ? input.bookedDates.get(need.themeId) : undefined;
    if (!booked) continue;
    for (const before of need.after) {
      const current = deadline.get(before);
      if (current === undefined || booked.startDate < current) deadline.set(before, booked.startDate);
    }
  }
  const taken: DayRange[] = [...input.busy];
  const suggestions: Suggestion[] = [];
  for (const need of input.needs) {
    if (need.state !== 'open') continue;
    let notBefore = input.from;
    let waiting = false;
    for (const before of need.after) {
      if (!ends.has(before)) {
        // What it builds on is open without a date: this need waits for it.
        waiting = true;
        continue;
      }
      const end = ends.get(before);
      if (end && addCalendarDays(end, 1) > notBefore) notBefore = addCalendarDays(end, 1);
    }
    if (waiting) {
      suggestions.push({ themeId: need.themeId, date: null, reason: 'waiting' });
      continue;
    }
    const fitting = [...(input.candidates.get(need.themeId) ?? [])]
      .filter(
        (date) =>
          date.startDate >= notBefore &&
          date.endDate <= input.until &&
          date.endDate < (deadline.get(need.themeId) ?? '9999-12-31') &&
          date.seatsLeft >= 1 &&
          fitsFormat(date, input.format) &&
          !taken.some((range) => overlaps(range, date)),
      )
      .sort(byStart);
    const pick = fitting.find((date) => preferred(date, input.locationId)) ?? fitting[0];
    if (!pick) {
      suggestions.push({ themeId: need.themeId, date: null, reason: 'noDate' });
      continue;
    }
    taken.push(pick);
    ends.set(need.themeId, pick.endDate);
    suggestions.push({ themeId: need.themeId, date: pick, preferred: preferred(pick, input.locationId) });
  }
  return suggestions;
}
