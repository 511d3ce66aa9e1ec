import {
  API_ROUTES,
  type CancelRecipientResponse,
  type ConferenceWorkshopChangeResponse,
  type MemberEventsResponse,
  type MemberRecommendationsResponse,
  type NextEventResponse,
  type ReservationsResponse,
  type SubstituteRecipientResponse,
} from '@amb/shared-contracts/core';
import { type BookedForMeResponse } from '@amb/shared-contracts/member';
import type { ConferenceWorkshopChangeInput, SubstituteRecipientInput } from '@amb/shared-contracts/schemas';
import { accountApi } from '../api';

/**
 * The member's bookings (overview and bookings page): the lists, cancelling a participant, naming a substitute,
 * and turning a reservation into a booking with the engine's confirm-reservation (the cart's call). Every change
 * reads the lists again.
 */
export const bookingsApi = accountApi.enhanceEndpoints({ addTagTypes: ['MemberBookings'] }).injectEndpoints({
  endpoints: (build) => ({
    /** What the committee's manager booked with the member as participant (the manager's orders). */
    bookedForMe: build.query<BookedForMeResponse, void>({ query: () => API_ROUTES.memberBookedForMe.path }),
    futureEvents: build.query<MemberEventsResponse, void>({
      query: () => API_ROUTES.memberFutureEvents.path,
      providesTags: ['MemberBookings'],
    }),
    pastEvents: build.query<MemberEventsResponse, void>({
      query: () => API_ROUTES.memberPastEvents.path,
      providesTags: ['MemberBookings'],
    }),
    nextEvent: build.query<NextEventResponse, void>({
      query: () => API_ROUTES.memberNextEventRecipients.path,
      providesTags: ['MemberBookings'],
    }),
    recommendations: build.query<MemberRecommendationsResponse, void>({
      query: () => API_ROUTES.memberArticleRecommendations.path,
      providesTags: ['MemberBookings'],
    }),
    cancelRecipient: build.mutation<CancelRecipientResponse, { participantId: number }>({
      query: (body) => ({ url: API_ROUTES.memberCancelRecipientBooking.path, method: 'POST', body }),
      invalidatesTags: ['MemberBookings'],
    }),
    substituteRecipient: build.mutation<SubstituteRecipientResponse, SubstituteRecipientInput>({
      query: (body) => ({ url: API_ROUTES.memberSubstituteRecipient.path, method: 'POST', body }),
      invalidatesTags: ['MemberBookings'],
    }),
    /** A conference participant's workshop of one slot (or the waiting list of a full one). */
    changeWorkshop: build.mutation<ConferenceWorkshopChangeResponse, ConferenceWorkshopChangeInput>({
      query: (body) => ({ url: API_ROUTES.memberConferenceWorkshop.path, method: 'POST', body }),
      invalidatesTags: ['MemberBookings'],
    }),
    confirmReservation: build.mutation<ReservationsResponse, { participantId: number }>({
      query: (body) => ({ url: API_ROUTES.orderConfirmReservation.path, method: 'POST', body }),
      invalidatesTags: ['MemberBookings'],
    }),
  }),
});

export const {
  useBookedForMeQuery,
  useFutureEventsQuery,
  usePastEventsQuery,
  useNextEventQuery,
  useRecommendationsQuery,
  useCancelRecipientMutation,
  useSubstituteRecipientMutation,
  useConfirmReservationMutation,
  useChangeWorkshopMutation,
} = bookingsApi;
