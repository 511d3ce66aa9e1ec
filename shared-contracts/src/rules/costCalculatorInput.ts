/**
 * The cost calculator's inputs as the page's form holds them and as the PDF address carries them (German
 * parameter names), with one check for both: the page shows its messages, the bff answers 400 with them.
 */
import type { CostParticipantInput } from './costCalculator';

export const COST_CALCULATOR_LIMITS = {
  minParticipants: 1,
  maxParticipants: 20,
  /** Travel costs per participant at most 10.000,00 €. */
  maxTravelCents: 1_000_000,
} as const;

export const COST_CALCULATOR_MESSAGES = {
  participants: `Bitte geben Sie eine Teilnehmerzahl von ${COST_CALCULATOR_LIMITS.minParticipants} bis ${COST_CALCULATOR_LIMITS.maxParticipants} an.`,
  travel: 'Bitte geben Sie die Reisekosten als Betrag in Euro an, z. B. 123,45 (höchstens 10.000,00 €).',
  choice: 'Bitte geben Sie für jeden Teilnehmer „ja“ oder „nein“ an.',
  invalid: 'Bitte prüfen Sie Ihre Angaben zum Kostenrechner.',
} as const;

/** The query parameters of the PDF address; lists hold one entry per participant, separated by ';'. */
export const COST_QUERY_PARAMS = {
  participants: 'teilnehmer',
  overnight: 'uebernachtung',
  nightBefore: 'vorabend',
  travel: 'reisekosten',
} as const;

const YES = 'ja';
const NO = 'nein';
const SEPARATOR = ';';

/** One participant's row as the form holds it: the travel costs as typed ("123,45"). */
export interface CostFormParticipant {
  overnight: boolean;
  nightBefore: boolean;
  travel: string;
}

export type CostInputErrors = Record<string, string>;

export type CostInputResult =
  { ok: true; participants: CostParticipantInput[] } | { ok: false; errors: CostInputErrors; message: string };

const MONEY = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?$/;

/** Cents of a German amount ("1.234,5" → 123450; empty → 0), or null when it is none or too large. */
export function parseEuroAmount(text: string): number | null {
  const value = text.trim().replace(/\s*€$/, '');
  if (value === '') return 0;
  if (!MONEY.test(value) || value.length > 12) return null;
  const [whole = '0', fraction = ''] = value.replace(/\./g, '').split(',');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents <= COST_CALCULATOR_LIMITS.maxTravelCents ? cents : null;
}

/** "123,45" from cents, as the form shows an amount (no thousands separator, no currency). */
export function euroAmountText(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

export function isValidParticipantCount(count: number): boolean {
  return (
    Number.isInteger(count) &&
    count >= COST_CALCULATOR_LIMITS.minParticipants &&
    count <= COST_CALCULATOR_LIMITS.maxParticipants
  );
}

/** Checks the form's rows; errors are keyed `participants` or `travel.<index>`. */
export function checkCostInput(rows: readonly CostFormParticipant[]): CostInputResult {
  const errors: CostInputErrors = {};
  if (!isValidParticipantCount(rows.length)) errors.participants = COST_CALCULATOR_MESSAGES.participants;
  const participants = rows.map((row, index) => {
    const travelCents = parseEuroAmount(row.travel);
    if (travelCents === null) errors[`travel.${index}`] = COST_CALCULATOR_MESSAGES.travel;
    return { overnight: row.overnight, nightBefore: row.overnight && row.nightBefore, travelCents: travelCents ?? 0 };
  });
  const first = Object.values(errors)[0];
  return first === undefined ? { ok: true, participants } : { ok: false, errors, message: first };
}

/** The PDF address's query for the form's rows. */
export function costQueryOf(rows: readonly CostFormParticipant[]): Record<string, string> {
  const list = (pick: (row: CostFormParticipant) => string) => rows.map(pick).join(SEPARATOR);
  return {
    [COST_QUERY_PARAMS.participants]: String(rows.length),
    [COST_QUERY_PARAMS.overnight]: list((row) => (row.overnight ? YES : NO)),
    [COST_QUERY_PARAMS.nightBefore]: list((row) => (row.overnight && row.nightBefore ? YES : NO)),
    [COST_QUERY_PARAMS.travel]: list((row) => row.travel.trim()),
  };
}

const invalid = (key: string, message: string): CostInputResult => ({
  ok: false,
  errors: { [key]: message },
  message,
});

/** The rows a PDF address carries, checked like the form (a list of the wrong length or value is refused). */
export function parseCostQuery(query: Record<string, unknown>): CostInputResult {
  const text = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : null;
  };
  const countText = text(COST_QUERY_PARAMS.participants);
  const count = countText !== null && /^\d{1,2}$/.test(countText) ? Number(countText) : NaN;
  if (!isValidParticipantCount(count)) return invalid('participants', COST_CALCULATOR_MESSAGES.participants);
  const listOf = (name: string) => text(name)?.split(SEPARATOR) ?? null;
  const overnight = listOf(COST_QUERY_PARAMS.overnight);
  const nightBefore = listOf(COST_QUERY_PARAMS.nightBefore);
  const travel = listOf(COST_QUERY_PARAMS.travel);
  const isChoice = (value: string) => value === YES || value === NO;
  for (const [key, list] of [
    ['overnight', overnight],
    ['nightBefore', nightBefore],
  ] as const) {
    if (!list || list.length !== count || !list.every(isChoice)) return invalid(key, COST_CALCULATOR_MESSAGES.choice);
  }
  if (!travel || travel.length !== count) return invalid('travel', COST_CALCULATOR_MESSAGES.travel);
  return checkCostInput(
    travel.map((amount, index) => ({
      overnight: overnight![index] === YES,
      nightBefore: nightBefore![index] === YES,
      travel: amount,
    })),
  );
}
