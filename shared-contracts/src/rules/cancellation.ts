/**
 * Cancellation terms of a booked participant, in one place for the cart, the checkout, the confirmation
 * and the member area: free until 6 weeks before the start, 50 % until 2 weeks before, 100 % after; naming
 * a substitute participant (Ersatzteilnehmer) is always free.
 */

export const CANCELLATION_TERMS = {
  /** Cancelling on or before this many days before the first day costs nothing. */
  freeUntilDaysBefore: 42,
  /** Cancelling later, but on or before this many days before the first day, costs half the fee. */
  halfUntilDaysBefore: 14,
  halfPercent: 50,
} as const;

export type CancellationStage = 'free' | 'half' | 'full' | 'substitute';

export const CANCELLATION_TEXTS = {
  title: 'Stornobedingungen',
  free: 'Bis 6 Wochen vor Seminarbeginn ist eine Stornierung kostenfrei.',
  half: 'Bis 2 Wochen vor Seminarbeginn berechnen wir 50 % der Seminargebühr.',
  full: 'Bei einer späteren Stornierung oder Nichtteilnahme berechnen wir die volle Seminargebühr (100 %).',
  substitute: 'Eine Ersatzteilnehmerin oder einen Ersatzteilnehmer können Sie jederzeit kostenfrei benennen.',
} as const;

/** The terms as the lines shown before anyone confirms a booking. */
export const CANCELLATION_TERMS_LINES: readonly string[] = [
  CANCELLATION_TEXTS.free,
  CANCELLATION_TEXTS.half,
  CANCELLATION_TEXTS.full,
  CANCELLATION_TEXTS.substitute,
];

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Ungültiges Datum: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function dayOf(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** The last days (YYYY-MM-DD) of the free and the half-price stage for an event starting on `startDate`. */
export function cancellationDeadlines(startDate: string): { freeUntil: string; halfUntil: string } {
  const start = dayNumber(startDate);
  return {
    freeUntil: dayOf(start - CANCELLATION_TERMS.freeUntilDaysBefore),
    halfUntil: dayOf(start - CANCELLATION_TERMS.halfUntilDaysBefore),
  };
}

export interface CancellationFee {
  stage: CancellationStage;
  percent: number;
  /** The fee in EUR, computed in cents. */
  amount: number;
}

/**
 * What cancelling a participant costs on `cancelDay` (YYYY-MM-DD, Europe/Berlin) for an event starting on
 * `startDate` at the price charged; a substitute named instead costs nothing at any time.
 */
export function cancellationFee({
  startDate,
  cancelDay,
  price,
  substitute = false,
}: {
  startDate: string;
  cancelDay: string;
  price: number;
  substitute?: boolean;
}): CancellationFee {
  const daysBefore = dayNumber(startDate) - dayNumber(cancelDay);
  let stage: CancellationStage;
  let percent: number;
  if (substitute) [stage, percent] = ['substitute', 0];
  else if (daysBefore >= CANCELLATION_TERMS.freeUntilDaysBefore) [stage, percent] = ['free', 0];
  else if (daysBefore >= CANCELLATION_TERMS.halfUntilDaysBefore)
    [stage, percent] = ['half', CANCELLATION_TERMS.halfPercent];
  else [stage, percent] = ['full', 100];
  return { stage, percent, amount: Math.round(price * percent) / 100 };
}

/**
 * The fee of `cancellationFee` in integer cents (money is stored in cents): `priceCents` at the stage's percent,
 * rounded half up to a cent.
 */
export function cancellationFeeCents({
  startDate,
  cancelDay,
  priceCents,
}: {
  startDate: string;
  cancelDay: string;
  priceCents: number;
}): { stage: CancellationStage; percent: number; amountCents: number } {
  const { stage, percent } = cancellationFee({ startDate, cancelDay, price: priceCents / 100 });
  return { stage, percent, amountCents: Math.round((priceCents * percent) / 100) };
}
