/**
 * The chatbot's conversations: each question is answered from our content (answer.ts) and kept with its answer
 * and terms as a row, so a follow-up („Und für erstmals gewählte Mitglieder?") is read with the question before
 * it, on any api process and after a restart. The browser holds only the conversation's id; the database its
 * sha256. Only the newest CHATBOT_HISTORY_LIMIT questions are kept; idle conversations expire.
 */
import {
  CHATBOT_CONVERSATION_TTL_MS,
  CHATBOT_HISTORY_LIMIT,
  CHATBOT_TEXTS,
  type ChatbotAnswer,
  type ChatbotAskInput,
  type ChatbotAskResponse,
  type ChatbotConversationResponse,
  type ChatbotVariant,
} from '@amb/shared-contracts';
import { randomToken, sha256Hex } from '../auth/crypto';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import * as repo from '../repositories/chatbot';
import { composeAnswer } from './answer';
import { isFollowUp, questionTerms, withPrevious, type QuestionTerms } from './questionTerms';
import { termStatistics } from './termStatistics';

/** The answer to one question, read with the previous question's terms when it is a follow-up. */
export async function answerQuestion(
  db: Db,
  question: string,
  variant: ChatbotVariant,
  now: Date,
  previous: QuestionTerms | null = null,
): Promise<{ answer: ChatbotAnswer; terms: QuestionTerms }> {
  const stats = await termStatistics(db);
  const own = questionTerms(question, variant, (term) => stats.knows(term));
  if (previous && isFollowUp(question, own)) {
    const merged = withPrevious(own, previous);
    const answer = await composeAnswer(db, merged, variant, now);
    if (answer.found) return { answer, terms: merged };
  }
  return { answer: await composeAnswer(db, own, variant, now), terms: own };
}

const expired = (updatedAt: string, now: Date) => Date.parse(updatedAt) < now.getTime() - CHATBOT_CONVERSATION_TTL_MS;

export async function ask(db: Db, input: ChatbotAskInput, now: Date): Promise<ChatbotAskResponse> {
  const at = now.toISOString();
  let id = input.conversationId ?? null;
  let previous: QuestionTerms | null = null;
  if (id !== null) {
    const conversation = await repo.findConversation(db, sha256Hex(id));
    if (!conversation || conversation.variant !== input.variant || expired(conversation.updatedAt, now)) id = null;
    else {
      const last = (await repo.conversationTurns(db, conversation.conversationHash)).at(-1);
      previous = last ? (JSON.parse(last.terms) as QuestionTerms) : null;
    }
  }
  const { answer, terms } = await answerQuestion(db, input.question, input.variant, now, previous);
  const conversationId = id ?? randomToken(32);
  const hash = sha256Hex(conversationId);
  await db.transaction().execute(async (trx) => {
    if (id === null) await repo.insertConversation(trx, { hash, variant: input.variant, at });
    else await repo.touchConversation(trx, hash, at);
    await repo.insertTurn(trx, {
      hash,
      question: input.question,
      answer: JSON.stringify(answer),
      terms: JSON.stringify(terms),
      at,
    });
    await repo.trimTurns(trx, hash, CHATBOT_HISTORY_LIMIT);
  });
  return { conversationId, turn: { question: input.question, answer, askedAt: at } };
}

export async function conversation(db: Db, id: string, now: Date): Promise<ChatbotConversationResponse> {
  const row = await repo.findConversation(db, sha256Hex(id));
  if (!row || expired(row.updatedAt, now)) throw notFound(CHATBOT_TEXTS.conversation);
  const turns = await repo.conversationTurns(db, row.conversationHash);
  return {
    conversationId: id,
    variant: row.variant,
    turns: turns.map((turn) => ({
      question: turn.question,
      answer: JSON.parse(turn.answer) as ChatbotAnswer,
      askedAt: turn.askedAt,
    })),
  };
}
