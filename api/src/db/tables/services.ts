/** Member-service tables: consultants and appointments (070), quotes (071), training plans (072), mail attachments (073). */
import type {
  AppointmentChannel,
  AppointmentStatus,
  MemberFunction,
  QuoteKind,
  QuoteStatus,
  TrainingFormat,
} from '@amb/shared-contracts';
import type { Generated } from 'kysely';

/** A contact person (event_managers) who also advises: regions, rubrics, state, video room. */
export interface ConsultantTable {
  consultantId: number;
  /** Federal state code (its public holidays): 'BE'. */
  state: string;
  /** JSON array of postal-code prefixes. */
  postalRegions: string;
  /** JSON array of rubric ids. */
  rubricIds: string;
  videoRoomUrl: string;
}

export interface ConsultantWorkingHoursTable {
  consultantId: number;
  weekday: number;
  startsAt: string;
  endsAt: string;
}

export interface ConsultantAbsenceTable {
  absenceId: Generated<number>;
  consultantId: number;
  fromDay: string;
  toDay: string;
  reason: string;
}

export interface ConsultantBlockedTimeTable {
  blockId: Generated<number>;
  consultantId: number;
  startsAt: string;
  endsAt: string;
  reason: string;
}

export interface CommitteeConsultantTable {
  committeeId: number;
  consultantId: number;
}

export interface MemberConsultantTable {
  userId: number;
  consultantId: number;
}

export interface ConsultantAppointmentTable {
  appointmentId: Generated<number>;
  consultantId: number;
  userId: number;
  startsAt: string;
  endsAt: string;
  channel: AppointmentChannel;
  topic: string;
  note: string;
  phone: string;
  status: AppointmentStatus;
  sequence: Generated<number>;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
}

export interface QuoteTable {
  quoteId: Generated<number>;
  userId: number;
  committeeId: number | null;
  themeId: number;
  kind: QuoteKind;
  participants: number;
  format: TrainingFormat;
  locationId: number | null;
  inhousePostalCode: string | null;
  inhouseCity: string | null;
  /** JSON array of { from, to }. */
  dateWindows: string;
  remarks: string;
  status: QuoteStatus;
  eventId: number | null;
  days: number | null;
  distanceKm: number | null;
  discountPercent: Generated<number>;
  /** JSON array of { label, amountCents } as sent; null while a draft. */
  priceLines: string | null;
  netCents: number | null;
  validUntil: string | null;
  message: string;
  version: Generated<number>;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  openedAt: string | null;
  decidedAt: string | null;
  orderId: number | null;
}

export interface QuoteStatusHistoryTable {
  quoteId: number;
  status: QuoteStatus;
  at: string;
  actorUserId: number | null;
}

export interface TrainingPlanTable {
  planId: Generated<number>;
  committeeId: number;
  termStart: string;
  format: TrainingFormat;
  locationId: number | null;
  sharedAt: string | null;
  version: Generated<number>;
  createdByUserId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface TrainingPlanMemberTable {
  planId: number;
  userId: number;
  position: number;
  memberFunction: MemberFunction;
  firstTerm: number;
  workDaysPerWeek: number;
  termStart: string | null;
  /** JSON array of { themeId, legalBasis }. */
  topics: string;
  /** JSON array of theme ids. */
  doneThemeIds: string;
  note: string;
}

export interface TrainingBasicTable {
  memberFunction: MemberFunction;
  position: number;
  themeId: number;
}

export interface ThemePrerequisiteTable {
  themeId: number;
  requiresThemeId: number;
}

export interface MailAttachmentTable {
  mailId: number;
  position: number;
  filename: string;
  contentType: string;
  content: string;
}

export interface ServiceTables {
  consultants: ConsultantTable;
  consultantWorkingHours: ConsultantWorkingHoursTable;
  consultantAbsences: ConsultantAbsenceTable;
  consultantBlockedTimes: ConsultantBlockedTimeTable;
  committeeConsultants: CommitteeConsultantTable;
  memberConsultants: MemberConsultantTable;
  consultantAppointments: ConsultantAppointmentTable;
  quotes: QuoteTable;
  quoteStatusHistory: QuoteStatusHistoryTable;
  trainingPlans: TrainingPlanTable;
  trainingPlanMembers: TrainingPlanMemberTable;
  trainingBasics: TrainingBasicTable;
  themePrerequisites: ThemePrerequisiteTable;
  mailAttachments: MailAttachmentTable;
}
