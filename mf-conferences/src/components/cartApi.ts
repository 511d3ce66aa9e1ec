import {
  API_ROUTES,
  publishCartCount,
  type AddCartItemResponse,
  type CurrentUserResponse,
  type ShoppingCartResponse,
} from '@amb/shared-contracts/core';
import type { AddRecipientInput, EditRecipientInput } from '@amb/shared-contracts/schemas';
import { conferencesApi } from '../api';

const CART_TAG = 'ShoppingCart';

/**
 * The cart of the booking engine, as the conference's participant step writes it (the seminar checkout continues
 * from it): the conference as a cart item, its participants with their workshops. Every write tells the header
 * the cart's size (`cart:count-changed`), as the catalogue's "In den Warenkorb" and the cart page do.
 */
export const cartApi = conferencesApi.enhanceEndpoints({ addTagTypes: [CART_TAG] }).injectEndpoints({
  endpoints: (build) => {
    const participantWrite = <Body extends object>(url: string) =>
      build.mutation<ShoppingCartResponse, Body>({
        query: (body) => ({ url, method: 'POST', body }),
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (!data) return;
          void dispatch(cartApi.util.upsertQueryData('getCart', undefined, data));
          publishCartCount(data.items.length);
        },
      });
    return {
      getCart: build.query<ShoppingCartResponse, void>({
        query: () => API_ROUTES.cartGet.path,
        providesTags: [CART_TAG],
      }),
      currentUser: build.query<CurrentUserResponse, void>({
        query: () => API_ROUTES.currentUser.path,
      }),
      /** `waitlist: true` for a full conference: its group goes on the waiting list at the checkout. */
      addCartItem: build.mutation<AddCartItemResponse, { eventId: number; waitlist: boolean }>({
        query: ({ eventId, waitlist }) => ({
          url: API_ROUTES.cartAddItem.path,
          method: 'POST',
          body: waitlist ? { eventId, waitlist } : { eventId },
        }),
        invalidatesTags: (answer) => (answer ? [CART_TAG] : []),
        async onQueryStarted(_body, { queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) publishCartCount(data.count);
        },
      }),
      addRecipient: participantWrite<AddRecipientInput>(API_ROUTES.cartAddRecipient.path),
      editRecipient: participantWrite<EditRecipientInput>(API_ROUTES.cartEditRecipient.path),
      deleteRecipient: participantWrite<{ recipientId: number }>(API_ROUTES.cartDeleteRecipient.path),
    };
  },
});

export const {
  useGetCartQuery,
  useCurrentUserQuery,
  useAddCartItemMutation,
  useAddRecipientMutation,
  useEditRecipientMutation,
  useDeleteRecipientMutation,
} = cartApi;
