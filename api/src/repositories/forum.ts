/** Every query of the forum (threads, posts, reports, subscriptions). */
import type { ForumCategorySlug, ForumReportReason } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { isPostgres } from './search';

export interface ThreadRow {
  threadId: number;
  category: ForumCategorySlug;
  title: string;
  slug: string;
  authorUserId: number | null;
  authorFirstname: string | null;
  authorLastname: string | null;
  authorRole: string | null;
  authorEditor: number | null;
  createdAt: string;
  lastActivityAt: string;
  lockedAt: string | null;
  lockReason: string | null;
  /** The opening post's body and whether it is hidden (a hidden opening post hides the thread from lists). */
  openingBody: string;
  openingHiddenAt: string | null;
  replies: number;
}

/** The threads (`t`), each with its opening post (`o`): the first post written in it. */
function threadsWithOpeningPost(db: Db) {
  return db.selectFrom('forumThreads as t').innerJoin('forumPosts as o', (join) =>
    join.onRef('o.threadId', '=', 't.threadId').on('o.postId', '=', (eb) =>
      eb
        .selectFrom('forumPosts as f')
        .select((e) => e.fn.min('f.postId').as('m'))
        .whereRef('f.threadId', '=', 't.threadId'),
    ),
  );
}

function threadQuery(db: Db, { countHidden }: { countHidden: boolean }) {
  return threadsWithOpeningPost(db)
    .leftJoin('users as u', 'u.userId', 't.authorUserId')
    .select((eb) => [
      't.threadId',
      't.category',
      't.title',
      't.slug',
      't.authorUserId',
      'u.firstname as authorFirstname',
      'u.lastname as authorLastname',
      'u.role as authorRole',
      'u.editor as authorEditor',
      't.createdAt',
      't.lastActivityAt',
      't.lockedAt',
      't.lockReason',
      'o.body as openingBody',
      'o.hiddenAt as openingHiddenAt',
      eb
        .selectFrom('forumPosts as r')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('r.threadId', '=', 't.threadId')
        .whereRef('r.postId', '<>', 'o.postId')
        .$if(!countHidden, (q) => q.where('r.hiddenAt', 'is', null))
        .as('replies'),
    ]);
}

const normalThread = (row: Omit<ThreadRow, 'replies'> & { replies: number | string | null }): ThreadRow => ({
  ...row,
  replies: Number(row.replies ?? 0),
});

