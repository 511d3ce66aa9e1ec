import { formatPrice, vatTotalsOfEuros } from '@amb/shared-contracts';
import { PDF_COLORS } from './brandedPdf';

/**
 * A total as every PDF prints it (the shared VAT rule, as the pages show it): net sum, VAT and the gross amount
 * in bold, right-aligned; `netLabel` names the net sum where the document has its own word.
 */
export function vatTotalsPdf(doc: PDFKit.PDFDocument, net: number, netLabel?: string): void {
  const [netLine, vatLine, grossLine] = vatTotalsOfEuros(net).lines;
  doc.moveDown(0.6);
  for (const line of [{ ...netLine, label: netLabel ?? netLine.label }, vatLine]) {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(PDF_COLORS.ink)
      .text(`${line.label}: ${formatPrice(line.amountCents / 100)}`, { align: 'right' });
  }
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(PDF_COLORS.ink)
    .text(`${grossLine.label}: ${formatPrice(grossLine.amountCents / 100)}`, { align: 'right' });
}
