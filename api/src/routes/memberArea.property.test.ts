/** Property tests: no input to the settings and admin routes produces a 5xx, and rejected input writes nothing. */
import {
  API_ROUTES,
  BR_FUNCTIONS,
  COUNTRIES,
  CSRF_HEADER,
  MEMBERSHIPS,
  SALUTATIONS,
  personalDataSchema,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import fc from 'fast-check';
import { loginAs, type Agent } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { demoUsers, type DemoUsers } from '../test/demoUsers';

let testDb: TestDb;
let app: Express;
let users: DemoUsers;
let member: { agent: Agent; csrf: string };
let admin: { agent: Agent; csrf: string };
beforeAll(async () => {
  ({ testDb, app } = await createTestApp());
  users = await demoUsers(testDb.db);
  member = await loginAs(app, users.member.email);
  admin = await loginAs(app, users.admin.email);
});
afterAll(() => testDb.destroy());

const VALUE = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 90, maxLength: 600 }),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...BR_FUNCTIONS, ...MEMBERSHIPS)), { maxLength: 12 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constantFrom(
    ...SALUTATIONS,
    ...COUNTRIES,
    'Berlin',
    '10115',
    '030 123456',
    'max@example.de',
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '\u0000',
    '\uD800',
    '',
  ),
);

/** The fields of the settings and admin forms (the personal data's from its shared schema). */
const FIELDS = [
  ...Object.keys(personalDataSchema.fields),
  'advertisingOptIn',
  'newsletter',
  'events',
  'magazine',
  'singleRoom',
  'nonSmoking',
  'barrierFree',
  'note',
  'brFunctions',
  'memberships',
  'country',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'userId',
];

/** An object with some of the known fields (and odd ones), or any JSON value at all. */
const BODY = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.dictionary(fc.constantFrom(...FIELDS, '__proto__', 'constructor', 'x'), VALUE, { maxKeys: 12 }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const PUT_ROUTES = [
  API_ROUTES.memberSettings.path,
  API_ROUTES.memberPersonalData.path,
  API_ROUTES.memberLoginEmail.path,
  API_ROUTES.memberPassword.path,
  API_ROUTES.memberAdvertising.path,
  API_ROUTES.memberMarketingPreferences.path,
  API_ROUTES.memberHotelPreferences.path,
  API_ROUTES.memberBrFunctions.path,
  API_ROUTES.memberMemberships.path,
];

async function snapshot() {
  const user = await testDb.db
    .selectFrom('users')
    .selectAll()
    .where('userId', '=', users.member.userId)
    .executeTakeFirst();
  const preferences = await testDb.db
    .selectFrom('userPreferences')
    .selectAll()
    .where('userId', '=', users.member.userId)
    .executeTakeFirst();
  return { user, preferences };
}

describe.each(PUT_ROUTES)('PUT %s with any body', (path) => {
  it('never answers 5xx; a rejection changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(BODY, async (body) => {
        const before = await snapshot();
        const res = await member.agent
          .put(path)
          .set(CSRF_HEADER, member.csrf)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body));
        expect([200, 400, 409, 429]).toContain(res.status);
        if (res.status !== 200) {
          expect(res.body.error.message).toEqual(expect.any(String));
          expect(await snapshot()).toEqual(before);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('query parameters', () => {
  it('account navigation: any path gives 200 or 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.webUrl()),
        async (path) => {
          const res = await member.agent.get(API_ROUTES.memberAccountNavigation.path).query({ path });
          expect([200, 400]).toContain(res.status);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('admin user search: any text gives 200 or 400, and never an admin', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '%_\\'),
    );
    await fc.assert(
      fc.asyncProperty(text, async (q) => {
        const res = await admin.agent.get(API_ROUTES.adminUsers.path).query({ q });
        expect([200, 400]).toContain(res.status);
        if (res.status === 200) {
          expect((res.body as { userId: number }[]).map((u) => u.userId)).not.toContain(users.admin.userId);
        }
      }),
      { numRuns: 60 },
    );
  });
});
