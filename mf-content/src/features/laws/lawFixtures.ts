import type { LawParagraphHistoryResponse, LawResponse, ManageContentResponse } from '@amb/shared-contracts/content';
import { json, type MockRoute } from '@amb/remote-kit/testing';

/** A short BetrVG as the api answers it: two Teile, three paragraphs, § 87 cited by a judgment. */
export const LAW: LawResponse = {
  slug: 'betrvg',
  short: 'BetrVG',
  title: 'Betriebsverfassungsgesetz',
  headings: [
    { level: 1, label: 'Erster Teil', title: 'Allgemeine Vorschriften', paragraphs: ['1'] },
    { level: 1, label: 'Vierter Teil', title: 'Mitwirkung und Mitbestimmung der Arbeitnehmer', paragraphs: [] },
    { level: 2, label: 'Dritter Abschnitt', title: 'Soziale Angelegenheiten', paragraphs: ['87', '88'] },
  ],
  paragraphs: [
    {
      number: '1',
      title: 'Errichtung von Betriebsräten',
      summary: 'Ab fünf ständigen wahlberechtigten Arbeitnehmern wird ein Betriebsrat gewählt.',
      absaetze: ['In Betrieben mit in der Regel mindestens fünf …', 'Ein gemeinsamer Betrieb …'],
      citedBy: [],
    },
    {
      number: '87',
      title: 'Mitbestimmungsrechte',
      summary: 'Die sozialen Angelegenheiten der Mitbestimmung.',
      absaetze: [
        'Der Betriebsrat hat mitzubestimmen:\n1. Ordnung des Betriebs;\n6. technische Einrichtungen',
        '<script>alert(1)</script> bleibt Text',
      ],
      citedBy: [
        {
          kind: 'judgment',
          title: 'BAG, Beschluss vom 12.03.2024 – 1 ABR 22/23',
          path: '/rechtsprechung/br/urteil/bag-1-abr-22-23',
          detail: 'Abs. 1 Nr. 6',
        },
        { kind: 'lexicon', title: 'Arbeitszeit', path: '/betriebsratslexikon/br/arbeitszeit', detail: '' },
      ],
    },
    {
      number: '88',
      title: 'Freiwillige Betriebsvereinbarungen',
      summary: 'Weitere Angelegenheiten können freiwillig geregelt werden.',
      absaetze: [],
      citedBy: [],
    },
  ],
};

export const P87_HISTORY: LawParagraphHistoryResponse = {
  law: 'betrvg',
  number: '87',
  title: 'Mitbestimmungsrechte',
  absaetze: ['Neu gefasster erster Absatz.', 'Zweiter Absatz.'],
  version: 2,
  versions: [
    {
      version: 2,
      title: 'Mitbestimmungsrechte',
      absaetze: ['Neu gefasster erster Absatz.', 'Zweiter Absatz.'],
      savedAt: '2026-03-02T09:30:00.000Z',
      savedBy: 'Claudia Brandt',
      action: 'edit',
      restoredFrom: null,
    },
    {
      version: 1,
      title: 'Mitbestimmungsrechte',
      absaetze: ['Erster Absatz.', 'Zweiter Absatz.'],
      savedAt: '2025-01-01T00:00:00.000Z',
      savedBy: 'Redaktion (Erstfassung)',
      action: 'seed',
      restoredFrom: null,
    },
  ],
};

export const MANAGE_CONTENT: ManageContentResponse = {
  items: [
    { kind: 'news', title: 'BAG zur Arbeitszeiterfassung', publishedOn: '2025-10-01', url: '/news/bag-arbeitszeit' },
    { kind: 'article', title: 'KI im Betrieb', publishedOn: '2025-09-18', url: '/fachartikel/ki-im-betrieb' },
  ],
};

export const LAW_ROUTES: Record<string, MockRoute> = {
  '/api/content/laws/betrvg': () => json(LAW),
};
