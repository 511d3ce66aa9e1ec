import { searchQuerySchema, seminarFilterSchema, type SearchQuery, type SeminarFilter } from '@amb/shared-contracts';
import { parseQuery } from '../http/validation';

/** The query string of /api/get-seminars and /api/events: empty values count as absent, repeated ones are refused. */
export const parseSeminarFilter = (query: Record<string, unknown>): SeminarFilter =>
  parseQuery(seminarFilterSchema, query);

/** The query string of /api/search. */
export const parseSearchQuery = (query: Record<string, unknown>): SearchQuery => parseQuery(searchQuerySchema, query);
