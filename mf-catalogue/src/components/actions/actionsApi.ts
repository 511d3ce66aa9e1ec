import {
  API_ROUTES,
  buildPath,
  type AddCartItemResponse,
  type AddWishlistItemResponse,
  type DeleteWishlistItemResponse,
  type WishlistIdsResponse,
} from '@amb/shared-contracts/core';
import { catalogueApi } from '../../api';

/** The writes of the catalogue's buttons (CSRF through the request helper) and the wish list the hearts show. */
/** Whether a write went through (its failure is the caller's to show, through `unwrap()`). */
const succeeded = (fulfilled: Promise<unknown>) =>
  fulfilled.then(
    () => true,
    () => false,
  );

export const actionsApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** `waitlist: true` takes up a full date's offer (the 409 EVENT_FULL): it goes into the cart for the waiting list. */
    addCartItem: build.mutation<AddCartItemResponse, { eventId: number; waitlist?: boolean }>({
      query: ({ eventId, waitlist }) => ({
        url: API_ROUTES.cartAddItem.path,
        method: 'POST',
        body: waitlist ? { eventId, waitlist } : { eventId },
      }),
    }),
    /** Once per page: every heart reads the same cached answer. */
    getWishlistIds: build.query<WishlistIdsResponse, void>({
      query: () => API_ROUTES.wishlistGet.path,
    }),
    addWishlistItem: build.mutation<AddWishlistItemResponse, { eventId: number }>({
      query: ({ eventId }) => ({ url: buildPath(API_ROUTES.wishlistAdd.path, { id: eventId }), method: 'POST' }),
      async onQueryStarted({ eventId }, { dispatch, queryFulfilled }) {
        if (await succeeded(queryFulfilled))
          dispatch(
            actionsApi.util.updateQueryData('getWishlistIds', undefined, (ids) =>
              ids.includes(eventId) ? ids : [...ids, eventId],
            ),
          );
      },
    }),
    deleteWishlistItem: build.mutation<DeleteWishlistItemResponse, { eventId: number }>({
      query: ({ eventId }) => ({ url: buildPath(API_ROUTES.wishlistDelete.path, { id: eventId }), method: 'POST' }),
      async onQueryStarted({ eventId }, { dispatch, queryFulfilled }) {
        if (await succeeded(queryFulfilled))
          dispatch(
            actionsApi.util.updateQueryData('getWishlistIds', undefined, (ids) => ids.filter((id) => id !== eventId)),
          );
      },
    }),
  }),
});

export const {
  useAddCartItemMutation,
  useGetWishlistIdsQuery,
  useAddWishlistItemMutation,
  useDeleteWishlistItemMutation,
} = actionsApi;