/** One page of the visible threads (of a category), newest activity first. */
export async function listThreads(
  db: Db,
  options: { category: ForumCategorySlug | null; limit: number; offset: number; moderator: boolean },
): Promise<{ total: number; rows: ThreadRow[] }> {
  let query = threadQuery(db, { countHidden: options.moderator });
  if (options.category) query = query.where('t.category', '=', options.category);
  if (!options.moderator) query = query.where('o.hiddenAt', 'is', null);
  const rows = await query
    .orderBy('t.lastActivityAt', 'desc')
    .orderBy('t.threadId', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  let count = threadsWithOpeningPost(db).select((eb) => eb.fn.countAll<number>().as('n'));
  if (options.category) count = count.where('t.category', '=', options.category);
  if (!options.moderator) count = count.where('o.hiddenAt', 'is', null);
  const total = Number((await count.executeTakeFirst())?.n ?? 0);
  return { total, rows: rows.map(normalThread) };
}

/** The visible threads per category. */
export async function threadCounts(db: Db): Promise<Map<string, number>> {
  const rows = await threadsWithOpeningPost(db)
    .where('o.hiddenAt', 'is', null)
    .select((eb) => ['t.category', eb.fn.countAll<number>().as('n')])
    .groupBy('t.category')
    .execute();
  return new Map(rows.map((row) => [row.category, Number(row.n)]));
}

export async function findThread(db: Db, threadId: number, moderator: boolean): Promise<ThreadRow | undefined> {
  const row = await threadQuery(db, { countHidden: moderator }).where('t.threadId', '=', threadId).executeTakeFirst();
  return row && normalThread(row);
}

export interface PostRow {
  postId: number;
  threadId: number;
  authorUserId: number | null;
  authorFirstname: string | null;
  authorLastname: string | null;
  authorRole: string | null;
  authorEditor: number | null;
  body: string;
  quotedPostId: number | null;
  createdAt: string;
  editedAt: string | null;
  hiddenAt: string | null;
  hiddenReason: string | null;
}

const postColumns = [
  'p.postId',
  'p.threadId',
  'p.authorUserId',
  'u.firstname as authorFirstname',
  'u.lastname as authorLastname',
  'u.role as authorRole',
  'u.editor as authorEditor',
  'p.body',
  'p.quotedPostId',
  'p.createdAt',
  'p.editedAt',
  'p.hiddenAt',
  'p.hiddenReason',
] as const;

/** A page of a thread's posts, oldest first, and how many there are. */
export async function listPosts(
  db: Db,
  threadId: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: PostRow[] }> {
  const rows = await db
    .selectFrom('forumPosts as p')
    .leftJoin('users as u', 'u.userId', 'p.authorUserId')
    .select(postColumns)
    .where('p.threadId', '=', threadId)
    .orderBy('p.postId')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await db
    .selectFrom('forumPosts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('threadId', '=', threadId)
    .executeTakeFirst();
  return { total: Number(count?.n ?? 0), rows };
}

export function findPost(db: Db, postId: number): Promise<PostRow | undefined> {
  return db
    .selectFrom('forumPosts as p')
    .leftJoin('users as u', 'u.userId', 'p.authorUserId')
    .select(postColumns)
    .where('p.postId', '=', postId)
    .executeTakeFirst();
}

export function findPosts(db: Db, postIds: number[]): Promise<PostRow[]> {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('forumPosts as p')
    .leftJoin('users as u', 'u.userId', 'p.authorUserId')
    .select(postColumns)
    .where('p.postId', 'in', postIds)
    .execute();
}

/** The position (1 = opening post) of a post in its thread. */
export async function postPosition(db: Db, threadId: number, postId: number): Promise<number> {
  const row = await db
    .selectFrom('forumPosts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('threadId', '=', threadId)
    .where('postId', '<=', postId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertThread(
  db: Db,
  thread: { category: ForumCategorySlug; title: string; slug: string; authorUserId: number; at: string },
): Promise<number> {
  const row = await db
    .insertInto('forumThreads')
    .values({
      category: thread.category,
      title: thread.title,
      slug: thread.slug,
      authorUserId: thread.authorUserId,
      createdAt: thread.at,
      lastActivityAt: thread.at,
    })
    .returning('threadId')
    .executeTakeFirstOrThrow();
  return Number(row.threadId);
}

export async function insertPost(
  db: Db,
  post: { threadId: number; authorUserId: number; body: string; quotedPostId: number | null; at: string },
): Promise<number> {
  const row = await db
    .insertInto('forumPosts')
    .values({
      threadId: post.threadId,
      authorUserId: post.authorUserId,
      body: post.body,
      quotedPostId: post.quotedPostId,
      createdAt: post.at,
    })
    .returning('postId')
    .executeTakeFirstOrThrow();
  return Number(row.postId);
}

/** The author's change, only while it is theirs and the window is open: false when nothing was changed. */
export async function updatePostBody(
  db: Db,
  change: { postId: number; authorUserId: number; body: string; editableSince: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('forumPosts')
    .set({ body: change.body, editedAt: change.at })
    .where('postId', '=', change.postId)
    .where('authorUserId', '=', change.authorUserId)
    .where('createdAt', '>', change.editableSince)
    .where('hiddenAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updateThreadTitle(db: Db, threadId: number, title: string, slug: string): Promise<void> {
  await db.updateTable('forumThreads').set({ title, slug }).where('threadId', '=', threadId).execute();
}

/** Sets a thread's last activity to its newest visible post (or its start when none is visible). */
export async function refreshLastActivity(db: Db, threadId: number): Promise<void> {
  const newest = await db
    .selectFrom('forumPosts')
    .select((eb) => eb.fn.max('createdAt').as('at'))
    .where('threadId', '=', threadId)
    .where('hiddenAt', 'is', null)
    .executeTakeFirst();
  const thread = await db
    .selectFrom('forumThreads')
    .select('createdAt')
    .where('threadId', '=', threadId)
    .executeTakeFirst();
  if (!thread) return;
  await db
    .updateTable('forumThreads')
    .set({ lastActivityAt: newest?.at ?? thread.createdAt })
    .where('threadId', '=', threadId)
    .execute();
}

/** A moderator's decision: when, why and by whom; null lifts it. */
export type Moderation = { at: string; reason: string; byUserId: number } | null;

export async function setPostHidden(db: Db, postId: number, hidden: Moderation): Promise<void> {
  await db
    .updateTable('forumPosts')
    .set({
      hiddenAt: hidden?.at ?? null,
      hiddenReason: hidden?.reason ?? null,
      hiddenByUserId: hidden?.byUserId ?? null,
    })
    .where('postId', '=', postId)
    .execute();
}

export async function setThreadLock(db: Db, threadId: number, lock: Moderation): Promise<void> {
  await db
    .updateTable('forumThreads')
    .set({ lockedAt: lock?.at ?? null, lockReason: lock?.reason ?? null, lockedByUserId: lock?.byUserId ?? null })
    .where('threadId', '=', threadId)
    .execute();
}

/** A member's report of a post; false when they reported it already (one report per member and post). */
export async function insertReport(
  db: Db,
  report: { postId: number; reporterUserId: number; reason: ForumReportReason; note: string; at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('forumReports')
    .values({
      postId: report.postId,
      reporterUserId: report.reporterUserId,
      reason: report.reason,
      note: report.note,
      createdAt: report.at,
    })
    .onConflict((oc) => oc.columns(['postId', 'reporterUserId']).doNothing())
    .executeTakeFirst();
  return result !== undefined && Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Open reports per post of the list. */
export async function openReportCounts(db: Db, postIds: number[]): Promise<Map<number, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('forumReports')
    .select((eb) => ['postId', eb.fn.countAll<number>().as('n')])
    .where('postId', 'in', postIds)
    .where('resolvedAt', 'is', null)
    .groupBy('postId')
    .execute();
  return new Map(rows.map((row) => [row.postId, Number(row.n)]));
}

/** The posts a member reported already (of the list). */
export async function reportedBy(db: Db, userId: number, postIds: number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('forumReports')
    .select('postId')
    .where('reporterUserId', '=', userId)
    .where('postId', 'in', postIds)
    .execute();
  return new Set(rows.map((row) => row.postId));
}

export function openReports(db: Db) {
  return db
    .selectFrom('forumReports as r')
    .innerJoin('forumPosts as p', 'p.postId', 'r.postId')
    .innerJoin('forumThreads as t', 't.threadId', 'p.threadId')
    .leftJoin('users as reporter', 'reporter.userId', 'r.reporterUserId')
    .leftJoin('users as author', 'author.userId', 'p.authorUserId')
    .select([
      'r.reportId',
      'r.reason',
      'r.note',
      'r.createdAt',
      'reporter.firstname as reporterFirstname',
      'reporter.lastname as reporterLastname',
      'p.postId',
      'p.body',
      'p.hiddenAt',
      'author.firstname as authorFirstname',
      'author.lastname as authorLastname',
      't.threadId',
      't.title',
      't.slug',
      't.lockedAt',
    ])
    .where('r.resolvedAt', 'is', null)
    .orderBy('r.createdAt')
    .orderBy('r.reportId')
    .limit(200)
    .execute();
}

/** Closes every open report of the post the report is about: false when the report is unknown or closed. */
export async function resolveReportsOfPost(db: Db, reportId: number, byUserId: number, at: string): Promise<boolean> {
  const report = await db
    .selectFrom('forumReports')
    .select('postId')
    .where('reportId', '=', reportId)
    .where('resolvedAt', 'is', null)
    .executeTakeFirst();
  if (!report) return false;
  await db
    .updateTable('forumReports')
    .set({ resolvedAt: at, resolvedByUserId: byUserId })
    .where('postId', '=', report.postId)
    .where('resolvedAt', 'is', null)
    .execute();
  return true;
}

export async function isSubscribed(db: Db, threadId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('forumSubscriptions')
    .select('userId')
    .where('threadId', '=', threadId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function subscribe(db: Db, threadId: number, userId: number, at: string): Promise<void> {
  await db
    .insertInto('forumSubscriptions')
    .values({ threadId, userId, createdAt: at, lastNotifiedAt: null })
    .onConflict((oc) => oc.columns(['threadId', 'userId']).doNothing())
    .execute();
}

export async function unsubscribe(db: Db, threadId: number, userId: number): Promise<void> {
  await db.deleteFrom('forumSubscriptions').where('threadId', '=', threadId).where('userId', '=', userId).execute();
}

/**
 * The subscribers due a mail about a new answer (not its author, no mail in the last interval, a confirmed
 * address), marked as notified now in the same statement's transaction: two answers at once mail each once.
 */
export async function claimSubscribersToNotify(
  db: Db,
  change: { threadId: number; authorUserId: number; notifiedBefore: string; at: string },
): Promise<Array<{ userId: number; email: string; firstname: string }>> {
  const due = await db
    .selectFrom('forumSubscriptions as s')
    .innerJoin('users as u', 'u.userId', 's.userId')
    .select(['s.userId', 'u.email', 'u.firstname'])
    .where('s.threadId', '=', change.threadId)
    .where('s.userId', '<>', change.authorUserId)
    .where('u.emailConfirmedAt', 'is not', null)
    .where((eb) => eb.or([eb('s.lastNotifiedAt', 'is', null), eb('s.lastNotifiedAt', '<=', change.notifiedBefore)]))
    .$if(isPostgres(db), (q) => q.forUpdate())
    .execute();
  const claimed: Array<{ userId: number; email: string; firstname: string }> = [];
  for (const subscriber of due) {
    // Conditional, so a concurrent answer that claimed the subscriber first wins and this one sends nothing.
    const result = await db
      .updateTable('forumSubscriptions')
      .set({ lastNotifiedAt: change.at })
      .where('threadId', '=', change.threadId)
      .where('userId', '=', subscriber.userId)
      .where((eb) => eb.or([eb('lastNotifiedAt', 'is', null), eb('lastNotifiedAt', '<=', change.notifiedBefore)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) claimed.push(subscriber);
  }
  return claimed;
}
