/**
 * The privacy statement lists the cookies of SITE_COOKIES with their names and lifetimes: every cookie the
 * api sets must be one of them, with that Max-Age and that HttpOnly flag, or the statement is untrue.
 */
import { API_ROUTES, CSRF_HEADER, SITE_COOKIES, type SiteCookieId } from '@amb/shared-contracts';
import request from 'supertest';
import { createApp } from '../app';
import { setCookies } from '../test/agent';
import { createTestDb, type TestDb } from '../test/createTestDb';
import { DEMO_PASSWORD } from '../seed/accounts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

interface SetCookie {
  name: string;
  maxAge: number | null;
  httpOnly: boolean;
}

function parse(line: string): SetCookie {
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  const maxAge = attributes.find((attribute) => attribute.toLowerCase().startsWith('max-age='));
  return {
    name: pair!.slice(0, pair!.indexOf('=')),
    maxAge: maxAge === undefined ? null : Number(maxAge.slice('max-age='.length)),
    httpOnly: attributes.some((attribute) => attribute.toLowerCase() === 'httponly'),
  };
}

/** The Set-Cookie lines of a fresh session and a successful login, over HTTP or HTTPS (the bff's header). */
async function cookiesOfLogin(https: boolean): Promise<SetCookie[]> {
  const app = createApp({ db: testDb.db, dialect: testDb.dialect, logError: () => {} });
  const proto = https ? 'https' : 'http';
  const session = await request(app).get(API_ROUTES.sessionCsrf.path).set('X-Forwarded-Proto', proto);
  const csrf = (session.body as { csrfToken: string }).csrfToken;
  // Sent by hand: supertest's cookie jar keeps Secure cookies from a plain-HTTP test server.
  const cookie = setCookies(session)
    .map((line) => line.split(';')[0])
    .join('; ');
  const login = await request(app)
    .post(API_ROUTES.localLogin.path)
    .set('X-Forwarded-Proto', proto)
    .set('Cookie', cookie)
    .set(CSRF_HEADER, csrf)
    .send({ email: 'anna.schneider@example.de', password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  return [...setCookies(session), ...setCookies(login)].map(parse);
}

describe('the cookies the api sets are those of the privacy statement', () => {
  it.each([false, true])('over HTTPS: %s', async (https) => {
    const seen = new Set<SiteCookieId>();
    for (const cookie of await cookiesOfLogin(https)) {
      const listed = SITE_COOKIES.find((entry) => entry.names.includes(cookie.name));
      expect([cookie.name, listed !== undefined]).toEqual([cookie.name, true]);
      expect([cookie.name, cookie.maxAge]).toEqual([cookie.name, listed!.maxAgeMs / 1000]);
      expect([cookie.name, cookie.httpOnly]).toEqual([cookie.name, !listed!.readableByScripts]);
      expect(cookie.name.startsWith('__Host-')).toBe(https && listed!.names.length > 1);
      seen.add(listed!.id);
    }
    expect([...seen].sort()).toEqual(['csrf', 'device', 'session']);
  });
});
