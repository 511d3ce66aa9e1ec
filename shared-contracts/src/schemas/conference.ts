/**
 * The conference pages' writes beyond the cart: the registration of a committee without an account
 * (POST /api/conference-registration: account, committee, participants with workshops, billing address, terms in
 * one request) and a member's change of a participant's workshop (POST /api-meinamb/conference-workshop).
 */
import { array, boolean, number, object, string, type InferType } from 'yup';
import { CONFERENCE_MESSAGES } from '../conferenceTexts';
import { committeeNameSchema } from './committee';
import { emailSchema, passwordSchema } from './fields';
import { personalDataFields } from './settings';
import {
  checkoutFields,
  conferenceChoiceFields,
  orderReferenceFields,
  participantFields,
  type ConferenceChoicesInput,
  type ParticipantInput,
} from './participant';
import { validateForm, type FieldErrors } from './validate';
import { MAX_PARTICIPANTS_PER_DATE } from '../rules/bookingLimits';

/** A conference by its address segment: lower-case words and digits joined by hyphens. */
export const CONFERENCE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const conferenceSlugSchema = string()
  .typeError(CONFERENCE_MESSAGES.conference)
  .required(CONFERENCE_MESSAGES.conference)
  .max(120, CONFERENCE_MESSAGES.conference)
  .matches(CONFERENCE_SLUG_PATTERN, CONFERENCE_MESSAGES.conference);

/** A conference participant: the cart's participant fields and the conference choices. */
export const conferenceParticipantSchema = object({ ...participantFields, ...conferenceChoiceFields });

export const CONFERENCE_REGISTRATION_MESSAGES = {
  participants: `Bitte tragen Sie 1 bis ${MAX_PARTICIPANTS_PER_DATE} Teilnehmer ein.`,
} as const;

/**
 * The registration's own fields (the account as the registration form asks for it, the committee's name, the
 * order's references and the terms); participants are checked one by one (`validateConferenceRegistration`).
 */
export const conferenceRegistrationSchema = object({
  conference: conferenceSlugSchema,
  committeeName: committeeNameSchema,
  ...personalDataFields,
  email: emailSchema,
  password: passwordSchema,
  ...orderReferenceFields,
  participants: array()
    .typeError(CONFERENCE_REGISTRATION_MESSAGES.participants)
    .required(CONFERENCE_REGISTRATION_MESSAGES.participants)
    .min(1, CONFERENCE_REGISTRATION_MESSAGES.participants)
    .max(MAX_PARTICIPANTS_PER_DATE, CONFERENCE_REGISTRATION_MESSAGES.participants),
  ...checkoutFields,
});

export type ConferenceParticipantInput = ParticipantInput & ConferenceChoicesInput;
export type ConferenceRegistrationFields = Omit<InferType<typeof conferenceRegistrationSchema>, 'participants'>;
export interface ConferenceRegistrationInput extends ConferenceRegistrationFields {
  participants: ConferenceParticipantInput[];
}

/**
 * The whole registration checked with the shared schemas; messages keyed by field, `participants` and
 * `participants.<n>.<field>` (the page shows them at the field, the api answers 400 with them).
 */
export function validateConferenceRegistration(
  input: unknown,
): { ok: true; value: ConferenceRegistrationInput } | { ok: false; fields: FieldErrors } {
  const head = validateForm(conferenceRegistrationSchema, input);
  const fields: FieldErrors = head.ok ? {} : { ...head.fields };
  const list =
    typeof input === 'object' && input !== null && Array.isArray((input as { participants?: unknown }).participants)
      ? (input as { participants: unknown[] }).participants
      : [];
  const participants = list.slice(0, MAX_PARTICIPANTS_PER_DATE).map((person, index) => {
    const result = validateForm(conferenceParticipantSchema, person);
    if (result.ok) return result.value;
    for (const [field, message] of Object.entries(result.fields)) fields[`participants.${index}.${field}`] ??= message;
    return null;
  });
  if (!head.ok || Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: { ...head.value, participants: participants.filter((p): p is ConferenceParticipantInput => p !== null) },
  };
}

const id = (message: string) =>
  number().typeError(message).required(message).integer(message).min(1, message).max(2_147_483_647, message);

/** A member's change of one workshop of a booked conference participant (`waitlist`: its waiting list is fine). */
export const conferenceWorkshopChangeSchema = object({
  participantId: id(CONFERENCE_MESSAGES.participantNotFound),
  slotId: id(CONFERENCE_MESSAGES.noSuchSlot),
  workshopId: id(CONFERENCE_MESSAGES.noSuchSlot),
  waitlist: boolean().strict(true).typeError(CONFERENCE_MESSAGES.workshops).default(false),
});
export type ConferenceWorkshopChangeInput = InferType<typeof conferenceWorkshopChangeSchema>;
