import {
  API_ROUTES,
  buildPath,
  type AddCartItemResponse,
  type DeleteWishlistItemResponse,
  type WishlistWithEventResponse,
} from '@amb/shared-contracts/core';
import { cartApi } from '../../api';

/** The wish list with its events' data, taking an entry off, and moving a date into the cart. */
export const wishlistApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistWithEventResponse, void>({
      query: () => API_ROUTES.wishlistGetWithEvent.path,
    }),
    deleteWishlistEntry: build.mutation<DeleteWishlistItemResponse, { eventId: number }>({
      query: ({ eventId }) => ({ url: buildPath(API_ROUTES.wishlistDelete.path, { id: eventId }), method: 'POST' }),
      async onQueryStarted({ eventId }, { dispatch, queryFulfilled }) {
        const gone = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (gone) {
          dispatch(
            wishlistApi.util.updateQueryData('getWishlist', undefined, (entries) =>
              entries.filter((entry) => entry.eventId !== eventId),
            ),
          );
        }
      },
    }),
    /** `waitlist: true` takes up a full date's offer (409 EVENT_FULL). */
    addWishlistDateToCart: build.mutation<AddCartItemResponse, { eventId: number; waitlist: boolean }>({
      query: ({ eventId, waitlist }) => ({
        url: API_ROUTES.cartAddItem.path,
        method: 'POST',
        body: waitlist ? { eventId, waitlist } : { eventId },
      }),
    }),
  }),
});

export const { useGetWishlistQuery, useDeleteWishlistEntryMutation, useAddWishlistDateToCartMutation } = wishlistApi;
