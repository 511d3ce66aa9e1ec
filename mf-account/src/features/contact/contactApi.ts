import { API_ROUTES, type ContactRequestResponse } from '@amb/shared-contracts/core';
import type { ContactRequestInput } from '@amb/shared-contracts/schemas';
import { accountApi } from '../../api';

export const contactApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactRequest: build.mutation<ContactRequestResponse, ContactRequestInput>({
      query: (body) => ({ url: API_ROUTES.contactRequest.path, method: 'POST' as const, body }),
    }),
  }),
});

export const { useSendContactRequestMutation } = contactApi;
