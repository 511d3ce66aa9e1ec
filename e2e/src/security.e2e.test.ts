import http from 'node:http';
import net from 'node:net';
import { API_ROUTES, MESSAGES } from '@amb/shared-contracts';
import { browserOfFile, e2eContext, textOf } from './context';

const { origins } = e2eContext();
const mainPort = Number(new URL(origins.main).port);
const chromium = browserOfFile();

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request to the bff (which listens on 127.0.0.1) from another loopback address: its rate-limit buckets
 * are its own, so the other tests' requests from 127.0.0.1 are not throttled by this one.
 */
function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders } = {},
): Promise<RawResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        localAddress,
        agent: false,
        headers: { Host: target.host, Accept: 'application/json', ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Sends `text` unchanged and reads until the server closes the connection. */
function rawExchange(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(mainPort, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.end(text);
  });
}

describe('Sicherheit an der Eingangstür (bff vor der api)', () => {
  it('ein gefälschtes X-Forwarded-For bei jeder Anfrage entgeht dem Rate-Limit nicht (429)', async () => {
    const url = `${origins.main}${API_ROUTES.emailAvailability.path}?email=${encodeURIComponent('frei@example.de')}`;
    const statuses: number[] = [];
    // The limit is 30 a minute; 61 requests exceed it in any window, fixed or sliding.
    for (let i = 1; i <= 61 && !statuses.includes(429); i += 1) {
      const res = await requestFrom('127.0.0.2', url, {
        headers: { 'X-Forwarded-For': `203.0.113.${i}`, 'X-Forwarded-Proto': 'https' },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(JSON.parse(res.body).error.code).toBe('RATE_LIMITED');
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  });

  it('zu große Kopfzeilen: vollständige 431-Antwort mit deutschem JSON statt eines leeren Status', async () => {
    const answer = await rawExchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Gross: ${'a'.repeat(20_000)}\r\n\r\n`);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/\r\nConnection: close/i);
    expect(JSON.parse(body)).toEqual({ error: { code: 'HEADERS_TOO_LARGE', message: MESSAGES.headersTooLarge } });
  });

  it('zu lange URL: 414; TRACE und Methoden-Override: 405 mit Allow – jeweils deutsches JSON', async () => {
    const long = await fetch(`${origins.main}/seminare?q=${'a'.repeat(9000)}`);
    expect(long.status).toBe(414);
    expect(await long.json()).toEqual({ error: { code: 'URI_TOO_LONG', message: MESSAGES.uriTooLong } });

    const trace = await rawExchange('TRACE /api/get-seminars HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(trace).toMatch(/^HTTP\/1\.1 405 /);
    expect(trace).toMatch(/\r\nAllow: GET, HEAD, POST, PUT, DELETE, OPTIONS\r\n/i);

    const override = await fetch(`${origins.main}/order-api/add-cart-item`, {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'DELETE', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(override.status).toBe(405);
    expect(override.headers.get('allow')).toBe('GET, HEAD, POST, PUT, DELETE, OPTIONS');
    expect(((await override.json()) as { error: { code: string } }).error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('/healthz: 200 mit den Versionen nur für lokale, nicht weitergeleitete Anfragen', async () => {
    const local = await fetch(`${origins.main}/healthz`);
    expect(local.status).toBe(200);
    expect(await local.json()).toMatchObject({ status: 'ok', api: 'ok', registry: expect.any(Object) });
    const relayed = await requestFrom('127.0.0.1', `${origins.main}/healthz`, {
      headers: { 'X-Forwarded-For': '127.0.0.1' },
    });
    expect(relayed.status).toBe(200);
    expect(JSON.parse(relayed.body)).toEqual({ status: 'ok', api: 'ok' });
  });

  it('ein Abmelde-Link auf einer fremden Seite führt zur Rückfrage; „Abmelden“ (POST von unserer Seite) gilt', async () => {
    const { page } = await chromium.newPage();
    const logoutUrl = `${origins.main}/kundenportal/logout`;
    await page.goto(`data:text/html,<a id="fremd" href="${logoutUrl}">Abmelden</a>`);
    const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#fremd')]);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(logoutUrl);
    expect(await textOf(page, '#amb-main')).toContain(MESSAGES.logoutConfirm);

    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#amb-main form button')]);
    expect(page.url()).toBe(`${origins.main}/`);
  });
});
