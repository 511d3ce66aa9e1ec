import { API_ROUTES, type RecommendedThemesResponse } from '@amb/shared-contracts/core';
import { catalogueApi } from '../../api';

/** The start page's featured themes: /recommendations/themes without a theme answers the next bookable ones. */
export const homeApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getFeaturedThemes: build.query<RecommendedThemesResponse, void>({
      query: () => API_ROUTES.recommendedThemes.path,
    }),
  }),
});

export const { useGetFeaturedThemesQuery } = homeApi;
