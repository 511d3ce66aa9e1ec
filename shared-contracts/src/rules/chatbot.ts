/**
 * The chatbot of /chatbot (works councils) and /chatbot-sbv (representatives of disabled employees): it answers a
 * German question from our own pages only (laws, lexicon, case law, articles), every sentence with the source it
 * comes from, and says so when they hold no answer. No model and no outside service: retrieval and composition
 * run in the api.
 */

export const CHATBOT_VARIANTS = ['br', 'sbv'] as const;
export type ChatbotVariant = (typeof CHATBOT_VARIANTS)[number];
export const isChatbotVariant = (value: unknown): value is ChatbotVariant => value === 'br' || value === 'sbv';

export const CHATBOT_QUESTION_MIN = 3;
export const CHATBOT_QUESTION_MAX = 300;
/** The questions a conversation keeps for follow-ups (older ones are dropped). */
export const CHATBOT_HISTORY_LIMIT = 10;
/** A conversation untouched for this long is deleted. */
export const CHATBOT_CONVERSATION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const CHATBOT_TEXTS = {
  nothingFound: 'Dazu habe ich in unseren Inhalten nichts gefunden.',
  nothingFoundHint:
    'Formulieren Sie die Frage gern anders, zum Beispiel mit dem Fachbegriff, oder fragen Sie unsere Beraterinnen und Berater.',
  notLegalAdvice:
    'Die Antworten stellt ein Programm aus unseren Gesetzestexten, Lexikonbeiträgen, Urteilen und Fachartikeln zusammen. Sie sind keine Rechtsberatung und ersetzen keine Prüfung des Einzelfalls.',
  consultant: 'Persönliche Beratung anfragen',
  questionLabel: 'Ihre Frage',
  questionHint: 'Zum Beispiel: Wie viele Tage Schulung stehen einem Betriebsratsmitglied zu?',
  questionRequired: `Bitte geben Sie eine Frage mit mindestens ${CHATBOT_QUESTION_MIN} Zeichen ein`,
  questionTooLong: `Die Frage darf höchstens ${CHATBOT_QUESTION_MAX} Zeichen lang sein`,
  variant: 'Bitte wählen Sie Betriebsrat oder SBV aus',
  conversation: 'Dieses Gespräch ist abgelaufen. Bitte stellen Sie Ihre Frage neu.',
  submit: 'Frage stellen',
  newConversation: 'Neues Gespräch beginnen',
  sources: 'Quellen',
  followUp: 'Bezogen auf Ihre vorige Frage',
} as const;

export type ChatbotSourceKind = 'law' | 'lexicon' | 'judgment' | 'article' | 'news' | 'interview';

export const CHATBOT_SOURCE_LABELS: Record<ChatbotSourceKind, string> = {
  law: 'Gesetz',
  lexicon: 'Lexikon',
  judgment: 'Urteil',
  article: 'Fachartikel',
  news: 'News',
  interview: 'Interview',
};

/** One cited source: the page and anchor it is shown at. */
export interface ChatbotSource {
  /** 1, 2, …: the number the sentences refer to. */
  number: number;
  kind: ChatbotSourceKind;
  /** "§ 37 Abs. 7 BetrVG", "Lexikon: Schulungsanspruch", "BAG, Beschluss vom 12.03.2024 – 7 ABR 22/23". */
  label: string;
  /** The page with its anchor, e.g. /gesetze/betrvg#p37. */
  url: string;
  /** For a law: its slug, the paragraph number and Absatz (null for the whole paragraph). */
  law: { slug: string; paragraph: string; absatz: number | null } | null;
}

/** A sentence of the answer with the source it is taken from. */
export interface ChatbotSentence {
  text: string;
  source: number;
}

export interface ChatbotAnswer {
  found: boolean;
  /** Empty when nothing was found. */
  sentences: ChatbotSentence[];
  sources: ChatbotSource[];
  /** True when the question was read together with the previous one (a follow-up such as „Und für die JAV?“). */
  followUp: boolean;
}

export interface ChatbotTurn {
  question: string;
  answer: ChatbotAnswer;
  /** ISO time. */
  askedAt: string;
}

/** POST /api/chatbot/ask `{ question, variant, conversationId? }`. */
export interface ChatbotAskResponse {
  conversationId: string;
  turn: ChatbotTurn;
}

/** GET /api/chatbot/conversation/{id}: the turns kept, oldest first. */
export interface ChatbotConversationResponse {
  conversationId: string;
  variant: ChatbotVariant;
  turns: ChatbotTurn[];
}

/** Session storage key of the browser's current conversation per variant (the rows live in the api). */
export const chatbotConversationKey = (variant: ChatbotVariant): string => `amb.chatbot.${variant}`;
