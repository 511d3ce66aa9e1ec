import { API_ROUTES, CSRF_HEADER, PHOTO_MAX_BYTES, PHOTO_MESSAGES, buildPath } from '@amb/shared-contracts';
import type { Express } from 'express';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { localPhotoStorage } from '../photos/photoStorage';
import { insertPastBooking } from '../seed/pastParticipation';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';
import { csrfFrom, demoUsers, type DemoUsers } from '../test/demoUsers';
import { SERVICES_NOW, futureEvent, pastEvents } from '../test/pastEvents';

type Session = { agent: Agent; csrf: string };

let testDb: TestDb;
let app: Express;
let users: DemoUsers;
let folder: string;
let eventId: number;
let otherEventId: number;
let png: Buffer;
const s = {} as Record<'anonymous' | 'member' | 'booker' | 'other' | 'cancelled' | 'admin' | 'acting', Session>;

const uploadPath = (id: number) => buildPath(API_ROUTES.adminEventPhotos.path, { eventId: id });
const downloadPath = (id: number) => buildPath(API_ROUTES.memberPhotoDownload.path, { id });
const thumbnailPath = (id: number) => buildPath(API_ROUTES.memberPhotoThumbnail.path, { id });
const deletePath = (id: number) => buildPath(API_ROUTES.memberPhotoDelete.path, { id });

function upload(session: Session, id: number, data: Buffer, filename = 'gruppenfoto.jpg', contentType = 'image/jpeg') {
  return session.agent
    .post(uploadPath(id))
    .set(CSRF_HEADER, session.csrf)
    .attach('photo', data, { filename, contentType });
}

const files = async () => (await readdir(folder).catch(() => [])).sort();
const photoCount = async () => (await testDb.db.selectFrom('eventPhotos').select('photoId').execute()).length;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'amb-photos-'));
  ({ testDb, app } = await createTestApp({ now: () => SERVICES_NOW, photoStorage: localPhotoStorage(folder) }));
  users = await demoUsers(testDb.db);
  [eventId, otherEventId] = await pastEvents(testDb.db);
  const at = '2026-01-02T09:00:00.000Z';
  // The manager booked the member (e-mail in another case) and the committee member, who was cancelled later.
  const [, cancelled] = await insertPastBooking(testDb.db, {
    bookerUserId: users.manager.userId,
    eventId,
    participants: [
      { firstname: 'M', lastname: 'Mitglied', email: users.member.email.toUpperCase() },
      { firstname: 'C', lastname: 'Gremium', email: users.committeeMember.email },
    ],
    at,
  });
  await testDb.db
    .updateTable('orderParticipants')
    .set({ status: 'cancelled' })
    .where('participantId', '=', cancelled!)
    .execute();
  // Another member took part in another event only.
  await insertPastBooking(testDb.db, {
    bookerUserId: users.otherMember.userId,
    eventId: otherEventId,
    participants: [{ firstname: 'O', lastname: 'Andere', email: users.otherMember.email }],
    at,
  });
  s.anonymous = await anonymousAgent(app);
  s.member = await loginAs(app, users.member.email);
  s.booker = await loginAs(app, users.manager.email);
  s.other = await loginAs(app, users.otherMember.email);
  s.cancelled = await loginAs(app, users.committeeMember.email);
  s.admin = await loginAs(app, users.admin.email);
  s.acting = await loginAs(app, users.admin.email);
  const started = await s.acting.agent
    .post(API_ROUTES.impersonation.path)
    .set(CSRF_HEADER, s.acting.csrf)
    .send({ userId: users.member.userId });
  expect(started.status).toBe(200);
  s.acting.csrf = csrfFrom(started) ?? s.acting.csrf;
  png = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#b3002d' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await testDb.destroy();
  await rm(folder, { recursive: true, force: true });
});

