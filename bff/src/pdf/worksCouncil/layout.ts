/** Building blocks of the works council's documents: lines to fill in by hand, the seminar tables, signatures. */
import { BOARD_OPTIONS, LEGAL_BASES, LEGAL_BASIS_KEYS, formatPrice, participantName } from '@amb/shared-contracts';
import { vatTotalsPdf } from '../vatTotalsPdf';
import { contentWidth, facts, heading, paragraph, PDF_COLORS } from '../brandedPdf';
import { table } from '../pdfTable';
import type { CartFacts } from './cartFacts';

/** A gap to fill in by hand. */
export const BLANK = '________________________';

export function title(doc: PDFKit.PDFDocument, text: string, subtitle?: string): void {
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(PDF_COLORS.ink)
    .text(text, { width: contentWidth(doc) });
  if (subtitle) {
    doc.moveDown(0.2);
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(PDF_COLORS.muted)
      .text(subtitle, { width: contentWidth(doc) });
  }
  doc.moveDown(0.6);
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
}

/**
 * Each seminar with its dates, place and participants: name, function, legal basis, board option if asked,
 * and the seminar fee as the cart prices it.
 */
export function seminarTables(doc: PDFKit.PDFDocument, cart: CartFacts, { board = false } = {}): void {
  for (const seminar of cart.seminars) {
    heading(doc, seminar.conference ? `Fachtagung „${seminar.title}“` : `Seminar „${seminar.title}“`);
    facts(doc, [
      ['Termin', seminar.dates],
      ['Ort', seminar.place],
    ]);
    doc.moveDown(0.3);
    const columns = board
      ? [
          { header: 'Teilnehmer', share: 0.3 },
          { header: 'Rechtsgrundlage', share: 0.2 },
          { header: 'Übernachtung/Verpflegung', share: 0.32 },
          { header: 'Gebühr netto', share: 0.18, align: 'right' as const },
        ]
      : [
          { header: 'Teilnehmer', share: 0.34 },
          { header: 'Funktion', share: 0.24 },
          { header: 'Rechtsgrundlage', share: 0.24 },
          { header: 'Gebühr netto', share: 0.18, align: 'right' as const },
        ];
    const rows = seminar.participants.map((p) => ({
      cells: board
        ? [
            participantName(p),
            LEGAL_BASES[p.legalBasis].label,
            BOARD_OPTIONS[p.hotelOverNightOption],
            formatPrice(p.price),
          ]
        : [participantName(p), p.brFunction || '–', LEGAL_BASES[p.legalBasis].label, formatPrice(p.price)],
    }));
    // Before anyone is registered: lines to fill in, and the fee per participant below.
    const blank = { cells: columns.map(() => '______________') };
    table(doc, columns, rows.length > 0 ? rows : [blank, blank, blank]);
    const feeLines = seminar.conference?.feeLines;
    if (feeLines) {
      paragraph(doc, `Tagungsgebühr je Teilnehmer (netto): ${feeLines.join('; ')}.`, PDF_COLORS.muted);
    }
    const workshops = seminar.participants.flatMap((p) =>
      (seminar.conference?.workshopsOf(p) ?? []).map((name) => ({ cells: [participantName(p), name] })),
    );
    if (workshops.length > 0) {
      doc.moveDown(0.3);
      table(
        doc,
        [
          { header: 'Teilnehmer', share: 0.34 },
          { header: 'Gewählter Workshop', share: 0.66 },
        ],
        workshops,
      );
    }
  }
  if (cart.total > 0) vatTotalsPdf(doc, cart.total, 'Seminargebühren insgesamt netto');
}

/** The sentences of the legal bases chosen in the cart. */
export function legalBasisParagraphs(doc: PDFKit.PDFDocument, cart: CartFacts): void {
  heading(doc, 'Rechtsgrundlage');
  // Nobody registered yet: every basis, to tick (the one that applies per participant).
  if (cart.legalBases.length === 0) {
    for (const key of LEGAL_BASIS_KEYS) paragraph(doc, `☐ ${LEGAL_BASES[key].label}: ${LEGAL_BASES[key].sentence}`);
    return;
  }
  for (const key of cart.legalBases) paragraph(doc, `${LEGAL_BASES[key].label}: ${LEGAL_BASES[key].sentence}`);
}

/** Signature lines side by side: place and date, and who signs. */
export function signatures(doc: PDFKit.PDFDocument, who: readonly string[]): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
  doc.moveDown(2.5);
  const left = doc.page.margins.left;
  const half = contentWidth(doc) / 2;
  const y = doc.y;
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
  doc.text(BLANK, left, y, { width: half - 12 });
  doc.text(BLANK, left + half, y, { width: half - 12 });
  doc.font('regular').fontSize(8.5).fillColor(PDF_COLORS.muted);
  doc.text('Ort, Datum', left, doc.y, { width: half - 12 });
  doc.text(who.join('\n'), left + half, y + 14, { width: half - 12 });
  doc.x = left;
  doc.moveDown(1);
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
}
