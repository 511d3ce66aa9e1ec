/**
 * The consultant's free appointment slots: 30 minutes each, phone or video, offered from the next day to 30
 * days ahead, on the consultant's working hours (Berlin wall time per weekday), never on a public holiday of
 * the consultant's state, an absence (holiday, training) or a blocked time, and never where an appointment
 * is booked. Slots are instants: 09:00 in Berlin is 08:00 UTC in winter and 07:00 UTC in summer.
 */
import {
  addCalendarDays,
  berlinInstant,
  berlinWallTime,
  minutesOfTime,
  timeOfMinutes,
  weekdayOfDay,
} from './berlinWallTime';
import { publicHolidays, type GermanState } from './publicHolidays';

export const APPOINTMENT_SLOT_MINUTES = 30;
/** Slots are offered on the days from `first` to `last` days after today (Berlin calendar days). */
export const APPOINTMENT_DAYS_AHEAD = { first: 1, last: 30 } as const;

/** One interval of a weekday's working hours, Berlin wall time ('HH:MM', end exclusive). */
export interface WorkingHours {
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
  startsAt: string;
  endsAt: string;
}

/** Days off (holiday, training, illness), both days included. */
export interface ConsultantAbsence {
  fromDay: string;
  toDay: string;
}

/** An interval of instants (ISO 8601), end exclusive: a blocked time or a booked appointment. */
export interface TimeRange {
  startsAt: string;
  endsAt: string;
}

export interface AppointmentSlot {
  /** ISO 8601 UTC instant. */
  startsAt: string;
  endsAt: string;
  /** The Berlin calendar day and wall time of the start. */
  day: string;
  time: string;
}

export interface SlotCalendar {
  now: Date;
  workingHours: readonly WorkingHours[];
  absences: readonly ConsultantAbsence[];
  blocked: readonly TimeRange[];
  /** Booked appointments (cancelled ones are not given). */
  taken: readonly TimeRange[];
  /** The consultant's federal state: its own public holidays count too. */
  state?: GermanState;
}

const overlaps = (start: number, end: number, range: TimeRange) =>
  start < Date.parse(range.endsAt) && Date.parse(range.startsAt) < end;

/** Every free slot, in time order. */
export function availableSlots(calendar: SlotCalendar): AppointmentSlot[] {
  const today = berlinWallTime(calendar.now).day;
  const slots: AppointmentSlot[] = [];
  const seen = new Set<string>();
  const busy = [...calendar.blocked, ...calendar.taken];
  const holidays = new Map<number, Set<string>>();
  const isHoliday = (day: string) => {
    const year = Number(day.slice(0, 4));
    let days = holidays.get(year);
    if (!days) holidays.set(year, (days = new Set(publicHolidays(year, calendar.state).map((h) => h.day))));
    return days.has(day);
  };
  for (let ahead = APPOINTMENT_DAYS_AHEAD.first; ahead <= APPOINTMENT_DAYS_AHEAD.last; ahead += 1) {
    const day = addCalendarDays(today, ahead);
    if (isHoliday(day)) continue;
    if (calendar.absences.some((absence) => absence.fromDay <= day && day <= absence.toDay)) continue;
    const weekday = weekdayOfDay(day);
    const intervals = calendar.workingHours
      .filter((hours) => hours.weekday === weekday)
      .sort((a, b) => minutesOfTime(a.startsAt) - minutesOfTime(b.startsAt));
    for (const hours of intervals) {
      const end = minutesOfTime(hours.endsAt);
      for (let minute = minutesOfTime(hours.startsAt); minute + APPOINTMENT_SLOT_MINUTES <= end;) {
        const time = timeOfMinutes(minute);
        minute += APPOINTMENT_SLOT_MINUTES;
        const start = berlinInstant(day, time);
        // The hour skipped when summer time begins has no slots.
        if (!start) continue;
        const startMs = start.getTime();
        const endMs = startMs + APPOINTMENT_SLOT_MINUTES * 60_000;
        if (busy.some((range) => overlaps(startMs, endMs, range))) continue;
        const startsAt = start.toISOString();
        if (seen.has(startsAt)) continue;
        seen.add(startsAt);
        slots.push({ startsAt, endsAt: new Date(endMs).toISOString(), day, time });
      }
    }
  }
  return slots;
}

/** The free slot that starts at `startsAt` (any ISO form of the instant), or null. */
export function findSlot(calendar: SlotCalendar, startsAt: string): AppointmentSlot | null {
  const instant = Date.parse(startsAt);
  if (Number.isNaN(instant)) return null;
  return availableSlots(calendar).find((slot) => Date.parse(slot.startsAt) === instant) ?? null;
}
