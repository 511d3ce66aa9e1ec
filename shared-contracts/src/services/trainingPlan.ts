/** The personalised training plan (/schulungsplan/*) of a committee and its admin view. */
import type { LegalBasis } from '../rules/legalBasis';
import type { Entitlement, MemberFunction } from '../rules/trainingEntitlement';
import type { NeedReason, NeedState } from '../rules/trainingNeeds';
import type { TrainingFormat } from '../rules/trainingSuggestions';
import type { Consultant } from './consultants';

/** The id a link may use for the committee's plan of the current term. */
export const CURRENT_PLAN_ID = 'aktuell';
export const PLAN_NOTE_MAX = 500;
export const PLAN_MAX_TOPICS = 12;

export interface PlanTheme {
  themeId: number;
  title: string;
  slug: string;
}

export interface PlanDate {
  eventId: number;
  startDate: string;
  endDate: string;
  city: string | null;
  isOnline: boolean;
  /** Working days it takes. */
  days: number;
}

export interface PlanNeed {
  theme: PlanTheme;
  reason: NeedReason;
  legalBasis: LegalBasis;
  state: NeedState;
  /** For a prerequisite: the topic it prepares. */
  requiredFor: PlanTheme | null;
  /** A booked or attended need: its date. */
  booked: PlanDate | null;
  /** An open need: the suggested date, or why there is none. */
  suggestion: PlanDate | null;
  /** The suggestion is at the committee's location or online. */
  preferred: boolean;
  /** Why there is no suggestion: no fitting date, or it waits for what it builds on. */
  noSuggestion: 'noDate' | 'waiting' | null;
}

export interface PlanTraining {
  title: string;
  startDate: string;
  endDate: string;
  days: number;
  legalBasis: LegalBasis;
  state: 'attended' | 'booked';
}

export interface PlanMember {
  userId: number;
  name: string;
  function: MemberFunction;
  firstTerm: boolean;
  workDaysPerWeek: number;
  termStart: string;
  termEnd: string;
  chosenTopics: Array<{ themeId: number; legalBasis: LegalBasis }>;
  /** Themes attended before (earlier terms), marked done by the manager. */
  doneThemeIds: number[];
  note: string;
  needs: PlanNeed[];
  entitlement: Entitlement;
  trainings: PlanTraining[];
}

export interface TrainingPlan {
  planId: number;
  committee: { committeeId: number; name: string };
  termStart: string;
  format: TrainingFormat;
  location: { locationId: number; name: string } | null;
  sharedAt: string | null;
  consultant: Pick<Consultant, 'consultantId' | 'name' | 'email' | 'phone'> | null;
  version: number;
  updatedAt: string;
  /** The caller manages the committee (or is staff): may edit, add to the cart, share. */
  editable: boolean;
  /** A committee member who is not its manager sees only their own part. */
  ownPartOnly: boolean;
  members: PlanMember[];
  /** Committee members not yet in the plan (for the manager's picker). */
  candidates: Array<{ userId: number; name: string }>;
}

export interface TrainingPlanResponse {
  plan: TrainingPlan;
  message?: string;
}

export interface TrainingPlanListEntry {
  planId: number;
  termStart: string;
  members: number;
  updatedAt: string;
}

export interface TrainingPlanListResponse {
  /** The caller's committee, when in one. */
  committee: { committeeId: number; name: string } | null;
  manager: boolean;
  plans: TrainingPlanListEntry[];
}

export interface PlanTopicOption {
  rubric: string;
  themes: PlanTheme[];
}

export interface PlanOptionsResponse {
  topics: PlanTopicOption[];
  locations: Array<{ locationId: number; name: string }>;
}

export interface TrainingPlanCartResponse {
  message: string;
  added: number;
  count: number;
}

export interface AdminPlanRow {
  planId: number;
  committee: string;
  consultant: string | null;
  termStart: string;
  members: number;
  openNeeds: number;
  /** Open needs without any date in the catalogue (the consultant should call). */
  withoutDate: number;
  /** § 37 Abs. 7 days left over all members. */
  remainingDays: number;
  sharedAt: string | null;
  updatedAt: string;
}

export interface AdminPlansResponse {
  plans: AdminPlanRow[];
  consultants: Array<{ consultantId: number; name: string }>;
}