describe('upload by an admin', () => {
  it('stores the photo and a JPEG thumbnail outside the database; the type comes from the content, not the name', async () => {
    const before = await files();
    const res = await upload(s.admin, eventId, png, 'gruppenfoto.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body).toEqual(expect.objectContaining({ eventId, width: 1000, height: 600, ownUpload: true }));
    const row = await testDb.db
      .selectFrom('eventPhotos')
      .selectAll()
      .where('photoId', '=', res.body.photoId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(
      expect.objectContaining({ format: 'png', sizeBytes: png.length, uploadedBy: users.admin.userId }),
    );
    expect((await files()).length).toBe(before.length + 2);
    const thumbnail = await sharp(path.join(folder, row.thumbnailKey)).metadata();
    expect(thumbnail).toEqual(expect.objectContaining({ format: 'jpeg', width: 480, height: 288 }));
  });

  it('makes a thumbnail whose background job has not run yet when it is asked for, and keeps it', async () => {
    const res = await upload(s.admin, eventId, png, 'spaet.png', 'image/png');
    expect(res.status).toBe(201);
    const row = await testDb.db
      .selectFrom('eventPhotos')
      .select('thumbnailKey')
      .where('photoId', '=', res.body.photoId)
      .executeTakeFirstOrThrow();
    // As on PostgreSQL before another process took the job: the original is stored, the thumbnail not yet.
    await rm(path.join(folder, row.thumbnailKey));
    const thumbnail = await s.member.agent.get(thumbnailPath(res.body.photoId));
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(thumbnail.body as Buffer).metadata()).toEqual(
      expect.objectContaining({ format: 'jpeg', width: 480 }),
    );
    expect(await files()).toContain(row.thumbnailKey);
  });

  it.each([
    ['a PDF named .jpg', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'), 'foto.jpg', 'image/jpeg'],
    ['plain text named .png', Buffer.from('Das ist kein Bild.'), 'foto.png', 'image/png'],
    [
      'an SVG image',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      'foto.svg',
      'image/svg+xml',
    ],
    [
      'a PNG header without image data',
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      'foto.png',
      'image/png',
    ],
  ])('refuses %s with a German 400 and writes nothing', async (_what, data, name, type) => {
    const [before, count] = [await files(), await photoCount()];
    const res = await upload(s.admin, eventId, data, name, type);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: PHOTO_MESSAGES.wrongType,
      fields: { photo: 'Die Datei ist kein Foto im Format JPEG, PNG oder WebP.' },
    });
    expect(await files()).toEqual(before);
    expect(await photoCount()).toBe(count);
  });

  it('refuses a file over 10 MB with a German 400 and writes nothing', async () => {
    const [before, count] = [await files(), await photoCount()];
    const big = Buffer.concat([png, Buffer.alloc(PHOTO_MAX_BYTES + 1 - png.length)]);
    const res = await upload(s.admin, eventId, big);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ photo: 'Das Foto ist zu groß: höchstens 10 MB sind erlaubt.' });
    expect(await files()).toEqual(before);
    expect(await photoCount()).toBe(count);
  });

  it('asks for a file, refuses an unknown event (404) and one that has not begun (400)', async () => {
    const none = await s.admin.agent.post(uploadPath(eventId)).set(CSRF_HEADER, s.admin.csrf).send({});
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Bitte wählen Sie ein Foto aus.');
    const unknown = await upload(s.admin, 99_999_999, png);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Diesen Termin gibt es nicht.');
    const future = await upload(s.admin, await futureEvent(testDb.db), png);
    expect(future.status).toBe(400);
    expect(future.body.error.message).toBe(PHOTO_MESSAGES.beforeEvent);
  });

  it('is for admins only: members 403, an admin acting as a member 403, without CSRF token 403', async () => {
    for (const session of [s.member, s.booker, s.acting]) {
      const res = await upload(session, eventId, png);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    const noCsrf = await s.admin.agent.post(uploadPath(eventId)).attach('photo', png, 'a.png');
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.error.code).toBe('CSRF_INVALID');
  });
});

