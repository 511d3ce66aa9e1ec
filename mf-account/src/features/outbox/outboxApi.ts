import { API_ROUTES } from '@amb/shared-contracts';
import { accountApi } from '../../api';

/** One message of `GET /api/admin/outbox` (api/src/mail: every mail the api wrote, sent or not). */
export interface OutboxMail {
  mailId: number;
  recipient: string;
  subject: string;
  bodyText: string;
  /** ISO time the mail was written. */
  createdAt: string;
  /** ISO time SMTP accepted it; null while it only sits in the outbox. */
  sentAt: string | null;
}

export const outboxApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    adminOutbox: build.query<unknown, void>({
      query: () => API_ROUTES.adminOutbox.path,
    }),
  }),
});

export const { useAdminOutboxQuery } = outboxApi;

function isMail(item: unknown): item is OutboxMail {
  if (typeof item !== 'object' || item === null) return false;
  const mail = item as Record<string, unknown>;
  return (
    typeof mail.mailId === 'number' &&
    typeof mail.recipient === 'string' &&
    typeof mail.subject === 'string' &&
    typeof mail.bodyText === 'string' &&
    typeof mail.createdAt === 'string' &&
    (mail.sentAt === null || mail.sentAt === undefined || typeof mail.sentAt === 'string')
  );
}

/** The mails of `{ mails: [...] }`, newest first (by creation time, then by id). */
export function mailsOf(data: unknown): OutboxMail[] {
  const list = (data as { mails?: unknown } | undefined)?.mails;
  if (!Array.isArray(list)) return [];
  return list
    .filter(isMail)
    .map((mail) => ({ ...mail, sentAt: mail.sentAt ?? null }))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.mailId - a.mailId);
}

export type TextPart = { type: 'text'; text: string } | { type: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the address ("… unter https://x.de/a."). */
const TRAILING = /[.,;:!?)\]]+$/;

/** Splits a mail text into plain text and http(s) links (nothing else becomes a link). */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ type: 'text', text: text.slice(last, start) });
    parts.push({ type: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}
