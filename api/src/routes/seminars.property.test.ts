import type { Express } from 'express';
import fc from 'fast-check';
import request from 'supertest';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp()));
afterAll(() => testDb.destroy());

const KEYS = ['rubric', 'tag', 'city', 'from', 'to', 'format', 'q', 'page', 'pageSize', 'x', 'page[]', 'q[a]'];
const VALUES = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc.double().map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    'online',
    'presence',
    'arbeitsrecht',
    'hamburg',
    'inklusion',
    '%',
    '_',
    "' or 1=1 --",
    '\\',
    '0x10',
    '',
  ),
);
/** Raw text from URL-ish characters, including broken percent escapes and brackets. */
const RAW = fc
  .array(
    fc.constantFrom(
      ..."abcpqz019=&%[]._-+~,;:!$'()*@/?".split(''),
      '%E2%82',
      '%ZZ',
      '%00',
      '%C3%BC',
      'q=',
      'page=',
      'from=',
      '&to=',
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

describe('GET /api/get-seminars with random query strings', () => {
  it('never answers with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...KEYS), VALUES), { maxLength: 6 }),
        RAW,
        async (pairs, raw) => {
          const encoded = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
          for (const qs of [encoded, raw]) {
            const res = await request(app).get(`/api/get-seminars?${qs}`);
            expect(res.status).toBeLessThan(500);
            expect([200, 400]).toContain(res.status);
            if (res.status === 400) expect(typeof res.body.error.message).toBe('string');
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
