/**
 * The forum of the works-council site: its categories, limits, German texts and the answers of its calls.
 * Posts are written in a small Markdown subset; the api stores the source as plain text and serves it
 * rendered to sanitised HTML (`bodyHtml`), so no page ever renders a member's markup itself.
 */

export const FORUM_CATEGORIES = [
  {
    slug: 'br-praxis',
    label: 'BR-Praxis',
    description: 'Sitzungen, Beschlüsse, Sachmittel und der Alltag im Gremium.',
  },
  { slug: 'sbv', label: 'SBV', description: 'Fragen der Schwerbehindertenvertretung: Prävention, BEM, Anhörung.' },
  { slug: 'jav', label: 'JAV', description: 'Jugend- und Auszubildendenvertretung: Ausbildung, Übernahme, Wahlen.' },
  { slug: 'wahlen', label: 'Wahlen', description: 'Betriebsratswahl, Wahlvorstand, Fristen und Anfechtung.' },
  {
    slug: 'arbeitsrecht',
    label: 'Arbeitsrecht',
    description: 'Kündigung, Arbeitszeit, Urlaub und was Beschäftigte den Betriebsrat fragen.',
  },
] as const;

export type ForumCategorySlug = (typeof FORUM_CATEGORIES)[number]['slug'];
export const FORUM_CATEGORY_SLUGS = FORUM_CATEGORIES.map<ForumCategorySlug>((category) => category.slug);

export const isForumCategory = (value: unknown): value is ForumCategorySlug =>
  typeof value === 'string' && (FORUM_CATEGORY_SLUGS as string[]).includes(value);

export const forumCategoryLabel = (slug: ForumCategorySlug): string =>
  FORUM_CATEGORIES.find((category) => category.slug === slug)?.label ?? slug;

/** Threads per page of a list, posts per page of a thread. */
export const FORUM_THREADS_PAGE_SIZE = 20;
export const FORUM_POSTS_PAGE_SIZE = 20;
/** The works-council start page and the forum's overview show this many of the latest threads. */
export const FORUM_LATEST_COUNT = 5;

export const FORUM_TITLE_MAX = 120;
export const FORUM_BODY_MIN = 10;
export const FORUM_BODY_MAX = 10_000;
export const FORUM_REASON_MIN = 5;
export const FORUM_REASON_MAX = 500;
/** An author may change a post for this long after writing it. */
export const FORUM_EDIT_WINDOW_MS = 15 * 60 * 1000;
/** A subscriber gets at most one mail per thread in this time, however many answers come. */
export const FORUM_NOTIFY_INTERVAL_MS = 60 * 60 * 1000;

/** Why a post is reported (the moderators' queue groups by it). */
export const FORUM_REPORT_REASONS = [
  { value: 'beleidigung', label: 'Beleidigung oder persönlicher Angriff' },
  { value: 'spam', label: 'Werbung oder Spam' },
  { value: 'falschinformation', label: 'Offensichtlich falsche Rechtsauskunft' },
  { value: 'datenschutz', label: 'Persönliche Daten Dritter' },
  { value: 'sonstiges', label: 'Sonstiges' },
] as const;
export type ForumReportReason = (typeof FORUM_REPORT_REASONS)[number]['value'];

export const FORUM_MESSAGES = {
  category: 'Bitte wählen Sie eine Kategorie aus',
  titleTooLong: `Der Titel darf höchstens ${FORUM_TITLE_MAX} Zeichen lang sein`,
  bodyRequired: `Bitte schreiben Sie einen Beitrag mit mindestens ${FORUM_BODY_MIN} Zeichen`,
  bodyTooLong: `Der Beitrag darf höchstens ${FORUM_BODY_MAX.toLocaleString('de-DE')} Zeichen lang sein`,
  reasonRequired: `Bitte geben Sie eine Begründung mit mindestens ${FORUM_REASON_MIN} Zeichen an`,
  reasonTooLong: `Die Begründung darf höchstens ${FORUM_REASON_MAX} Zeichen lang sein`,
  reportReason: 'Bitte wählen Sie einen Grund für die Meldung aus',
  threadId: 'Bitte wählen Sie ein Thema aus',
  postId: 'Dieser Beitrag ist ungültig',
  quotedPost: 'Der zitierte Beitrag gehört nicht zu diesem Thema',
  page: 'Die Seitenzahl ist ungültig',
  loginToWrite: 'Bitte melden Sie sich an, um im Forum zu schreiben.',
  confirmToWrite:
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in unserer E-Mail; danach können Sie im Forum schreiben.',
  locked: 'Dieses Thema ist gesperrt: Neue Antworten sind nicht möglich.',
  editWindowOver: 'Ein Beitrag kann nur in den ersten 15 Minuten nach dem Schreiben bearbeitet werden.',
  notAuthor: 'Sie können nur Ihre eigenen Beiträge bearbeiten.',
  hiddenPost: 'Dieser Beitrag ist ausgeblendet.',
  alreadyReported: 'Sie haben diesen Beitrag bereits gemeldet. Die Moderation sieht sich ihn an.',
  ownPost: 'Ihren eigenen Beitrag können Sie nicht melden.',
  threadUnknown: 'Dieses Thema gibt es nicht.',
  postUnknown: 'Diesen Beitrag gibt es nicht.',
  reported: 'Danke für Ihren Hinweis. Die Moderation sieht sich den Beitrag an.',
  tooManyPosts: 'Sie haben in kurzer Zeit sehr viel geschrieben. Bitte warten Sie einen Moment.',
  subscribed: 'Sie erhalten eine E-Mail, wenn jemand antwortet (höchstens eine pro Stunde).',
  unsubscribed: 'Sie erhalten zu diesem Thema keine E-Mails mehr.',
} as const;

