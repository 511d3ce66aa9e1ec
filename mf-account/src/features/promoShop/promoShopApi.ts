import {
  API_ROUTES,
  type PersonalData,
  type PromoArticlesResponse,
  type PromoOrdersResponse,
} from '@amb/shared-contracts/core';
import { accountApi } from '../../api';

export const promoShopApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    promoArticles: build.query<PromoArticlesResponse, void>({ query: () => API_ROUTES.promoArticles.path }),
    promoOrders: build.query<PromoOrdersResponse, void>({ query: () => API_ROUTES.memberPromoOrders.path }),
    /** The member's address, to prefill the delivery address. */
    promoPersonalData: build.query<PersonalData, void>({ query: () => API_ROUTES.memberPersonalData.path }),
  }),
});

export const { usePromoArticlesQuery, usePromoOrdersQuery, usePromoPersonalDataQuery } = promoShopApi;
