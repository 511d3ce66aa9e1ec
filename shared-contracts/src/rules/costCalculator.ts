/**
 * The cost calculator (issue 10): what sending n participants to one event costs the employer, for the page
 * and the PDF alike. Everything is integer cents. Per participant: the degressive seminar fee of its
 * position; with overnight stay the nights (seminar days − 1 per stay, plus the optional night before) in a
 * single room and full board for every seminar day, without it the day rate (Tagungspauschale) for every
 * seminar day; an online event has no hotel costs; the travel costs as entered. The net sum gets 19 % VAT,
 * rounded once on the sum, half up to the cent.
 */
import type { Price } from '../entities';
import type { BoardOption } from '../schemas/participant';
import { formatPrice, participantLabel, priceForParticipant } from './pricing';
import { VAT_TEXTS, vatTotals } from './vat';

/** A hotel's rates in cents (api: migration 011). */
export interface HotelRates {
  singleRoomNightCents: number;
  fullBoardDayCents: number;
  dayRateCents: number;
}

export interface CostEvent {
  prices: Price;
  /** Seminar days of each stay: one entry for a seminar, one per module of a training series. */
  stays: readonly number[];
  /** null: online (or no rates known), no hotel costs. */
  hotelRates: HotelRates | null;
}

export interface CostParticipantInput {
  overnight: boolean;
  /** Arrival the evening before (one more night per stay); only with overnight stay. */
  nightBefore: boolean;
  travelCents: number;
}

export interface CostLine {
  label: string;
  amountCents: number;
}

export interface ParticipantCosts {
  label: string;
  lines: CostLine[];
  subtotalCents: number;
}

export interface CostCalculation {
  participants: ParticipantCosts[];
  netCents: number;
  vatCents: number;
  totalCents: number;
  /** The summary lines under the participants: net, VAT, total. */
  summary: CostLine[];
}

export const COST_LABELS = {
  fee: 'Seminargebühr',
  travel: 'Reisekosten',
  net: VAT_TEXTS.net,
  vat: VAT_TEXTS.vat,
  total: VAT_TEXTS.gross,
  subtotal: 'Zwischensumme',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '1.234,56 €' from cents. */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100);
}

function hotelLines(event: CostEvent, person: CostParticipantInput): CostLine[] {
  const rates = event.hotelRates;
  if (!rates) return [];
  const days = event.stays.reduce((sum, d) => sum + d, 0);
  if (!person.overnight) {
    return [
      {
        label: `Tagungspauschale ohne Übernachtung (${plural(days, 'Tag', 'Tage')} × ${formatCents(rates.dayRateCents)})`,
        amountCents: days * rates.dayRateCents,
      },
    ];
  }
  const nights = event.stays.reduce((sum, d) => sum + Math.max(0, d - 1) + (person.nightBefore ? 1 : 0), 0);
  const lines: CostLine[] = [];
  if (nights > 0) {
    lines.push({
      label: `Übernachtung im Einzelzimmer (${plural(nights, 'Nacht', 'Nächte')} × ${formatCents(rates.singleRoomNightCents)})`,
      amountCents: nights * rates.singleRoomNightCents,
    });
  }
  lines.push({
    label: `Vollpension (${plural(days, 'Tag', 'Tage')} × ${formatCents(rates.fullBoardDayCents)})`,
    amountCents: days * rates.fullBoardDayCents,
  });
  return lines;
}

/** The calculation for the participants in order (their position sets the degressive fee). */
export function calculateCosts(event: CostEvent, participants: readonly CostParticipantInput[]): CostCalculation {
  const rows = participants.map((person, index): ParticipantCosts => {
    const lines: CostLine[] = [
      { label: COST_LABELS.fee, amountCents: Math.round(priceForParticipant(event.prices, index + 1) * 100) },
      ...hotelLines(event, person),
    ];
    if (person.travelCents > 0) lines.push({ label: COST_LABELS.travel, amountCents: person.travelCents });
    return {
      label: participantLabel(index + 1),
      lines,
      subtotalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    };
  });
  const netCents = rows.reduce((sum, row) => sum + row.subtotalCents, 0);
  const totals = vatTotals(netCents);
  return {
    participants: rows,
    netCents,
    vatCents: totals.vatCents,
    totalCents: totals.grossCents,
    summary: totals.lines,
  };
}

/** A cart participant's board option as the calculator's overnight choice. */
export function costChoiceOfBoardOption(option: BoardOption): Pick<CostParticipantInput, 'overnight' | 'nightBefore'> {
  return {
    overnight: option === 'overnight' || option === 'overnightWithNightBefore',
    nightBefore: option === 'overnightWithNightBefore',
  };
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) throw new RangeError(`Ungültiges Datum: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
};

/** Seminar days from the first to the last day (YYYY-MM-DD), both counted. */
export function seminarDays(startDate: string, endDate: string): number {
  return Math.max(1, dayNumber(endDate) - dayNumber(startDate) + 1);
}

/** The words the page and the PDF share. */
export const COST_CALCULATOR_TEXTS = {
  heading: 'Kosten für Ihren Arbeitgeber',
  /** The PDF's title: a statement of costs, not an invoice ('Kostenrechnung'). */
  pdfTitle: 'Kostenaufstellung',
  pdfLink: 'Kostenaufstellung als PDF herunterladen',
  /** The form's submit: the figures follow every change; the button checks and leads to them. */
  calculate: 'Kosten berechnen',
  online: 'Online-Seminar: Es fallen keine Hotelkosten an.',
  noRates: 'Für dieses Hotel liegen uns keine Preise vor; die Hotelkosten sind nicht enthalten.',
  employerNote:
    'Hinweis für den Arbeitgeber: Nach § 40 BetrVG trägt der Arbeitgeber die durch die Tätigkeit des Betriebsrats entstehenden Kosten. Dazu gehören bei einer Schulung nach § 37 Abs. 6 BetrVG die Seminargebühr sowie die Kosten für Übernachtung, Verpflegung und Anreise.',
} as const;
