import {
  API_ROUTES,
  buildPath,
  FORM_REQUESTS,
  type FormRequestKind,
  type FormRequestResponse,
  type SeminarsResponse,
} from '@amb/shared-contracts/core';
import { accountApi } from '../../api';

/** Dates a registration may choose: the next ones that take place, soonest first. */
export const REGISTRATION_DATES_PAGE_SIZE = 100;

export const requestFormsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    sendFormRequest: build.mutation<FormRequestResponse, { kind: FormRequestKind; body: object }>({
      query: ({ kind, body }) => ({ url: API_ROUTES[FORM_REQUESTS[kind].api].path, method: 'POST' as const, body }),
    }),
    registrationDates: build.query<SeminarsResponse, void>({
      query: () => buildPath(API_ROUTES.seminars.path, {}, { sort: 'date', pageSize: REGISTRATION_DATES_PAGE_SIZE }),
    }),
  }),
});

export const { useSendFormRequestMutation, useRegistrationDatesQuery } = requestFormsApi;
