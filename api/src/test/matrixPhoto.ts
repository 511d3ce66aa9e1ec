/**
 * The authorization matrix's photo: a past event the member took part in (booked by the committee manager),
 * with one photo the admin uploaded, kept in a temporary photo folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db/types';
import { localPhotoStorage, newPhotoKey, type PhotoStorage } from '../photos/photoStorage';
import { insertPastBooking } from '../seed/pastParticipation';
import { berlinToday } from '../util/calendarDays';
import type { DemoUsers } from './demoUsers';

export interface MatrixPhoto {
  storage: PhotoStorage;
  /** The past event (0 until `create` ran). */
  eventId: number;
  /** Books the member into a past event (first call) and stores the photo with id `photoId` (every call). */
  create(db: Db, users: DemoUsers, photoId: number): Promise<void>;
  removeFolder(): Promise<void>;
}

export async function matrixPhoto(): Promise<MatrixPhoto> {
  const folder = await mkdtemp(path.join(tmpdir(), 'amb-matrix-photos-'));
  const storage = localPhotoStorage(folder);
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const photo: MatrixPhoto = {
    storage,
    eventId: 0,
    async create(db, users, photoId) {
      if (photo.eventId === 0) {
        const event = await db
          .selectFrom('events')
          .select('eventId')
          .where('isSeries', '=', 0)
          .where('endDate', '<', berlinToday())
          // An event nobody else in the matrix takes part in (other fixtures move bookings into the past too).
          .where('eventId', 'not in', db.selectFrom('orderParticipants').select('eventId'))
          .orderBy('startDate')
          .executeTakeFirstOrThrow();
        photo.eventId = event.eventId;
        await insertPastBooking(db, {
          bookerUserId: users.manager.userId,
          eventId: event.eventId,
          participants: [
            { firstname: users.member.firstname, lastname: users.member.lastname, email: users.member.email },
          ],
          at: new Date().toISOString(),
        });
      }
      const storageKey = newPhotoKey('jpeg');
      const thumbnailKey = newPhotoKey('thumb.jpeg');
      await storage.put(storageKey, image);
      await storage.put(thumbnailKey, image);
      await db
        .insertInto('eventPhotos')
        .values({
          photoId,
          eventId: photo.eventId,
          uploadedBy: users.admin.userId,
          storageKey,
          thumbnailKey,
          format: 'jpeg',
          sizeBytes: image.length,
          width: 64,
          height: 48,
          createdAt: new Date().toISOString(),
        })
        .execute();
    },
    removeFolder: () => rm(folder, { recursive: true, force: true }),
  };
  return photo;
}
