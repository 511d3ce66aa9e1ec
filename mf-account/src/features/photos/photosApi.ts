import { API_ROUTES, buildPath } from '@amb/shared-contracts/core';
import { type MemberPhotosResponse } from '@amb/shared-contracts/member';
import { accountApi } from '../../api';

export const photosApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    memberPhotos: build.query<MemberPhotosResponse, void>({ query: () => API_ROUTES.memberPhotos.path }),
    deletePhoto: build.mutation<unknown, number>({
      query: (id) => ({ url: buildPath(API_ROUTES.memberPhotoDelete.path, { id }), method: 'DELETE' as const }),
    }),
  }),
});

export const { useMemberPhotosQuery, useDeletePhotoMutation } = photosApi;
