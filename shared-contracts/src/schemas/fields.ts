/** One yup schema per form field of SPEC §5. Strings are trimmed (but passwords); non-strings fail with the field's message. */
import { string } from 'yup';
import { SALUTATIONS, VALIDATION_MESSAGES as M } from './messages';

/** A trimmed string. A non-string fails with `typeMessage` instead of being coerced; null counts as missing. */
function text(typeMessage: string, trim = true) {
  return string()
    .typeError(typeMessage)
    .transform((_value: unknown, original: unknown) => {
      if (typeof original === 'string') return trim ? original.trim() : original;
      return original === null ? undefined : original;
    });
}

/** A rule that only looks at filled values, so an empty field shows only its "required" message. */
const whenFilled =
  (rule: (value: string) => boolean) =>
  (value: string | undefined): boolean =>
    value === undefined || value === '' || rule(value);

const onlyDigits = (value: string): boolean => /^[0-9]+$/.test(value);

/** Digits, hyphens, parentheses, slash and whitespace, with an optional leading plus. */
export const PHONE_PATTERN = /^\+?[0-9\s\-()/]+$/;
/** Local part, @, dot-separated domain labels and a top-level domain of letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const companySchema = text(M.company).required(M.company).min(2, M.company);

/** Street name alone: no digits (the house number has its own field). */
export const streetSchema = text(M.streetRequired)
  .required(M.streetRequired)
  .test(
    'no-digits',
    M.streetNoDigits,
    whenFilled((value) => !/[0-9]/.test(value)),
  );

/** The full-street field ("street and house number" in one): digits allowed. */
export const fullStreetSchema = text(M.streetRequired).required(M.streetRequired);

export const houseNumberSchema = text(M.houseNumberRequired)
  .required(M.houseNumberRequired)
  .max(8, M.houseNumberTooLong);

export const postalCodeSchema = text(M.postalCodeInvalid)
  .required(M.postalCodeRequired)
  .test('digits-only', M.postalCodeDigitsOnly, whenFilled(onlyDigits))
  .test(
    'five-digits',
    M.postalCodeInvalid,
    whenFilled((value) => !onlyDigits(value) || value.length === 5),
  );

export const citySchema = text(M.cityRequired)
  .required(M.cityRequired)
  .min(2, M.cityRequired)
  .test(
    'no-trailing-digits',
    M.cityNoDigits,
    whenFilled((value) => value.length < 2 || !/[0-9]$/.test(value)),
  );

export const salutationSchema = text(M.salutation).required(M.salutation).oneOf(SALUTATIONS, M.salutation);

export const topicSchema = text(M.topic).required(M.topic);

export const MAX_NAME_LENGTH = 100;

/**
 * A person's name: letters of any script with their combining marks, spaces, hyphens, dots and
 * apostrophes, starting with a letter. Everything else is refused, in particular bidi controls
 * (U+202A–U+202E, U+2066–U+2069, U+200E/U+200F, U+061C), zero-width and other format characters
 * (Cf: U+200B–U+200D, U+2060, U+FEFF, U+00AD …), control characters, other spaces and symbols.
 */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
/** Letters and marks that render as nothing (Hangul fillers, grapheme joiner, variation selectors). */
const INVISIBLE_LETTERS = /[\u115F\u1160\u3164\uFFA0\u034F\uFE00-\uFE0F\u180B-\u180D\u{E0100}-\u{E01EF}]/u;

export const isPersonName = (value: string): boolean => NAME_PATTERN.test(value) && !INVISIBLE_LETTERS.test(value);

/** One schema for a first or last name, used by registration, the settings form and every other form. */
function personNameSchema(messages: { required: string; incomplete: string; tooLong: string; chars: string }) {
  return text(messages.required)
    .required(messages.required)
    .test(
      'complete',
      messages.incomplete,
      whenFilled((value) => value.length >= 2),
    )
    .max(MAX_NAME_LENGTH, messages.tooLong)
    .test('chars', messages.chars, whenFilled(isPersonName));
}

export const firstNameSchema = personNameSchema({
  required: M.firstNameRequired,
  incomplete: M.firstNameIncomplete,
  tooLong: M.firstNameTooLong,
  chars: M.firstNameChars,
});

export const lastNameSchema = personNameSchema({
  required: M.lastNameRequired,
  incomplete: M.lastNameIncomplete,
  tooLong: M.lastNameTooLong,
  chars: M.lastNameChars,
});

/** Phone rules without "required": empty passes (optional phone fields). Invalid characters are reported before length. */
export const optionalPhoneSchema = text(M.phoneInvalidChars)
  .test(
    'characters',
    M.phoneInvalidChars,
    whenFilled((value) => PHONE_PATTERN.test(value)),
  )
  .test(
    'too-short',
    M.phoneTooShort,
    whenFilled((value) => !PHONE_PATTERN.test(value) || value.length >= 8),
  )
  .test(
    'too-long',
    M.phoneTooLong,
    whenFilled((value) => !PHONE_PATTERN.test(value) || value.length <= 20),
  );

export const phoneSchema = optionalPhoneSchema.required(M.phoneRequired);

export const emailSchema = text(M.emailInvalid)
  .required(M.emailRequired)
  .test(
    'format',
    M.emailInvalid,
    whenFilled((value) => value.length <= 254 && EMAIL_PATTERN.test(value)),
  );

/** Message and personal notes. */
export const messageSchema = text(M.message).required(M.message).min(2, M.message);

/** Optional remarks: empty passes, at most 1000 characters. */
export const optionalRemarksSchema = text(M.remarksTooLong).max(1000, M.remarksTooLong).default('');

/** A title (e.g. of a forum thread): at least 5 characters after trimming. */
export const titleSchema = text(M.title).required(M.title).min(5, M.title);

/** Optional academic title in registration ("Dipl.-Ing."), not bound to titleSchema's 5 characters. */
export const academicTitleSchema = text(M.academicTitle).max(40, M.academicTitle);

export const boardOptionSchema = text(M.boardOption).required(M.boardOption);

/** Not trimmed: spaces are part of a password. 8..128 characters, not only whitespace. */
export const passwordSchema = text(M.password, false)
  .required(M.password)
  .min(8, M.password)
  .test(
    'not-blank',
    M.password,
    whenFilled((value) => value.trim() !== ''),
  )
  .max(128, M.passwordTooLong);

export const postalCodeOrCitySchema = text(M.postalCodeOrCity).required(M.postalCodeOrCity).min(2, M.postalCodeOrCity);

export const streetAndHouseNumberSchema = text(M.streetAndHouseNumber)
  .required(M.streetAndHouseNumber)
  .min(2, M.streetAndHouseNumber);
