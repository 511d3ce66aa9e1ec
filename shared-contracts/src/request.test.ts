import { CSRF_HEADER, RequestError, isApiErrorBody, request, requestStrict } from './request';

type Call = { url: string; init: RequestInit };

function fakeFetch(status: number, body: string) {
  const calls: Call[] = [];
  const fetchImpl = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(status === 204 ? null : body, { status }));
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('request', () => {
  it('defaults to GET with credentials included and asks for JSON', async () => {
    const { calls, fetchImpl } = fakeFetch(200, '[1,2]');
    await expect(request('/order-api/get-shopping-cart-small', { fetchImpl })).resolves.toEqual([1, 2]);
    expect(calls[0]!.url).toBe('/order-api/get-shopping-cart-small');
    expect(calls[0]!.init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(calls[0]!.init.headers).toEqual({ Accept: 'application/json' });
  });

  it('sends a JSON body with its content type', async () => {
    const { calls, fetchImpl } = fakeFetch(200, '{"ok":true}');
    await request('/order-api/delete-cart-item', { method: 'POST', body: { cartItemId: 3 }, fetchImpl });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"cartItemId":3}');
    expect(calls[0]!.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it.each([
    ['parsed JSON', 200, '{"user":{"firstname":"Erika"}}', { user: { firstname: 'Erika' } }],
    ['raw text when the body is no JSON', 200, 'OK, gespeichert', 'OK, gespeichert'],
    ['empty body as empty string', 201, '', ''],
    ['204 without body', 204, '', ''],
    ['JSON literal true', 200, 'true', true],
  ])('resolves to %s', async (_name, status, body, expected) => {
    const { fetchImpl } = fakeFetch(status, body);
    await expect(request('/x', { fetchImpl })).resolves.toEqual(expected);
  });

  it.each([
    ['404 with an api error body', 404, '{"error":{"code":"not_found","message":"Nicht gefunden"}}', 'Nicht gefunden'],
    ['500 with text', 500, 'Internal', 'Anfrage fehlgeschlagen (Status 500)'],
    ['302 counts as failure', 302, '', 'Anfrage fehlgeschlagen (Status 302)'],
    ['199 counts as failure', 199, '', 'Anfrage fehlgeschlagen (Status 199)'],
  ])('rejects on non-2xx: %s', async (_name, status, body, message) => {
    const fetchImpl = (() => Promise.resolve({ status, text: () => Promise.resolve(body) })) as unknown as typeof fetch;
    const error = await request('/x', { fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ status, message });
  });

  it('keeps the parsed error body on the error', async () => {
    const { fetchImpl } = fakeFetch(
      400,
      '{"error":{"code":"VALIDATION_FAILED","message":"Ungültig","fields":{"email":"x"}}}',
    );
    const error = (await request('/x', { fetchImpl }).catch((e: unknown) => e)) as RequestError;
    expect(isApiErrorBody(error.body)).toBe(true);
    expect(error.body).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'Ungültig', fields: { email: 'x' } } });
  });

  it('sends no CSRF header when no document cookie exists (server side)', async () => {
    const { calls, fetchImpl } = fakeFetch(200, '{}');
    await request('/x', { method: 'DELETE', fetchImpl });
    expect(calls[0]!.init.headers).not.toHaveProperty(CSRF_HEADER);
  });
});

describe('requestStrict', () => {
  it('resolves on 200', async () => {
    const { calls, fetchImpl } = fakeFetch(200, '{"a":1}');
    await expect(requestStrict('/x', { fetchImpl })).resolves.toEqual({ a: 1 });
    expect(calls[0]!.init).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('passes method and JSON body like request', async () => {
    const { calls, fetchImpl } = fakeFetch(200, '');
    await requestStrict('/x', { method: 'POST', body: { a: 1 }, fetchImpl });
    expect(calls[0]!.init).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });

  it.each([
    [204, ''],
    [201, '{"a":1}'],
    [404, '{"error":{"code":"x","message":"Details"}}'],
  ])('rejects status %p without details', async (status, body) => {
    const { fetchImpl } = fakeFetch(status, body);
    const error = (await requestStrict('/x', { fetchImpl }).catch((e: unknown) => e)) as RequestError;
    expect(error).toBeInstanceOf(RequestError);
    expect(error.status).toBe(status);
    expect(error.body).toBeUndefined();
    expect(error.message).toBe(`Anfrage fehlgeschlagen (Status ${status})`);
  });
});

describe('isApiErrorBody', () => {
  it.each([
    [{ error: { code: 'x', message: 'Fehler' } }, true],
    [{ error: { code: 'x' } }, false],
    [{ error: null }, false],
    ['Fehler', false],
    [null, false],
  ])('%p -> %p', (value, expected) => {
    expect(isApiErrorBody(value)).toBe(expected);
  });
});
