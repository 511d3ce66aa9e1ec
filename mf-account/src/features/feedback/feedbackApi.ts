import { API_ROUTES } from '@amb/shared-contracts/core';
import { type FeedbackCreated, type FeedbackEventsResponse } from '@amb/shared-contracts/member';
import type { FeedbackInput } from '@amb/shared-contracts/schemas';
import { accountApi } from '../../api';

export const feedbackApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    feedbackEvents: build.query<FeedbackEventsResponse, void>({ query: () => API_ROUTES.memberFeedback.path }),
    sendFeedback: build.mutation<FeedbackCreated, FeedbackInput>({
      query: (body) => ({ url: API_ROUTES.memberFeedback.path, method: 'POST' as const, body }),
    }),
  }),
});

export const { useFeedbackEventsQuery, useSendFeedbackMutation } = feedbackApi;
