/** One schema per form, composed of the field schemas; used by the browser and again by the api. */
import { object, type InferType } from 'yup';
import {
  academicTitleSchema,
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

/** Quick login card (SPEC §2.6): the e-mail, trimmed. */
export const quickLoginSchema = object({ email: emailSchema });

export const contactAddressSchema = object({
  company: companySchema,
  street: streetSchema,
  streetNumber: houseNumberSchema,
  postalCode: postalCodeSchema,
  city: citySchema,
});

export const registrationSchema = object({
  salutation: salutationSchema,
  title: academicTitleSchema,
  firstname: firstNameSchema,
  lastname: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  company: companySchema,
  street: streetSchema,
  streetNumber: houseNumberSchema,
  postalCode: postalCodeSchema,
  city: citySchema,
  password: passwordSchema,
});

/** Contact request: the phone is optional (the answer goes by e-mail), but checked when given. */
export const contactRequestSchema = object({
  salutation: salutationSchema,
  topic: topicSchema,
  firstname: firstNameSchema,
  lastname: lastNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  message: messageSchema,
});

export type QuickLoginInput = InferType<typeof quickLoginSchema>;
export type ContactAddressInput = InferType<typeof contactAddressSchema>;
export type RegistrationInput = InferType<typeof registrationSchema>;
export type ContactRequestInput = InferType<typeof contactRequestSchema>;
