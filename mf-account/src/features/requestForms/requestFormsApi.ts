import { API_ROUTES, buildPath, type SeminarsResponse } from '@amb/shared-contracts/core';
import { accountApi } from '../../api';

/** Dates a registration may choose: the next ones that take place, soonest first. */
export const REGISTRATION_DATES_PAGE_SIZE = 100;

export const requestFormsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /** `from`: today in Berlin (YYYY-MM-DD); a date that has begun takes no registration. */
    registrationDates: build.query<SeminarsResponse, string>({
      query: (from) =>
        buildPath(API_ROUTES.seminars.path, {}, { from, sort: 'date', pageSize: REGISTRATION_DATES_PAGE_SIZE }),
    }),
  }),
});

export const { useRegistrationDatesQuery } = requestFormsApi;
