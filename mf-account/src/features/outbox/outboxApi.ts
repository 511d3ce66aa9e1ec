import { API_ROUTES, type AdminOutboxResponse, type OutboxMail } from '@amb/shared-contracts/core';
import { accountApi } from '../../api';

export const outboxApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    adminOutbox: build.query<AdminOutboxResponse, void>({
      query: () => API_ROUTES.adminOutbox.path,
    }),
  }),
});

export const { useAdminOutboxQuery } = outboxApi;

/** Newest first (by creation time, then by id): the order the page lists the mails in. */
export function newestFirst(mails: readonly OutboxMail[]): OutboxMail[] {
  return [...mails].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.mailId - a.mailId);
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
