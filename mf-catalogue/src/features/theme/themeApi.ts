/** The theme pages' calls: the theme, its dates, the related themes and the in-house request. */
import {
  API_ROUTES,
  buildPath,
  type HotelDetailResponse,
  type InhouseRequestResponse,
  type RelatedTopicsResponse,
  type StarterPackageResponse,
  type ThemeDatesResponse,
  type ThemeDetailResponse,
  type ThemesRemarketingResponse,
} from '@amb/shared-contracts/core';
import type { InhouseRequestInput } from '@amb/shared-contracts/schemas';
import { catalogueApi } from '../../api';

export const themeApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** By the page's parameter: the theme's id or slug. */
    getTheme: build.query<ThemeDetailResponse, string>({
      query: (theme) => buildPath(API_ROUTES.themeDetail.path, { theme }),
    }),
    /** By the theme's id (known once the theme is): an address by id or by slug asks the same. */
    getThemeDates: build.query<ThemeDatesResponse, number>({
      query: (themeId) => buildPath(API_ROUTES.themeDates.path, { theme: themeId }),
    }),
    getRelatedTopics: build.query<RelatedTopicsResponse, number>({
      query: (themeId) => buildPath(API_ROUTES.recommendedTopics.path, {}, { themeId }),
    }),
    /** The themes a visitor viewed in this tab, in that order ("Zuletzt angesehen"). */
    getViewedThemes: build.query<ThemesRemarketingResponse, number[]>({
      query: (themeIds) => buildPath(API_ROUTES.themesRemarketing.path, {}, { themeIds: themeIds.join(',') }),
    }),
    getStarterPackage: build.query<StarterPackageResponse, number>({
      query: (themeId) => buildPath(API_ROUTES.starterPackage.path, {}, { themeId }),
    }),
    /** The hotel of a date (the experience page): address, board, rooms, accessibility. */
    getThemeHotel: build.query<HotelDetailResponse, number>({
      query: (hotelId) => buildPath(API_ROUTES.hotelDetail.path, { hotel: hotelId }),
    }),
    sendInhouseRequest: build.mutation<InhouseRequestResponse, InhouseRequestInput>({
      query: (body) => ({ url: API_ROUTES.inhouseRequest.path, method: 'POST', body }),
    }),
  }),
});

export const {
  useGetThemeQuery,
  useGetThemeDatesQuery,
  useGetRelatedTopicsQuery,
  useGetViewedThemesQuery,
  useGetStarterPackageQuery,
  useGetThemeHotelQuery,
  useSendInhouseRequestMutation,
} = themeApi;
