/** The login e-mail: how it is compared and stored, and the answer when another account has it. */
import { AUTH_MESSAGES } from '@amb/shared-contracts';
import { httpError, type HttpError } from '../http/errors';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const emailTaken = (): HttpError =>
  httpError('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
