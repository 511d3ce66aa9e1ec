/**
 * /seminare/warenkorb/pdf-kostenrechner/{id}: the cost calculation for the employer, computed with the same
 * shared rule as the page from the api's event data and the inputs the address carries.
 */
import {
  COST_CALCULATOR_TEXTS,
  COST_LABELS,
  VAT_TEXTS,
  calculateCosts,
  formatCents,
  formatDateRange,
  type CostCalculatorResponse,
  type CostParticipantInput,
} from '@amb/shared-contracts';
import { facts, finishPdf, heading, paragraph, PDF_COLORS, startPdf } from './brandedPdf';
import { table } from './pdfTable';

export interface CostCalculatorPdfInput {
  data: CostCalculatorResponse;
  participants: readonly CostParticipantInput[];
  /** The calculator page's address (footer). */
  pageUrl: string;
  printedAt: Date;
}

function hotelFacts(data: CostCalculatorResponse): Array<readonly [string, string]> {
  const { hotel } = data;
  if (!hotel) return [['Ort', 'Online']];
  const address = [hotel.street, [hotel.postalCode, hotel.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const rows: Array<readonly [string, string]> = [['Hotel', address ? `${hotel.name}, ${address}` : hotel.name]];
  if (hotel.rates) {
    rows.push(
      ['Einzelzimmer pro Nacht', formatCents(hotel.rates.singleRoomNightCents)],
      ['Vollpension pro Tag', formatCents(hotel.rates.fullBoardDayCents)],
      ['Tagungspauschale ohne Übernachtung pro Tag', formatCents(hotel.rates.dayRateCents)],
      // The rates are net, as every price of the statement: its total adds the VAT.
      ['Preise', VAT_TEXTS.allPricesNet],
    );
  }
  return rows;
}

export function costCalculatorPdf({ data, participants, pageUrl, printedAt }: CostCalculatorPdfInput): Promise<Buffer> {
  const options = {
    title: `${COST_CALCULATOR_TEXTS.pdfTitle}: ${data.themeTitle}`,
    subject: `${COST_CALCULATOR_TEXTS.pdfTitle} für ${formatDateRange(data.startDate, data.endDate)}`,
    pageUrl,
    printedAt,
  };
  const calculation = calculateCosts(
    { prices: data.prices, stays: data.stays, hotelRates: data.hotel?.rates ?? null },
    participants,
  );
  const doc = startPdf(options);
  doc.font('regular').fontSize(9).fillColor(PDF_COLORS.muted).text(COST_CALCULATOR_TEXTS.pdfTitle.toUpperCase());
  doc.moveDown(0.2);
  doc.font('bold').fontSize(20).fillColor(PDF_COLORS.ink).text(data.themeTitle);

  heading(doc, 'Termin');
  facts(doc, [
    ['Datum', formatDateRange(data.startDate, data.endDate)],
    ['Seminartage', String(data.days)],
    ['Teilnehmer', String(participants.length)],
    ...hotelFacts(data),
  ]);

  heading(doc, COST_CALCULATOR_TEXTS.heading);
  table(
    doc,
    [
      { header: 'Position', share: 0.72 },
      { header: 'Betrag netto', share: 0.28, align: 'right' },
    ],
    calculation.participants.flatMap((person) => [
      ...person.lines.map((line) => ({ cells: [`${person.label}: ${line.label}`, formatCents(line.amountCents)] })),
      { cells: [`${person.label}: ${COST_LABELS.subtotal}`, formatCents(person.subtotalCents)] },
    ]),
  );
  doc.moveDown(0.5);
  table(
    doc,
    [
      { header: 'Summe', share: 0.72 },
      { header: 'Betrag', share: 0.28, align: 'right' },
    ],
    calculation.summary.map((line) => ({ cells: [line.label, formatCents(line.amountCents)] })),
  );
  if (data.isOnline) paragraph(doc, COST_CALCULATOR_TEXTS.online, PDF_COLORS.muted);
  else if (!data.hotel?.rates) paragraph(doc, COST_CALCULATOR_TEXTS.noRates, PDF_COLORS.muted);

  heading(doc, 'Kostentragung');
  paragraph(doc, COST_CALCULATOR_TEXTS.employerNote);
  return finishPdf(doc, options);
}
