/** @jest-environment jsdom */
import { API_ROUTES } from './routes';
import { CSRF_COOKIE, CSRF_HEADER, RequestError, request } from './request';

type Call = { url: string; init: RequestInit };

function clearCookie(): void {
  document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

type Answer = { status: number; text: () => Promise<string> };
const answer = (status: number, body: string): Answer => ({ status, text: () => Promise.resolve(body) });

/** A fetch answering the CSRF route with `csrf` and everything else with 200 `{}`. */
function fakeApi(csrf: () => Answer = () => answer(200, '{"csrfToken":"frisch+1"}')) {
  const calls: Call[] = [];
  const fetchImpl = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(url === API_ROUTES.sessionCsrf.path ? csrf() : answer(200, '{}'));
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

afterEach(clearCookie);

it.each([
  ['POST carries the CSRF token from the cookie', 'POST', 'tok%2Ben', 'tok+en'],
  ['DELETE carries it too', 'DELETE', 'abc', 'abc'],
  ['GET never sends it', 'GET', 'abc', undefined],
] as const)('%s', async (_name, method, cookie, expected) => {
  document.cookie = `${CSRF_COOKIE}=${cookie}`;
  const { calls, fetchImpl } = fakeApi();
  await request('/order-api/add-cart-item', { method, fetchImpl });
  expect(calls).toHaveLength(1);
  expect((calls[0]!.init.headers as Record<string, string>)[CSRF_HEADER]).toBe(expected);
});

it('sends a FormData body as it is (multipart, no JSON Content-Type) with the CSRF token', async () => {
  document.cookie = `${CSRF_COOKIE}=abc`;
  const { calls, fetchImpl } = fakeApi();
  const form = new FormData();
  form.append('photo', new Blob(['x'], { type: 'image/png' }), 'foto.png');
  await request('/api/admin/events/1/photos', { method: 'POST', body: form, fetchImpl });
  const headers = calls[0]!.init.headers as Record<string, string>;
  expect(calls[0]!.init.body).toBe(form);
  expect(headers['Content-Type']).toBeUndefined();
  expect(headers[CSRF_HEADER]).toBe('abc');
});

describe('without a CSRF cookie (an anonymous visitor has no session yet)', () => {
  it('fetches a token once from /api/session/csrf, then sends the write with it', async () => {
    const { calls, fetchImpl } = fakeApi();
    await request(API_ROUTES.localLogin.path, { method: 'POST', body: { email: 'a@b.de' }, fetchImpl });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', API_ROUTES.sessionCsrf.path],
      ['POST', API_ROUTES.localLogin.path],
    ]);
    expect(calls[0]!.init.credentials).toBe('include');
    expect((calls[1]!.init.headers as Record<string, string>)[CSRF_HEADER]).toBe('frisch+1');
  });

  it('parallel writes share one token request', async () => {
    const { calls, fetchImpl } = fakeApi();
    await Promise.all([
      request('/api/a', { method: 'POST', fetchImpl }),
      request('/api/b', { method: 'PUT', fetchImpl }),
    ]);
    expect(calls.filter((c) => c.url === API_ROUTES.sessionCsrf.path)).toHaveLength(1);
    for (const call of calls.slice(1))
      expect((call.init.headers as Record<string, string>)[CSRF_HEADER]).toBe('frisch+1');
  });

  it('reads do not ask for a token', async () => {
    const { calls, fetchImpl } = fakeApi();
    await request(API_ROUTES.currentUser.path, { fetchImpl });
    expect(calls.map((c) => c.url)).toEqual([API_ROUTES.currentUser.path]);
  });

  it('a failing token request rejects with its status and German message; the write is not sent', async () => {
    const { calls, fetchImpl } = fakeApi(() =>
      answer(502, '{"error":{"code":"UPSTREAM","message":"Der Dienst ist nicht erreichbar."}}'),
    );
    const error = await request('/api/a', { method: 'POST', fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ status: 502, message: 'Der Dienst ist nicht erreichbar.' });
    expect(calls.map((c) => c.url)).toEqual([API_ROUTES.sessionCsrf.path]);
  });
});
