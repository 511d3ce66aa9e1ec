/** event_photos: the rows of the photos (their files are in the photo storage). */
import { sql, type Insertable } from 'kysely';
import type { Db, EventPhotoTable } from '../db/types';
import { eventsOfParticipantOrBooker, type Member } from './participation';
import { containsPattern } from './users';

export async function insertPhoto(db: Db, row: Insertable<EventPhotoTable>): Promise<number> {
  const { photoId } = await db.insertInto('eventPhotos').values(row).returning('photoId').executeTakeFirstOrThrow();
  return photoId;
}

export function findPhoto(db: Db, photoId: number) {
  return db.selectFrom('eventPhotos').selectAll().where('photoId', '=', photoId).executeTakeFirst();
}

/** The stored original was replaced (by its copy without metadata): its size and dimensions. */
export async function updatePhotoFile(
  db: Db,
  photoId: number,
  file: { sizeBytes: number; width: number; height: number },
): Promise<void> {
  await db.updateTable('eventPhotos').set(file).where('photoId', '=', photoId).execute();
}

/** Deletes the row; true when there was one (two deletes at once: only one of them wins). */
export async function deletePhoto(db: Db, photoId: number): Promise<boolean> {
  const result = await db.deleteFrom('eventPhotos').where('photoId', '=', photoId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Photos of the events the member took part in or booked, that have begun by `today`; newest event first. */
export function photosVisibleTo(db: Db, member: Member, today: string) {
  return db
    .selectFrom('eventPhotos as p')
    .innerJoin('events as e', 'e.eventId', 'p.eventId')
    .select([
      'p.photoId',
      'p.eventId',
      'p.uploadedBy',
      'p.width',
      'p.height',
      'p.createdAt',
      'e.title',
      'e.startDate',
      'e.endDate',
    ])
    .where('e.startDate', '<=', today)
    .where('p.eventId', 'in', eventsOfParticipantOrBooker(db, member))
    .orderBy('e.startDate', 'desc')
    .orderBy('e.eventId', 'desc')
    .orderBy('p.photoId')
    .execute();
}

/** The event a photo is uploaded for (its first day), or undefined. */
export function findEventStart(db: Db, eventId: number) {
  return db.selectFrom('events').select(['eventId', 'startDate']).where('eventId', '=', eventId).executeTakeFirst();
}

/** Events that have begun by `today` whose theme title contains `text`, newest first, with their photo count. */
export function begunEvents(db: Db, today: string, text: string, limit: number) {
  let query = db
    .selectFrom('events as e')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .select((eb) => [
      'e.eventId',
      't.title',
      'e.startDate',
      'e.endDate',
      eb
        .selectFrom('eventPhotos as p')
        .whereRef('p.eventId', '=', 'e.eventId')
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .as('photoCount'),
    ])
    .where('e.startDate', '<=', today);
  const trimmed = text.trim();
  if (trimmed !== '') {
    query = query.where(sql<boolean>`lower(${sql.ref('t.title')}) like ${containsPattern(trimmed)} escape '\\'`);
  }
  return query.orderBy('e.startDate', 'desc').orderBy('e.eventId', 'desc').limit(limit).execute();
}

/** The photos of one event, oldest first. */
export function photosOfEvent(db: Db, eventId: number) {
  return db
    .selectFrom('eventPhotos')
    .select(['photoId', 'eventId', 'uploadedBy', 'width', 'height', 'createdAt'])
    .where('eventId', '=', eventId)
    .orderBy('photoId')
    .execute();
}
