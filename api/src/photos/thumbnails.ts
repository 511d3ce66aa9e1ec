/**
 * Thumbnails of event photos. The upload stores the original and adds the `photo-thumbnail` job in the same
 * transaction as the photo's row; the job (any api process) makes the thumbnail. A thumbnail asked for before
 * the job is done, or lost, is made on the spot the same way: the visitor never sees a missing picture.
 */
import type { BackgroundQueue } from '../background/queue';
import type { Db } from '../db/types';
import { findPhoto } from '../repositories/eventPhotos';
import { thumbnailOf } from './photoImage';
import type { PhotoStorage } from './photoStorage';

/** The photo's thumbnail, made and stored when it is missing; null when the photo (or its original) is gone. */
export async function ensureThumbnail(db: Db, storage: PhotoStorage, photoId: number): Promise<Buffer | null> {
  const photo = await findPhoto(db, photoId);
  if (!photo) return null;
  const existing = await storage.get(photo.thumbnailKey);
  if (existing) return existing;
  const original = await storage.get(photo.storageKey);
  if (!original) return null;
  const thumbnail = await thumbnailOf(original);
  await storage.put(photo.thumbnailKey, thumbnail);
  // Deleted while the thumbnail was made: its file must not outlive the row.
  if (!(await findPhoto(db, photoId))) await storage.remove(photo.thumbnailKey);
  return thumbnail;
}

export function handleThumbnails(background: BackgroundQueue, db: Db, storage: PhotoStorage): void {
  background.handle('photo-thumbnail', {
    run: async ({ photoId }) => {
      await ensureThumbnail(db, storage, photoId);
    },
  });
}
