import type { Express } from 'express';
import { API_ROUTES, registrationSchema } from '@amb/shared-contracts';
import fc from 'fast-check';
import { anonymousAgent, postLogin } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

let testDb: TestDb;
let app: Express;
const errors: unknown[] = [];
beforeAll(async () => {
  ({ testDb, app } = await createTestApp({
    logError: (e) => errors.push(e),
    limits: {
      registration: 100_000,
      loginIp: 100_000,
      loginAccount: 100_000,
      loginAccountClient: 100_000,
      emailAvailability: 100_000,
    },
  }));
});
afterAll(() => testDb.destroy());

const anyValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom("'; DROP TABLE users; --", '<script>alert(1)</script>', 'a@b.de', 'Frau', '10115', '\u0000', ''),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
/** Every field of the registration form (its shared schema). */
const FIELDS = Object.keys(registrationSchema.fields);
const registrationBody = fc.record(Object.fromEntries(FIELDS.map((f) => [f, anyValue])), { requiredKeys: [] });
const loginBody = fc.record({ email: anyValue, password: anyValue, redirect: anyValue }, { requiredKeys: [] });

describe('no input produces a 5xx', () => {
  it('POST /api/user-registration', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    await fc.assert(
      fc.asyncProperty(registrationBody, async (body) => {
        const res = await agent.post(API_ROUTES.userRegistration.path).set('x-csrf-token', csrf).send(body);
        expect([201, 400, 409]).toContain(res.status);
        expect(typeof res.body.error?.message === 'string' || res.status === 201).toBe(true);
      }),
      { numRuns: 60 },
    );
    expect(errors).toEqual([]);
  });

  it('POST /kundenportal/local-login', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    await fc.assert(
      fc.asyncProperty(loginBody, async (body) => {
        const res = await postLogin(agent, csrf, body);
        expect([400, 401]).toContain(res.status);
      }),
      { numRuns: 60 },
    );
    expect(errors).toEqual([]);
  });

  it('GET /api/fetch-user-email-availability', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (email) => {
        const { agent } = await anonymousAgent(app);
        const res = await agent.get(API_ROUTES.emailAvailability.path).query({ email });
        expect([200, 400]).toContain(res.status);
      }),
      { numRuns: 40 },
    );
    expect(errors).toEqual([]);
  });
});
