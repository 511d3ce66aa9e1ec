/**
 * The cursor of a topic's article pages: the last shown item's publication day and id, base64url-encoded so
 * clients treat it as opaque. Anything that does not decode to exactly such a position is refused (400).
 */
import { TOPIC_MESSAGES } from '@amb/shared-contracts';
import { validationFailed } from '../http/errors';
import type { ArticlePosition } from '../repositories/topics';

const POSITION = /^(\d{4}-\d{2}-\d{2})_([1-9]\d{0,9})$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_ID = 2_147_483_647;

export function encodeCursor(position: ArticlePosition): string {
  return Buffer.from(`${position.publishedOn}_${position.contentId}`, 'utf8').toString('base64url');
}

const isCalendarDay = (day: string): boolean => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

export const badCursor = () => validationFailed({ cursor: TOPIC_MESSAGES.badCursor }, TOPIC_MESSAGES.badCursor);

/** The position a cursor names; undefined when there is none (the first page). */
export function decodeCursor(value: unknown): ArticlePosition | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !BASE64URL.test(value)) throw badCursor();
  const match = POSITION.exec(Buffer.from(value, 'base64url').toString('utf8'));
  const position = match ? { publishedOn: match[1]!, contentId: Number(match[2]) } : null;
  // Only the one spelling encodeCursor writes: no padding, no trailing bits, no other day or number format.
  if (
    !position ||
    !isCalendarDay(position.publishedOn) ||
    position.contentId > MAX_ID ||
    encodeCursor(position) !== value
  )
    throw badCursor();
  return position;
}
