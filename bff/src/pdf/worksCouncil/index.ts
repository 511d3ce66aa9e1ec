/** /seminare/warenkorb/dokumente/{kind}: the works council's documents, prefilled from the visitor's cart. */
import { WORKS_COUNCIL_DOCUMENTS, type WorksCouncilDocumentKind } from '@amb/shared-contracts';
import { finishPdf, startPdf } from '../brandedPdf';
import type { CartFacts } from './cartFacts';
import { writeCostCoverage } from './costCoverage';
import { writeEmployerLetter } from './employerLetter';
import { writeResolution } from './resolution';

export interface WorksCouncilPdfInput {
  kind: WorksCouncilDocumentKind;
  cart: CartFacts;
  pageUrl: string;
  printedAt: Date;
  /** Today in Europe/Berlin (YYYY-MM-DD): the letter's confirmation date lies after it. */
  today: string;
}

export function worksCouncilPdf({ kind, cart, pageUrl, printedAt, today }: WorksCouncilPdfInput): Promise<Buffer> {
  const options = {
    title: WORKS_COUNCIL_DOCUMENTS[kind].title,
    subject: WORKS_COUNCIL_DOCUMENTS[kind].explanation,
    pageUrl,
    printedAt,
  };
  const doc = startPdf(options);
  if (kind === 'entsendebeschluss') writeResolution(doc, cart);
  else if (kind === 'anschreiben-arbeitgeber') writeEmployerLetter(doc, cart, today);
  else writeCostCoverage(doc, cart);
  return finishPdf(doc, options);
}
