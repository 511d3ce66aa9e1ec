/**
 * The forms and writes of the member services: a consultant appointment (book, cancel, move), a quote request
 * and the staff's offer, the decision on a quote, the training plan. Rules that need today (a date window from
 * today, a validity date) are checked by the api with the same German messages.
 */
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { LEGAL_BASIS_KEYS, LEGAL_BASIS_MESSAGE, type LegalBasis } from '../rules/legalBasis';
import { QUOTE_LIMITS, type QuoteKind } from '../rules/quotePricing';
import { MEMBER_FUNCTIONS, type MemberFunction } from '../rules/trainingEntitlement';
import type { TrainingFormat } from '../rules/trainingSuggestions';
import {
  APPOINTMENT_CHANNELS,
  APPOINTMENT_FIELD_MESSAGES as A,
  APPOINTMENT_NOTE_MAX,
  APPOINTMENT_TOPICS,
  type AppointmentChannel,
} from '../services/consultants';
import { QUOTE_FIELD_MESSAGES as Q, QUOTE_MAX_DATE_WINDOWS, QUOTE_REMARKS_MAX } from '../services/quotes';
import {
  CURRENT_PLAN_ID,
  PLAN_MAX_TOPICS,
  PLAN_NOTE_MAX,
  TRAINING_PLAN_FIELD_MESSAGES as P,
} from '../services/trainingPlan';
import { citySchema, optionalPhoneSchema, phoneSchema, postalCodeSchema } from './fields';

const id = (message: string) =>
  number().typeError(message).required(message).integer(message).min(1, message).max(2_147_483_647, message);

const trimmed = (message: string) =>
  string()
    .typeError(message)
    .transform((_v: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original));

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const instant = (message: string) =>
  trimmed(message)
    .required(message)
    .test(
      'instant',
      message,
      (value) => value === undefined || (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))),
    );

/** A number a form may leave empty (a select's "Bitte wählen", an empty field): '' is null. */
const optionalNumber = (message: string) =>
  number()
    .typeError(message)
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .integer(message)
    .nullable()
    .default(null);

const day = (message: string) =>
  trimmed(message)
    .required(message)
    .test('day', message, (value) => value === undefined || isDay(value));

// Consultant appointments

export const appointmentBookingSchema = object({
  startsAt: instant(A.startsAt),
  channel: mixed<AppointmentChannel>().required(A.channel).oneOf(APPOINTMENT_CHANNELS, A.channel),
  topic: trimmed(A.topic).required(A.topic).oneOf(APPOINTMENT_TOPICS, A.topic),
  note: trimmed(A.noteTooLong).max(APPOINTMENT_NOTE_MAX, A.noteTooLong).default(''),
  /** The consultant calls this number; a video appointment needs none. */
  phone: optionalPhoneSchema.default('').when('channel', {
    is: 'phone',
    then: () => phoneSchema,
  }),
});

export const appointmentIdSchema = object({ appointmentId: id(A.appointmentId) });
export const appointmentMoveSchema = object({ appointmentId: id(A.appointmentId), startsAt: instant(A.startsAt) });

export type AppointmentBookingInput = InferType<typeof appointmentBookingSchema>;

// Quotes

const dateWindow = object({ from: day(Q.dateWindow), to: day(Q.dateWindow) }).test(
  'ordered',
  Q.dateWindow,
  (window) => !window?.from || !window.to || window.from <= window.to,
);

export const quoteRequestSchema = object({
  themeId: id(Q.themeId),
  kind: mixed<QuoteKind>().required(Q.kind).oneOf(['group', 'inhouse'], Q.kind),
  participants: number()
    .typeError(Q.participants(QUOTE_LIMITS.group.minParticipants, QUOTE_LIMITS.inhouse.maxParticipants))
    .required(Q.participants(QUOTE_LIMITS.group.minParticipants, QUOTE_LIMITS.inhouse.maxParticipants))
    .integer(Q.participants(QUOTE_LIMITS.group.minParticipants, QUOTE_LIMITS.inhouse.maxParticipants))
    .when('kind', {
      is: 'inhouse',
      then: (schema) =>
        schema
          .min(
            QUOTE_LIMITS.inhouse.minParticipants,
            Q.participants(QUOTE_LIMITS.inhouse.minParticipants, QUOTE_LIMITS.inhouse.maxParticipants),
          )
          .max(
            QUOTE_LIMITS.inhouse.maxParticipants,
            Q.participants(QUOTE_LIMITS.inhouse.minParticipants, QUOTE_LIMITS.inhouse.maxParticipants),
          ),
      otherwise: (schema) =>
        schema
          .min(
            QUOTE_LIMITS.group.minParticipants,
            Q.participants(QUOTE_LIMITS.group.minParticipants, QUOTE_LIMITS.group.maxParticipants),
          )
          .max(
            QUOTE_LIMITS.group.maxParticipants,
            Q.participants(QUOTE_LIMITS.group.minParticipants, QUOTE_LIMITS.group.maxParticipants),
          ),
    }),
  format: mixed<TrainingFormat>().required(Q.format).oneOf(['any', 'presence', 'online'], Q.format),
  locationId: optionalNumber(Q.locationId).min(1, Q.locationId).max(2_147_483_647, Q.locationId),
  /** In-house: where the seminar takes place. */
  postalCode: string().when('kind', {
    is: 'inhouse',
    then: () => postalCodeSchema,
    otherwise: (schema) => schema.strip(),
  }),
  city: string().when('kind', {
    is: 'inhouse',
    then: () => citySchema,
    otherwise: (schema) => schema.strip(),
  }),
  dateWindows: array()
    .typeError(Q.dateWindows)
    .of(dateWindow)
    .required(Q.dateWindows)
    .min(1, Q.dateWindows)
    .max(QUOTE_MAX_DATE_WINDOWS, Q.dateWindowsTooMany),
  remarks: trimmed(Q.remarksTooLong).max(QUOTE_REMARKS_MAX, Q.remarksTooLong).default(''),
});