describe('who sees the photos', () => {
  let photoId: number;
  beforeAll(async () => {
    photoId = (await upload(s.admin, eventId, png)).body.photoId;
    await upload(s.admin, otherEventId, png);
  });

  it('lists them for participants (booked) and their booker, grouped by event', async () => {
    for (const session of [s.member, s.booker, s.acting]) {
      const res = await session.agent.get(API_ROUTES.memberPhotos.path);
      expect(res.status).toBe(200);
      expect(res.body.events.map((e: { eventId: number }) => e.eventId)).toEqual([eventId]);
      const [group] = res.body.events;
      expect(group.photos.map((p: { photoId: number }) => p.photoId)).toContain(photoId);
      expect(group.photos[0]).toEqual(
        expect.objectContaining({
          downloadUrl: `/api-meinamb/photos/${group.photos[0].photoId}/download`,
          thumbnailUrl: `/api-meinamb/photos/${group.photos[0].photoId}/thumbnail`,
          ownUpload: false,
        }),
      );
    }
  });

  it('shows nothing of the event to a cancelled participant or a member of another event', async () => {
    expect((await s.cancelled.agent.get(API_ROUTES.memberPhotos.path)).body).toEqual({ events: [] });
    const other = await s.other.agent.get(API_ROUTES.memberPhotos.path);
    expect(other.body.events.map((e: { eventId: number }) => e.eventId)).toEqual([otherEventId]);
    expect((await s.anonymous.agent.get(API_ROUTES.memberPhotos.path)).status).toBe(401);
  });

  it('downloads the original bytes and a thumbnail for those who see it, 404 for everyone else', async () => {
    const res = await s.member.agent.get(downloadPath(photoId)).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="seminarfoto-${eventId}-${photoId}.png"`);
    expect(Buffer.compare(res.body as Buffer, png)).toBe(0);
    const thumb = await s.booker.agent.get(thumbnailPath(photoId)).buffer(true);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    for (const session of [s.other, s.cancelled, s.admin]) {
      for (const url of [downloadPath(photoId), thumbnailPath(photoId)]) {
        const denied = await session.agent.get(url);
        expect(denied.status).toBe(404);
        expect(denied.body.error.message).toBe(PHOTO_MESSAGES.notFound);
      }
    }
    expect((await s.anonymous.agent.get(downloadPath(photoId))).status).toBe(401);
    expect((await s.member.agent.get(downloadPath(99_999_999))).status).toBe(404);
    expect((await s.member.agent.get('/api-meinamb/photos/abc/download')).status).toBe(400);
  });

  it('lets only the uploader delete: 403 for others (also an admin acting as a member), then the files are gone', async () => {
    const row = await testDb.db
      .selectFrom('eventPhotos')
      .selectAll()
      .where('photoId', '=', photoId)
      .executeTakeFirstOrThrow();
    for (const session of [s.member, s.booker, s.acting]) {
      const res = await session.agent.delete(deletePath(photoId)).set(CSRF_HEADER, session.csrf);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Sie können nur Fotos löschen, die Sie selbst hochgeladen haben.');
    }
    expect(await files()).toEqual(expect.arrayContaining([row.storageKey, row.thumbnailKey]));
    const deleted = await s.admin.agent.delete(deletePath(photoId)).set(CSRF_HEADER, s.admin.csrf);
    expect(deleted.status).toBe(204);
    expect(await files()).not.toEqual(expect.arrayContaining([row.storageKey]));
    expect(await files()).not.toEqual(expect.arrayContaining([row.thumbnailKey]));
    expect((await s.member.agent.get(downloadPath(photoId))).status).toBe(404);
    const again = await s.admin.agent.delete(deletePath(photoId)).set(CSRF_HEADER, s.admin.csrf);
    expect(again.status).toBe(404);
  });
});

describe('photo metadata (issue 21)', () => {
  /** A phone's JPEG: camera, time and the GPS position of the seminar house in its EXIF. */
  const gpsJpeg = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: '#2d6cb3' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Telefon', Model: 'Kamera 12', ImageDescription: 'Gruppenfoto Seminarhaus' },
        IFD2: { DateTimeOriginal: '2026:01:02 10:00:00' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 31/1 12/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '13/1 24/1 1/1',
        },
      })
      .toBuffer();

  async function expectNoMetadata(data: Buffer) {
    const metadata = await sharp(data).metadata();
    expect(metadata).toEqual(expect.objectContaining({ format: 'jpeg', width: 640, height: 480 }));
    expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
    expect(data.includes('Exif')).toBe(false);
    expect(data.includes('Seminarhaus')).toBe(false);
  }

  it('stores and serves an uploaded photo without EXIF/GPS', async () => {
    const original = await gpsJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes('Seminarhaus')).toBe(true);
    const res = await upload(s.admin, eventId, original);
    expect(res.status).toBe(201);
    const row = await testDb.db
      .selectFrom('eventPhotos')
      .selectAll()
      .where('photoId', '=', res.body.photoId)
      .executeTakeFirstOrThrow();
    const stored = await localPhotoStorage(folder).get(row.storageKey);
    await expectNoMetadata(stored!);
    expect(row.sizeBytes).toBe(stored!.length);
    const served = await s.member.agent.get(downloadPath(row.photoId)).buffer(true);
    expect(served.status).toBe(200);
    await expectNoMetadata(served.body as Buffer);
  });

  it('strips a photo stored before with its EXIF on its first download, in the storage too', async () => {
    const created = await upload(s.admin, eventId, png);
    const row = await testDb.db
      .selectFrom('eventPhotos')
      .selectAll()
      .where('photoId', '=', created.body.photoId)
      .executeTakeFirstOrThrow();
    // As an upload before issue 21 left it: the camera's file as it came.
    const legacy = await gpsJpeg();
    const storage = localPhotoStorage(folder);
    await storage.put(row.storageKey, legacy);
    await testDb.db
      .updateTable('eventPhotos')
      .set({ format: 'jpeg', sizeBytes: legacy.length })
      .where('photoId', '=', row.photoId)
      .execute();
    const served = await s.member.agent.get(downloadPath(row.photoId)).buffer(true);
    expect(served.status).toBe(200);
    await expectNoMetadata(served.body as Buffer);
    const stored = (await storage.get(row.storageKey))!;
    await expectNoMetadata(stored);
    const updated = await testDb.db
      .selectFrom('eventPhotos')
      .select('sizeBytes')
      .where('photoId', '=', row.photoId)
      .executeTakeFirstOrThrow();
    expect(updated.sizeBytes).toBe(stored.length);
  });
});
