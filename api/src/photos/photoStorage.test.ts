import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDb, secondConnection, type TestDb } from '../test/createTestDb';
import { databasePhotoStorage, localPhotoStorage, newPhotoKey, type PhotoStorage } from './photoStorage';

let testDb: TestDb;
let folder: string;
beforeAll(async () => {
  testDb = await createTestDb({ seed: false });
  folder = await mkdtemp(path.join(tmpdir(), 'amb-storage-'));
});
afterAll(async () => {
  await testDb.destroy();
  await rm(folder, { recursive: true, force: true });
});

const storages: Array<[string, () => PhotoStorage]> = [
  ['a local folder', () => localPhotoStorage(folder)],
  ['the database', () => databasePhotoStorage(testDb.db)],
];

describe.each(storages)('the file storage in %s', (_name, storageOf) => {
  it('keeps, replaces and removes files by key; a missing key is null, a removed one no error', async () => {
    const storage = storageOf();
    const key = newPhotoKey('jpeg');
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from([1, 2, 3]));
    expect(await storage.get(key)).toEqual(Buffer.from([1, 2, 3]));
    await storage.put(key, Buffer.from([4, 5]));
    expect(await storage.get(key)).toEqual(Buffer.from([4, 5]));
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('takes PDFs and thumbnails under their keys, and nothing that is not a storage key', async () => {
    const storage = storageOf();
    const pdf = newPhotoKey('pdf');
    await storage.put(pdf, Buffer.from('%PDF-1.7'));
    expect((await storage.get(pdf))!.toString()).toBe('%PDF-1.7');
    for (const bad of ['../../etc/passwd', 'foto.jpeg', `${newPhotoKey('jpeg')}/x`, newPhotoKey('exe')]) {
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow(/Ungültiger Foto-Schlüssel/);
    }
  });
});

describe('the database storage across processes', () => {
  it('serves what one api process stored to another (a second pool of the same database)', async () => {
    const other = secondConnection(testDb);
    if (!other) return; // SQLite in memory: one connection is the whole database
    try {
      const key = newPhotoKey('png');
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
      await databasePhotoStorage(testDb.db).put(key, bytes);
      expect(await databasePhotoStorage(other.db).get(key)).toEqual(bytes);
      await databasePhotoStorage(other.db).remove(key);
      expect(await databasePhotoStorage(testDb.db).get(key)).toBeNull();
    } finally {
      await other.db.destroy();
    }
  });
});
