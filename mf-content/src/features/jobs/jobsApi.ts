import { API_ROUTES, buildPath } from '@amb/shared-contracts/core';
import type { JobPostingResponse } from '@amb/shared-contracts/content';
import { contentApi } from '../../api';

export const jobsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getJobPosting: build.query<JobPostingResponse, string>({
      query: (id) => buildPath(API_ROUTES.jobPosting.path, { id }),
    }),
  }),
});

export const { useGetJobPostingQuery } = jobsApi;
