import type { JudgmentListResponse, JudgmentResponse, JudgmentSummary } from '@amb/shared-contracts/core';
import { json, type MockRoute } from '@amb/remote-kit/testing';

const summary = (over: Partial<JudgmentSummary>): JudgmentSummary => ({
  slug: 'bag-1-abr-16-23',
  area: 'br',
  topic: { slug: 'technische-ueberwachung', label: 'Technische Überwachung' },
  court: 'BAG',
  kind: 'Beschluss',
  decidedOn: '2024-10-08',
  fileNumber: '1 ABR 16/23',
  guidingPrinciple:
    'Die Einführung einer Software, die Leistungs- oder Verhaltensdaten erfasst, ist nach § 87 Abs. 1 Nr. 6 BetrVG mitbestimmungspflichtig.',
  url: '/rechtsprechung/br/urteil/bag-1-abr-16-23',
  ...over,
});

export const GPS = summary({
  slug: 'lag-hamm-13-tabv-62-22',
  court: 'LAG Hamm',
  decidedOn: '2023-05-26',
  fileNumber: '13 TaBV 62/22',
  guidingPrinciple: 'Die GPS-Ortung von Dienstfahrzeugen ist nach § 87 Abs. 1 Nr. 6 BetrVG mitbestimmungspflichtig.',
  url: '/rechtsprechung/br/urteil/lag-hamm-13-tabv-62-22',
});

export const SBV_DISMISSAL = summary({
  slug: 'bag-2-azr-185-22',
  area: 'sbv',
  topic: { slug: 'kuendigung', label: 'Kündigung' },
  kind: 'Urteil',
  decidedOn: '2022-12-13',
  fileNumber: '2 AZR 185/22',
  guidingPrinciple:
    'Die Kündigung eines schwerbehinderten Menschen ohne Beteiligung der Schwerbehindertenvertretung ist nach § 178 Abs. 2 Satz 3 SGB IX unwirksam. ' +
    'Die Anhörung muss vor dem Ausspruch der Kündigung abgeschlossen sein; eine nachgeholte Anhörung heilt den Fehler nicht mehr, auch wenn die SBV zustimmt.',
  url: '/rechtsprechung/sbv/urteil/bag-2-azr-185-22',
});

/** A judgment as the api answers it. */
export const JUDGMENT: JudgmentResponse = {
  ...summary({}),
  body: [
    { type: 'heading', text: 'Sachverhalt' },
    { type: 'paragraph', text: 'Der Arbeitgeber führte eine cloudbasierte Bürosoftware ein.' },
    { type: 'heading', text: 'Entscheidung' },
    { type: 'paragraph', text: '<script>alert("x")</script> bleibt Text' },
  ],
  citations: [
    {
      law: 'betrvg',
      paragraph: '87',
      detail: 'Abs. 1 Nr. 6',
      text: '§ 87 Abs. 1 Nr. 6 BetrVG',
      url: '/gesetze/betrvg#p87',
    },
  ],
  related: [GPS],
};

export const LATEST: JudgmentListResponse = { items: [summary({}), GPS, SBV_DISMISSAL] };

/** The api's answers the pages ask for (path and query), as the tests mock them. */
export const CASE_LAW_ROUTES: Record<string, MockRoute> = {
  '/api/case-law': (call) => {
    if (call.query.topic === 'kuendigung' && call.query.area === undefined) return json({ items: [SBV_DISMISSAL] });
    if (call.query.topic === 'technische-ueberwachung' && call.query.area === 'br')
      return json({ items: [summary({}), GPS] });
    if (call.query.topic === 'schulung-und-kosten') return json({ items: [] });
    if (call.query.topic) return json({ error: { code: 'NOT_FOUND', message: 'Dieses Thema gibt es nicht.' } }, 404);
    if (call.query.area === 'sbv') return json({ items: [SBV_DISMISSAL] });
    return json(LATEST);
  },
  '/api/case-law/br/bag-1-abr-16-23': () => json(JUDGMENT),
};
