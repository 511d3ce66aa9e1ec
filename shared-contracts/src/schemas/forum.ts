/**
 * The forum's forms and queries: the browser checks them with these schemas, the api again (after it stripped
 * any markup from the texts). Every field has a German rule; the thread title is SPEC §5's title rule.
 */
import { mixed, number, object, string, type InferType } from 'yup';
import {
  FORUM_BODY_MAX,
  FORUM_BODY_MIN,
  FORUM_CATEGORY_SLUGS,
  FORUM_MESSAGES as F,
  FORUM_REASON_MAX,
  FORUM_REASON_MIN,
  FORUM_REPORT_REASONS,
  FORUM_TITLE_MAX,
  type ForumCategorySlug,
  type ForumReportReason,
} from '../rules/forum';
import { titleSchema } from './fields';

/** A trimmed text; a non-string fails with the field's message instead of being coerced. */
const text = (message: string) =>
  string()
    .typeError(message)
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original.trim() : original === null ? undefined : original,
    );

const id = (message: string) =>
  number().typeError(message).required(message).integer(message).min(1, message).max(2_147_483_647, message);

export const forumBodySchema = text(F.bodyRequired)
  .required(F.bodyRequired)
  .min(FORUM_BODY_MIN, F.bodyRequired)
  .max(FORUM_BODY_MAX, F.bodyTooLong);

const reasonSchema = text(F.reasonRequired)
  .required(F.reasonRequired)
  .min(FORUM_REASON_MIN, F.reasonRequired)
  .max(FORUM_REASON_MAX, F.reasonTooLong);

export const forumThreadTitleSchema = titleSchema.max(FORUM_TITLE_MAX, F.titleTooLong);

/** POST /api/forum/thread: a new thread with its opening post. */
export const forumThreadSchema = object({
  category: mixed<ForumCategorySlug>()
    .typeError(F.category)
    .required(F.category)
    .oneOf([...FORUM_CATEGORY_SLUGS], F.category),
  title: forumThreadTitleSchema,
  body: forumBodySchema,
});

/** POST /api/forum/post: an answer, optionally quoting a post of the same thread. */
export const forumReplySchema = object({
  threadId: id(F.threadId),
  body: forumBodySchema,
  quotedPostId: number()
    .typeError(F.quotedPost)
    .integer(F.quotedPost)
    .min(1, F.quotedPost)
    .max(2_147_483_647, F.quotedPost)
    .nullable()
    .optional(),
});

/** PUT /api/forum/post/{id}: the author's change within the edit window (a title only for the opening post). */
export const forumEditSchema = object({
  body: forumBodySchema,
  title: forumThreadTitleSchema.optional().default(undefined),
});

/** POST /api/forum/post/{id}/report */
export const forumReportSchema = object({
  reason: mixed<ForumReportReason>()
    .typeError(F.reportReason)
    .required(F.reportReason)
    .oneOf(
      FORUM_REPORT_REASONS.map((reason) => reason.value),
      F.reportReason,
    ),
  note: text(F.reasonTooLong).max(FORUM_REASON_MAX, F.reasonTooLong).default(''),
});

/** Hide a post or lock a thread (moderators): the reason readers see. */
export const forumModerationSchema = object({ reason: reasonSchema });

const pageSchema = number().typeError(F.page).integer(F.page).min(1, F.page).max(10_000, F.page).default(1);

/** GET /api/forum/threads?kategorie=&seite= */
export const forumThreadsQuerySchema = object({
  kategorie: mixed<ForumCategorySlug>()
    .oneOf([...FORUM_CATEGORY_SLUGS], F.category)
    .optional(),
  seite: pageSchema,
});

/** GET /api/forum/posts?thema=&seite= */
export const forumPostsQuerySchema = object({ thema: id(F.threadId), seite: pageSchema });

/** GET /api/forum/forum-permission?thema= */
export const forumPermissionQuerySchema = object({
  thema: number().typeError(F.threadId).integer(F.threadId).min(1, F.threadId).max(2_147_483_647, F.threadId),
});

export type ForumThreadInput = InferType<typeof forumThreadSchema>;
export type ForumReplyInput = InferType<typeof forumReplySchema>;
export type ForumEditInput = InferType<typeof forumEditSchema>;
export type ForumReportInput = InferType<typeof forumReportSchema>;
