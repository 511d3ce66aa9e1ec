import type { Express } from 'express';
import { MESSAGES } from '@amb/shared-contracts';
import request from 'supertest';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

const ALLOW = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp({ seed: false })));
afterAll(() => testDb.destroy());

describe('request guards of the api (before CSRF)', () => {
  it.each([
    ['trace', '/healthz'],
    ['trace', '/api/session/logout'],
    ['patch', '/order-api/add-cart-item'],
  ] as const)('%s %s: 405 with Allow and German JSON, not 403 CSRF_INVALID', async (method, path) => {
    const res = await request(app)[method](path).expect(405);
    expect(res.headers.allow).toBe(ALLOW);
    expect(res.body).toEqual({ error: { code: 'METHOD_NOT_ALLOWED', message: MESSAGES.methodNotAllowed } });
  });

  it.each(['X-HTTP-Method-Override', 'X-HTTP-Method', 'X-Method-Override'])(
    'a method override (%s) gets 405, not 403 CSRF_INVALID',
    async (header) => {
      const res = await request(app).post('/api/session/logout').set(header, 'GET').expect(405);
      expect(res.headers.allow).toBe(ALLOW);
      expect(res.body.error.code).toBe('METHOD_NOT_ALLOWED');
    },
  );

  it('a URL over 8 KB gets 414 German JSON', async () => {
    const res = await request(app)
      .get(`/api/get-seminars?q=${'a'.repeat(9000)}`)
      .expect(414);
    expect(res.body).toEqual({ error: { code: 'URI_TOO_LONG', message: MESSAGES.uriTooLong } });
  });

  it('lets ordinary requests through', async () => {
    await request(app).get('/healthz').expect(200);
  });
});
