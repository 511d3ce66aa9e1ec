import http from 'node:http';
import { API_ROUTES } from '@amb/shared-contracts';
import { e2eContext } from './context';

const { origins } = e2eContext();

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
});
