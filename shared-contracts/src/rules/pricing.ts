/** Pricing rules of SPEC §9: degressive prices for participants 1..5, labels, EUR formatting. */
import { CURRENCY, MAX_PRICED_PARTICIPANTS } from '../constants';
import type { Price } from '../entities';

/** Keys of the prices of participants 2..5, in order. */
export const DEGRESSIVE_PRICE_KEYS = [
  'priceParticipantTwo',
  'priceParticipantThree',
  'priceParticipantFour',
  'priceParticipantFive',
] as const satisfies ReadonlyArray<keyof Price>;

export const PRICE_LABELS = { degressive: 'Preis ab', fixed: 'Preis' } as const;

function assertParticipant(n: number): void {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Ungültige Teilnehmernummer: ${n}`);
}

/**
 * Price of the n-th participant (1-based): 1 pays the base price, 2..5 their own price (a missing one
 * falls back to the previous participant's), 6 and more pay the fifth.
 */
export function priceForParticipant(prices: Price, n: number): number {
  assertParticipant(n);
  let current = prices.price;
  const last = Math.min(n, MAX_PRICED_PARTICIPANTS);
  for (let position = 2; position <= last; position += 1) {
    current = prices[DEGRESSIVE_PRICE_KEYS[position - 2]!] ?? current;
  }
  return current;
}

/** Degressive when some later participant pays less than the first. */
export function isDegressive(prices: Price): boolean {
  return DEGRESSIVE_PRICE_KEYS.some((key) => {
    const value = prices[key];
    return value !== null && value !== undefined && value < prices.price;
  });
}

/** 'Preis ab' when the price is degressive, otherwise 'Preis'. */
export function priceLabel(prices: Price): string {
  return isDegressive(prices) ? PRICE_LABELS.degressive : PRICE_LABELS.fixed;
}

/** '1. Teilnehmer', '2. Teilnehmer', … */
export function participantLabel(n: number): string {
  assertParticipant(n);
  return `${n}. Teilnehmer`;
}

/** 'N Online-Sitzungen'; singular for exactly one ('1 Online-Sitzung'), as German grammar wants. */
export function onlineSessionsLabel(n: number): string {
  return n === 1 ? '1 Online-Sitzung' : `${n} Online-Sitzungen`;
}

/** Sum for participants 1..count, computed in cents so 0.1 + 0.2 stays 0.30. */
export function totalPrice(prices: Price, participants: number): number {
  if (!Number.isInteger(participants) || participants < 0) {
    throw new RangeError(`Ungültige Teilnehmerzahl: ${participants}`);
  }
  let cents = 0;
  for (let n = 1; n <= participants; n += 1) cents += Math.round(priceForParticipant(prices, n) * 100);
  return cents / 100;
}

// Made on first use: creating it loads the locale data, work no page should pay while the module loads.
let priceFormatter: Intl.NumberFormat | undefined;

/** '1.190,00 €' (with a no-break space before €, as Intl writes it). */
export function formatPrice(amount: number): string {
  priceFormatter ??= new Intl.NumberFormat('de-DE', { style: 'currency', currency: CURRENCY });
  return priceFormatter.format(amount);
}
