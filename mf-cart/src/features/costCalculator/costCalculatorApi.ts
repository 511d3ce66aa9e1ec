import { API_ROUTES, buildPath, type CostCalculatorResponse } from '@amb/shared-contracts/core';
import { cartApi } from '../../api';

/** The event's data for the calculator; the caller's participants come along when it is in their cart. */
export const costCalculatorApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    getCostCalculator: build.query<CostCalculatorResponse, string>({
      query: (eventId) => buildPath(API_ROUTES.costCalculator.path, { eventId }),
    }),
  }),
});

export const { useGetCostCalculatorQuery } = costCalculatorApi;
