import {
  API_ROUTES,
  buildPath,
  type PartnerKeyCreatedResponse,
  type PartnerKeysResponse,
  type PartnerKeySummary,
} from '@amb/shared-contracts/core';
import type { PartnerKeyInput } from '@amb/shared-contracts/schemas';
import { accountApi } from '../../api';

export const adminPartnersApi = accountApi.enhanceEndpoints({ addTagTypes: ['PartnerKeys'] }).injectEndpoints({
  endpoints: (build) => ({
    partnerKeys: build.query<PartnerKeysResponse, void>({
      query: () => API_ROUTES.adminPartnerKeys.path,
      providesTags: ['PartnerKeys'],
    }),
    createPartnerKey: build.mutation<PartnerKeyCreatedResponse, PartnerKeyInput>({
      query: (body) => ({ url: API_ROUTES.adminPartnerKeys.path, method: 'POST' as const, body }),
      invalidatesTags: ['PartnerKeys'],
    }),
    revokePartnerKey: build.mutation<PartnerKeySummary, number>({
      query: (id) => ({ url: buildPath(API_ROUTES.adminPartnerKeyRevoke.path, { id }), method: 'POST' as const }),
      invalidatesTags: ['PartnerKeys'],
    }),
  }),
});

export const { usePartnerKeysQuery, useCreatePartnerKeyMutation, useRevokePartnerKeyMutation } = adminPartnersApi;
