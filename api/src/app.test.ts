import { MESSAGES } from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from './app';
import { CONNECT_TIMEOUT_MS, createDb } from './db/connection';
import { createTestDb, type TestDb } from './test/createTestDb';
import { createTestApp } from './test/createTestApp';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp({ seed: false })));
afterAll(() => testDb.destroy());

const expectNoStack = (text: string) => {
  expect(text).not.toMatch(/\bat .+:\d+:\d+/);
  expect(text).not.toContain('node_modules');
};

describe('app', () => {
  it('GET /healthz reports the dialect', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: testDb.dialect });
  });

  it('sets helmet security headers and hides Express', async () => {
    const res = await request(app).get('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers unknown routes with a German 404 JSON', async () => {
    const res = await request(app).get('/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: { code: 'NOT_FOUND', message: 'Die angeforderte Ressource wurde nicht gefunden.' },
    });
  });

  it('answers a malformed JSON body with 400 and no stack trace', async () => {
    const res = await request(app).post('/api/get-seminars').set('Content-Type', 'application/json').send('{"kaputt":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'INVALID_JSON', message: 'Der Anfrageinhalt ist kein gültiges JSON.' } });
    expectNoStack(res.text);
  });

  it('answers a too large body with 413', async () => {
    const res = await request(app)
      .post('/api/get-seminars')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ x: 'a'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('database failures', () => {
  it('become a German 500 (503 on /healthz) without details', async () => {
    const broken = await createTestDb({ seed: false });
    const logged: unknown[] = [];
    const brokenApp = createApp({ db: broken.db, dialect: broken.dialect, logError: (e) => logged.push(e) });
    await broken.destroy();
    const res = await request(brokenApp).get('/api/get-rubrics');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
      },
    });
    expectNoStack(res.text);
    expect(logged).toHaveLength(1);
    const health = await request(brokenApp).get('/healthz');
    expect(health.status).toBe(503);
    expect(health.body.error.message).toBe('Die Datenbank ist nicht erreichbar.');
  });
});

describe('an unreachable database', () => {
  it('is a German 503 with Retry-After, not a 500, and answers within the connect timeout', async () => {
    // Nothing listens on port 9 of the loopback: every connection is refused, as while PostgreSQL restarts.
    const unreachable = createDb({ dialect: 'postgres', url: 'postgres://amb:amb@127.0.0.1:9/amb' });
    const logged: unknown[] = [];
    const down = createApp({ db: unreachable.db, dialect: 'postgres', logError: (e) => logged.push(e) });
    try {
      const started = Date.now();
      const res = await request(down).get('/api/get-rubrics');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.body).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: MESSAGES.databaseUnavailable } });
      expectNoStack(res.text);
      expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS);
      expect(logged).toEqual([expect.stringContaining('database unavailable: GET /api/get-rubrics')]);
    } finally {
      await unreachable.db.destroy();
    }
  });
});
