import { API_ROUTES, buildPath } from '@amb/shared-contracts/core';
import {
  PHOTO_UPLOAD_FIELD,
  type AdminEventPhotosResponse,
  type AdminPhotoEventsResponse,
  type EventPhoto,
} from '@amb/shared-contracts/member';
import { accountApi } from '../../api';

export const adminPhotosApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    adminPhotoEvents: build.query<AdminPhotoEventsResponse, string>({
      query: (q) => buildPath(API_ROUTES.adminPhotoEvents.path, {}, { q }),
    }),
    adminEventPhotos: build.query<AdminEventPhotosResponse, number>({
      query: (eventId) => buildPath(API_ROUTES.adminEventPhotos.path, { eventId }),
    }),
    // One file per request (the api takes one photo each), multipart through the kit's request helper (CSRF header).
    uploadEventPhoto: build.mutation<EventPhoto, { eventId: number; file: File }>({
      query: ({ eventId, file }) => {
        const body = new FormData();
        body.append(PHOTO_UPLOAD_FIELD, file, file.name);
        return { url: buildPath(API_ROUTES.adminEventPhotos.path, { eventId }), method: 'POST' as const, body };
      },
    }),
    // The members' delete route: whoever uploaded a photo deletes it there (features do not import each other).
    deleteUploadedPhoto: build.mutation<unknown, number>({
      query: (id) => ({ url: buildPath(API_ROUTES.memberPhotoDelete.path, { id }), method: 'DELETE' as const }),
    }),
  }),
});

export const {
  useAdminPhotoEventsQuery,
  useAdminEventPhotosQuery,
  useUploadEventPhotoMutation,
  useDeleteUploadedPhotoMutation,
} = adminPhotosApi;
