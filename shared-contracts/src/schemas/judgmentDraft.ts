/** The draft judgment of /manage/pdf-analysis: the editor's form and the api check it with this one schema. */
import { object, string, type InferType } from 'yup';
import {
  CASE_LAW_AREAS,
  CASE_LAW_TOPICS,
  JUDGMENT_KINDS,
  JUDGMENT_TEXT_MAX,
  caseLawTopicOf,
  isCaseLawArea,
} from '../rules/caseLaw';
import { CONTENT_SLUG, CONTENT_SLUG_MAX } from '../rules/content';

export const JUDGMENT_DRAFT_MESSAGES = {
  slug: 'Bitte geben Sie eine Kurzadresse aus Kleinbuchstaben, Ziffern und Bindestrichen an (z. B. bag-1-abr-22-23).',
  area: 'Bitte wählen Sie Betriebsrat oder Schwerbehindertenvertretung.',
  topic: 'Bitte wählen Sie ein Thema dieses Bereichs.',
  court: 'Bitte geben Sie das Gericht an (z. B. BAG oder LAG Hamm).',
  kind: 'Bitte wählen Sie Urteil oder Beschluss.',
  decidedOn: 'Bitte geben Sie das Datum der Entscheidung an (TT.MM.JJJJ, nicht in der Zukunft).',
  fileNumber: 'Bitte geben Sie das Aktenzeichen an (z. B. 1 ABR 22/23).',
  guidingPrinciple: 'Bitte geben Sie den Leitsatz an (10 bis 1.000 Zeichen).',
  decision: `Bitte geben Sie die Entscheidung an (höchstens ${JUDGMENT_TEXT_MAX.toLocaleString('de-DE')} Zeichen).`,
  section: `Dieser Abschnitt darf höchstens ${JUDGMENT_TEXT_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
} as const;

const M = JUDGMENT_DRAFT_MESSAGES;
const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** "12.03.2024" as 2024-03-12, or null when it is no calendar day. */
export function isoOfGermanDate(value: string): string | null {
  const match = GERMAN_DATE.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** A day that happened (the form is filled in Germany; a day's margin keeps time zones out of it). */
const notInFuture = (value: string | undefined) => {
  const iso = value ? isoOfGermanDate(value) : null;
  return iso !== null && Date.parse(iso) <= Date.now() + 86_400_000;
};

export const judgmentDraftSchema = object({
  slug: string().trim().required(M.slug).max(CONTENT_SLUG_MAX, M.slug).matches(CONTENT_SLUG, M.slug),
  area: string()
    .required(M.area)
    .oneOf([...CASE_LAW_AREAS], M.area),
  topic: string()
    .required(M.topic)
    .oneOf(
      CASE_LAW_TOPICS.map((topic) => topic.slug),
      M.topic,
    )
    .test('topic-of-area', M.topic, function inArea(value) {
      const { area } = this.parent as { area?: string };
      const topic = value ? caseLawTopicOf(value) : undefined;
      return !topic || !isCaseLawArea(area) || topic.areas.includes(area);
    }),
  court: string().trim().required(M.court).min(3, M.court).max(80, M.court),
  kind: string()
    .required(M.kind)
    .oneOf([...JUDGMENT_KINDS], M.kind),
  decidedOn: string().trim().required(M.decidedOn).test('german-date', M.decidedOn, notInFuture),
  fileNumber: string()
    .trim()
    .required(M.fileNumber)
    .max(40, M.fileNumber)
    .matches(/^[\p{L}\d][\p{L}\d ./-]*$/u, M.fileNumber),
  guidingPrinciple: string()
    .trim()
    .required(M.guidingPrinciple)
    .min(10, M.guidingPrinciple)
    .max(1000, M.guidingPrinciple),
  facts: string().trim().max(JUDGMENT_TEXT_MAX, M.section),
  decision: string().trim().required(M.decision).max(JUDGMENT_TEXT_MAX, M.decision),
  practice: string().trim().max(JUDGMENT_TEXT_MAX, M.section),
});

export type JudgmentDraftInput = InferType<typeof judgmentDraftSchema>;