/** A post as a reader sees it. `bodyHtml` is sanitised HTML; a hidden post has none (moderators aside). */
export interface ForumPostView {
  id: number;
  threadId: number;
  /** First name and the initial of the last name ("Anna S."): members write under their name, never their e-mail. */
  author: string;
  /** ISO timestamps. */
  createdAt: string;
  editedAt: string | null;
  /** Markdown source: only for the author while the edit window is open (to prefill the form), else null. */
  body: string | null;
  bodyHtml: string;
  /** The post it answers with a quote: its author and a short plain-text excerpt (null when hidden or none). */
  quote: { postId: number; author: string; excerpt: string | null } | null;
  hidden: { reason: string; at: string } | null;
  /** What the current visitor may do with this post. */
  mayEdit: boolean;
  /** Until when the author may edit (ISO), while that window is open. */
  editableUntil: string | null;
  mayReport: boolean;
  /** Open reports (moderators only; 0 for everyone else). */
  reports: number;
  /** Position in the thread, from 1 (the opening post). */
  position: number;
}

export interface ForumThreadSummary {
  id: number;
  category: ForumCategorySlug;
  title: string;
  /** The thread page, `/forum/thema/{slug}-{id}`. */
  url: string;
  author: string;
  createdAt: string;
  /** The newest visible post's time: lists sort by it, newest first. */
  lastActivityAt: string;
  /** Answers (posts after the opening one) readers see. */
  replies: number;
  locked: boolean;
  /** A short plain-text excerpt of the opening post. */
  excerpt: string;
}

export interface ForumCategoryCount {
  slug: ForumCategorySlug;
  label: string;
  description: string;
  threads: number;
}

/** GET /api/forum/threads?kategorie=&seite=: a page of threads, newest activity first, and every category. */
export interface ForumThreadsResponse {
  items: ForumThreadSummary[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  category: ForumCategorySlug | null;
  categories: ForumCategoryCount[];
}

/** GET /api/forum/posts?thema=&seite=: the thread and a page of its posts, oldest first. */
export interface ForumPostsResponse {
  thread: ForumThreadSummary & {
    lock: { reason: string; at: string } | null;
    /** Whether the current member gets mails on new answers. */
    subscribed: boolean;
    hidden: boolean;
  };
  items: ForumPostView[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** What the current visitor may do: guests read, members with a confirmed e-mail write, staff moderate. */
export interface ForumPermissionResponse {
  read: true;
  write: boolean;
  /** May answer in the thread asked about (write, and the thread is not locked; moderators always). */
  reply: boolean;
  moderate: boolean;
  /** Why `write` (or `reply`) is false, in German; null when everything is allowed. */
  reason: string | null;
  /** 'guest' | 'unconfirmed' | 'member' | 'moderator'. */
  role: 'guest' | 'unconfirmed' | 'member' | 'moderator';
}

export interface ForumThreadCreated {
  thread: ForumThreadSummary;
  post: ForumPostView;
}

export interface ForumPostWritten {
  post: ForumPostView;
  /** The thread page that shows it, with the post's anchor. */
  url: string;
}

/** A report in the moderators' queue. */
export interface ForumReportView {
  id: number;
  reason: ForumReportReason;
  reasonLabel: string;
  note: string;
  reporter: string;
  createdAt: string;
  post: { id: number; author: string; excerpt: string; hidden: boolean; url: string };
  thread: { id: number; title: string; locked: boolean };
}

export interface ForumReportsResponse {
  items: ForumReportView[];
}

/** `#beitrag-{id}`: a post's anchor on its thread page. */
export const forumPostAnchor = (postId: number): string => `beitrag-${postId}`;

/** A thread's address: `/forum/thema/{slug}-{id}` (the slug is the title's; the id decides). */
export const forumThreadPath = (slug: string, id: number): string => `/forum/thema/${slug ? `${slug}-` : ''}${id}`;

/** The id of `/forum/thema/{slug}-{id}` (null for anything else). */
export function forumThreadIdOf(slugAndId: string): number | null {
  const match = /(?:^|-)(\d{1,9})$/.exec(slugAndId);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

/** `/forum/kategorie/{slug}` */
export const forumCategoryPath = (slug: ForumCategorySlug): string => `/forum/kategorie/${slug}`;

/** The query parameters of the forum's pages. */
export const FORUM_PAGE_PARAM = 'seite';
