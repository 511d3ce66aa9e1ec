import { API_ROUTES, type CommitteeUsersResponse, type ShoppingCartResponse } from '@amb/shared-contracts/core';
import {
  type CommitteeBookingsResponse,
  type CommitteeCartParticipantInput,
  type CommitteeCartParticipantResponse,
  type CommitteeInvitationResponse,
  type CommitteeJoinResponse,
  type CommitteeMemberChangeResponse,
  type CommitteeSettings,
  type CommitteeSettingsResponse,
} from '@amb/shared-contracts/member';
import { accountApi } from '../../api';

const post =
  <Body>(url: string) =>
  (body: Body) => ({ url, method: 'POST' as const, body });

/** The committee calls; a change refetches what it changes (tags). */
export const committeeApi = accountApi.enhanceEndpoints({ addTagTypes: ['Committee', 'Cart'] }).injectEndpoints({
  endpoints: (build) => ({
    committeeMembers: build.query<CommitteeUsersResponse, void>({
      query: () => API_ROUTES.committeeUsers.path,
      providesTags: ['Committee'],
    }),
    inviteMember: build.mutation<CommitteeInvitationResponse, { email: string }>({
      query: post(API_ROUTES.committeeInvite.path),
    }),
    removeMember: build.mutation<CommitteeMemberChangeResponse, { userId: number }>({
      query: post(API_ROUTES.committeeMemberRemove.path),
      invalidatesTags: ['Committee'],
    }),
    transferManager: build.mutation<CommitteeMemberChangeResponse, { userId: number }>({
      query: post(API_ROUTES.committeeManagerTransfer.path),
      invalidatesTags: ['Committee'],
    }),
    acceptInvitation: build.mutation<CommitteeJoinResponse, { token: string }>({
      query: post(API_ROUTES.committeeInvitationAccept.path),
    }),
    committeeBookings: build.query<CommitteeBookingsResponse, void>({
      query: () => API_ROUTES.committeeBookings.path,
    }),
    managerCart: build.query<ShoppingCartResponse, void>({
      query: () => API_ROUTES.cartGet.path,
      providesTags: ['Cart'],
    }),
    addMemberToCart: build.mutation<CommitteeCartParticipantResponse, CommitteeCartParticipantInput>({
      query: post(API_ROUTES.committeeCartParticipant.path),
      invalidatesTags: ['Cart'],
    }),
    committeeSettings: build.query<CommitteeSettingsResponse, void>({
      query: () => API_ROUTES.committeeSettings.path,
      providesTags: ['Committee'],
    }),
    saveCommitteeSettings: build.mutation<CommitteeSettingsResponse, CommitteeSettings>({
      query: (body) => ({ url: API_ROUTES.committeeSettings.path, method: 'PUT' as const, body }),
      invalidatesTags: ['Committee'],
    }),
  }),
});

export const {
  useCommitteeMembersQuery,
  useInviteMemberMutation,
  useRemoveMemberMutation,
  useTransferManagerMutation,
  useAcceptInvitationMutation,
  useCommitteeBookingsQuery,
  useManagerCartQuery,
  useAddMemberToCartMutation,
  useCommitteeSettingsQuery,
  useSaveCommitteeSettingsMutation,
} = committeeApi;
