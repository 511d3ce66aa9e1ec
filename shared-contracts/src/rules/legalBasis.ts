/**
 * The legal basis on which a works council sends a participant to a seminar, in one place for the cart,
 * the order and the works-council documents (Entsendebeschluss, letter to the employer, Kostenübernahme).
 */

export const LEGAL_BASES = {
  br37Abs6: {
    label: '§ 37 Abs. 6 BetrVG',
    title: 'Schulung mit erforderlichen Kenntnissen für die Betriebsratsarbeit',
    sentence:
      'Die Teilnahme vermittelt Kenntnisse, die für die Arbeit des Betriebsrats erforderlich sind (§ 37 Abs. 6 BetrVG); das Betriebsratsmitglied ist hierfür unter Fortzahlung des Arbeitsentgelts von der Arbeit freizustellen.',
  },
  br37Abs7: {
    label: '§ 37 Abs. 7 BetrVG',
    title: 'Als geeignet anerkannte Schulungs- und Bildungsveranstaltung',
    sentence:
      'Die Veranstaltung ist als geeignete Schulungs- und Bildungsveranstaltung anerkannt; jedes Betriebsratsmitglied hat Anspruch auf bezahlte Freistellung für insgesamt drei Wochen je Amtszeit (§ 37 Abs. 7 BetrVG).',
  },
  sbv179Abs4: {
    label: '§ 179 Abs. 4 SGB IX',
    title: 'Schulung der Schwerbehindertenvertretung',
    sentence:
      'Die Teilnahme vermittelt Kenntnisse, die für die Arbeit der Schwerbehindertenvertretung erforderlich sind (§ 179 Abs. 4 Satz 3 SGB IX); die Vertrauensperson ist hierfür unter Fortzahlung des Arbeitsentgelts von der Arbeit freizustellen.',
  },
} as const satisfies Record<string, { label: string; title: string; sentence: string }>;

export type LegalBasis = keyof typeof LEGAL_BASES;
export const LEGAL_BASIS_KEYS = Object.keys(LEGAL_BASES) as LegalBasis[];
/** What a participant is sent under until someone chooses otherwise (the migration's column default too). */
export const DEFAULT_LEGAL_BASIS: LegalBasis = 'br37Abs6';

export const LEGAL_BASIS_MESSAGE = 'Bitte wählen Sie eine Rechtsgrundlage aus der Liste aus';

export const isLegalBasis = (value: unknown): value is LegalBasis =>
  typeof value === 'string' && (LEGAL_BASIS_KEYS as string[]).includes(value);
