/** The admin's photo page calls: begun events to choose from, an event's photos and their thumbnails. */
import { API_ROUTES, CSRF_HEADER, PHOTO_EVENTS_LIMIT, PHOTO_MESSAGES, buildPath } from '@amb/shared-contracts';
import type { Express } from 'express';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { localPhotoStorage } from '../photos/photoStorage';
import { loginAs, type Agent } from '../test/agent';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';
import { csrfFrom, demoUsers } from '../test/demoUsers';
import { SERVICES_NOW, SERVICES_TODAY, futureEvent, pastEvents } from '../test/pastEvents';

type Session = { agent: Agent; csrf: string };
interface EventRow {
  eventId: number;
  title: string;
  startDate: string;
  endDate: string;
  photoCount: number;
}

let testDb: TestDb;
let app: Express;
let folder: string;
let eventId: number;
let png: Buffer;
const s = {} as Record<'member' | 'admin' | 'acting', Session>;

const eventsOf = (session: Session, q?: string) =>
  session.agent.get(API_ROUTES.adminPhotoEvents.path).query(q === undefined ? {} : { q });
const photosPath = (id: number) => buildPath(API_ROUTES.adminEventPhotos.path, { eventId: id });

async function upload(session: Session, id: number) {
  const res = await session.agent
    .post(photosPath(id))
    .set(CSRF_HEADER, session.csrf)
    .attach('photo', png, { filename: 'gruppe.png', contentType: 'image/png' });
  session.csrf = csrfFrom(res) ?? session.csrf;
  return res;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'amb-admin-photos-'));
  ({ testDb, app } = await createTestApp({ now: () => SERVICES_NOW, photoStorage: localPhotoStorage(folder) }));
  const users = await demoUsers(testDb.db);
  [eventId] = await pastEvents(testDb.db);
  s.member = await loginAs(app, users.member.email);
  s.admin = await loginAs(app, users.admin.email);
  s.acting = await loginAs(app, users.admin.email);
  const started = await s.acting.agent
    .post(API_ROUTES.impersonation.path)
    .set(CSRF_HEADER, s.acting.csrf)
    .send({ userId: users.member.userId });
  expect(started.status).toBe(200);
  png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#005ea8' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await testDb.destroy();
  await rm(folder, { recursive: true, force: true });
});

describe('GET /api/admin/photo-events', () => {
  it('lists begun events only, newest first, with the theme title and the photo count', async () => {
    await upload(s.admin, eventId);
    const res = await eventsOf(s.admin);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const events = res.body.events as EventRow[];
    expect(events.length).toBeGreaterThan(1);
    expect(events.length).toBeLessThanOrEqual(PHOTO_EVENTS_LIMIT);
    expect(events.every((e) => e.startDate <= SERVICES_TODAY)).toBe(true);
    const starts = events.map((e) => e.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(events.map((e) => e.eventId)).not.toContain(await futureEvent(testDb.db));

    const theme = await testDb.db
      .selectFrom('events')
      .innerJoin('themes', 'themes.themeId', 'events.themeId')
      .select(['themes.title', 'events.startDate', 'events.endDate'])
      .where('events.eventId', '=', eventId)
      .executeTakeFirstOrThrow();
    const found = (await eventsOf(s.admin, theme.title.toUpperCase())).body.events as EventRow[];
    expect(found).toContainEqual({ eventId, ...theme, photoCount: 1 });
    expect(found.every((e) => e.title.toLowerCase().includes(theme.title.toLowerCase()))).toBe(true);
  });

  it('treats % and _ as text and refuses a too long search with a German 400', async () => {
    expect((await eventsOf(s.admin, '%')).body).toEqual({ events: [] });
    const long = await eventsOf(s.admin, 'x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.error).toEqual(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: PHOTO_MESSAGES.searchInvalid }),
    );
  });

  it('is for admins only (a member and an admin acting as a member get 403)', async () => {
    for (const session of [s.member, s.acting]) expect((await eventsOf(session)).status).toBe(403);
  });
});

describe('GET /api/admin/events/:eventId/photos and the admin thumbnail', () => {
  it("lists the event's photos with the admin's thumbnail URL; the uploader may delete", async () => {
    const uploaded = await upload(s.admin, eventId);
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.photoId as number;
    const res = await s.admin.agent.get(photosPath(eventId));
    expect(res.status).toBe(200);
    const photo = res.body.photos.find((p: { photoId: number }) => p.photoId === id);
    expect(photo).toEqual(
      expect.objectContaining({
        eventId,
        width: 800,
        height: 500,
        ownUpload: true,
        thumbnailUrl: `/api/admin/photos/${id}/thumbnail`,
      }),
    );
    const thumbnail = await s.admin.agent.get(photo.thumbnailUrl).buffer(true);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(thumbnail.body as Buffer).metadata()).format).toBe('jpeg');

    const deleted = await s.admin.agent
      .delete(buildPath(API_ROUTES.memberPhotoDelete.path, { id }))
      .set(CSRF_HEADER, s.admin.csrf);
    expect(deleted.status).toBe(204);
    const after = await s.admin.agent.get(photosPath(eventId));
    expect(after.body.photos.map((p: { photoId: number }) => p.photoId)).not.toContain(id);
    expect((await s.admin.agent.get(photo.thumbnailUrl)).status).toBe(404);
  });

  it('answers 404 in German for an unknown event and 400 for a bad id', async () => {
    const unknown = await s.admin.agent.get(photosPath(99_999_999));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(PHOTO_MESSAGES.eventNotFound);
    expect((await s.admin.agent.get('/api/admin/events/abc/photos')).status).toBe(400);
  });

  it('is for admins only', async () => {
    for (const session of [s.member, s.acting]) {
      expect((await session.agent.get(photosPath(eventId))).status).toBe(403);
      expect((await session.agent.get(buildPath(API_ROUTES.adminPhotoThumbnail.path, { id: 1 }))).status).toBe(403);
    }
  });
});
