/**
 * The participants of a cart item (POST /order-api/add-recipient, edit-recipient, delete-recipient) and the
 * order options (update-order-options), checkout: SPEC §3 fields, SPEC §5 messages.
 */
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  academicTitleSchema,
  citySchema,
  companySchema,
  emailSchema,
  firstNameSchema,
  houseNumberSchema,
  lastNameSchema,
  postalCodeSchema,
  salutationSchema,
  streetSchema,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { CART_MESSAGES } from './cart';
import { BR_FUNCTIONS } from './settingsOptions';
import { LEGAL_BASIS_KEYS, LEGAL_BASIS_MESSAGE, type LegalBasis } from '../rules/legalBasis';
import { validateForm, type FieldErrors } from './validate';
import { MAX_PARTICIPANTS_PER_DATE } from '../rules/bookingLimits';
import { CONFERENCE_MESSAGES } from '../conferenceMessages';

/** Board/overnight options (SPEC §3 hotelOverNightOption): what the cost calculator prices. */
export const BOARD_OPTIONS = {
  overnight: 'Übernachtung im Einzelzimmer mit Vollpension',
  overnightWithNightBefore: 'Übernachtung im Einzelzimmer mit Vollpension und Anreise am Vorabend',
  dayRate: 'Tagungspauschale ohne Übernachtung',
  none: 'Keine Übernachtung und Verpflegung (z. B. Online-Seminar)',
} as const;
export type BoardOption = keyof typeof BOARD_OPTIONS;
export const BOARD_OPTION_KEYS = Object.keys(BOARD_OPTIONS) as BoardOption[];

/** Per participant: a booking takes a seat for good, a reservation holds one until it expires. */
export const PARTICIPANT_KINDS = ['booking', 'reservation'] as const;
export type ParticipantKind = (typeof PARTICIPANT_KINDS)[number];
/** Labels of what a participant holds, the waiting list (orders only) included. */
export const PARTICIPANT_KIND_LABELS: Record<ParticipantKind | 'waitlist', string> = {
  booking: 'Buchung',
  reservation: 'Reservierung',
  waitlist: 'Warteliste',
};

export const ORDER_MESSAGES = {
  kind: 'Bitte wählen Sie Buchung oder Reservierung aus',
  brFunction: 'Bitte wählen Sie eine BR-Funktion aus der Liste aus',
  recipientId: 'Bitte geben Sie einen gültigen Teilnehmer an.',
  recipientNotFound: 'Diesen Teilnehmer gibt es in Ihrem Warenkorb nicht.',
  purchaseOrderNumber: 'Die Bestellnummer darf höchstens 50 Zeichen lang sein',
  costCentre: 'Die Kostenstelle darf höchstens 50 Zeichen lang sein',
  remarks: 'Die Bemerkungen dürfen höchstens 200 Zeichen lang sein',
  acceptTerms: 'Bitte bestätigen Sie die AGB und die Stornobedingungen',
  idempotencyKey: 'Der Buchung fehlt ein gültiger Idempotency-Key (8 bis 100 Zeichen: Buchstaben, Ziffern, - und _).',
  cartEmpty: 'Ihr Warenkorb ist leer.',
  noParticipants: 'Bitte tragen Sie für jeden Termin mindestens einen Teilnehmer ein.',
  billingAddressMissing: 'Bitte geben Sie eine Rechnungsadresse an.',
  waitlist: 'Bitte geben Sie an, ob Sie sich auf die Warteliste setzen lassen möchten',
  orderId: 'Bitte geben Sie eine gültige Bestellung an.',
  orderNotFound: 'Diese Bestellung gibt es in Ihrem Konto nicht.',
  cartChanged:
    'Ihr Warenkorb wurde inzwischen in einer anderen Bestellung gebucht. Bitte prüfen Sie Ihre Bestellungen.',
} as const;

const id = (message: string) =>
  number().typeError(message).required(message).integer(message).min(1, message).max(2_147_483_647, message);

const optionalText = (max: number, message: string) =>
  string()
    .typeError(message)
    .transform((_v: unknown, original: unknown) =>
      typeof original === 'string' ? original.trim() : original === null ? undefined : original,
    )
    .max(max, message)
    .default('');

