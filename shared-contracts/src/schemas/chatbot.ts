/** The chatbot's question form: the page checks it with this schema, the api again. */
import { mixed, object, string, type InferType } from 'yup';
import {
  CHATBOT_QUESTION_MAX,
  CHATBOT_QUESTION_MIN,
  CHATBOT_TEXTS as T,
  CHATBOT_VARIANTS,
  type ChatbotVariant,
} from '../rules/chatbot';

/** The id of a conversation the api handed out: 32 random bytes, base64url. */
export const CHATBOT_CONVERSATION_ID = /^[A-Za-z0-9_-]{43}$/;

export const chatbotQuestionSchema = string()
  .typeError(T.questionRequired)
  .transform((_value: unknown, original: unknown) =>
    typeof original === 'string' ? original.replace(/\s+/g, ' ').trim() : original === null ? undefined : original,
  )
  .required(T.questionRequired)
  .min(CHATBOT_QUESTION_MIN, T.questionRequired)
  .max(CHATBOT_QUESTION_MAX, T.questionTooLong);

export const chatbotAskSchema = object({
  question: chatbotQuestionSchema,
  variant: mixed<ChatbotVariant>()
    .typeError(T.variant)
    .required(T.variant)
    .oneOf([...CHATBOT_VARIANTS], T.variant),
  conversationId: string()
    .typeError(T.conversation)
    .matches(CHATBOT_CONVERSATION_ID, T.conversation)
    .nullable()
    .optional(),
});

/** GET /api/chatbot/answer?frage=&variante=: one answer without a conversation (the page without script). */
export const chatbotAnswerQuerySchema = object({
  frage: chatbotQuestionSchema,
  variante: mixed<ChatbotVariant>()
    .oneOf([...CHATBOT_VARIANTS], T.variant)
    .default('br'),
});

export type ChatbotAskInput = InferType<typeof chatbotAskSchema>;
