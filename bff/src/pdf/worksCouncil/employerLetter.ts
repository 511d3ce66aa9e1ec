/** The letter to the employer: the resolution, dates, costs, legal basis, and a request to confirm by a date. */
import { cancellationDeadlines, formatDate } from '@amb/shared-contracts';
import { heading, paragraph } from '../brandedPdf';
import { includesSbv, type CartFacts } from './cartFacts';
import { BLANK, legalBasisParagraphs, seminarTables, signatures, title } from './layout';

/**
 * The day to confirm by: the last day the registration can be cancelled free of charge, if that is still
 * ahead; otherwise a line to fill in.
 */
export function confirmByText(cart: CartFacts, today: string): string {
  const { freeUntil } = cancellationDeadlines(cart.firstStart);
  return freeUntil > today ? formatDate(freeUntil) : BLANK;
}

export function writeEmployerLetter(doc: PDFKit.PDFDocument, cart: CartFacts, today: string): void {
  paragraph(doc, `Betriebsrat der ${cart.company ?? BLANK}`);
  doc.moveDown(0.8);
  paragraph(doc, ['An die Geschäftsleitung', cart.company ?? BLANK, cart.address ?? BLANK].join('\n'));
  doc.moveDown(0.8);
  paragraph(doc, `Datum: ${BLANK}`);
  doc.moveDown(0.8);
  title(doc, 'Teilnahme an Schulungsveranstaltungen');
  paragraph(doc, 'Sehr geehrte Damen und Herren,');
  doc.moveDown(0.4);
  paragraph(
    doc,
    `der Betriebsrat hat in seiner Sitzung vom ${BLANK} beschlossen, die nachstehend genannten Mitglieder ` +
      'zu den folgenden Schulungsveranstaltungen zu entsenden. Hiermit geben wir Ihnen die Teilnahme und die ' +
      'zeitliche Lage rechtzeitig bekannt (§ 37 Abs. 6 Satz 4 BetrVG).',
  );
  seminarTables(doc, cart);
  legalBasisParagraphs(doc, cart);
  heading(doc, 'Kosten und Freistellung');
  paragraph(
    doc,
    'Die Kosten der Teilnahme, also die Seminargebühr sowie die Reise-, Übernachtungs- und Verpflegungskosten, ' +
      `trägt nach § 40 Abs. 1 BetrVG der Arbeitgeber${includesSbv(cart) ? '; für die Schwerbehindertenvertretung gilt § 179 Abs. 8 SGB IX' : ''}. ` +
      'Die Teilnehmenden sind für die Dauer der Schulung unter Fortzahlung des Arbeitsentgelts von der ' +
      'Arbeit freizustellen.',
  );
  heading(doc, 'Bitte um Bestätigung');
  paragraph(
    doc,
    `Wir bitten Sie, uns die Freistellung und die Übernahme der Kosten bis zum ${confirmByText(cart, today)} ` +
      'schriftlich zu bestätigen; Sie können dafür die beigefügte Kostenübernahmeerklärung verwenden. ' +
      'Halten Sie die betrieblichen Notwendigkeiten für nicht ausreichend berücksichtigt, bitten wir um ' +
      'Mitteilung innerhalb dieser Frist (§ 37 Abs. 6 Satz 5 BetrVG).',
  );
  doc.moveDown(0.6);
  paragraph(doc, 'Mit freundlichen Grüßen');
  signatures(doc, ['Für den Betriebsrat:', 'die oder der Vorsitzende']);
}
