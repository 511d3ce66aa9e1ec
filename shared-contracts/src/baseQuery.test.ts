import { requestBaseQuery } from './baseQuery';

const api = { signal: new AbortController().signal };

function respond(status: number, body: string) {
  global.fetch = jest.fn().mockResolvedValue({ status, text: async () => body }) as unknown as typeof fetch;
}

describe('requestBaseQuery', () => {
  it('liefert das geparste JSON bei 2xx', async () => {
    respond(200, '{"ok":true}');
    await expect(requestBaseQuery('/api/x', api)).resolves.toEqual({ data: { ok: true } });
  });

  it('meldet Status und deutsche Meldung bei einem Fehler', async () => {
    respond(404, '{"error":{"code":"not_found","message":"Nicht gefunden"}}');
    const result = await requestBaseQuery({ url: '/api/x', method: 'POST', body: { a: 1 } }, api);
    expect(result.error).toMatchObject({ status: 404, message: 'Nicht gefunden' });
  });

  it('meldet "Dienst nicht erreichbar", wenn das Netz fehlt', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as typeof fetch;
    const result = await requestBaseQuery('/api/x', api);
    expect(result.error).toMatchObject({ status: 0, message: expect.stringContaining('vorübergehend') });
  });
});
