import { API_ROUTES, FORM_REQUESTS, type FormRequestKind, type FormRequestResponse } from '@amb/shared-contracts/core';
import { accountApi } from '../api';

/** The one POST of every request form (the route from the form's kind). */
export const formRequestApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    sendFormRequest: build.mutation<FormRequestResponse, { kind: FormRequestKind; body: object }>({
      query: ({ kind, body }) => ({ url: API_ROUTES[FORM_REQUESTS[kind].api].path, method: 'POST' as const, body }),
    }),
  }),
});

export const { useSendFormRequestMutation } = formRequestApi;
