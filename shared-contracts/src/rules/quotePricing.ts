/**
 * The price of a quote, by the pricing rules:
 * - a group offer on a date of the catalogue: the date's degressive participant prices (the first pays the
 *   base price, participants 2–5 their own, 6 and more the fifth), positions of one price in one line;
 * - an in-house seminar: a flat rate per seminar day by the number of participants, plus the trainer's
 *   travel (kilometres there and back, and a night per seminar day when the way is too far to travel daily);
 * - optionally a discount in percent of the seminar fee (not of the travel).
 * Amounts are net in cents; VAT comes from the shared VAT rule.
 */
import type { Price } from '../entities';
import { priceForParticipant, formatPrice } from './pricing';
import { vatTotals } from './vat';

export type QuoteKind = 'group' | 'inhouse';

export const QUOTE_KIND_LABELS: Record<QuoteKind, string> = {
  group: 'Gruppenangebot zu einem Seminartermin',
  inhouse: 'Inhouse-Seminar für Ihr Gremium',
};

export const QUOTE_LIMITS = {
  group: { minParticipants: 2, maxParticipants: 15 },
  inhouse: { minParticipants: 3, maxParticipants: 20, minDays: 1, maxDays: 5 },
  maxDistanceKm: 1000,
  maxDiscountPercent: 20,
} as const;

/** Flat rate of one in-house seminar day by the largest number of participants it covers. */
export const INHOUSE_DAY_RATES: ReadonlyArray<{ upTo: number; cents: number }> = [
  { upTo: 8, cents: 2_650_00 },
  { upTo: 12, cents: 3_150_00 },
  { upTo: 16, cents: 3_650_00 },
  { upTo: 20, cents: 4_150_00 },
];

export const TRAINER_TRAVEL = {
  /** Per kilometre driven (there and back). */
  centsPerKm: 50,
  /** Per night in a hotel near the company. */
  nightCents: 140_00,
  /** Farther than this (one way), the trainer stays overnight before each seminar day. */
  overnightFromKm: 100,
} as const;

export interface QuoteLine {
  label: string;
  amountCents: number;
}

export interface QuotePrice {
  lines: QuoteLine[];
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export type QuotePriceInput =
  | { kind: 'group'; participants: number; prices: Price; discountPercent: number }
  | { kind: 'inhouse'; participants: number; days: number; distanceKm: number; discountPercent: number };

const cents = (euros: number) => Math.round(euros * 100);

function check(condition: boolean, what: string): void {
  if (!condition) throw new RangeError(`Ungültige Angebotsangabe: ${what}`);
}

/** The flat day rate for `participants` in-house, or null beyond the largest band. */
export function inhouseDayRateCents(participants: number): number | null {
  return INHOUSE_DAY_RATES.find((band) => participants <= band.upTo)?.cents ?? null;
}

/** Positions of one price in one line: '1. Teilnehmer', '5.–8. Teilnehmer je 990,00 €'. */
function groupLines(prices: Price, participants: number): QuoteLine[] {
  const lines: QuoteLine[] = [];
  let first = 1;
  while (first <= participants) {
    const each = cents(priceForParticipant(prices, first));
    let last = first;
    while (last < participants && cents(priceForParticipant(prices, last + 1)) === each) last += 1;
    const count = last - first + 1;
    lines.push({
      label: count === 1 ? `${first}. Teilnehmer` : `${first}.–${last}. Teilnehmer je ${formatPrice(each / 100)}`,
      amountCents: each * count,
    });
    first = last + 1;
  }
  return lines;
}

function inhouseLines(participants: number, days: number, distanceKm: number): QuoteLine[] {
  const rate = inhouseDayRateCents(participants);
  check(rate !== null, `${participants} Teilnehmende`);
  const band = INHOUSE_DAY_RATES.find((b) => b.cents === rate)!;
  const lines: QuoteLine[] = [
    {
      label: `Inhouse-Seminar: ${days} ${days === 1 ? 'Seminartag' : 'Seminartage'} zum Tagessatz von ${formatPrice(rate! / 100)} (bis ${band.upTo} Teilnehmende)`,
      amountCents: rate! * days,
    },
  ];
  if (distanceKm > 0) {
    lines.push({
      label: `Fahrtkosten der Referentin/des Referenten: 2 × ${distanceKm} km zu ${formatPrice(TRAINER_TRAVEL.centsPerKm / 100)}`,
      amountCents: 2 * distanceKm * TRAINER_TRAVEL.centsPerKm,
    });
  }
  if (distanceKm > TRAINER_TRAVEL.overnightFromKm) {
    lines.push({
      label: `Übernachtung der Referentin/des Referenten: ${days} × ${formatPrice(TRAINER_TRAVEL.nightCents / 100)}`,
      amountCents: days * TRAINER_TRAVEL.nightCents,
    });
  }
  return lines;
}

/** Every line, the net sum, VAT and gross amount of a quote. */
export function quotePrice(input: QuotePriceInput): QuotePrice {
  check(Number.isInteger(input.participants), 'Teilnehmerzahl');
  check(
    Number.isInteger(input.discountPercent) &&
      input.discountPercent >= 0 &&
      input.discountPercent <= QUOTE_LIMITS.maxDiscountPercent,
    'Rabatt',
  );
  let lines: QuoteLine[];
  let feeCents: number;
  if (input.kind === 'group') {
    const limits = QUOTE_LIMITS.group;
    check(
      input.participants >= limits.minParticipants && input.participants <= limits.maxParticipants,
      'Teilnehmerzahl',
    );
    lines = groupLines(input.prices, input.participants);
    feeCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  } else {
    const limits = QUOTE_LIMITS.inhouse;
    check(
      input.participants >= limits.minParticipants && input.participants <= limits.maxParticipants,
      'Teilnehmerzahl',
    );
    check(Number.isInteger(input.days) && input.days >= limits.minDays && input.days <= limits.maxDays, 'Seminartage');
    check(
      Number.isInteger(input.distanceKm) && input.distanceKm >= 0 && input.distanceKm <= QUOTE_LIMITS.maxDistanceKm,
      'Entfernung',
    );
    lines = inhouseLines(input.participants, input.days, input.distanceKm);
    feeCents = lines[0]!.amountCents;
  }
  if (input.discountPercent > 0) {
    lines.push({
      label: `Rabatt ${input.discountPercent} % auf die Seminargebühr`,
      amountCents: -Math.round((feeCents * input.discountPercent) / 100),
    });
  }
  const totals = vatTotals(lines.reduce((sum, line) => sum + line.amountCents, 0));
  return { lines, netCents: totals.netCents, vatCents: totals.vatCents, grossCents: totals.grossCents };
}

/**
 * The price each booked participant of an accepted group offer is charged: the degressive price of their
 * position less the discount, the rounding cents on the first, so the participants add up to the quote.
 */
export function groupParticipantPricesCents(price: QuotePrice, prices: Price, participants: number): number[] {
  const base = Array.from({ length: participants }, (_, i) => cents(priceForParticipant(prices, i + 1)));
  const fee = base.reduce((a, b) => a + b, 0);
  const share = base.map((each) => Math.round((each * price.netCents) / fee));
  share[0]! += price.netCents - share.reduce((a, b) => a + b, 0);
  return share;
}
