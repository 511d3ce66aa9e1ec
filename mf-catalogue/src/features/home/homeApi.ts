import {
  API_ROUTES,
  buildPath,
  type ConferencesResponse,
  type RecommendedThemesResponse,
} from '@amb/shared-contracts/core';
import { catalogueApi } from '../../api';

/**
 * The start page's featured themes (/recommendations/themes without a theme answers the next bookable ones) and
 * its upcoming conferences.
 */
export const homeApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getFeaturedThemes: build.query<RecommendedThemesResponse, void>({
      query: () => API_ROUTES.recommendedThemes.path,
    }),
    getUpcomingConferences: build.query<ConferencesResponse, number>({
      query: (limit) => buildPath(API_ROUTES.conferences.path, {}, { limit }),
    }),
  }),
});

export const { useGetFeaturedThemesQuery, useGetUpcomingConferencesQuery } = homeApi;
