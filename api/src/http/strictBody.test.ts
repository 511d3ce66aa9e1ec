/**
 * Issue 21, finding 5: the strict body step (prototype keys dropped, depth and size bounded) and the
 * three inputs of the probe that gave 500: a deeply nested array in a numeric id (RangeError), an object
 * where a trimmed string is expected (`val.trim is not a function`), `options: {"__proto__": …}`
 * (`field.resolve is not a function`). Each is a German 400 now.
 */
import { API_ROUTES, CSRF_HEADER, MESSAGES } from '@amb/shared-contracts';
import type { Express } from 'express';
import { DEMO_EDITOR_EMAIL } from '../seed/accounts';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { demoUsers } from '../test/demoUsers';
import { MAX_BODY_DEPTH, MAX_BODY_ITEMS, sanitizeBody } from './strictBody';
import { INPUT_MESSAGES } from './validation';

/** `depth` lists, one inside the other. */
const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

describe('sanitizeBody', () => {
  it('drops prototype keys at every level and keeps the rest', () => {
    const body = JSON.parse(
      '{"__proto__":{"admin":true},"a":{"constructor":{"prototype":{"x":1}},"b":[{"toString":1,"c":2}]},"prototype":0}',
    ) as Record<string, unknown>;
    expect(sanitizeBody(body)).toBeNull();
    expect(body).toEqual({ a: { b: [{ c: 2 }] } });
    expect(Object.keys(body)).toEqual(['a']);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it(`allows ${MAX_BODY_DEPTH} levels and refuses one more`, () => {
    expect(sanitizeBody(nested(MAX_BODY_DEPTH))).toBeNull();
    expect(sanitizeBody(nested(MAX_BODY_DEPTH + 1))).toBe('bodyTooDeep');
    expect(sanitizeBody({ id: nested(50_000) })).toBe('bodyTooDeep');
  });

  it(`refuses lists and objects of more than ${MAX_BODY_ITEMS} entries`, () => {
    expect(sanitizeBody({ list: Array.from({ length: MAX_BODY_ITEMS }, () => 'x') })).toBeNull();
    expect(sanitizeBody({ list: Array.from({ length: MAX_BODY_ITEMS + 1 }, () => 'x') })).toBe('bodyTooLarge');
    const wide = Object.fromEntries(Array.from({ length: MAX_BODY_ITEMS + 1 }, (_, i) => [`k${i}`, i]));
    expect(sanitizeBody(wide)).toBe('bodyTooLarge');
  });
});

describe('the probe inputs of issue 21 get a German 400', () => {
  let testDb: TestDb;
  let app: Express;
  const errors: unknown[] = [];
  beforeAll(async () => {
    ({ testDb, app } = await createTestApp({ logError: (e) => errors.push(e) }));
  });
  afterAll(() => testDb.destroy());
  afterEach(() => expect(errors).toEqual([]));

  const postJson = (agent: Agent, csrf: string, path: string, json: string) =>
    agent.post(path).set(CSRF_HEADER, csrf).set('Content-Type', 'application/json').send(json);

  it('a deeply nested array in a numeric id', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const deep = `{"eventId":${'['.repeat(30_000)}1${']'.repeat(30_000)}}`;
    const res = await postJson(agent, csrf, API_ROUTES.cartAddItem.path, deep).expect(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION_FAILED', message: INPUT_MESSAGES.bodyTooDeep });
    const shallow = await postJson(agent, csrf, API_ROUTES.cartAddItem.path, '{"eventId":[[[1]]]}').expect(400);
    expect(shallow.body.error.fields).toEqual({ eventId: expect.stringContaining('Termin') });
  });

  it('an object where a trimmed string is expected (judgment draft, feedback)', async () => {
    const editor = await loginAs(app, DEMO_EDITOR_EMAIL);
    const draft = await postJson(
      editor.agent,
      editor.csrf,
      API_ROUTES.manageJudgmentDrafts.path,
      '{"court":{"a":1},"slug":["x"],"decision":{}}',
    ).expect(400);
    expect(draft.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: MESSAGES.invalidInput });
    expect(Object.keys(draft.body.error.fields)).toEqual(expect.arrayContaining(['court', 'slug', 'decision']));

    const member = await loginAs(app, (await demoUsers(testDb.db)).member.email);
    const feedback = await postJson(
      member.agent,
      member.csrf,
      API_ROUTES.memberFeedback.path,
      '{"eventId":1,"rating":5,"message":{"x":1}}',
    ).expect(400);
    expect(feedback.body.error.fields).toEqual({ message: expect.any(String) });
  });

  it('options: {"__proto__": …} in the online fax', async () => {
    const member = await loginAs(app, (await demoUsers(testDb.db)).member.email);
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const res = await postJson(
        member.agent,
        member.csrf,
        API_ROUTES.onlineFaxCheckout.path,
        `{"eventId":1,"participants":[{}],"acceptTerms":true,"options":{"${key}":{"billingAddress":{}}}}`,
      )
        .set('Idempotency-Key', `fuzz-${key.replace(/_/g, 'u')}-0123456789`)
        .expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});
