import {
  API_ROUTES,
  buildPath,
  type AdminFormRequestsResponse,
  type FormRequestKind,
  type FormRequestStatus,
} from '@amb/shared-contracts/core';
import { accountApi } from '../../api';

export interface RequestFilter {
  kind: FormRequestKind | '';
  status: FormRequestStatus | '';
  page: number;
}

/** The query of the list and of the CSV: only the filters that are set. */
export const filterQuery = ({ kind, status, page }: Partial<RequestFilter>) => ({
  ...(kind ? { kind } : {}),
  ...(status ? { status } : {}),
  ...(page && page > 1 ? { page } : {}),
});

export const adminRequestsApi = accountApi.enhanceEndpoints({ addTagTypes: ['AdminRequests'] }).injectEndpoints({
  endpoints: (build) => ({
    adminRequests: build.query<AdminFormRequestsResponse, RequestFilter>({
      query: (filter) => buildPath(API_ROUTES.adminRequests.path, {}, filterQuery(filter)),
      providesTags: ['AdminRequests'],
    }),
    setRequestStatus: build.mutation<unknown, { requestId: number; status: FormRequestStatus }>({
      query: ({ requestId, status }) => ({
        url: buildPath(API_ROUTES.adminRequestStatus.path, { id: requestId }),
        method: 'PUT' as const,
        body: { status },
      }),
      invalidatesTags: ['AdminRequests'],
    }),
  }),
});

export const { useAdminRequestsQuery, useSetRequestStatusMutation } = adminRequestsApi;
