/**
 * /schulungsplan/pdf/{id}: the committee's training plan for its resolution — per member the function, the term,
 * the § 37 Abs. 7 BetrVG account and the necessary training apart, every need with its legal basis, state and
 * (booked or suggested) date; then the resolution with lines for the meeting's date, the votes and the signature.
 */
import {
  LEGAL_BASES,
  MEMBER_FUNCTION_LABELS,
  NEED_REASON_LABELS,
  NEED_STATE_LABELS,
  TRAINING_FORMAT_LABELS,
  TRAINING_PLAN_TEXTS,
  formatDate,
  formatDateRange,
  type PlanDate,
  type PlanMember,
  type PlanNeed,
  type TrainingPlan,
} from '@amb/shared-contracts';
import { facts, finishPdf, heading, paragraph, PDF_COLORS, startPdf } from '../brandedPdf';
import { table } from '../pdfTable';

export interface TrainingPlanPdfInput {
  plan: TrainingPlan;
  pageUrl: string;
  printedAt: Date;
}

const place = (date: PlanDate) => (date.isOnline ? 'online' : (date.city ?? ''));
const dateText = (date: PlanDate) =>
  `${formatDateRange(date.startDate, date.endDate)}, ${place(date)} (${date.days} Tage)`;

function needDate(need: PlanNeed): string {
  if (need.booked) return dateText(need.booked);
  if (need.suggestion) return `${TRAINING_PLAN_TEXTS.suggestion}: ${dateText(need.suggestion)}`;
  if (need.noSuggestion === 'waiting') return TRAINING_PLAN_TEXTS.waiting;
  return need.state === 'done' ? '–' : TRAINING_PLAN_TEXTS.noDate;
}

function memberSection(doc: PDFKit.PDFDocument, member: PlanMember): void {
  heading(doc, `${member.name} – ${MEMBER_FUNCTION_LABELS[member.function]}`);
  const e = member.entitlement;
  facts(doc, [
    ['Amtszeit', `${formatDate(member.termStart)} – ${formatDate(member.termEnd)}`],
    ['Erstmals gewählt', member.firstTerm ? 'ja' : 'nein'],
    [
      TRAINING_PLAN_TEXTS.entitlementHeading,
      e.weeks === 0
        ? TRAINING_PLAN_TEXTS.noEntitlement
        : `${TRAINING_PLAN_TEXTS.entitlementLine(e.weeks, e.days)}; besucht ${e.used.attended}, gebucht ${e.used.booked}, geplant ${e.used.planned}, verbleibend ${e.remainingDays} Tage`,
    ],
    [
      member.function === 'sbv' ? TRAINING_PLAN_TEXTS.necessaryHeadingSbv : TRAINING_PLAN_TEXTS.necessaryHeading,
      `besucht ${e.necessary.attended}, gebucht ${e.necessary.booked}, geplant ${e.necessary.planned} Tage`,
    ],
  ]);
  if (e.exceeded) paragraph(doc, TRAINING_PLAN_TEXTS.exceeded, PDF_COLORS.brand);
  if (member.note) paragraph(doc, `${TRAINING_PLAN_TEXTS.noteLabel}: ${member.note}`);
  doc.moveDown(0.3);
  table(
    doc,
    [
      { header: 'Seminar', share: 0.3 },
      { header: 'Grund', share: 0.16 },
      { header: 'Rechtsgrundlage', share: 0.16 },
      { header: 'Stand', share: 0.1 },
      { header: 'Termin', share: 0.28 },
    ],
    member.needs.map((need) => ({
      cells: [
        need.theme.title,
        need.requiredFor
          ? `${NEED_REASON_LABELS[need.reason]} für „${need.requiredFor.title}“`
          : NEED_REASON_LABELS[need.reason],
        LEGAL_BASES[need.legalBasis].label,
        NEED_STATE_LABELS[need.state],
        needDate(need),
      ],
    })),
  );
}

export function trainingPlanPdf({ plan, pageUrl, printedAt }: TrainingPlanPdfInput): Promise<Buffer> {
  const title = `Schulungsplan ${plan.committee.name}`;
  const options = {
    title,
    subject: `Schulungsplan für die Amtszeit ab ${formatDate(plan.termStart)}`,
    pageUrl,
    printedAt,
  };
  const doc = startPdf(options);
  doc.font('bold').fontSize(20).fillColor(PDF_COLORS.ink).text(title);
  doc.moveDown(0.4);
  facts(doc, [
    ['Amtszeit ab', formatDate(plan.termStart)],
    [TRAINING_PLAN_TEXTS.formatLabel, TRAINING_FORMAT_LABELS[plan.format]],
    [TRAINING_PLAN_TEXTS.locationLabel, plan.location?.name ?? TRAINING_PLAN_TEXTS.anyLocation],
    ['Mitglieder', String(plan.members.length)],
  ]);
  if (plan.consultant)
    facts(doc, [
      ['Ihre Seminarberatung', `${plan.consultant.name}, ${plan.consultant.phone}, ${plan.consultant.email}`],
    ]);
  for (const member of plan.members) memberSection(doc, member);

  heading(doc, 'Beschluss des Betriebsrats');
  paragraph(
    doc,
    `Der Betriebsrat hat in seiner Sitzung am ____________ beschlossen, die oben genannten Mitglieder zu den aufgeführten Schulungen zu entsenden (§ 37 Abs. 6 und 7 BetrVG, § 179 Abs. 4 SGB IX für die Schwerbehindertenvertretung). Die Kosten trägt der Arbeitgeber nach § 40 Abs. 1 BetrVG.`,
  );
  doc.moveDown(0.6);
  paragraph(doc, 'Abstimmung: Ja ______   Nein ______   Enthaltung ______');
  doc.moveDown(1.6);
  paragraph(doc, '______________________________          ______________________________');
  paragraph(doc, 'Ort, Datum                                            Unterschrift Vorsitz', PDF_COLORS.muted);
  return finishPdf(doc, options);
}
