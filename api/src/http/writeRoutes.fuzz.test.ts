/**
 * Issue 21, finding 5: no body makes a write route answer 5xx. Every POST/PUT/PATCH/DELETE route of the
 * app (read from its router stack, so the list cannot go stale) gets FUZZ_RUNS malformed bodies as the
 * role that passes its guard: wrong types in every field a shared schema knows, deep nesting, prototype
 * and unknown keys, non-objects, truncated JSON, empty bodies, other content types.
 * Deterministic (seed 21 on SQLite, 1021 on PostgreSQL); `FUZZ_SEED=<n>` replays another sample.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_HEADER, PAGE_ROUTES } from '@amb/shared-contracts';
import fc from 'fast-check';
import { DEMO_EDITOR_EMAIL } from '../seed/accounts';
import { loginAs, type Agent } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { demoUsers, type DemoUsers } from '../test/demoUsers';
import { knownFieldNames, malformedBody, type RawBody } from '../test/malformedBodies';
import { writeRoutesOf, type WriteRoute } from '../test/writeRoutes';
import { createPartnerKey } from '../partners/partnerKeys';
import { PARTNER_SCOPES } from '@amb/shared-contracts';

/** Write routes of the app when this test was written: the enumeration must find at least these. */
const KNOWN_WRITE_ROUTES = 60;
/**
 * PostgreSQL gets fewer bodies of another sample: what differs there is what reaches the database (range and
 * type errors of its columns); the validation in front of it is the same code on both.
 */
const POSTGRES = process.env.AMB_TEST_DIALECT === 'postgres';
const FUZZ_RUNS = POSTGRES ? 50 : 110;
/** Requests in flight per route (the api suite runs on two databases in CI: keep the file well under a minute). */
const CONCURRENCY = 4;
const SEED = Number(process.env.FUZZ_SEED ?? 21) + (POSTGRES ? 1000 : 0);
const UNLIMITED = 1_000_000;

let testDb: TestDb;
let server: Server;
let routes: WriteRoute[];
let users: DemoUsers;
let params: Record<string, string>;
/** A key with every scope: the partner routes' bodies reach their parsers, not only the key check. */
let partnerKey = '';
const logged: unknown[] = [];
const crashes: unknown[] = [];
const onCrash = (error: unknown) => crashes.push(error);

beforeAll(async () => {
  const { testDb: db, app } = await createTestApp({
    logError: (error) => logged.push(error),
    limits: Object.fromEntries(
      [
        'loginAccount',
        'loginIp',
        'loginDevice',
        'loginKnownAddress',
        'emailAvailability',
        'registration',
        'passwordReset',
        'inhouseRequest',
        'newsletterSubscription',
        'forumThread',
        'forumPost',
        'forumReport',
        'chatbot',
        'contactRequest',
        'formRequest',
      ].map((k) => [k, UNLIMITED]),
    ),
  });
  testDb = db;
  routes = writeRoutesOf(app);
  users = await demoUsers(db.db);
  const event = await db.db.selectFrom('events').select('eventId').orderBy('eventId').executeTakeFirstOrThrow();
  params = { id: String(event.eventId), eventId: String(event.eventId), slug: 'betrvg', number: '90' };
  partnerKey = (
    await createPartnerKey(
      db.db,
      { partnerName: 'Fuzz-Partner', scopes: [...PARTNER_SCOPES], requestsPerMinute: 600 },
      users.admin.userId,
      new Date(),
    )
  ).secret;
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
}, 120_000);

afterAll(async () => {
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
  await new Promise((resolve) => server?.close(resolve));
  await testDb?.destroy();
}, 60_000);

