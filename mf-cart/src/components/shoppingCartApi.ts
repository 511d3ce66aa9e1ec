import {
  API_ROUTES,
  publishCartCount,
  type DeleteCartItemResponse,
  type ShoppingCartResponse,
  type UpdateOrderOptionsResponse,
} from '@amb/shared-contracts/core';
import type { AddRecipientInput, EditRecipientInput, OrderOptionsInput } from '@amb/shared-contracts/schemas';
import { cartApi } from '../api';

const CART_TAG = 'ShoppingCart';

/**
 * The full cart and its writes, shared by the cart page, the checkout and the panels beside them. A participant
 * write answers with the whole cart, which replaces the cached one; every write tells the header the cart's size
 * (`cart:count-changed`), as the catalogue's "In den Warenkorb" does.
 */
export const shoppingCartApi = cartApi.enhanceEndpoints({ addTagTypes: [CART_TAG] }).injectEndpoints({
  endpoints: (build) => {
    const cartWrite = <Body extends object>(url: string) =>
      build.mutation<ShoppingCartResponse, Body>({
        query: (body) => ({ url, method: 'POST', body }),
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (!data) return;
          void dispatch(shoppingCartApi.util.upsertQueryData('shoppingCart', undefined, data));
          publishCartCount(data.items.length);
        },
      });
    return {
      shoppingCart: build.query<ShoppingCartResponse, void>({
        query: () => API_ROUTES.cartGet.path,
        providesTags: [CART_TAG],
      }),
      deleteCartItem: build.mutation<DeleteCartItemResponse, { cartItemId: number }>({
        query: (body) => ({ url: API_ROUTES.cartDeleteItem.path, method: 'POST', body }),
        invalidatesTags: (answer) => (answer ? [CART_TAG] : []),
        async onQueryStarted(_body, { queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) publishCartCount(data.count);
        },
      }),
      addRecipient: cartWrite<AddRecipientInput>(API_ROUTES.cartAddRecipient.path),
      editRecipient: cartWrite<EditRecipientInput>(API_ROUTES.cartEditRecipient.path),
      deleteRecipient: cartWrite<{ recipientId: number }>(API_ROUTES.cartDeleteRecipient.path),
      updateOrderOptions: build.mutation<UpdateOrderOptionsResponse, OrderOptionsInput>({
        query: (body) => ({ url: API_ROUTES.cartUpdateOrderOptions.path, method: 'POST', body }),
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (!data) return;
          dispatch(
            shoppingCartApi.util.updateQueryData('shoppingCart', undefined, (cart) => {
              cart.options = data.options;
            }),
          );
        },
      }),
    };
  },
});

export const {
  useShoppingCartQuery,
  useDeleteCartItemMutation,
  useAddRecipientMutation,
  useEditRecipientMutation,
  useDeleteRecipientMutation,
  useUpdateOrderOptionsMutation,
} = shoppingCartApi;