export const TRAINING_PLAN_MESSAGES = {
  created: 'Der Schulungsplan ist angelegt.',
  saved: 'Der Schulungsplan ist gespeichert.',
  deleted: 'Der Schulungsplan ist gelöscht.',
  shared: (name: string) => `Der Schulungsplan ist mit ${name} geteilt; wir melden uns bei Ihnen.`,
  notFound: 'Diesen Schulungsplan gibt es nicht.',
  noCommittee: 'Ein Schulungsplan gehört zu einem Gremium. Sie sind keinem Gremium zugeordnet.',
  exists: 'Für diese Amtszeit hat Ihr Gremium schon einen Schulungsplan.',
  changed:
    'Der Schulungsplan wurde inzwischen geändert. Bitte laden Sie die Seite neu; Ihre Änderung ist nicht gespeichert.',
  notMember: 'Diese Person gehört nicht zu Ihrem Gremium.',
  memberNotInPlan: 'Diese Person steht nicht im Schulungsplan.',
  addedToCart: (n: number, name: string) =>
    n === 1 ? `Ein Termin für ${name} liegt im Warenkorb.` : `${n} Termine für ${name} liegen im Warenkorb.`,
  nothingToAdd: (name: string) => `Für ${name} gibt es keinen Vorschlag, der noch in den Warenkorb könnte.`,
} as const;

export const TRAINING_PLAN_FIELD_MESSAGES = {
  termStart: 'Bitte geben Sie den Beginn der Amtszeit an (höchstens vier Jahre zurück)',
  format: 'Bitte wählen Sie Präsenz, online oder beides',
  locationId: 'Bitte wählen Sie einen Ort aus der Liste aus',
  members: 'Bitte prüfen Sie die Angaben der Mitglieder',
  userId: 'Bitte wählen Sie ein Mitglied Ihres Gremiums aus',
  function: 'Bitte wählen Sie eine Funktion aus',
  workDaysPerWeek: 'Bitte geben Sie 1 bis 6 Arbeitstage pro Woche an',
  topics: `Bitte wählen Sie höchstens ${PLAN_MAX_TOPICS} Themen`,
  themeId: 'Bitte wählen Sie ein Seminar aus der Liste aus',
  note: `Die Notiz darf höchstens ${PLAN_NOTE_MAX} Zeichen lang sein`,
  planId: 'Bitte geben Sie einen gültigen Schulungsplan an.',
  version: 'Bitte laden Sie den Schulungsplan neu.',
} as const;

export const TRAINING_PLAN_TEXTS = {
  createHeading: 'Schulungsplan anlegen',
  createIntro:
    'Planen Sie die Schulungen Ihres Gremiums für die Amtszeit: Grundlagen zuerst, dann die Themen, die Sie brauchen. Wir schlagen passende Termine vor.',
  create: 'Schulungsplan anlegen',
  noPlanMember: 'Ihr Gremium hat noch keinen Schulungsplan. Die Verwaltung Ihres Gremiums kann ihn anlegen.',
  termStartLabel: 'Beginn der Amtszeit',
  formatLabel: 'Seminarform',
  locationLabel: 'Bevorzugter Ort',
  anyLocation: 'Kein bestimmter Ort',
  membersHeading: 'Mitglieder und ihr Schulungsbedarf',
  addMember: 'Mitglied aufnehmen',
  removeMember: 'Aus dem Plan nehmen',
  functionLabel: 'Funktion',
  firstTermLabel: 'Erstmals gewählt',
  workDaysLabel: 'Arbeitstage pro Woche',
  topicsLabel: 'Gewählte Themen',
  addTopic: 'Thema hinzufügen',
  removeTopic: 'Thema entfernen',
  doneLabel: 'Schon besucht (frühere Amtszeit)',
  noteLabel: 'Notiz',
  save: 'Plan speichern',
  addToCart: (name: string) => `Vorschläge für ${name} in den Warenkorb`,
  pdf: 'Schulungsplan als PDF',
  share: 'Mit der Seminarberatung teilen',
  sharedOn: (date: string) => `Geteilt mit der Seminarberatung am ${date}`,
  delete: 'Schulungsplan löschen',
  deleteQuestion: 'Möchten Sie den Schulungsplan wirklich löschen? Buchungen bleiben erhalten.',
  keep: 'Plan behalten',
  entitlementHeading: 'Anspruch nach § 37 Abs. 7 BetrVG',
  necessaryHeading: 'Erforderliche Schulungen (§ 37 Abs. 6 BetrVG)',
  necessaryHeadingSbv: 'Erforderliche Schulungen (§ 179 Abs. 4 SGB IX)',
  entitlementLine: (weeks: number, days: number) => `${weeks} Wochen = ${days} Arbeitstage je Amtszeit`,
  noEntitlement: 'Kein eigener Anspruch nach § 37 Abs. 7 BetrVG',
  exceeded: 'Die geplanten Schulungen übersteigen den Anspruch.',
  suggestion: 'Vorschlag',
  noDate: 'Kein passender Termin in der Amtszeit – wir beraten Sie gern.',
  waiting: 'Erst nach der Voraussetzung planbar',
  elsewhere: 'nicht am bevorzugten Ort',
  adminHeading: 'Schulungspläne der Gremien',
  adminExport: 'Export (CSV)',
  adminConsultant: 'Seminarberatung',
  adminAll: 'Alle',
  adminOpenOnly: 'Nur Pläne mit offenem Bedarf',
  adminEmpty: 'Keine Schulungspläne in dieser Auswahl.',
} as const;
