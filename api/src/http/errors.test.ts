import { AUTH_MESSAGES, MESSAGES } from '@amb/shared-contracts';
import { forbidden, httpError, loginRequired, notFound, validationFailed } from './errors';

describe('error constructors', () => {
  it.each([
    [httpError('EMAIL_TAKEN', 'vergeben'), 409, 'EMAIL_TAKEN', 'vergeben'],
    [httpError('RATE_LIMITED', 'zu viele'), 429, 'RATE_LIMITED', 'zu viele'],
    [httpError('DATABASE_UNAVAILABLE', 'weg'), 503, 'DATABASE_UNAVAILABLE', 'weg'],
    [validationFailed({ email: 'falsch' }), 400, 'VALIDATION_FAILED', MESSAGES.invalidInput],
    [notFound(), 404, 'NOT_FOUND', MESSAGES.notFound],
    [
      notFound('Die Veranstaltung 9 wurde nicht gefunden.'),
      404,
      'NOT_FOUND',
      'Die Veranstaltung 9 wurde nicht gefunden.',
    ],
    [loginRequired(), 401, 'LOGIN_REQUIRED', AUTH_MESSAGES.loginRequired],
    [forbidden(), 403, 'FORBIDDEN', AUTH_MESSAGES.forbidden],
  ])('%#: takes the status from the ErrorCode table', (error, status, code, message) => {
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({ status, code, message });
  });

  it('keeps the field messages of a 400', () => {
    expect(validationFailed({ email: 'Bitte geben Sie Ihre E-Mail-Adresse ein' }).fields).toEqual({
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
    });
  });
});
