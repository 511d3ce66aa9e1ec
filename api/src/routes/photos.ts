/**
 * Group photos of past seminars: an admin uploads them for an event; the event's participants and their
 * booker list, view and download them; whoever uploaded a photo may delete it.
 */
import {
  API_ROUTES,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PHOTO_UPLOAD_FIELD,
  PHOTO_EVENTS_LIMIT,
  buildPath,
  type AdminEventPhotosResponse,
  type AdminPhotoEventsResponse,
  wishlistIdSchema,
  type EventPhoto,
  type MemberPhotosResponse,
  type PhotoEventGroup,
  type PhotoFormat,
} from '@amb/shared-contracts';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { currentUserId, requireAdmin, requireUser } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { forbidden, notFound, validationFailed } from '../http/errors';
import { parseBody } from '../http/validation';
import type { BackgroundQueue } from '../background/queue';
import { inTransaction } from '../db/startLock';
import { carriesMetadata, checkPhoto, PHOTO_CONTENT_TYPES, withoutMetadata } from '../photos/photoImage';
import { newPhotoKey, type PhotoStorage } from '../photos/photoStorage';
import { ensureThumbnail } from '../photos/thumbnails';
import {
  begunEvents,
  deletePhoto,
  findEventStart,
  findPhoto,
  insertPhoto,
  photosOfEvent,
  photosVisibleTo,
  updatePhotoFile,
} from '../repositories/eventPhotos';
import { isParticipantOrBooker, type Member } from '../repositories/participation';
import { berlinToday } from '../util/calendarDays';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0 },
}).single(PHOTO_UPLOAD_FIELD);

/** Whatever the multipart parser refuses (a limit, no boundary, a cut-off form) is a German 400. */
function uploadError(error: unknown): unknown {
  const code = error instanceof multer.MulterError ? error.code : null;
  const message =
    code === 'LIMIT_FILE_SIZE'
      ? PHOTO_MESSAGES.tooLarge
      : code === 'LIMIT_FILE_COUNT'
        ? PHOTO_MESSAGES.tooMany
        : PHOTO_MESSAGES.fileRequired;
  return validationFailed({ photo: message }, message);
}

/** The one photo of a multipart body, in memory (at most PHOTO_MAX_BYTES), with German 400s. */
const receivePhoto: RequestHandler = (req, res, next) => {
  upload(req, res, (error: unknown) => next(error ? uploadError(error) : undefined));
};

/** The admin's search text: at most 100 characters without control characters (400 otherwise). */
function searchText(value: unknown): string {
  const q = value ?? '';
  if (typeof q !== 'string' || q.length > 100 || /[\u0000-\u001F\u007F\p{Cs}]/u.test(q)) {
    throw validationFailed({ q: PHOTO_MESSAGES.searchInvalid }, PHOTO_MESSAGES.searchInvalid);
  }
  return q;
}

/** The path id as a positive integer (400 otherwise), the wish list's rule for ids. */
const idOf = (value: unknown): number => parseBody(wishlistIdSchema, { id: value }).id;

function memberOf(req: Request): Member {
  const user = req.auth.user!;
  return { userId: user.userId, confirmedEmail: user.confirmedEmail };
}

function photoView(
  photo: {
    photoId: number;
    eventId: number;
    width: number;
    height: number;
    createdAt: string;
    uploadedBy: number | null;
  },
  viewerId: number,
  thumbnailRoute: string = API_ROUTES.memberPhotoThumbnail.path,
): EventPhoto {
  return {
    photoId: photo.photoId,
    eventId: photo.eventId,
    width: photo.width,
    height: photo.height,
    uploadedAt: photo.createdAt,
    thumbnailUrl: buildPath(thumbnailRoute, { id: photo.photoId }),
    downloadUrl: buildPath(API_ROUTES.memberPhotoDownload.path, { id: photo.photoId }),
    ownUpload: photo.uploadedBy === viewerId,
  };
}

