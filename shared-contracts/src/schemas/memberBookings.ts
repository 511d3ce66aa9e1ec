/**
 * The member's booking changes: cancel a participant (POST /api-meinamb/cancel-recipient-booking) and name a
 * substitute participant for one (POST /api-meinamb/substitute-recipient): SPEC §3 person fields, §5 messages.
 */
import { number, object, type InferType } from 'yup';
import { academicTitleSchema, emailSchema, firstNameSchema, lastNameSchema, salutationSchema } from './fields';

export const MEMBER_BOOKING_MESSAGES = {
  participantId: 'Bitte geben Sie einen gültigen Teilnehmer an.',
} as const;

const participantId = number()
  .typeError(MEMBER_BOOKING_MESSAGES.participantId)
  .required(MEMBER_BOOKING_MESSAGES.participantId)
  .integer(MEMBER_BOOKING_MESSAGES.participantId)
  .min(1, MEMBER_BOOKING_MESSAGES.participantId)
  .max(2_147_483_647, MEMBER_BOOKING_MESSAGES.participantId);

export const cancelRecipientSchema = object({ participantId });

/** The person of a substitute participant; the page's form validates only these, the api the id too. */
export const substitutePersonSchema = object({
  salutation: salutationSchema,
  title: academicTitleSchema.default(''),
  firstname: firstNameSchema,
  lastname: lastNameSchema,
  email: emailSchema,
});

export const substituteRecipientSchema = substitutePersonSchema.shape({ participantId });

export type SubstitutePersonInput = InferType<typeof substitutePersonSchema>;
export type SubstituteRecipientInput = InferType<typeof substituteRecipientSchema>;
