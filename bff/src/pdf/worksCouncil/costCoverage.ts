/** The Kostenübernahmeerklärung: the employer declares to bear the seminar fees and the travel and stay costs. */
import { BRAND_NAME } from '@amb/shared-contracts';
import { facts, heading, paragraph } from '../brandedPdf';
import { includesSbv, type CartFacts } from './cartFacts';
import { BLANK, seminarTables, signatures, title } from './layout';

export function writeCostCoverage(doc: PDFKit.PDFDocument, cart: CartFacts): void {
  title(doc, 'Kostenübernahmeerklärung', 'Erklärung des Arbeitgebers zur Teilnahme an Schulungsveranstaltungen');
  facts(doc, [
    ['Arbeitgeber', cart.company ?? BLANK],
    ['Anschrift', cart.address ?? BLANK],
    ...(cart.purchaseOrderNumber ? [['Bestellnummer', cart.purchaseOrderNumber] as const] : []),
    ...(cart.costCentre ? [['Kostenstelle', cart.costCentre] as const] : []),
  ]);
  doc.moveDown(0.5);
  paragraph(
    doc,
    'Hiermit erklären wir, dass wir die Kosten der Teilnahme der nachstehend genannten Beschäftigten an den ' +
      `folgenden Seminaren der ${BRAND_NAME} übernehmen und die Teilnehmenden für die Dauer der Seminare unter ` +
      'Fortzahlung des Arbeitsentgelts von der Arbeit freistellen.',
  );
  seminarTables(doc, cart, { board: true });
  heading(doc, 'Umfang der Kostenübernahme');
  paragraph(
    doc,
    '• die Seminargebühr in der oben genannten Höhe zuzüglich der gesetzlichen Umsatzsteuer, ' +
      `zahlbar an die ${BRAND_NAME} nach Rechnungsstellung;`,
  );
  paragraph(
    doc,
    '• die Kosten für Übernachtung und Verpflegung in der angegebenen Form sowie die notwendigen Reisekosten.',
  );
  doc.moveDown(0.3);
  paragraph(
    doc,
    `Grundlage ist § 40 Abs. 1 BetrVG${includesSbv(cart) ? ', für die Schwerbehindertenvertretung § 179 Abs. 8 SGB IX' : ''}.`,
  );
  signatures(doc, ['Unterschrift und Firmenstempel des Arbeitgebers', `Name in Druckbuchstaben: ${BLANK}`]);
}
