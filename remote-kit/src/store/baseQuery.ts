/**
 * The base query of every remote's RTK Query API: the shared request helper (GET by default, JSON,
 * credentials, CSRF header), any status outside 2xx an error carrying the server's German message.
 * On the server the store's `extra` gives the api's address and the fetch to use.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { MESSAGES, request, RequestError, type RequestOptions } from '@amb/shared-contracts/core';

export interface RequestArgs {
  url: string;
  method?: RequestOptions['method'];
  body?: unknown;
  /** Headers of this request alone (e.g. a checkout's Idempotency-Key), besides the store's. */
  headers?: Record<string, string>;
}

export interface RequestFailure {
  status: number;
  data: unknown;
  message: string;
}

/** What a store may carry for its queries (thunk extra argument): set when rendering on the server. */
export interface StoreExtra {
  /** Prefix of every request URL, e.g. the api's address on the server. */
  apiBaseUrl?: string;
  fetchImpl?: typeof fetch;
  headers?: Record<string, string>;
}

export const requestBaseQuery: BaseQueryFn<string | RequestArgs, unknown, RequestFailure> = async (args, api) => {
  const { url, method, body, headers: own } = typeof args === 'string' ? { url: args } : args;
  const { apiBaseUrl = '', fetchImpl, headers } = (api.extra ?? {}) as StoreExtra;
  const allHeaders = own ? { ...headers, ...own } : headers;
  try {
    const data = await request(`${apiBaseUrl}${url}`, {
      method,
      body,
      headers: allHeaders,
      fetchImpl,
      signal: api.signal,
    });
    return { data };
  } catch (error) {
    if (error instanceof RequestError) {
      return { error: { status: error.status, data: error.body, message: error.message } };
    }
    return { error: { status: 0, data: undefined, message: MESSAGES.apiUnavailable } };
  }
};
