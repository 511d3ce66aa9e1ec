/**
 * The schemas of the request forms (SBV, catalogue, lawyer, registrations, promotional material) and of the
 * staff's status change: composed of the SPEC §5 field schemas, used by each page and again by the api.
 */
import { array, mixed, number, object, string, type InferType } from 'yup';
import {
  FORM_REQUEST_KINDS,
  FORM_REQUEST_STATUSES,
  PROMO_MAX_ARTICLES_PER_ORDER,
  PROMO_MAX_QUANTITY,
} from '../requestForms';
import type { FormRequestKind, FormRequestStatus } from '../requestForms';
import {
  citySchema,
  companySchema,
  emailSchema,
  firstNameSchema,
  houseNumberSchema,
  lastNameSchema,
  messageSchema,
  optionalPhoneSchema,
  optionalRemarksSchema,
  phoneSchema,
  postalCodeSchema,
  salutationSchema,
  streetSchema,
  topicSchema,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { BOARD_OPTION_KEYS, type BoardOption } from './participant';

/** Longest message of a request form. */
export const REQUEST_MESSAGE_MAX = 4000;
const message = messageSchema.max(REQUEST_MESSAGE_MAX, M.messageTooLong);

/** A choice of a fixed list (trimmed; anything else gets the field's message). */
const choice = <T extends string>(options: readonly T[], text: string) =>
  string()
    .typeError(text)
    .transform((_v: unknown, original: unknown) =>
      typeof original === 'string' ? original.trim() : original === null ? undefined : original,
    )
    .required(text)
    .oneOf(options, text);

const positiveId = (text: string) =>
  number().typeError(text).required(text).integer(text).min(1, text).max(2_147_483_647, text);

const person = {
  salutation: salutationSchema,
  firstname: firstNameSchema,
  lastname: lastNameSchema,
  email: emailSchema,
};

const postalAddress = {
  company: companySchema,
  street: streetSchema,
  streetNumber: houseNumberSchema,
  postalCode: postalCodeSchema,
  city: citySchema,
};

export const SBV_TOPICS = [
  'Beratung zur Arbeit der SBV',
  'Inklusionsvereinbarung',
  'Betriebliches Eingliederungsmanagement (BEM)',
  'Wahl der Schwerbehindertenvertretung',
  'Seminare und Schulungsanspruch der SBV',
  'Sonstiges',
] as const;

export const SBV_ROLES = [
  'Vertrauensperson',
  'Stellvertretendes Mitglied',
  'Betriebsrat oder Personalrat',
  'Inklusionsbeauftragte/r des Arbeitgebers',
  'Sonstige',
] as const;

/** SBV request (/service/sbv-anfrage -> POST /api/sbv-request): who asks, in which function, about what. */
export const sbvRequestSchema = object({
  topic: topicSchema.oneOf(SBV_TOPICS, M.topic),
  role: choice(SBV_ROLES, M.sbvRole),
  ...person,
  phone: optionalPhoneSchema,
  company: companySchema,
  message,
});

/** Most printed catalogues one request may ask for (a works council's members share them). */
export const CATALOGUE_COPIES_MAX = 5;

/** The printed catalogue (/service/katalog-bestellen -> POST /api/catalogue-request): the postal address. */
export const catalogueRequestSchema = object({
  ...person,
  phone: optionalPhoneSchema,
  ...postalAddress,
  copies: number()
    .typeError(M.catalogueCopies)
    .required(M.catalogueCopies)
    .integer(M.catalogueCopies)
    .min(1, M.catalogueCopies)
    .max(CATALOGUE_COPIES_MAX, M.catalogueCopies),
});

export const LAWYER_TOPICS = [
  'Mitbestimmung in sozialen Angelegenheiten (§ 87 BetrVG)',
  'Betriebsänderung, Interessenausgleich und Sozialplan',
  'Kündigung und Anhörung des Betriebsrats',
  'Einigungsstelle',
  'Betriebsvereinbarung',
  'Schwerbehindertenrecht (SGB IX)',
  'Sonstiges Arbeitsrecht',
] as const;

export const CALLBACK_TIMES = ['vormittags (9 bis 12 Uhr)', 'nachmittags (12 bis 17 Uhr)', 'egal'] as const;

/** Lawyer consultation (/service/anwaltliche-beratung -> POST /api/lawyer-consultation-request): a callback. */
export const lawyerConsultationRequestSchema = object({
  topic: topicSchema.oneOf(LAWYER_TOPICS, M.topic),
  ...person,
  phone: phoneSchema,
  company: companySchema,
  callbackTime: choice(CALLBACK_TIMES, M.callbackTime),
  message,
});

/**
 * Registration by form (/service/anmeldung -> POST /api/general-registration-request): one person for one
 * date, with the company's address and the board option; the staff confirm it (it is no booking).
 */
export const generalRegistrationRequestSchema = object({
  eventId: positiveId(M.registrationEvent),
  ...person,
  phone: phoneSchema,
  ...postalAddress,
  hotelOverNightOption: mixed<BoardOption>().required(M.boardOption).oneOf(BOARD_OPTION_KEYS, M.boardOption),
  message: optionalRemarksSchema,
});

export const EMPLOYEE_RANGES = ['bis 50', '51 bis 200', '201 bis 1.000', 'mehr als 1.000'] as const;

export const DIGITAL_CHANGE_TOPICS = [
  'Künstliche Intelligenz im Betrieb',
  'Mobile Arbeit und Homeoffice',
  'Beschäftigtendatenschutz',
  'Leistungs- und Verhaltenskontrolle (§ 87 Abs. 1 Nr. 6 BetrVG)',
  'Qualifizierung und Weiterbildung',
] as const;

/** "Digitalen Wandel gestalten" (/service/digitalen-wandel-gestalten -> POST /api/digitalen-wandel-registration-request). */
export const digitalChangeRegistrationRequestSchema = object({
  ...person,
  phone: optionalPhoneSchema,
  company: companySchema,
  employees: choice(EMPLOYEE_RANGES, M.employees),
  interests: array(choice(DIGITAL_CHANGE_TOPICS, M.interests))
    .typeError(M.interests)
    .required(M.interests)
    .min(1, M.interests)
    .max(DIGITAL_CHANGE_TOPICS.length, M.interests)
    .test('distinct', M.interests, (list) => !list || new Set(list).size === list.length),
  message: optionalRemarksSchema,
});

/** One line of a promotional order. */
export const promoOrderItemSchema = object({
  articleId: positiveId(M.promoArticle),
  quantity: number()
    .typeError(M.promoQuantity)
    .required(M.promoQuantity)
    .integer(M.promoQuantity)
    .min(1, M.promoQuantity)
    .max(PROMO_MAX_QUANTITY, M.promoQuantity),
});

/**
 * The promotional order (the shop -> POST /api/werbemittel-shop-request, members only): the articles with
 * their quantities, the delivery address and whom to confirm to. The api checks each article's own limit.
 */
export const promoShopRequestSchema = object({
  items: array(promoOrderItemSchema)
    .typeError(M.promoItems)
    .required(M.promoItems)
    .min(1, M.promoItems)
    .max(PROMO_MAX_ARTICLES_PER_ORDER, M.promoItems),
  ...person,
  phone: optionalPhoneSchema,
  ...postalAddress,
  message: optionalRemarksSchema,
});

/** The staff's status change of one request. */
export const formRequestStatusSchema = object({
  status: mixed<FormRequestStatus>()
    .required(M.requestStatus)
    .oneOf([...FORM_REQUEST_STATUSES], M.requestStatus),
});

export type SbvRequestInput = InferType<typeof sbvRequestSchema>;
export type CatalogueRequestInput = InferType<typeof catalogueRequestSchema>;
export type LawyerConsultationRequestInput = InferType<typeof lawyerConsultationRequestSchema>;
export type GeneralRegistrationRequestInput = InferType<typeof generalRegistrationRequestSchema>;
export type DigitalChangeRegistrationRequestInput = InferType<typeof digitalChangeRegistrationRequestSchema>;
export type PromoShopRequestInput = InferType<typeof promoShopRequestSchema>;
export type PromoOrderItemInput = InferType<typeof promoOrderItemSchema>;
export type FormRequestStatusInput = InferType<typeof formRequestStatusSchema>;

export const FORM_REQUEST_FILTER_MESSAGES = {
  kind: 'Bitte wählen Sie eine Art von Anfrage aus',
  page: 'Bitte geben Sie eine Seite ab 1 an',
} as const;

/** The staff's filter of the list and the CSV export: kind, status, page. */
export const formRequestFilterSchema = object({
  kind: mixed<FormRequestKind>()
    .oneOf([...FORM_REQUEST_KINDS], FORM_REQUEST_FILTER_MESSAGES.kind)
    .optional(),
  status: mixed<FormRequestStatus>()
    .oneOf([...FORM_REQUEST_STATUSES], M.requestStatus)
    .optional(),
  page: number()
    .typeError(FORM_REQUEST_FILTER_MESSAGES.page)
    .integer(FORM_REQUEST_FILTER_MESSAGES.page)
    .min(1, FORM_REQUEST_FILTER_MESSAGES.page)
    .max(100_000, FORM_REQUEST_FILTER_MESSAGES.page)
    .default(1),
});

export type FormRequestFilterInput = InferType<typeof formRequestFilterSchema>;
