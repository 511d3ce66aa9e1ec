/**
 * The base query every remote's RTK Query API uses: the shared request helper (GET by default, JSON,
 * credentials, CSRF header), any status outside 2xx an error with the server's German message.
 * Structurally an RTK `BaseQueryFn`, so shared-contracts needs no Redux dependency.
 */
import { MESSAGES } from './messages';
import { request, RequestError, type RequestOptions } from './request';

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

export type BaseQueryResult = { data: unknown; error?: undefined } | { error: RequestFailure; data?: undefined };

export async function requestBaseQuery(
  args: string | RequestArgs,
  api: { signal: AbortSignal },
): Promise<BaseQueryResult> {
  const { url, method, body } = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await request(url, { method, body, signal: api.signal }) };
  } catch (error) {
    if (error instanceof RequestError) {
      return { error: { status: error.status, data: error.body, message: error.message } };
    }
    return { error: { status: 0, data: undefined, message: MESSAGES.apiUnavailable } };
  }
}