export const participantFields = {
  salutation: salutationSchema,
  title: academicTitleSchema.default(''),
  firstname: firstNameSchema,
  lastname: lastNameSchema,
  email: emailSchema,
  brFunction: string()
    .typeError(ORDER_MESSAGES.brFunction)
    .transform((_v: unknown, original: unknown) =>
      typeof original === 'string' ? original.trim() : original === null ? undefined : original,
    )
    .oneOf(['', ...BR_FUNCTIONS], ORDER_MESSAGES.brFunction)
    .default(''),
  hotelOverNightOption: mixed<BoardOption>().required(M.boardOption).oneOf(BOARD_OPTION_KEYS, M.boardOption),
  kind: mixed<ParticipantKind>().required(ORDER_MESSAGES.kind).oneOf(PARTICIPANT_KINDS, ORDER_MESSAGES.kind),
  /** Optional: a new participant gets the default (§ 37 Abs. 6 BetrVG), an edit without it keeps the stored one. */
  legalBasis: mixed<LegalBasis>().optional().oneOf(LEGAL_BASIS_KEYS, LEGAL_BASIS_MESSAGE),
};

export const participantSchema = object(participantFields);

/** More workshops than any conference has slots is no choice but noise. */
export const MAX_WORKSHOP_CHOICES = 12;

/** One workshop of a conference participant: the slot, the workshop, and whether its waiting list is fine. */
export const workshopChoiceSchema = object({
  slotId: id(CONFERENCE_MESSAGES.workshops),
  workshopId: id(CONFERENCE_MESSAGES.workshops),
  waitlist: boolean().strict(true).typeError(CONFERENCE_MESSAGES.workshops).default(false),
});

/**
 * What a conference participant chooses besides the person fields: one workshop per slot at most, and whether the
 * member price applies. Optional: a seminar participant has neither; an edit without them keeps the stored ones.
 */
export const conferenceChoiceFields = {
  workshops: array(workshopChoiceSchema)
    .typeError(CONFERENCE_MESSAGES.workshops)
    .max(MAX_WORKSHOP_CHOICES, CONFERENCE_MESSAGES.workshops)
    .test('one-per-slot', CONFERENCE_MESSAGES.workshopClash, (list) => {
      if (!list) return true;
      return new Set(list.map((choice) => choice?.slotId)).size === list.length;
    })
    .optional(),
  unionMember: boolean().strict(true).typeError(CONFERENCE_MESSAGES.unionMember).optional(),
};
export const conferenceChoicesSchema = object(conferenceChoiceFields);

export const addRecipientSchema = object({
  cartItemId: id(CART_MESSAGES.cartItemId),
  ...participantFields,
  ...conferenceChoiceFields,
});
export const editRecipientSchema = object({
  recipientId: id(ORDER_MESSAGES.recipientId),
  ...participantFields,
  ...conferenceChoiceFields,
});
export const deleteRecipientSchema = object({ recipientId: id(ORDER_MESSAGES.recipientId) });
/** An order by its id (GET /order-api/order/:id, the confirmation PDF's `bestellung`). */
export const orderIdSchema = object({ orderId: id(ORDER_MESSAGES.orderId) });

/** The order's own references beside the billing address: purchase-order number, cost centre, remarks. */
export const orderReferenceFields = {
  purchaseOrderNumber: optionalText(50, ORDER_MESSAGES.purchaseOrderNumber),
  costCentre: optionalText(50, ORDER_MESSAGES.costCentre),
  remarks: optionalText(200, ORDER_MESSAGES.remarks),
};

/** Order options: billing address with the SPEC §5 rules, purchase-order number, cost centre, remarks. */
export const orderOptionsSchema = object({
  company: companySchema,
  street: streetSchema,
  streetNumber: houseNumberSchema,
  postalCode: postalCodeSchema,
  city: citySchema,
  ...orderReferenceFields,
});

