/** The Entsendebeschluss: the works council's resolution to send its members, to complete in the meeting. */
import { BRAND_NAME } from '@amb/shared-contracts';
import { heading, paragraph } from '../brandedPdf';
import { includesSbv, participantLine, type CartFacts } from './cartFacts';
import { BLANK, legalBasisParagraphs, seminarTables, signatures, title } from './layout';

export function writeResolution(doc: PDFKit.PDFDocument, cart: CartFacts): void {
  title(
    doc,
    'Beschluss des Betriebsrats über die Entsendung zu Schulungsveranstaltungen',
    `Betriebsrat der ${cart.company ?? BLANK}`,
  );
  paragraph(
    doc,
    `Der Betriebsrat hat in seiner ordnungsgemäß einberufenen Sitzung vom ${BLANK} bei Anwesenheit von ` +
      `______ der ______ Mitglieder beschlossen, die folgenden Mitglieder zu den unten genannten ` +
      `Schulungsveranstaltungen der ${BRAND_NAME} zu entsenden:`,
  );
  doc.moveDown(0.4);
  for (const seminar of cart.seminars) {
    const what = seminar.conference ? 'zur Fachtagung' : 'zum Seminar';
    for (const p of seminar.participants) {
      paragraph(doc, `• ${participantLine(p)} ${what} „${seminar.title}“ vom ${seminar.dates} (${seminar.place})`);
    }
    if (seminar.participants.length === 0) {
      for (let line = 0; line < 3; line += 1) {
        paragraph(
          doc,
          `• ${BLANK} (Name, Funktion), gemäß ${BLANK} ${what} „${seminar.title}“ vom ${seminar.dates} (${seminar.place})`,
        );
      }
    }
  }
  seminarTables(doc, cart);
  legalBasisParagraphs(doc, cart);
  heading(doc, 'Weitere Beschlussinhalte');
  paragraph(
    doc,
    'Die Voraussetzungen der für jede Teilnahme genannten Rechtsgrundlage liegen vor. Bei der Festlegung der ' +
      'zeitlichen Lage hat der Betriebsrat die betrieblichen Notwendigkeiten berücksichtigt.',
  );
  paragraph(
    doc,
    'Die Kosten der Teilnahme (Seminargebühr, Reise-, Übernachtungs- und Verpflegungskosten) trägt der ' +
      `Arbeitgeber nach § 40 Abs. 1 BetrVG${includesSbv(cart) ? ', für die Schwerbehindertenvertretung nach § 179 Abs. 8 SGB IX' : ''}.`,
  );
  paragraph(
    doc,
    'Die oder der Vorsitzende wird beauftragt, den Arbeitgeber unverzüglich über die Teilnahme und die zeitliche ' +
      `Lage zu unterrichten (§ 37 Abs. 6 Satz 4 BetrVG) und die Anmeldung vorzunehmen.`,
  );
  heading(doc, 'Abstimmungsergebnis');
  paragraph(doc, `Ja-Stimmen: ______     Nein-Stimmen: ______     Enthaltungen: ______`);
  paragraph(doc, 'Der Beschluss wurde damit einstimmig / mit Mehrheit gefasst (Nichtzutreffendes bitte streichen).');
  if (includesSbv(cart)) {
    doc.moveDown(0.3);
    paragraph(
      doc,
      'Hinweis: Über die Teilnahme der Schwerbehindertenvertretung (§ 179 Abs. 4 SGB IX) entscheidet diese ' +
        'selbst; ihre Aufführung hier dient der Unterrichtung des Betriebsrats und des Arbeitgebers.',
    );
  }
  signatures(doc, ['Unterschrift der oder des Betriebsratsvorsitzenden']);
}
