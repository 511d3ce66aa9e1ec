/** The chatbot's tables (migration 081_chatbot). */
import type { Generated } from 'kysely';
import type { ChatbotSourceKind, ChatbotVariant } from '@amb/shared-contracts';

/** One passage an answer can be built from; written only by chatbot/passageIndex.ts. */
export interface ChatbotPassageTable {
  passageId: number;
  kind: ChatbotSourceKind;
  refId: number;
  audience: 'br' | 'sbv' | 'jav' | null;
  label: string;
  url: string;
  lawSlug: string | null;
  paragraph: string | null;
  absatz: number | null;
  publishedOn: string | null;
  heading: string;
  text: string;
  /** Stems and unstemmed words (germanText.ts) of heading and text, and how many terms the text has. */
  headingTerms: string;
  textTerms: string;
  termCount: number;
}

/** SQLite only: the FTS5 table (rowid = passageId). */
export interface ChatbotPassageFtsTable {
  rowid: number;
  heading: string;
  body: string;
}

export interface ChatbotConversationTable {
  conversationHash: string;
  variant: ChatbotVariant;
  createdAt: string;
  updatedAt: string;
}

export interface ChatbotTurnTable {
  turnId: Generated<number>;
  conversationHash: string;
  question: string;
  answer: string;
  terms: string;
  askedAt: string;
}

export interface ChatbotTables {
  chatbotPassages: ChatbotPassageTable;
  chatbotPassagesFts: ChatbotPassageFtsTable;
  chatbotConversations: ChatbotConversationTable;
  chatbotTurns: ChatbotTurnTable;
}