/** The terms (AGB, cancellation terms) confirmed, and whether a full event's group may wait. */
export const checkoutFields = {
  acceptTerms: boolean()
    .strict(true)
    .typeError(ORDER_MESSAGES.acceptTerms)
    .oneOf([true], ORDER_MESSAGES.acceptTerms)
    .required(ORDER_MESSAGES.acceptTerms),
  /** Put the group of a full event on its waiting list instead of refusing the order (the 409's offer). */
  waitlist: boolean().strict(true).typeError(ORDER_MESSAGES.waitlist).default(false),
};

/** The checkout body. */
export const checkoutSchema = object(checkoutFields);

/** At most this many participants in one online-fax registration: one date's group (rules/bookingLimits). */
export const ONLINE_FAX_MAX_PARTICIPANTS = MAX_PARTICIPANTS_PER_DATE;

export const ONLINE_FAX_MESSAGES = {
  participants: `Bitte tragen Sie 1 bis ${ONLINE_FAX_MAX_PARTICIPANTS} Teilnehmer ein.`,
  confirmed: 'Ihre Anmeldung ist bei uns eingegangen.',
  loginRequired: 'Bitte melden Sie sich an, um die Anmeldung online abzusenden. Ihre Eingaben bleiben erhalten.',
} as const;

/**
 * POST /order-api/online-fax/checkout: one event's registration as the fax form holds it — the participants
 * with the cart's participant fields, the order options, the terms; the api re-checks each part with the
 * same schemas (participantSchema, orderOptionsSchema) the page uses.
 */
export const onlineFaxSchema = object({
  eventId: id(CART_MESSAGES.eventId),
  participants: array()
    .typeError(ONLINE_FAX_MESSAGES.participants)
    .required(ONLINE_FAX_MESSAGES.participants)
    .min(1, ONLINE_FAX_MESSAGES.participants)
    .max(ONLINE_FAX_MAX_PARTICIPANTS, ONLINE_FAX_MESSAGES.participants),
  options: object().typeError(ORDER_MESSAGES.billingAddressMissing).required(ORDER_MESSAGES.billingAddressMissing),
  acceptTerms: checkoutSchema.fields.acceptTerms,
  waitlist: checkoutSchema.fields.waitlist,
});

/** The registration's entries as the online fax holds them: the participants and the order options. */
export interface FaxRegistration {
  participants: unknown[];
  options: unknown;
}

/** The form field the fax form posts to the fax PDF: the registration as JSON (never in the address). */
export const FAX_QUERY_PARAM = 'anmeldung';

/**
 * The participants and options checked with the cart's schemas; messages keyed `participants.<n>.<field>`,
 * `participants` and `options.<field>` (the page shows them at the field, the bff and api answer 400 with them).
 */
export function validateRegistration(
  input: unknown,
): { ok: true; participants: ParticipantInput[]; options: OrderOptionsInput } | { ok: false; fields: FieldErrors } {
  const data = (typeof input === 'object' && input !== null ? input : {}) as Partial<FaxRegistration>;
  const fields: FieldErrors = {};
  const list = Array.isArray(data.participants) ? data.participants : [];
  if (list.length < 1 || list.length > ONLINE_FAX_MAX_PARTICIPANTS)
    fields.participants = ONLINE_FAX_MESSAGES.participants;
  const participants = list.map((person, index) => {
    const result = validateForm(participantSchema, person);
    if (result.ok) return result.value;
    for (const [field, message] of Object.entries(result.fields)) fields[`participants.${index}.${field}`] ??= message;
    return null;
  });
  const options = validateForm(orderOptionsSchema, data.options);
  if (!options.ok)
    for (const [field, message] of Object.entries(options.fields)) fields[`options.${field}`] ??= message;
  if (Object.keys(fields).length > 0 || !options.ok) return { ok: false, fields };
  return { ok: true, participants: participants.filter((p) => p !== null), options: options.value };
}

/** The Idempotency-Key header of a checkout: the client makes one per intended order. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export type ParticipantInput = InferType<typeof participantSchema>;
export type ConferenceChoicesInput = InferType<typeof conferenceChoicesSchema>;
export type AddRecipientInput = InferType<typeof addRecipientSchema>;
export type EditRecipientInput = InferType<typeof editRecipientSchema>;
export type OrderOptionsInput = InferType<typeof orderOptionsSchema>;
export type OnlineFaxInput = InferType<typeof onlineFaxSchema>;
