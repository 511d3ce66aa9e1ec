import { API_ROUTES, buildPath } from '@amb/shared-contracts/core';
import type {
  ChatbotAnswer,
  ChatbotAskResponse,
  ChatbotConversationResponse,
  ChatbotVariant,
} from '@amb/shared-contracts/content';
import { contentApi } from '../../api';

export const chatbotApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    /** One answer without a conversation: the page's form without script (`?frage=`), rendered on the server. */
    getChatbotAnswer: build.query<
      { question: string; answer: ChatbotAnswer },
      { frage: string; variante: ChatbotVariant }
    >({
      query: (query) => buildPath(API_ROUTES.chatbotAnswer.path, {}, query),
    }),
    getChatbotConversation: build.query<ChatbotConversationResponse, string>({
      query: (id) => buildPath(API_ROUTES.chatbotConversation.path, { id }),
    }),
    askChatbot: build.mutation<
      ChatbotAskResponse,
      { question: string; variant: ChatbotVariant; conversationId: string | null }
    >({
      query: (body) => ({ url: API_ROUTES.chatbotAsk.path, method: 'POST', body }),
    }),
  }),
});

export const { useGetChatbotAnswerQuery, useGetChatbotConversationQuery, useAskChatbotMutation } = chatbotApi;
