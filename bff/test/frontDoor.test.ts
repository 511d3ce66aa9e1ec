import http from 'node:http';
import net from 'node:net';
import request from 'supertest';
import { MESSAGES } from '@amb/shared-contracts';
import { createHttpServer } from '../src/http/clientError';
import { closeServer, listenOnLoopback, withTestSystem } from './support/testSystem';

const ALLOW = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';

const system = withTestSystem();
let server: http.Server;
let port: number;

beforeEach(async () => {
  server = createHttpServer(system.app());
  port = await listenOnLoopback(server);
});
afterEach(() => closeServer(server));

interface RawAnswer {
  head: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `text` as is on a fresh connection and reads everything until the server closes it. */
function raw(text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ head, status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.end(text);
  });
}

describe('the front door of the bff', () => {
  it('answers headers over 16 KB with a complete 431 and a German JSON body, then closes', async () => {
    const answer = await raw(
      `GET / HTTP/1.1\r\nHost: x\r\nAccept: text/html\r\nX-Gross: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: MESSAGES.headersTooLarge },
    });
  });

  it('answers a URL too long for the http parser (over 16 KB) the same way', async () => {
    const answer = await raw(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).error.code).toBe('HEADERS_TOO_LARGE');
  });

  it('answers a request it cannot parse with 400 German JSON', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost: x\r\nKaputt\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'BAD_REQUEST', message: MESSAGES.badRequest } });
  });

  it('answers a method the http parser does not know (TRACK) with 405 and Allow', async () => {
    const answer = await raw('TRACK / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(ALLOW);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'METHOD_NOT_ALLOWED', message: MESSAGES.methodNotAllowed },
    });
  });

  it.each(['/seminare', '/api/get-seminars'])('answers a URL over 8 KB with 414 German JSON (%s)', async (path) => {
    const res = await request(server)
      .get(`${path}?q=${'a'.repeat(9000)}`)
      .set('Accept', 'text/html')
      .expect(414);
    expect(res.body).toEqual({ error: { code: 'URI_TOO_LONG', message: MESSAGES.uriTooLong } });
    expect(system.api.calls).toEqual([]);
  });

  it.each([
    ['trace', '/'],
    ['trace', '/api/get-seminars'],
    ['patch', '/order-api/add-cart-item'],
  ] as const)('answers %s %s with 405, Allow and German JSON, before the proxy', async (method, path) => {
    const res = await request(server)[method](path).expect(405);
    expect(res.headers.allow).toBe(ALLOW);
    expect(res.body).toEqual({ error: { code: 'METHOD_NOT_ALLOWED', message: MESSAGES.methodNotAllowed } });
    expect(system.api.calls).toEqual([]);
  });

  it('answers PROPFIND with 405 too', async () => {
    const answer = await raw('PROPFIND /seminare HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(ALLOW);
  });

  it.each(['X-HTTP-Method-Override', 'X-HTTP-Method', 'X-Method-Override'])(
    'answers a method override (%s) with 405 and never reaches the api',
    async (header) => {
      const res = await request(server)
        .post('/order-api/add-cart-item')
        .set(header, 'DELETE')
        .send({ eventId: 501 })
        .expect(405);
      expect(res.headers.allow).toBe(ALLOW);
      expect(res.body.error.code).toBe('METHOD_NOT_ALLOWED');
      expect(system.api.calls).toEqual([]);
    },
  );

  it('still serves ordinary requests', async () => {
    await request(server).get('/remotes.json').expect(200);
    await request(server)
      .options('/shared-modules/nav')
      .expect((res) => expect(res.status).toBeLessThan(400));
  });
});
