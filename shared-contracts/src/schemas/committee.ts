/** The committee forms and writes (issue 12): invitation, member choice, settings, a member in the cart. */
import { mixed, number, object, string } from 'yup';
import { COMMITTEE_MESSAGES as C } from '../committee';
import { citySchema, companySchema, emailSchema, houseNumberSchema, postalCodeSchema, streetSchema } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  BOARD_OPTION_KEYS,
  ORDER_MESSAGES,
  PARTICIPANT_KINDS,
  type BoardOption,
  type ParticipantKind,
} from './participant';

const id = (message: string) =>
  number().typeError(message).required(message).integer(message).min(1, message).max(2_147_483_647, message);

const boardOption = mixed<BoardOption>().required(M.boardOption).oneOf(BOARD_OPTION_KEYS, M.boardOption);

export const committeeInviteSchema = object({ email: emailSchema });
export const committeeMemberSchema = object({ userId: id(C.userId) });
/** The token of the link: base64url of 32 random bytes. */
export const committeeInvitationTokenSchema = object({
  token: string()
    .typeError(C.token)
    .required(C.token)
    .matches(/^[A-Za-z0-9_-]{43}$/, C.token),
});

/** A committee's name (settings, and a committee registering for a conference). */
export const committeeNameSchema = string()
  .typeError(C.committeeName)
  .transform((_v: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original))
  .required(C.committeeName)
  .min(2, C.committeeName)
  .max(100, C.committeeNameTooLong);

export const committeeSettingsSchema = object({
  name: committeeNameSchema,
  company: companySchema,
  street: streetSchema,
  streetNumber: houseNumberSchema,
  postalCode: postalCodeSchema,
  city: citySchema,
  costCentre: string()
    .typeError(ORDER_MESSAGES.costCentre)
    .transform((_v: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original))
    .max(50, ORDER_MESSAGES.costCentre)
    .default(''),
  hotelOverNightOption: boardOption,
});

export const committeeCartParticipantSchema = object({
  cartItemId: id(C.cartItem),
  memberUserId: id(C.userId),
  kind: mixed<ParticipantKind>().required(ORDER_MESSAGES.kind).oneOf(PARTICIPANT_KINDS, ORDER_MESSAGES.kind),
  hotelOverNightOption: boardOption,
});
