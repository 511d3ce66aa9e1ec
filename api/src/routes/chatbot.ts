import {
  API_ROUTES,
  CHATBOT_CONVERSATION_ID,
  CHATBOT_TEXTS,
  chatbotAnswerQuerySchema,
  chatbotAskSchema,
  type ChatbotAnswer,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { ipKey, rateLimit } from '../auth';
import type { AuthConfig } from '../auth/config';
import { answerQuestion, ask, conversation } from '../chatbot/chatbot';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { noStore } from '../http/noStore';
import { parseBody, parseQuery } from '../http/validation';

/**
 * The chatbot: visitors and members alike (a visitor's CSRF token is the signed double-submit one). Asking writes
 * the conversation's row; the answer alone (GET, for the page without script) writes nothing.
 */
export function chatbotRouter(db: Db, config: AuthConfig): Router {
  const router = Router();
  const limit = rateLimit({ name: 'chatbot', windowMs: 60 * 1000, limit: config.limits.chatbot, key: ipKey });
  router.use('/api/chatbot', noStore);

  router.post(API_ROUTES.chatbotAsk.path, limit, async (req, res) => {
    const input = parseBody(chatbotAskSchema, req.body);
    res.json(await ask(db, input, config.now()));
  });

  router.get(API_ROUTES.chatbotAnswer.path, limit, async (req, res) => {
    const query = parseQuery(chatbotAnswerQuerySchema, req.query);
    const { answer } = await answerQuestion(db, query.frage, query.variante, config.now());
    res.json({ question: query.frage, answer } satisfies { question: string; answer: ChatbotAnswer });
  });

  router.get(API_ROUTES.chatbotConversation.path, async (req, res) => {
    const id = String(req.params.id ?? '');
    if (!CHATBOT_CONVERSATION_ID.test(id)) throw notFound(CHATBOT_TEXTS.conversation);
    res.json(await conversation(db, id, config.now()));
  });
  return router;
}
