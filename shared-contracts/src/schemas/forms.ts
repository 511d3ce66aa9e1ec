/** One schema per form, composed of the field schemas; used by the browser and again by the api. */
import { number, object, string, type InferType } from 'yup';
import {
  citySchema,
  companySchema,
  emailSchema,
  firstNameSchema,
  houseNumberSchema,
  lastNameSchema,
  messageSchema,
  optionalPhoneSchema,
  passwordSchema,
  phoneSchema,
  postalCodeSchema,
  salutationSchema,
  streetSchema,
  topicSchema,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { personalDataFields } from './settings';

/** Quick login card (SPEC §2.6): the e-mail, trimmed. */
export const quickLoginSchema = object({ email: emailSchema });

/** Footer newsletter sign-up (POST /api/newsletter-subscription-request): the e-mail rule of SPEC §5. */
export const newsletterSubscriptionSchema = object({ email: emailSchema });

/**
 * The password step of the login (POST /kundenportal/local-login): the password is only compared with
 * the stored hash, so no format rules beyond the length cap; a non-string is refused, not coerced.
 */
export const localLoginSchema = object({
  email: emailSchema,
  password: string().strict(true).typeError(M.loginPassword).required(M.loginPassword).max(128, M.passwordTooLong),
});

/** A new password set with a mailed link (POST /api/password-reset); the token travels beside it. */
export const passwordResetSchema = object({ password: passwordSchema });

export const contactAddressSchema = object({
  company: companySchema,
  street: streetSchema,
  streetNumber: houseNumberSchema,
  postalCode: postalCodeSchema,
  city: citySchema,
});

/** A person with company and postal address, as the in-house request asks for them. */
const personWithAddressFields = {
  salutation: salutationSchema,
  firstname: firstNameSchema,
  lastname: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  company: companySchema,
  street: streetSchema,
  streetNumber: houseNumberSchema,
  postalCode: postalCodeSchema,
  city: citySchema,
};

/** The registration: the settings' personal-data rules (one schema for both), the e-mail and a password. */
export const registrationSchema = object({
  ...personalDataFields,
  email: emailSchema,
  password: passwordSchema,
});

/** The subjects the contact form offers (Betreff). */
export const CONTACT_TOPICS = [
  'Frage zu einem Seminar',
  'Buchung, Rechnung oder Stornierung',
  'Inhouse-Seminar',
  'Konto und Anmeldung',
  'Sonstiges',
] as const;

/** Longest message of the contact form. */
export const CONTACT_MESSAGE_MAX = 4000;

/**
 * Contact request (/service/kontakt -> POST /api/contact-request): the phone is optional (the answer goes by
 * e-mail), but checked when given; the subject is one of CONTACT_TOPICS.
 */
export const contactRequestSchema = object({
  salutation: salutationSchema,
  topic: topicSchema.oneOf(CONTACT_TOPICS, M.topic),
  firstname: firstNameSchema,
  lastname: lastNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  message: messageSchema.max(CONTACT_MESSAGE_MAX, M.messageTooLong),
});

/** Most participants an in-house request may name. */
export const INHOUSE_PARTICIPANTS_MAX = 500;

/**
 * In-house request of a theme (/seminare/t/{theme}/inhouse -> POST /api/inhouse-request): who asks, for
 * which company and address, how many participants, and what they wish (SPEC §5 rules per field).
 */
export const inhouseRequestSchema = object({
  themeId: number()
    .typeError(M.inhouseTheme)
    .required(M.inhouseTheme)
    .integer(M.inhouseTheme)
    .min(1, M.inhouseTheme)
    .max(2_147_483_647, M.inhouseTheme),
  ...personWithAddressFields,
  participants: number()
    .typeError(M.inhouseParticipants)
    .required(M.inhouseParticipants)
    .integer(M.inhouseParticipants)
    .min(1, M.inhouseParticipants)
    .max(INHOUSE_PARTICIPANTS_MAX, M.inhouseParticipants),
  message: messageSchema.max(4000, M.messageTooLong),
});

export type QuickLoginInput = InferType<typeof quickLoginSchema>;
export type NewsletterSubscriptionInput = InferType<typeof newsletterSubscriptionSchema>;
/** The login body; `redirect` is where to go afterwards (the api sanitises it). */
export type LocalLoginInput = InferType<typeof localLoginSchema> & { redirect?: string };
export type PasswordResetInput = InferType<typeof passwordResetSchema> & { token: string };
export type ContactAddressInput = InferType<typeof contactAddressSchema>;
export type RegistrationInput = InferType<typeof registrationSchema>;
export type ContactRequestInput = InferType<typeof contactRequestSchema>;
export type InhouseRequestInput = InferType<typeof inhouseRequestSchema>;
