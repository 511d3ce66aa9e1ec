/**
 * Where uploaded files live (event photos, their thumbnails, PDFs), behind this small interface. Two
 * implementations: a local folder (the embedded default; several processes on one host may share it, several
 * hosts a mounted volume), and the database's stored_files table (the default on PostgreSQL: every api process
 * on every host reads the same bytes, and the database's backup holds them). Object storage would implement
 * the same three methods (put = PutObject, get = GetObject, remove = DeleteObject; keys are safe object names)
 * and be handed to createApp as `photoStorage`.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/types';
import { deleteFile, getFile, putFile } from '../repositories/storedFiles';

export interface PhotoStorage {
  /** Stores `data` under `key` (a key from newPhotoKey; an existing file is replaced). */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; a key that is already gone is no error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\.(jpeg|png|webp|thumb\.jpeg|pdf)$/;

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

/** The storage in the database (stored_files): shared by every api process of the database. */
export function databasePhotoStorage(db: Db, now: () => Date = () => new Date()): PhotoStorage {
  return {
    put: async (key, data) => {
      await putFile(db, checkedKey(key), data, now().toISOString());
    },
    get: (key) => getFile(db, checkedKey(key)),
    remove: async (key) => {
      await deleteFile(db, checkedKey(key));
    },
  };
}
