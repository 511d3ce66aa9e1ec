/** @jest-environment jsdom */
import { CSRF_COOKIE, CSRF_HEADER, request } from './request';

it.each([
  ['POST carries the CSRF token from the cookie', 'POST', 'tok%2Ben', 'tok+en'],
  ['DELETE carries it too', 'DELETE', 'abc', 'abc'],
  ['GET never sends it', 'GET', 'abc', undefined],
] as const)('%s', async (_name, method, cookie, expected) => {
  document.cookie = `${CSRF_COOKIE}=${cookie}`;
  let headers: Record<string, string> = {};
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    headers = init.headers as Record<string, string>;
    return { status: 200, text: async () => '' };
  }) as unknown as typeof fetch;
  await request('/order-api/add-cart-item', { method, fetchImpl });
  expect(headers[CSRF_HEADER]).toBe(expected);
});
