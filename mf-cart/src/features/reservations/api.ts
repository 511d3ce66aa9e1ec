import { API_ROUTES, type AddCartItemResponse, type ReservationsResponse } from '@amb/shared-contracts/core';
import { cartApi } from '../../api';

/** The member's reservations, confirming one (the answer is the list after it), and a date back into the cart. */
export const reservationsApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    getReservations: build.query<ReservationsResponse, void>({
      query: () => API_ROUTES.orderReservations.path,
    }),
    confirmReservation: build.mutation<ReservationsResponse, { participantId: number }>({
      query: (body) => ({ url: API_ROUTES.orderConfirmReservation.path, method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (answer) void dispatch(reservationsApi.util.upsertQueryData('getReservations', undefined, answer));
      },
    }),
    addReservedDateToCart: build.mutation<AddCartItemResponse, { eventId: number; waitlist: boolean }>({
      query: ({ eventId, waitlist }) => ({
        url: API_ROUTES.cartAddItem.path,
        method: 'POST',
        body: waitlist ? { eventId, waitlist } : { eventId },
      }),
    }),
  }),
});

export const { useGetReservationsQuery, useConfirmReservationMutation, useAddReservedDateToCartMutation } =
  reservationsApi;
