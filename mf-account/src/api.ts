import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { MESSAGES, request, RequestError, type RequestOptions } from '@amb/shared-contracts';

export interface RequestArgs {
  url: string;
  method?: RequestOptions['method'];
  body?: unknown;
}

export interface RequestFailure {
  status: number;
  data: unknown;
  message: string;
}

/** RTK Query base query over the shared request helper: any status outside 2xx is an error. */
export const requestBaseQuery: BaseQueryFn<string | RequestArgs, unknown, RequestFailure> = async (
  args,
  { signal },
) => {
  const { url, method, body } = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await request(url, { method, body, signal }) };
  } catch (error) {
    if (error instanceof RequestError) {
      return { error: { status: error.status, data: error.body, message: error.message } };
    }
    return { error: { status: 0, data: undefined, message: MESSAGES.apiUnavailable } };
  }
};

/** Features add their endpoints with `accountApi.injectEndpoints`. */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: requestBaseQuery,
  endpoints: () => ({}),
});