/** Staff price a draft (upsert with its id): the date of a group offer, or days and distance in-house. */
export const quoteOfferSchema = object({
  quoteId: id(Q.version),
  version: number().typeError(Q.version).required(Q.version).integer(Q.version).min(0, Q.version),
  eventId: optionalNumber(Q.eventId).min(1, Q.eventId).max(2_147_483_647, Q.eventId),
  days: optionalNumber(Q.days).min(QUOTE_LIMITS.inhouse.minDays, Q.days).max(QUOTE_LIMITS.inhouse.maxDays, Q.days),
  distanceKm: optionalNumber(Q.distanceKm).min(0, Q.distanceKm).max(QUOTE_LIMITS.maxDistanceKm, Q.distanceKm),
  discountPercent: number()
    .typeError(Q.discountPercent)
    .integer(Q.discountPercent)
    .min(0, Q.discountPercent)
    .max(QUOTE_LIMITS.maxDiscountPercent, Q.discountPercent)
    .default(0),
  validUntil: trimmed(Q.validUntil(7, 90))
    .test('day', Q.validUntil(7, 90), (value) => value === undefined || value === null || value === '' || isDay(value))
    .nullable()
    .default(null),
  message: trimmed(Q.message).max(QUOTE_REMARKS_MAX, Q.message).default(''),
});

export const quoteDecisionSchema = object({
  decision: mixed<'accept' | 'decline'>().required(Q.decision).oneOf(['accept', 'decline'], Q.decision),
});

export const quoteSendSchema = object({
  version: number().typeError(Q.version).required(Q.version).integer(Q.version).min(0, Q.version),
});

export type QuoteRequestInput = InferType<typeof quoteRequestSchema>;
export type QuoteOfferInput = InferType<typeof quoteOfferSchema>;

// Training plan

const planMember = object({
  userId: id(P.userId),
  function: mixed<MemberFunction>().required(P.function).oneOf(MEMBER_FUNCTIONS, P.function),
  firstTerm: boolean().typeError(P.members).default(false),
  workDaysPerWeek: number()
    .typeError(P.workDaysPerWeek)
    .integer(P.workDaysPerWeek)
    .min(1, P.workDaysPerWeek)
    .max(6, P.workDaysPerWeek)
    .default(5),
  /** The member's own term start (a JAV member, a substitute who moved up); null: the plan's. */
  termStart: trimmed(P.termStart)
    .transform((value: unknown) => (value === '' ? null : value))
    .test('day', P.termStart, (value) => value === undefined || value === null || isDay(value))
    .nullable()
    .default(null),
  topics: array()
    .typeError(P.topics)
    .of(
      object({
        themeId: id(P.themeId),
        legalBasis: mixed<LegalBasis>().required(LEGAL_BASIS_MESSAGE).oneOf(LEGAL_BASIS_KEYS, LEGAL_BASIS_MESSAGE),
      }),
    )
    .max(PLAN_MAX_TOPICS, P.topics)
    .default([]),
  doneThemeIds: array().typeError(P.themeId).of(id(P.themeId)).max(40, P.themeId).default([]),
  note: trimmed(P.note).max(PLAN_NOTE_MAX, P.note).default(''),
});

const planSettings = {
  termStart: day(P.termStart),
  format: mixed<TrainingFormat>().required(P.format).oneOf(['any', 'presence', 'online'], P.format),
  locationId: optionalNumber(P.locationId).min(1, P.locationId).max(2_147_483_647, P.locationId),
};

export const trainingPlanCreateSchema = object(planSettings);

export const trainingPlanEditSchema = object({
  planId: id(P.planId),
  version: number().typeError(P.version).required(P.version).integer(P.version).min(0, P.version),
  ...planSettings,
  members: array().typeError(P.members).of(planMember).required(P.members).max(40, P.members),
  /** true: send the plan to the committee's consultant (once; later edits keep it shared). */
  share: boolean().typeError(P.members).default(false),
});

export const trainingPlanIdSchema = object({ planId: id(P.planId) });
export const trainingPlanCartSchema = object({ planId: id(P.planId), userId: id(P.userId) });

/** `?id=` of GET /schulungsplan/get: a plan id or 'aktuell' (the committee's plan of the current term). */
export const trainingPlanQuerySchema = object({
  id: string()
    .required(P.planId)
    .test('id', P.planId, (value) => value === undefined || value === CURRENT_PLAN_ID || /^[1-9]\d{0,9}$/.test(value)),
});

export type TrainingPlanEditInput = InferType<typeof trainingPlanEditSchema>;
export type TrainingPlanCreateInput = InferType<typeof trainingPlanCreateSchema>;
