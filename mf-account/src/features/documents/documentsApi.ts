import { API_ROUTES } from '@amb/shared-contracts/core';
import { type CalendarTokenResponse, type MemberDocumentsResponse } from '@amb/shared-contracts/member';
import { accountApi } from '../../api';

export const documentsApi = accountApi.enhanceEndpoints({ addTagTypes: ['Documents'] }).injectEndpoints({
  endpoints: (build) => ({
    documents: build.query<MemberDocumentsResponse, void>({
      query: () => API_ROUTES.memberDocuments.path,
      providesTags: ['Documents'],
    }),
    renewCalendarFeed: build.mutation<CalendarTokenResponse, void>({
      query: () => ({ url: API_ROUTES.memberCalendarToken.path, method: 'POST' }),
      invalidatesTags: ['Documents'],
    }),
  }),
});

export const { useDocumentsQuery, useRenewCalendarFeedMutation } = documentsApi;
