import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import {
  API_ROUTES,
  RequestError,
  buildPath,
  request,
  type Paginated,
  type RequestOptions,
  type Rubric,
  type SeminarListItem,
} from '@amb/shared-contracts';

export interface BaseQueryArgs {
  url: string;
  method?: RequestOptions['method'];
  body?: unknown;
}

export interface BaseQueryError {
  status: number;
  message: string;
}

/** RTK Query over the shared request helper (GET, JSON, credentials; non-2xx is an error). */
export const requestBaseQuery: BaseQueryFn<string | BaseQueryArgs, unknown, BaseQueryError> = async (args, api) => {
  const { url, method, body } = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await request(url, { method, body, signal: api.signal }) };
  } catch (error) {
    const status = error instanceof RequestError ? error.status : 0;
    return { error: { status, message: error instanceof Error ? error.message : String(error) } };
  }
};

export interface SeminarQuery {
  rubric?: string;
  q?: string;
  page: number;
  pageSize: number;
}

export const catalogueApi = createApi({
  reducerPath: 'catalogueApi',
  baseQuery: requestBaseQuery,
  endpoints: (build) => ({
    getSeminars: build.query<Paginated<SeminarListItem>, SeminarQuery>({
      query: ({ rubric, q, page, pageSize }) => buildPath(API_ROUTES.seminars.path, {}, { rubric, q, page, pageSize }),
    }),
    getRubrics: build.query<Rubric[], void>({
      query: () => API_ROUTES.rubrics.path,
    }),
  }),
});

export const { useGetSeminarsQuery, useGetRubricsQuery } = catalogueApi;
