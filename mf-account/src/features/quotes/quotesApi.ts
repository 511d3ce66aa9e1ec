import { API_ROUTES, buildPath, type LocationsResponse, type ThemeDetailResponse } from '@amb/shared-contracts/core';
import type { AdminQuoteResponse, QuoteListResponse, QuoteResponse, QuoteStatus } from '@amb/shared-contracts/services';
import type { QuoteOfferInput, QuoteRequestInput } from '@amb/shared-contracts/schemas';
import { accountApi } from '../../api';

/** Quotes: the member's list and one quote (opened, decided), the request form, the staff's pricing and sending. */
export const quotesApi = accountApi.enhanceEndpoints({ addTagTypes: ['Quotes'] }).injectEndpoints({
  endpoints: (build) => ({
    quotes: build.query<QuoteListResponse, QuoteStatus | undefined>({
      query: (status) => buildPath(API_ROUTES.quoteList.path, {}, { status }),
      providesTags: ['Quotes'],
    }),
    adminQuote: build.query<AdminQuoteResponse, number>({
      query: (id) => buildPath(API_ROUTES.quoteGet.path, { id }),
      providesTags: ['Quotes'],
    }),
    /** The recipient's reading: the first one records the opening. */
    openQuote: build.mutation<QuoteResponse, number>({
      query: (id) => ({ url: buildPath(API_ROUTES.quoteOpen.path, { id }), method: 'POST' }),
    }),
    decideQuote: build.mutation<QuoteResponse, { id: number; decision: 'accept' | 'decline' }>({
      query: ({ id, decision }) => ({
        url: buildPath(API_ROUTES.quoteDecide.path, { id }),
        method: 'POST',
        body: { decision },
      }),
      invalidatesTags: ['Quotes'],
    }),
    requestQuote: build.mutation<QuoteResponse, QuoteRequestInput>({
      query: (body) => ({ url: API_ROUTES.quoteUpsert.path, method: 'POST', body }),
      invalidatesTags: ['Quotes'],
    }),
    saveOffer: build.mutation<AdminQuoteResponse, QuoteOfferInput>({
      query: (body) => ({ url: API_ROUTES.quoteUpsert.path, method: 'POST', body }),
      invalidatesTags: ['Quotes'],
    }),
    sendQuote: build.mutation<QuoteResponse, { id: number; version: number }>({
      query: ({ id, version }) => ({
        url: buildPath(API_ROUTES.quoteSend.path, { id }),
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: ['Quotes'],
    }),
    theme: build.query<ThemeDetailResponse, string>({
      query: (theme) => buildPath(API_ROUTES.themeDetail.path, { theme }),
    }),
    locations: build.query<LocationsResponse, void>({ query: () => API_ROUTES.locations.path }),
  }),
});

export const {
  useQuotesQuery,
  useAdminQuoteQuery,
  useOpenQuoteMutation,
  useDecideQuoteMutation,
  useRequestQuoteMutation,
  useSaveOfferMutation,
  useSendQuoteMutation,
  useThemeQuery,
  useLocationsQuery,
} = quotesApi;
