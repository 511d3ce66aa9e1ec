import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { requestBaseQuery, type StoreExtra } from './baseQuery';

const apiWith = (extra: StoreExtra = {}) =>
  ({ signal: new AbortController().signal, extra }) as unknown as BaseQueryApi;

function respond(status: number, body: string) {
  const fetchMock = jest.fn().mockResolvedValue({ status, text: () => Promise.resolve(body) });
  global.fetch = fetchMock;
  return fetchMock;
}

describe('requestBaseQuery', () => {
  it('liefert das geparste JSON bei 2xx', async () => {
    respond(200, '{"ok":true}');
    await expect(requestBaseQuery('/api/x', apiWith(), {})).resolves.toEqual({ data: { ok: true } });
  });

  it('meldet Status und deutsche Meldung bei einem Fehler', async () => {
    respond(404, '{"error":{"code":"NOT_FOUND","message":"Nicht gefunden"}}');
    const result = await requestBaseQuery({ url: '/api/x', method: 'POST', body: { a: 1 } }, apiWith(), {});
    expect(result.error).toMatchObject({ status: 404, message: 'Nicht gefunden' });
  });

  it('meldet "Dienst nicht erreichbar", wenn das Netz fehlt', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await requestBaseQuery('/api/x', apiWith(), {});
    expect(result.error).toMatchObject({ status: 0, message: expect.stringContaining('vorübergehend') });
  });

  it('nimmt auf dem Server Adresse, fetch und Kopfzeilen aus dem extra-Argument des Stores', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ status: 200, text: () => Promise.resolve('[]') });
    const result = await requestBaseQuery(
      '/api/get-seminars',
      apiWith({ apiBaseUrl: 'http://127.0.0.1:3001', fetchImpl, headers: { 'x-test': '1' } }),
      {},
    );
    expect(result).toEqual({ data: [] });
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://127.0.0.1:3001/api/get-seminars',
      expect.objectContaining({ headers: expect.objectContaining({ 'x-test': '1' }) }),
    );
  });

  it('sendet die Kopfzeilen einer einzelnen Anfrage neben denen des Stores (z. B. Idempotency-Key)', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ status: 201, text: () => Promise.resolve('{}') });
    await requestBaseQuery(
      { url: '/order-api/checkout', headers: { 'Idempotency-Key': 'abc-12345' } },
      apiWith({ fetchImpl, headers: { 'x-test': '1' } }),
      {},
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      '/order-api/checkout',
      expect.objectContaining({
        headers: expect.objectContaining({ 'x-test': '1', 'Idempotency-Key': 'abc-12345' }),
      }),
    );
  });
});
