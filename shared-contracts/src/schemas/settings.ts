/**
 * Schemas of the settings forms (/meinamb/einstellungen), checked by the api. The fields reuse the
 * SPEC §5 schemas and add what the database needs on top: length limits and plain-text character sets
 * (no markup, no control characters).
 */
import {
  academicTitleSchema,
  citySchema,
  companySchema,
  emailSchema,
  firstNameSchema,
  houseNumberSchema,
  lastNameSchema,
  passwordSchema,
  phoneSchema,
  postalCodeSchema,
  salutationSchema,
  streetSchema,
} from './fields';
import { array, boolean, object, string, type InferType } from 'yup';
import { BR_FUNCTIONS, COUNTRIES, MEMBERSHIPS, NO_MEMBERSHIP } from './settingsOptions';

export const SETTINGS_MESSAGES = {
  titleChars: 'Der Titel enthält ungültige Zeichen',
  companyTooLong: 'Die Firma darf höchstens 200 Zeichen lang sein',
  companyChars: 'Die Firma enthält ungültige Zeichen',
  streetTooLong: 'Die Straße darf höchstens 200 Zeichen lang sein',
  streetChars: 'Die Straße enthält ungültige Zeichen',
  streetNumberChars: 'Die Hausnummer enthält ungültige Zeichen',
  cityTooLong: 'Der Ort darf höchstens 100 Zeichen lang sein',
  cityChars: 'Der Ort enthält ungültige Zeichen',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein',
  currentPasswordRequired: 'Bitte geben Sie Ihr aktuelles Passwort ein',
  choice: 'Bitte treffen Sie eine Auswahl (ja oder nein)',
  noteTooLong: 'Die Anmerkung darf höchstens 500 Zeichen lang sein',
  noteChars: 'Die Anmerkung enthält ungültige Zeichen',
  brFunctions: 'Bitte wählen Sie nur BR-Funktionen aus der Liste aus',
  memberships: 'Bitte wählen Sie nur Mitgliedschaften aus der Liste aus',
  membershipNone: '„keine“ kann nicht zusammen mit einer Gewerkschaft gewählt werden',
  country: 'Bitte wählen Sie ein Land aus der Liste aus',
} as const;

const M = SETTINGS_MESSAGES;

const TITLE = /^[\p{L}\p{M} .-]*$/u;
const COMPANY = /^[\p{L}\p{M}\p{N} &.,'’()/+-]+$/u;
const STREET = /^[\p{L}\p{M} .'’()/-]+$/u;
const HOUSE_NUMBER = /^[\p{L}\p{N} ./-]+$/u;
const CITY = /^[\p{L}\p{M}\p{N} .'’()/-]+$/u;
/** Free text may hold line breaks, but no other control characters, no lone surrogates and no markup. */
const FREE_TEXT_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F<>\p{Cs}]/u;

/** Only filled values are checked: the shared schema reports empty fields with the SPEC message. */
const matchesWhenFilled =
  (pattern: RegExp) =>
  (value: string | undefined): boolean =>
    value === undefined || value === '' || pattern.test(value);

/**
 * The person and postal address of an account: one set of rules for the registration and the settings'
 * personal data (the registration adds e-mail and password), in the browser and again in the api.
 */
export const personalDataFields = {
  salutation: salutationSchema,
  title: academicTitleSchema.test('chars', M.titleChars, matchesWhenFilled(TITLE)),
  firstname: firstNameSchema,
  lastname: lastNameSchema,
  phone: phoneSchema,
  company: companySchema.max(200, M.companyTooLong).test('chars', M.companyChars, matchesWhenFilled(COMPANY)),
  street: streetSchema.max(200, M.streetTooLong).test('chars', M.streetChars, matchesWhenFilled(STREET)),
  streetNumber: houseNumberSchema.test('chars', M.streetNumberChars, matchesWhenFilled(HOUSE_NUMBER)),
  postalCode: postalCodeSchema,
  city: citySchema.max(100, M.cityTooLong).test('chars', M.cityChars, matchesWhenFilled(CITY)),
};

export const personalDataSchema = object(personalDataFields);

/** A password that is only checked against the stored hash (no format rules beyond the length cap). */
const enteredPassword = (message: string) => string().strict().typeError(message).required(message).max(128, message);

export const loginEmailSchema = object({
  email: emailSchema,
  password: enteredPassword(M.passwordRequired),
});

export const passwordChangeSchema = object({
  currentPassword: enteredPassword(M.currentPasswordRequired),
  newPassword: passwordSchema,
});

/** A real boolean: no "true"/1 coercion. */
const flag = () => boolean().strict().typeError(M.choice).required(M.choice);

export const advertisingSchema = object({ advertisingOptIn: flag() });

export const marketingPreferencesSchema = object({ newsletter: flag(), events: flag(), magazine: flag() });

export const hotelPreferencesSchema = object({
  singleRoom: flag(),
  nonSmoking: flag(),
  barrierFree: flag(),
  note: string()
    .strict()
    .typeError(M.noteChars)
    .default('')
    .max(500, M.noteTooLong)
    .test('chars', M.noteChars, (value) => value === undefined || !FREE_TEXT_FORBIDDEN.test(value)),
});

/** A subset of a fixed list: strings of the list, each at most once. */
function subsetOf(options: readonly string[], message: string) {
  return array()
    .strict()
    .typeError(message)
    .required(message)
    .max(options.length, message)
    .of(string().strict().typeError(message).required(message).oneOf(options, message))
    .test('unique', message, (value) => value === undefined || new Set(value).size === value.length);
}

export const brFunctionsSchema = object({ brFunctions: subsetOf(BR_FUNCTIONS, M.brFunctions) });

export const membershipsSchema = object({
  memberships: subsetOf(MEMBERSHIPS, M.memberships).test(
    'none-alone',
    M.membershipNone,
    (value) => value === undefined || !value.includes(NO_MEMBERSHIP) || value.length === 1,
  ),
});

export const countrySchema = object({
  country: string().strict().typeError(M.country).required(M.country).oneOf(COUNTRIES, M.country),
});

export type PersonalDataInput = InferType<typeof personalDataSchema>;
export type LoginEmailInput = InferType<typeof loginEmailSchema>;
export type PasswordChangeInput = InferType<typeof passwordChangeSchema>;
export type AdvertisingInput = InferType<typeof advertisingSchema>;
export type HotelPreferencesInput = InferType<typeof hotelPreferencesSchema>;
export type MarketingPreferencesInput = InferType<typeof marketingPreferencesSchema>;
export type BrFunctionsInput = InferType<typeof brFunctionsSchema>;
export type MembershipsInput = InferType<typeof membershipsSchema>;
export type CountryInput = InferType<typeof countrySchema>;