export function photoRouter(db: Db, config: AuthConfig, storage: PhotoStorage, background: BackgroundQueue): Router {
  const router = Router();
  const today = () => berlinToday(config.now());

  /** The photo's row when the caller may see it (participant or booker of its event), else 404. */
  async function visiblePhoto(req: Request) {
    const photo = await findPhoto(db, idOf(req.params.id));
    if (!photo || !(await isParticipantOrBooker(db, memberOf(req), photo.eventId))) {
      throw notFound(PHOTO_MESSAGES.notFound);
    }
    return photo;
  }

  /** The thumbnail, made now when its job has not run yet. */
  async function sendThumbnail(res: Response, photoId: number): Promise<void> {
    const data = await ensureThumbnail(db, storage, photoId);
    if (!data) throw notFound(PHOTO_MESSAGES.notFound);
    res.set('Content-Disposition', 'inline').type('image/jpeg').send(data);
  }

  router.get(API_ROUTES.memberPhotos.path, requireUser, async (req, res) => {
    const viewerId = currentUserId(req);
    const rows = await photosVisibleTo(db, memberOf(req), today());
    const groups = new Map<number, PhotoEventGroup>();
    for (const row of rows) {
      let group = groups.get(row.eventId);
      if (!group) {
        group = { eventId: row.eventId, title: row.title, startDate: row.startDate, endDate: row.endDate, photos: [] };
        groups.set(row.eventId, group);
      }
      group.photos.push(photoView(row, viewerId));
    }
    res.json({ events: [...groups.values()] } satisfies MemberPhotosResponse);
  });

  /**
   * The original's bytes without metadata. Photos stored before issue 21 kept their EXIF (GPS): the first download
   * strips them and replaces the stored file, so no location leaves the server and the storage holds none after.
   */
  async function originalOf(photo: { photoId: number; storageKey: string; format: PhotoFormat }): Promise<Buffer> {
    const data = await storage.get(photo.storageKey);
    if (!data) throw notFound(PHOTO_MESSAGES.notFound);
    if (!(await carriesMetadata(data))) return data;
    const stripped = await withoutMetadata(data, photo.format);
    await storage.put(photo.storageKey, stripped.data);
    await updatePhotoFile(db, photo.photoId, {
      sizeBytes: stripped.data.length,
      width: stripped.width,
      height: stripped.height,
    });
    return stripped.data;
  }

  router.get(API_ROUTES.memberPhotoDownload.path, requireUser, async (req, res) => {
    const photo = await visiblePhoto(req);
    const name = `seminarfoto-${photo.eventId}-${photo.photoId}.${photo.format === 'jpeg' ? 'jpg' : photo.format}`;
    res
      .set('Content-Disposition', `attachment; filename="${name}"`)
      .type(PHOTO_CONTENT_TYPES[photo.format])
      .send(await originalOf(photo));
  });

  router.get(API_ROUTES.memberPhotoThumbnail.path, requireUser, async (req, res) => {
    const photo = await visiblePhoto(req);
    await sendThumbnail(res, photo.photoId);
  });

  router.delete(API_ROUTES.memberPhotoDelete.path, requireUser, async (req, res) => {
    const photo = await findPhoto(db, idOf(req.params.id));
    if (!photo) throw notFound(PHOTO_MESSAGES.notFound);
    // The user the request acts as: an admin acting as a member deletes only what that member uploaded.
    if (photo.uploadedBy !== currentUserId(req)) throw forbidden(PHOTO_MESSAGES.deleteOwnOnly);
    if (await deletePhoto(db, photo.photoId)) {
      await storage.remove(photo.storageKey);
      await storage.remove(photo.thumbnailKey);
    }
    res.status(204).end();
  });

  router.get(API_ROUTES.adminPhotoEvents.path, requireAdmin, async (req, res) => {
    const rows = await begunEvents(db, today(), searchText(req.query.q), PHOTO_EVENTS_LIMIT);
    const events = rows.map((row) => ({ ...row, photoCount: Number(row.photoCount ?? 0) }));
    res.set('Cache-Control', 'no-store').json({ events } satisfies AdminPhotoEventsResponse);
  });

  router.get(API_ROUTES.adminEventPhotos.path, requireAdmin, async (req, res) => {
    const eventId = idOf(req.params.eventId);
    if (!(await findEventStart(db, eventId))) throw notFound(PHOTO_MESSAGES.eventNotFound);
    const viewerId = currentUserId(req);
    const photos = (await photosOfEvent(db, eventId)).map((photo) =>
      photoView(photo, viewerId, API_ROUTES.adminPhotoThumbnail.path),
    );
    res.set('Cache-Control', 'no-store').json({ photos } satisfies AdminEventPhotosResponse);
  });

  router.get(API_ROUTES.adminPhotoThumbnail.path, requireAdmin, async (req, res) => {
    const photo = await findPhoto(db, idOf(req.params.id));
    if (!photo) throw notFound(PHOTO_MESSAGES.notFound);
    await sendThumbnail(res, photo.photoId);
  });

  router.post(API_ROUTES.adminEventPhotos.path, requireAdmin, receivePhoto, async (req, res) => {
    const eventId = idOf(req.params.eventId);
    if (!req.file) throw validationFailed({ photo: PHOTO_MESSAGES.fileRequired }, PHOTO_MESSAGES.fileRequired);
    const event = await findEventStart(db, eventId);
    if (!event) throw notFound(PHOTO_MESSAGES.eventNotFound);
    if (event.startDate > today()) {
      throw validationFailed({ photo: PHOTO_MESSAGES.beforeEvent }, PHOTO_MESSAGES.beforeEvent);
    }
    const checked = await checkPhoto(req.file.buffer);
    const storageKey = newPhotoKey(checked.format);
    const thumbnailKey = newPhotoKey('thumb.jpeg');
    await storage.put(storageKey, checked.original);
    const row = {
      eventId,
      uploadedBy: currentUserId(req),
      storageKey,
      thumbnailKey,
      format: checked.format,
      sizeBytes: checked.original.length,
      width: checked.width,
      height: checked.height,
      createdAt: config.now().toISOString(),
    };
    let photoId: number;
    let job;
    try {
      // The row and its thumbnail's job commit together: no photo without the job that completes it.
      ({ photoId, job } = await inTransaction(db, async (trx) => {
        const id = await insertPhoto(trx, row);
        return { photoId: id, job: await background.add(trx, 'photo-thumbnail', { photoId: id }) };
      }));
    } catch (error) {
      await storage.remove(storageKey);
      throw error;
    }
    await background.dispatch(job);
    res.status(201).json(photoView({ ...row, photoId }, row.uploadedBy));
  });

  return router;
}
