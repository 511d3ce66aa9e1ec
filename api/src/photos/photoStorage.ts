/**
 * Where photo files live: outside the database, behind this small interface. The default keeps them in a
 * local folder (one process, or several sharing a volume); a deployment with several hosts implements the
 * same four methods over S3-compatible object storage (put = PutObject, get = GetObject, remove =
 * DeleteObject; keys are already safe object names) and hands it to createApp as `photoStorage`.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface PhotoStorage {
  /** Stores `data` under `key` (a key from newPhotoKey; an existing file is replaced). */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; a key that is already gone is no error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\.(jpeg|png|webp|thumb\.jpeg)$/;

/** A fresh random key: nothing of the uploaded file's name reaches the storage. */
export function newPhotoKey(extension: string): string {
  return `${randomUUID()}.${extension}`;
}

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Ungültiger Foto-Schlüssel / invalid photo key: ${key}`);
  return key;
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** The default storage: one file per key in `folder` (created on first write). */
export function localPhotoStorage(folder: string): PhotoStorage {
  const fileOf = (key: string) => path.join(folder, checkedKey(key));
  return {
    async put(key, data) {
      await mkdir(folder, { recursive: true });
      await writeFile(fileOf(key), data);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
