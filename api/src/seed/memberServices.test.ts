import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { localPhotoStorage } from '../photos/photoStorage';
import { photosVisibleTo } from '../repositories/eventPhotos';
import { pastEventsAsParticipant } from '../repositories/participation';
import { createTestDb, TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { seedMemberServiceDemo } from './memberServices';

let testDb: TestDb;
let folder: string;

beforeAll(async () => {
  testDb = await createTestDb();
  folder = await mkdtemp(path.join(tmpdir(), 'amb-seed-photos-'));
});
afterAll(async () => {
  await testDb.destroy();
  await rm(folder, { recursive: true, force: true });
});

describe('demo data of the member services', () => {
  it('gives Anna Schneider two past seminars with two photos each, once', async () => {
    const storage = localPhotoStorage(folder);
    await seedMemberServiceDemo(testDb.db, storage, TEST_BASE_DATE);
    const anna = await testDb.db
      .selectFrom('users')
      .select(['userId', 'email as confirmedEmail'])
      .where('email', '=', 'anna.schneider@example.de')
      .executeTakeFirstOrThrow();
    const past = await pastEventsAsParticipant(testDb.db, anna, TEST_BASE_DATE);
    expect(past).toHaveLength(2);
    expect(past.every((event) => event.endDate < TEST_BASE_DATE)).toBe(true);
    expect(past[0]!.title).not.toBe(past[1]!.title);
    const photos = await photosVisibleTo(testDb.db, anna, TEST_BASE_DATE);
    expect(photos).toHaveLength(4);
    expect(await readdir(folder)).toHaveLength(8);
    const row = await testDb.db.selectFrom('eventPhotos').selectAll().orderBy('photoId').executeTakeFirstOrThrow();
    const image = await sharp(path.join(folder, row.storageKey)).metadata();
    expect(image).toEqual(expect.objectContaining({ format: 'jpeg', width: 1200, height: 800 }));

    await seedMemberServiceDemo(testDb.db, storage, TEST_BASE_DATE);
    expect(await photosVisibleTo(testDb.db, anna, TEST_BASE_DATE)).toHaveLength(4);
    expect(await readdir(folder)).toHaveLength(8);
  });
});
