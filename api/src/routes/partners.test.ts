/**
 * Partner interfaces: keys (shown once, stored hashed, scopes, revocation, rate limit per key), the paged
 * JSON/CSV export with updatedSince, and the event import: dry run writes nothing, an apply writes every row
 * or none, with an audit entry.
 */
import { createHash } from 'node:crypto';
import { API_ROUTES, buildPath, CSRF_HEADER, type PartnerScope } from '@amb/shared-contracts';
import type { Express } from 'express';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { loginAs, type Agent } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { updateTheme } from '../catalogue/catalogueWrites';
import { markCatalogueChanged } from '../repositories/partners';

// The real repository, with one write a test can make fail (the apply's atomicity when the database refuses).
jest.mock('../repositories/partners', () => {
  const actual = jest.requireActual<typeof import('../repositories/partners')>('../repositories/partners');
  return { ...actual, markCatalogueChanged: jest.fn(actual.markCatalogueChanged) };
});

let testDb: TestDb;
let app: Express;
let admin: { agent: Agent; csrf: string };
let now = new Date('2026-12-01T10:00:00.000Z');

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => now }));
  admin = await loginAs(app, 'admin@example.de');
});
afterAll(() => testDb.destroy());

async function createKey(scopes: PartnerScope[], requestsPerMinute = 100, partnerName = 'Bildungswerk Nord') {
  const res = await admin.agent
    .post(API_ROUTES.adminPartnerKeys.path)
    .set(CSRF_HEADER, admin.csrf)
    .send({ partnerName, scopes, requestsPerMinute });
  if (res.status !== 201) throw new Error(`Schlüssel nicht angelegt: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { key: { keyId: number; prefix: string }; secret: string };
}

const exportPath = (objectType: string, query = '') =>
  `${buildPath(API_ROUTES.partnerExport.path, { objectType })}${query}`;
const importPath = (mode: string) => `${API_ROUTES.partnerEventImport.path}?mode=${mode}`;

async function someTheme() {
  return testDb.db.selectFrom('themes').select(['themeId', 'title']).orderBy('themeId').executeTakeFirstOrThrow();
}
async function someHotel() {
  return testDb.db
    .selectFrom('hotels')
    .select('hotelId')
    .where('hotelId', '>', 0)
    .orderBy('hotelId')
    .executeTakeFirstOrThrow();
}

describe('partner keys', () => {
  it('shows the key once, stores only its sha256, lists it without the secret', async () => {
    const { key, secret } = await createKey(['export:themes']);
    expect(secret).toMatch(/^ambpk_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const row = await testDb.db
      .selectFrom('partnerKeys')
      .selectAll()
      .where('keyId', '=', key.keyId)
      .executeTakeFirstOrThrow();
    expect(row.keyHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    const list = await admin.agent.get(API_ROUTES.adminPartnerKeys.path);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.find((k: { keyId: number }) => k.keyId === key.keyId)).toMatchObject({
      partnerName: 'Bildungswerk Nord',
      scopes: ['export:themes'],
      revokedAt: null,
    });
  });

  it('refuses a bad key request with German messages', async () => {
    const res = await admin.agent
      .post(API_ROUTES.adminPartnerKeys.path)
      .set(CSRF_HEADER, admin.csrf)
      .send({ partnerName: 'X', scopes: ['export:all'], requestsPerMinute: 0 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      partnerName: 'Bitte geben Sie den Namen des Partners an (2 bis 100 Zeichen)',
      scopes: 'Bitte wählen Sie mindestens eine Berechtigung aus',
      requestsPerMinute: 'Bitte geben Sie ein Limit von 1 bis 600 Anfragen pro Minute an',
    });
  });

  it('answers 401 without a key, with a wrong or a revoked key, 403 outside its scopes', async () => {
    const { key, secret } = await createKey(['export:themes']);
    const missing = await request(app).get(exportPath('themes'));
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe('PARTNER_KEY_INVALID');
    expect(missing.body.error.message).toMatch(/Authorization: Bearer/);
    expect((await request(app).get(exportPath('themes')).set('Authorization', `Bearer ${secret}x`)).status).toBe(401);
    // The stored hash is no key either.
    const hash = createHash('sha256').update(secret).digest('hex');
    expect((await request(app).get(exportPath('themes')).set('Authorization', `Bearer ${hash}`)).status).toBe(401);
    expect((await request(app).get(exportPath('themes')).set('Authorization', `Bearer ${secret}`)).status).toBe(200);
    expect((await request(app).get(exportPath('themes')).set('X-Api-Key', secret)).status).toBe(200);
    const outside = await request(app).get(exportPath('hotels')).set('Authorization', `Bearer ${secret}`);
    expect(outside.status).toBe(403);
    expect(outside.body.error.message).toBe('Ihr Partner-Schlüssel erlaubt diesen Zugriff nicht');
    const noImport = await request(app)
      .post(importPath('dry-run'))
      .set('Authorization', `Bearer ${secret}`)
      .send({ events: [] });
    expect(noImport.status).toBe(403);
    const revoked = await admin.agent
      .post(buildPath(API_ROUTES.adminPartnerKeyRevoke.path, { id: key.keyId }))
      .set(CSRF_HEADER, admin.csrf);
    expect(revoked.body.revokedAt).toBe(now.toISOString());
    expect((await request(app).get(exportPath('themes')).set('Authorization', `Bearer ${secret}`)).status).toBe(401);
    const audit = await testDb.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', 'like', 'partnerKey.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['partnerKey.create', 'partnerKey.revoke']));
  });

  it('holds each key to its own limit per minute (429 with Retry-After), the next minute again', async () => {
    const { secret } = await createKey(['export:locations'], 3);
    const { secret: other } = await createKey(['export:locations'], 3, 'Anderer Partner');
    const get = (key: string) => request(app).get(exportPath('locations')).set('Authorization', `Bearer ${key}`);
    for (let i = 0; i < 3; i += 1) expect((await get(secret)).status).toBe(200);
    const limited = await get(secret);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body.error.message).toMatch(/Partner-Schlüssel/);
    expect((await get(other)).status).toBe(200);
    now = new Date(now.getTime() + 61_000);
    expect((await get(secret)).status).toBe(200);
  });
});

describe('GET /obj-export/{objectType}', () => {
  let secret = '';
  beforeAll(async () => {
    ({ secret } = await createKey(['export:themes', 'export:events', 'export:locations', 'export:hotels'], 600));
  });
  const get = (path: string) => request(app).get(path).set('Authorization', `Bearer ${secret}`);

  it('pages through every object in id order with the next page’s address', async () => {
    const total = Number(
      (
        await testDb.db
          .selectFrom('themes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const first = await get(exportPath('themes', '?pageSize=10'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ objectType: 'themes', page: 1, pageSize: 10, total });
    expect(first.body.items).toHaveLength(10);
    expect(first.body.next).toBe('/obj-export/themes?page=2&pageSize=10');
    const second = await get(first.body.next);
    expect(second.body.items[0].themeId).toBeGreaterThan(first.body.items[9].themeId);
    expect(Object.keys(first.body.items[0])).toEqual([
      'themeId',
      'slug',
      'title',
      'subtitle',
      'rubric',
      'description',
      'url',
      'updatedAt',
    ]);
    expect(first.body.items[0].url).toMatch(/^http:\/\/localhost:8080\/seminare\/t\//);
    const last = await get(exportPath('themes', `?pageSize=10&page=${Math.ceil(total / 10)}`));
    expect(last.body.next).toBeNull();
  });

  it('exports events, locations and hotels (no online pseudo hotels)', async () => {
    const events = await get(exportPath('events', '?pageSize=5'));
    expect(events.body.items[0]).toEqual(
      expect.objectContaining({
        eventId: expect.any(Number),
        online: expect.any(Boolean),
        cancelled: expect.any(Boolean),
      }),
    );
    const hotels = await get(exportPath('hotels', '?pageSize=500'));
    expect(hotels.body.items.map((h: { hotelId: number }) => h.hotelId)).not.toContain(522);
    expect((await get(exportPath('locations'))).body.items.length).toBeGreaterThan(3);
  });

  it('writes CSV with a header line and the total in X-Total-Count', async () => {
    const res = await get(exportPath('locations', '?format=csv&pageSize=3')).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(3);
    const rows: string[][] = parse(res.text);
    expect(rows[0]).toEqual(['locationId', 'name', 'slug', 'state', 'description', 'url', 'updatedAt']);
    expect(rows).toHaveLength(4);
  });

  it('a theme edited in the catalogue is exported as changed since the edit', async () => {
    const since = new Date(now.getTime() + 1000).toISOString();
    now = new Date(now.getTime() + 2000);
    const theme = await someTheme();
    await updateTheme(testDb.db, theme.themeId, { subtitle: 'Neu beschrieben' }, now);
    const res = await get(exportPath('themes', `?updatedSince=${encodeURIComponent(since)}`));
    expect(res.body.total).toBe(1);
    expect(res.body.items[0]).toMatchObject({
      themeId: theme.themeId,
      subtitle: 'Neu beschrieben',
      updatedAt: now.toISOString(),
    });
  });

  it('refuses a bad query with German messages per parameter', async () => {
    const res = await get(exportPath('themes', '?format=xml&updatedSince=gestern&pageSize=1000'));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      format: 'Bitte wählen Sie das Format json oder csv',
      updatedSince: expect.stringMatching(/ISO 8601/),
      pageSize: 'Bitte geben Sie eine Seitengröße von 1 bis 500 an',
    });
    expect((await get(exportPath('vouchers'))).status).toBe(400);
  });
});

describe('POST /sync/events', () => {
  let secret = '';
  let exporter = '';
  let theme: { themeId: number; title: string };
  let hotelId = 0;
  const row = (externalId: string, change: Record<string, unknown> = {}) => ({
    externalId,
    themeId: theme.themeId,
    startDate: '2027-03-01',
    endDate: '2027-03-03',
    hotelId,
    capacity: 16,
    price: 1290,
    ...change,
  });
  const post = (mode: string, body: unknown, type = 'application/json') =>
    request(app)
      .post(importPath(mode))
      .set('Authorization', `Bearer ${secret}`)
      .set('Content-Type', type)
      .send(typeof body === 'string' ? body : JSON.stringify(body));
  const eventCount = async () =>
    Number(
      (
        await testDb.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ({ secret } = await createKey(['import:events'], 600, 'Seminarpartner Süd'));
    ({ secret: exporter } = await createKey(['export:events'], 600, 'Seminarpartner Süd Export'));
    theme = await someTheme();
    hotelId = (await someHotel()).hotelId;
  });

  it('a dry run reports what would change and writes nothing', async () => {
    const before = await eventCount();
    const res = await post('dry-run', { events: [row('S-1'), row('S-2', { hotelId: '' })] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      mode: 'dry-run',
      applied: false,
      summary: { create: 2, update: 0, unchanged: 0, invalid: 0 },
    });
    expect(await eventCount()).toBe(before);
    expect(await testDb.db.selectFrom('partnerEventRefs').selectAll().execute()).toEqual([]);
  });

  it('an apply with one invalid row writes nothing (422 with the report per row)', async () => {
    const before = await eventCount();
    const res = await post('apply', {
      events: [row('S-1'), row('S-3', { endDate: '2027-02-01', themeId: 99_999 }), row('S-1')],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('IMPORT_INVALID');
    expect(res.body.applied).toBe(false);
    expect(res.body.rows[1]).toMatchObject({
      row: 2,
      action: 'invalid',
      errors: { endDate: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen' },
    });
    expect(res.body.rows[0].errors.externalId).toBe('Diese Partner-ID steht mehrfach in der Datei');
    expect(await eventCount()).toBe(before);
  });

  it('an apply creates the events, indexes them for the search, and audits the import', async () => {
    const before = await eventCount();
    const res = await post('apply', { events: [row('S-1'), row('S-2', { hotelId: null })] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mode: 'apply', applied: true, summary: { create: 2 } });
    expect(await eventCount()).toBe(before + 2);
    const [first, second] = res.body.rows.map((r: { eventId: number }) => r.eventId);
    const stored = await testDb.db
      .selectFrom('events')
      .selectAll()
      .where('eventId', 'in', [first, second])
      .orderBy('eventId')
      .execute();
    expect(stored[0]).toMatchObject({ themeId: theme.themeId, title: theme.title, capacity: 16, price: 1290, hotelId });
    expect(stored[1]!.hotelId).toBeNull();
    const indexed = await testDb.db
      .selectFrom('searchDocuments')
      .select('refId')
      .where('kind', '=', 'event')
      .where('refId', '=', first)
      .execute();
    expect(indexed).toHaveLength(1);
    const audit = await testDb.db
      .selectFrom('auditLog')
      .select(['actorUserId', 'details'])
      .where('action', '=', 'partner.import')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ partnerName: 'Seminarpartner Süd', summary: { create: 2 } });
  });

  it('the same file again is unchanged; a changed row is an update with its changes; updatedSince finds it', async () => {
    now = new Date(now.getTime() + 60 * 60 * 1000);
    const since = now.toISOString();
    const again = await post('dry-run', { events: [row('S-1'), row('S-2', { hotelId: null })] });
    expect(again.body.summary).toMatchObject({ unchanged: 2, create: 0 });
    const csv = [
      'externalId;themeId;startDate;endDate;hotelId;capacity;price;cancelled',
      `S-1;${theme.themeId};2027-03-01;2027-03-03;${hotelId};20;1290;nein`,
      `S-2;${theme.themeId};2027-03-01;2027-03-03;;16;1290;ja`,
    ].join('\n');
    const dry = await post('dry-run', csv, 'text/csv');
    expect(dry.status).toBe(200);
    expect(dry.body.rows[0]).toMatchObject({ action: 'update', changes: [{ field: 'capacity', from: 16, to: 20 }] });
    expect(dry.body.rows[1]).toMatchObject({ action: 'update', changes: [{ field: 'cancelled', from: 0, to: 1 }] });
    now = new Date(now.getTime() + 1000);
    const applied = await post('apply', csv, 'text/csv');
    expect(applied.body.summary).toMatchObject({ update: 2 });
    const changed = await request(app)
      .get(exportPath('events', `?updatedSince=${encodeURIComponent(since)}`))
      .set('Authorization', `Bearer ${exporter}`);
    expect(changed.body.total).toBe(2);
    expect(changed.body.items.map((e: { externalId: string }) => e.externalId)).toEqual(['S-1', 'S-2']);
    expect(changed.body.items[1]).toMatchObject({ cancelled: true, capacity: 16, partner: 'Seminarpartner Süd' });
  });

  it('an apply that fails half-way (the database refuses a write) leaves nothing behind', async () => {
    const before = await eventCount();
    const refs = (await testDb.db.selectFrom('partnerEventRefs').selectAll().execute()).length;
    const audits = (await testDb.db.selectFrom('auditLog').selectAll().where('action', '=', 'partner.import').execute())
      .length;
    jest.mocked(markCatalogueChanged).mockRejectedValueOnce(new Error('Platte voll'));
    const res = await post('apply', { events: [row('S-7'), row('S-8')] });
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('INTERNAL_ERROR');
    expect(await eventCount()).toBe(before);
    expect(await testDb.db.selectFrom('partnerEventRefs').selectAll().execute()).toHaveLength(refs);
    expect(
      await testDb.db.selectFrom('auditLog').selectAll().where('action', '=', 'partner.import').execute(),
    ).toHaveLength(audits);
  });

  it('refuses a missing mode, a malformed file, an unknown content type and a CSV without its columns', async () => {
    expect((await post('', { events: [row('S-9')] })).body.error.fields.mode).toMatch(/dry-run/);
    expect((await post('dry-run', { events: 'alle' })).body.error.fields.file).toMatch(/JSON/);
    expect((await post('dry-run', { events: [] })).body.error.fields.file).toBe('Die Datei enthält keine Termine');
    expect((await post('dry-run', 'a,b\n1,2', 'text/csv')).body.error.fields.file).toMatch(/Spalten/);
    expect((await post('dry-run', '<xml/>', 'application/xml')).status).toBe(415);
  });
});