/** The route's path with each `:param` replaced by a real value of the seeded database. */
function concretePath(path: string): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Kein Testwert für den Pfadparameter :${name} (${path})`);
    return encodeURIComponent(value);
  });
}

/** Who passes the route's guard: admins manage and administer, managers run the committee, members the rest. */
function emailFor(path: string): string {
  if (path.startsWith('/api/admin/')) return users.admin.email;
  if (path.startsWith('/api/manage/')) return DEMO_EDITOR_EMAIL;
  // The forum's moderators are the staff: hiding, locking and the report queue.
  if (/^\/api\/forum\/(?:post\/:id\/hide|thread\/:id\/lock|reports)/.test(path)) return DEMO_EDITOR_EMAIL;
  if (path.includes('/gremium-') || path.startsWith('/schulungsplan/')) return users.manager.email;
  if (path.startsWith('/quote-api/send/')) return users.admin.email;
  return users.member.email;
}

function send(agent: Agent, csrf: string, route: WriteRoute, path: string, body: RawBody) {
  let req = agent[route.method](path).set(CSRF_HEADER, csrf).set('Idempotency-Key', 'fuzz-0123456789abcdef');
  if (route.path.startsWith('/sync/')) req = req.set('Authorization', `Bearer ${partnerKey}`);
  if (body.contentType !== null) req = req.set('Content-Type', body.contentType);
  return req.send(body.payload);
}

const describeBody = (body: RawBody): string =>
  `${body.contentType ?? '(kein Content-Type)'} ${body.payload.length > 160 ? `${body.payload.slice(0, 160)}… (${body.payload.length} Zeichen)` : body.payload}`;

describe('write routes of the app', () => {
  it(`finds at least the ${KNOWN_WRITE_ROUTES} known write routes, each with a concrete path`, () => {
    expect(routes.length).toBeGreaterThanOrEqual(KNOWN_WRITE_ROUTES);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'post', path: '/order-api/add-cart-item' },
        { method: 'post', path: '/order-api/online-fax/checkout' },
        { method: 'put', path: '/api-meinamb/settings' },
        { method: 'delete', path: '/api/admin/impersonation' },
        { method: 'post', path: '/api/admin/events/:eventId/photos' },
        { method: 'post', path: '/api/forum/thread' },
        { method: 'put', path: '/api/forum/post/:id' },
        { method: 'post', path: '/api/forum/post/:id/hide' },
        { method: 'post', path: '/api/chatbot/ask' },
        { method: 'post', path: '/api/werbemittel-shop-request' },
        { method: 'put', path: '/api/admin/requests/:id/status' },
        { method: 'post', path: '/api/admin/partner-keys/:id/revoke' },
        { method: 'post', path: '/sync/events' },
      ]),
    );
    for (const { path } of routes) expect(concretePath(path)).not.toContain(':');
  });

  it(`answers ${FUZZ_RUNS} malformed bodies per write route without a 5xx (seed ${SEED})`, async () => {
    const fields = knownFieldNames();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const started = Date.now();
    for (const [index, route] of routes.entries()) {
      // The import's mode is its query: a dry run, so every body reaches the file's parser and the row checks.
      const path = concretePath(route.path) + (route.path.startsWith('/sync/') ? '?mode=dry-run' : '');
      const { agent, csrf } = await loginAs(server, emailFor(route.path));
      const bodies = fc.sample(malformedBody(fields), { seed: SEED + index, numRuns: FUZZ_RUNS });
      for (let i = 0; i < bodies.length; i += CONCURRENCY) {
        const batch = bodies.slice(i, i + CONCURRENCY);
        const before = logged.length;
        const answers = await Promise.all(batch.map((body) => send(agent, csrf, route, path, body)));
        answers.forEach((res, j) => {
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status < 500) return;
          const causes = logged.slice(before).map((e) => (e instanceof Error ? e.message : String(e)));
          failures.push(
            `${route.method.toUpperCase()} ${route.path} -> ${res.status} [${causes.join('; ')}] ${describeBody(batch[j]!)}`,
          );
        });
      }
    }
    const health = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${PAGE_ROUTES.health.path}`);
    const requests = [...statuses.values()].reduce((a, b) => a + b, 0);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(
      `fuzz (${testDb.dialect}, seed ${SEED}): ${routes.length} write routes, ${requests} requests, ` +
        `${failures.length} x 5xx, ${crashes.length} crashes, ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(status ${byStatus.join(', ')})`,
    );
    expect({ failures, crashes: crashes.map(String) }).toEqual({ failures: [], crashes: [] });
    expect(health.status).toBe(200);
    expect(requests).toBe(routes.length * FUZZ_RUNS);
  }, 600_000);
});
