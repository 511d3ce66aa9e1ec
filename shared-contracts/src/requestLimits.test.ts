import { ALLOWED_METHODS, MAX_URL_LENGTH, MESSAGES, requestLineProblem } from './index';

const ALLOW = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';

describe('requestLineProblem', () => {
  it('allows exactly the methods the site uses', () => {
    expect(ALLOWED_METHODS.join(', ')).toBe(ALLOW);
  });

  it.each(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'])('lets %s through', (method) => {
    expect(requestLineProblem(method, '/seminare?seite=2', {})).toBeNull();
  });

  it.each(['TRACE', 'TRACK', 'PATCH', 'PROPFIND', 'CONNECT', 'get', 'M-SEARCH'])('answers %s with 405', (method) => {
    expect(requestLineProblem(method, '/', {})).toEqual({
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
      message: MESSAGES.methodNotAllowed,
      allow: ALLOW,
    });
  });

  it.each([
    ['x-http-method-override', 'DELETE'],
    ['x-http-method', 'PUT'],
    ['x-method-override', 'GET'],
    ['x-http-method-override', ''],
  ])('answers a request with %s: %j with 405, whatever it names', (header, value) => {
    expect(requestLineProblem('POST', '/order-api/add-cart-item', { [header]: value })).toMatchObject({
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
      allow: ALLOW,
    });
  });

  it('answers a URL longer than MAX_URL_LENGTH with 414, first of all', () => {
    expect(MAX_URL_LENGTH).toBe(8192);
    expect(requestLineProblem('GET', `/${'a'.repeat(MAX_URL_LENGTH - 1)}`, {})).toBeNull();
    const tooLong = { status: 414, code: 'URI_TOO_LONG', message: MESSAGES.uriTooLong };
    expect(requestLineProblem('GET', `/${'a'.repeat(MAX_URL_LENGTH)}`, {})).toEqual(tooLong);
    expect(requestLineProblem('TRACE', `/?q=${'a'.repeat(MAX_URL_LENGTH)}`, {})).toEqual(tooLong);
  });
});
