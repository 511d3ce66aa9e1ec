import { API_ROUTES, type CartParticipant, type ShoppingCartResponse } from '@amb/shared-contracts/core';
import { type LegalBasis } from '@amb/shared-contracts/booking';
import { cartApi } from '../../api';

/** The participant as edit-recipient takes it: every field again, the legal basis changed. */
function editBody(participant: CartParticipant, legalBasis: LegalBasis) {
  return {
    recipientId: participant.recipientId,
    salutation: participant.salutation,
    title: participant.title,
    firstname: participant.firstname,
    lastname: participant.lastname,
    email: participant.email,
    brFunction: participant.brFunction,
    hotelOverNightOption: participant.hotelOverNightOption,
    kind: participant.kind,
    legalBasis,
  };
}

export const documentsApi = cartApi.enhanceEndpoints({ addTagTypes: ['ShoppingCart'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Saves a participant's legal basis; answers the whole cart (the cart page's query is refetched). */
    saveLegalBasis: build.mutation<ShoppingCartResponse, { participant: CartParticipant; legalBasis: LegalBasis }>({
      query: ({ participant, legalBasis }) => ({
        url: API_ROUTES.cartEditRecipient.path,
        method: 'POST',
        body: editBody(participant, legalBasis),
      }),
      invalidatesTags: ['ShoppingCart'],
    }),
  }),
});

export const { useSaveLegalBasisMutation } = documentsApi;
