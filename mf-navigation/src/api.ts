import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { API_ROUTES, RequestError, request, type CartItem, type RequestOptions } from '@amb/shared-contracts';

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

export const navigationApi = createApi({
  reducerPath: 'navigationApi',
  baseQuery: requestBaseQuery,
  endpoints: (build) => ({
    /** Small cart (SPEC §4 cart count): only its length is used; a non-array leaves the count unset. */
    getSmallCart: build.query<CartItem[] | null, void>({
      query: () => API_ROUTES.smallCart.path,
      transformResponse: (response: unknown) => (Array.isArray(response) ? (response as CartItem[]) : null),
    }),
  }),
});

export const { useGetSmallCartQuery } = navigationApi;
